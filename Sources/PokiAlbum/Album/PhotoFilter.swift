import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which photos `list` shows. Every condition that is set must hold.
public struct PhotoFilter: Sendable, Equatable {
    /// Only photos with this tag (label compared after NFC).
    public var tag: String?
    /// Only photos whose memo or original file name contains this text, case-insensitively, after NFC.
    public var search: String?
    /// Only photos whose memo has every one of these hashtags (names as ``Hashtag/name(of:)``
    /// gives them; a leading `#` is allowed).
    public var hashtags: [String]
    /// Only photos with this colour (see ``ColourQuery``); a listing then goes by how much of
    /// each photo the colour covers, most first.
    public var colour: ColourQuery?
    /// Only prints whose frame is of this colour (its plain colour, or one of a gradient's or a
    /// pattern's colours): a pink-framed print is what people remember.
    public var frame: ColourQuery?
    /// Only photos of this day or later.
    public var since: CalendarDay?
    /// Only photos of this day or earlier.
    public var until: CalendarDay?

    public init(tag: String? = nil, search: String? = nil, hashtags: [String] = [], colour: ColourQuery? = nil,
                frame: ColourQuery? = nil, since: CalendarDay? = nil, until: CalendarDay? = nil) {
        self.tag = tag
        self.search = search
        self.hashtags = hashtags
        self.colour = colour
        self.frame = frame
        self.since = since
        self.until = until
    }

    /// True when no condition is set.
    public var isEmpty: Bool { tag == nil && search == nil && hashtags.isEmpty && colour == nil && frame == nil && since == nil && until == nil }

    /// The hashtags' names, as the index keeps them.
    var hashtagNames: [String] {
        hashtags.map { Hashtag.name(of: $0) ?? Tag.normalized($0).lowercased() }
    }

    /// Whether `day` is within `since`…`until`.
    func admits(_ day: CalendarDay) -> Bool {
        if let since, day < since { return false }
        if let until, day > until { return false }
        return true
    }

    /// The filter with its text prepared once for many ``Prepared/matches(_:)`` calls.
    func prepared() -> Prepared {
        Prepared(filter: self, tagLabel: tag.map(Tag.normalized), needle: search.map { Self.folded($0) }, hashtagNames: hashtagNames)
    }

    /// A filter ready to test photos.
    struct Prepared {
        let filter: PhotoFilter
        let tagLabel: String?
        let needle: String?
        let hashtagNames: [String]

        func matches(_ photo: Photo) -> Bool {
            if let tagLabel, photo.tag.label != tagLabel { return false }
            if !filter.admits(photo.date) { return false }
            if let needle, !needle.isEmpty, !PhotoFilter.folded(photo.memo).contains(needle),
               !PhotoFilter.folded(photo.originalFileName).contains(needle) { return false }
            if !hashtagNames.isEmpty {
                let names = Hashtag.all(in: photo.memo)
                if !hashtagNames.allSatisfy(names.contains) { return false }
            }
            if let colour = filter.colour, colour.coverage(of: IndexedPaletteEntry.entries(of: photo.palette)) < ColourQuery.minimumShare {
                return false
            }
            if let frame = filter.frame, !(photo.print.map(frame.matchesFrame) ?? false) { return false }
            return true
        }
    }

    /// NFC and case-folded, for memo search.
    static func folded(_ text: String) -> String {
        Tag.normalized(text).lowercased()
    }
}
