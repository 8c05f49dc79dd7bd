#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which photos `list` shows. Every condition that is set must hold.
public struct PhotoFilter: Sendable, Equatable {
    /// Only photos with this tag (label compared after NFC).
    public var tag: String?
    /// Only photos whose memo contains this text, case-insensitively, after NFC.
    public var search: String?
    /// Only photos of this day or later.
    public var since: CalendarDay?
    /// Only photos of this day or earlier.
    public var until: CalendarDay?

    public init(tag: String? = nil, search: String? = nil, since: CalendarDay? = nil, until: CalendarDay? = nil) {
        self.tag = tag
        self.search = search
        self.since = since
        self.until = until
    }

    /// True when no condition is set.
    public var isEmpty: Bool { tag == nil && search == nil && since == nil && until == nil }

    /// Whether `day` is within `since`…`until`.
    func admits(_ day: CalendarDay) -> Bool {
        if let since, day < since { return false }
        if let until, day > until { return false }
        return true
    }

    /// The filter with its text prepared once for many ``Prepared/matches(_:)`` calls.
    func prepared() -> Prepared {
        Prepared(filter: self, tagLabel: tag.map(Tag.normalized), needle: search.map { Self.folded($0) })
    }

    /// A filter ready to test photos.
    struct Prepared {
        let filter: PhotoFilter
        let tagLabel: String?
        let needle: String?

        func matches(_ photo: Photo) -> Bool {
            if let tagLabel, photo.tag.label != tagLabel { return false }
            if !filter.admits(photo.date) { return false }
            if let needle, !needle.isEmpty, !PhotoFilter.folded(photo.memo).contains(needle) { return false }
            return true
        }
    }

    /// NFC and case-folded, for memo search.
    static func folded(_ text: String) -> String {
        Tag.normalized(text).lowercased()
    }
}
