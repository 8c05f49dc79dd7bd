import PokiSystem
import PokiImaging

/// One memory in the album: a four-cut print's image and what the user said about it.
///
/// Stored as one JSON document per photo, `photos/<id>.json`; see ``AlbumLayout``.
public struct Photo: Sendable, Equatable, Codable, Identifiable {
    /// The version of this document's layout; documents with a higher one are refused.
    /// Version 2 added `print`; a version-1 document reads as one whose image was not analysed
    /// for a print (its palette's version, 1, says so). Version 3 added `video`: a poki that
    /// does not know it would lose the video when it rewrites the document, so only documents
    /// with a video are written as version 3, and the others stay readable by such a poki.
    /// Version 4 added `edits`, when each edited field got its value, which merges two devices'
    /// edits (``PhotoMerge``); it is written only once a field was edited.
    public static let currentSchemaVersion = 4
    /// The version of a document with a video and no edit record.
    public static let schemaVersionWithVideo = 3
    /// The version of a document without a video or an edit record.
    public static let schemaVersionWithoutVideo = 2
    /// Every ID a photo can have: from 1000 to 999,999,999 (nine digits). A document, counter or
    /// index entry naming a number outside it is damaged; a billion IDs outlast any album, and the
    /// bound keeps all arithmetic on IDs read from disk far from overflow.
    public static let idRange = 1000...999_999_999

    public var schemaVersion: Int
    /// Decimal, within ``idRange``, never reused within an album; the document's file name is `<id>.json`.
    public var id: Int
    /// The album's own copy of the image: a plain file name (no `/`) inside the album's `images/`
    /// folder (or `trash/`), starting with the ID: `1042.jpg`, or `1042-<sha8>.jpg` after an edit.
    public var image: String
    /// The file's name when it was added (without its folder).
    public var originalFileName: String
    /// Lower-case hex SHA-256 of the image file.
    public var sha256: String
    /// The day of the memory.
    public var date: CalendarDay
    /// Where `date` came from; nil in documents written before poki recorded it.
    public var dateSource: DateSource?
    /// The user's note; may be empty, may span lines.
    public var memo: String
    /// The booth brand or user tag.
    public var tag: Tag
    /// The image's format, found from its content.
    public var format: ImageFormat
    /// Display width in pixels, EXIF orientation applied.
    public var width: Int
    /// Display height in pixels, EXIF orientation applied.
    public var height: Int
    /// EXIF orientation, 1…8.
    public var orientation: Int
    /// The date and time the image's metadata gave when it was added (or its image replaced): the
    /// first usable of EXIF `DateTimeOriginal`, `DateTimeDigitized`, `DateTime` and XMP
    /// (``ImageAnalysis/metadataDate``), whatever gave ``date``; nil when none did, or when the
    /// one that did gave a day without a time.
    public var capturedAt: CaptureDate?
    /// The image's dominant colours (of the cuts only, for a print).
    public var palette: Palette
    /// The image's alpha-weighted mean colour (of the cuts only, for a print).
    public var meanColour: Colour
    /// The booth print's layout, frame and cuts; nil when the image is not a print.
    public var print: BoothPrint?
    /// `.user` when the user said whether the image is a print, and its layout; nil when poki's
    /// detector did.
    public var layoutSource: LayoutSource?
    /// When the photo entered the album, to the second, UTC.
    public var addedAt: Timestamp
    /// When the photo was moved to the trash; only documents in `trash/` have it (and only those
    /// deleted by a poki that records it).
    public var deletedAt: Timestamp?
    /// The link the photo was downloaded from (`add --url`, `add --qr`); nil for files.
    public var source: PhotoSource?
    /// The QR code found on the print, when it was added from a file that shows one.
    public var qr: QRCode?
    /// The session video kept with the photo, beside its image.
    public var video: PhotoVideo?
    /// When the fields the user edited got their values; nil until one was edited.
    public var edits: PhotoEdits?

    public init(
        id: Int, image: String, originalFileName: String, sha256: String, date: CalendarDay, dateSource: DateSource? = nil,
        memo: String, tag: Tag, analysis: ImageAnalysis, addedAt: Timestamp, source: PhotoSource? = nil, video: PhotoVideo? = nil
    ) {
        self.schemaVersion = Self.schemaVersionWithoutVideo
        self.id = id
        self.image = image
        self.originalFileName = originalFileName
        self.sha256 = sha256
        self.date = date
        self.dateSource = dateSource
        self.memo = memo
        self.tag = tag
        self.format = analysis.format
        self.width = analysis.width
        self.height = analysis.height
        self.orientation = analysis.orientation
        self.capturedAt = analysis.capturedAt
        self.palette = analysis.palette
        self.meanColour = analysis.meanColour
        self.print = analysis.print
        self.addedAt = addedAt
        self.source = source
        self.qr = analysis.qr
        self.video = video
        self.schemaVersion = writtenSchemaVersion
    }

    /// The version this photo's document is written as: the oldest that holds all it has, so a
    /// poki that knows nothing of videos or edit records still reads those without.
    public var writtenSchemaVersion: Int {
        if edits != nil { return Self.currentSchemaVersion }
        return video == nil ? Self.schemaVersionWithoutVideo : Self.schemaVersionWithVideo
    }

    /// The names of the photo's files in `images/` (or `trash/`): its image, then its video.
    public var fileNames: [String] {
        [image] + (video.map { [$0.file] } ?? [])
    }

    /// How the image is to be read as a print when it is analysed again: as the user said (the
    /// stored layout, or not a print), else as the detector finds.
    public var printChoice: PrintChoice {
        guard layoutSource == .user else { return .detect }
        return print.map { .layout($0.layout) } ?? .notAPrint
    }

    /// The image facts, as ``ImageAnalyzer`` reported them.
    public var analysis: ImageAnalysis {
        get {
            ImageAnalysis(format: format, width: width, height: height, orientation: orientation,
                          capturedAt: capturedAt, palette: palette, meanColour: meanColour, print: print, qr: qr)
        }
        set {
            format = newValue.format
            width = newValue.width
            height = newValue.height
            orientation = newValue.orientation
            capturedAt = newValue.capturedAt
            palette = newValue.palette
            meanColour = newValue.meanColour
            print = newValue.print
            qr = newValue.qr
        }
    }
}
