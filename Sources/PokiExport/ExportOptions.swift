import PokiSystem
import PokiAlbum

/// What `poki export --html` was asked for.
public struct ExportOptions: Sendable, Equatable {
    /// The folder the web album goes into: created when missing, refused when it holds files
    /// and is not a previous export.
    public var directory: String
    /// The pages' title; nil for the default (``defaultTitle``, in ``language``).
    public var title: String?
    /// Which photos are exported.
    public var filter: PhotoFilter
    /// Threads making pictures.
    public var jobs: Int
    /// Whether the album's own image files are copied too, under `originals/`.
    public var includesOriginals: Bool
    /// Whether those copies keep the location in their metadata (`--keep-location`); by default it
    /// is removed, as `share` removes it, since a web album is for others to see.
    public var keepsLocation: Bool
    /// Whether the pictures (and originals) keep their QR codes (`--keep-qr`); by default every
    /// code is covered, since a print's code fetches its original and session video.
    public var keepsQRCodes: Bool
    /// Whether the calendar's weeks start on Sunday, as for `poki calendar`: as the config's
    /// `week-start` says, else on Sunday in Korean and on Monday in English.
    public var weeksStartOnSunday: Bool
    /// The language of the pages' own words (navigation, headings, labels, the default title),
    /// and of their `lang`; the user's memos and tags are shown as they are.
    public var language: Language = .english

    /// The title pages carry when none is given, in each language.
    public static let defaultTitle = Phrase("Photo album", korean: "사진 앨범")

    public init(
        directory: String, title: String? = nil, filter: PhotoFilter = PhotoFilter(), jobs: Int, includesOriginals: Bool = false,
        keepsLocation: Bool = false, keepsQRCodes: Bool = false, weeksStartOnSunday: Bool = false
    ) {
        self.directory = directory
        self.title = title
        self.filter = filter
        self.jobs = jobs
        self.includesOriginals = includesOriginals
        self.keepsLocation = keepsLocation
        self.keepsQRCodes = keepsQRCodes
        self.weeksStartOnSunday = weeksStartOnSunday
    }
}
