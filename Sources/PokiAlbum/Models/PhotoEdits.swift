import PokiSystem

/// When each of a photo's fields the user edits got its value, so that two devices' edits of the
/// same photo merge field by field (see ``PhotoMerge``).
///
/// Stored in the document as `"edits"`, only once a field was edited:
///
///     "edits" : {"memo" : {"at" : "2026-11-25T10:15:23Z", "seen" : ["5f0c9a2e", "a41b7703"]}}
///
/// A field without a record has had its value since the photo was added: documents written
/// before poki recorded edits (schema version 3 and below) read that way, which is their
/// migration; they are written as version 4 once a field is edited.
public struct PhotoEdits: Sendable, Equatable, Codable {
    /// The fields edited as one: a date with where it came from, an image with its analysis.
    public enum Field: String, Sendable, CaseIterable, Codable {
        case memo, tag, date, print, image
    }

    public var memo: FieldEdit?
    public var tag: FieldEdit?
    public var date: FieldEdit?
    /// The print layout the user gave (`edit --layout`, `--not-a-print`).
    public var print: FieldEdit?
    /// The image (`edit --image`).
    public var image: FieldEdit?
    /// The SHA-256 of the image the photo was added with, once `edit --image` replaced it: with
    /// `addedAt`, what tells two versions of one photo from two photos.
    public var addedImage: String?

    public init(memo: FieldEdit? = nil, tag: FieldEdit? = nil, date: FieldEdit? = nil, print: FieldEdit? = nil, image: FieldEdit? = nil) {
        self.memo = memo
        self.tag = tag
        self.date = date
        self.print = print
        self.image = image
    }

    public subscript(field: Field) -> FieldEdit? {
        get {
            switch field {
            case .memo: memo
            case .tag: tag
            case .date: date
            case .print: print
            case .image: image
            }
        }
        set {
            switch field {
            case .memo: memo = newValue
            case .tag: tag = newValue
            case .date: date = newValue
            case .print: print = newValue
            case .image: image = newValue
            }
        }
    }

    /// Whether no field has a record.
    public var isEmpty: Bool { Field.allCases.allSatisfy { self[$0] == nil } && addedImage == nil }
}

/// One field's edit: when it was made, and which edits of the field it was made over.
///
/// Each edit gets a short random revision; `seen` lists it first, then the revisions of the
/// values it replaced, newest first (at most ``historyLength``). That history, not the devices'
/// clocks, tells whether one device's edit saw the other's: an edit whose history holds the other
/// version's revision supersedes it; two edits neither of which saw the other's are concurrent.
public struct FieldEdit: Sendable, Equatable, Codable {
    /// When the value was set (this device's clock): orders concurrent edits.
    public var at: Timestamp
    /// This value's revision, then those it was made over, newest first; never empty.
    public var seen: [String]

    /// How many revisions an edit remembers: two devices that edit the same field more often than
    /// this while apart see each other's edits as concurrent (both memos kept), never lost.
    public static let historyLength = 64

    public init(at: Timestamp, seen: [String]) {
        self.at = at
        self.seen = seen
    }

    /// This value's revision.
    public var revision: String { seen.first ?? "" }

    /// Whether this edit was made over `other`'s value (or is it). A field never edited (nil) is
    /// the value the photo was added with, which every edit of it was made over.
    public func supersedes(_ other: FieldEdit?) -> Bool {
        guard let other else { return true }
        return seen.contains(other.revision)
    }

    /// A new revision: eight random lower-case hex digits.
    public static func newRevision() -> String {
        let value = UInt32.random(in: 0...UInt32.max)
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension Photo {
    /// Records the edit of every field whose value differs from `old`'s, made `at`, as `revision`.
    public mutating func recordEdits(from old: Photo, at time: Timestamp, revision: String) {
        if memo != old.memo { recordEdit(of: .memo, at: time, revision: revision) }
        if tag != old.tag { recordEdit(of: .tag, at: time, revision: revision) }
        if date != old.date || dateSource != old.dateSource { recordEdit(of: .date, at: time, revision: revision) }
        if sha256 == old.sha256, print != old.print || layoutSource != old.layoutSource { recordEdit(of: .print, at: time, revision: revision) }
    }

    /// The SHA-256 of the image the photo was added with.
    public var addedImageSHA256: String { edits?.addedImage ?? sha256 }

    /// Records that `field` was given a new value `at`, over the one it had, as `revision`; for
    /// the image, call it before the new image's SHA-256 is set.
    public mutating func recordEdit(of field: PhotoEdits.Field, at time: Timestamp, revision: String) {
        var edits = self.edits ?? PhotoEdits()
        if field == .image, edits.addedImage == nil { edits.addedImage = sha256 }
        let history = edits[field]?.seen ?? []
        edits[field] = FieldEdit(at: time, seen: Array(([revision] + history).prefix(FieldEdit.historyLength)))
        self.edits = edits
    }
}
