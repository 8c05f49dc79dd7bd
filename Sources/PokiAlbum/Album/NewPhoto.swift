import PokiSystem
import PokiImaging

/// A photo to add: the user's file, what the imaging core found in it, and what the user said.
public struct NewPhoto: Sendable, Equatable {
    /// The file to copy into the album.
    public var sourcePath: String
    /// The result of ``ImageAnalyzer/analyze(fileAt:onWarning:)`` for `sourcePath`.
    public var analysis: ImageAnalysis
    /// A tag label (matched after NFC); nil files the photo under the brand printed on the print
    /// (``PrintText/brand``), else ``BoothBrands/unclassified``.
    public var tag: String?
    public var memo: String
    /// The day of the memory; nil takes the day the image's metadata gives, else the day in the
    /// file's name, else the day printed on the print, else `dateFallback`'s, else `today`
    /// (``resolvedDate(today:)``).
    public var date: CalendarDay?
    /// A source of the day tried after the file's name, when asked for (`--date-from`).
    public var dateFallback: DateFallback?
    /// The name recorded as `originalFileName`; nil takes the last component of `sourcePath`.
    public var originalFileName: String?
    /// The link a downloaded photo came from.
    public var source: PhotoSource?
    /// A video file to keep with the photo (`add FILE --video CLIP`).
    public var videoPath: String?

    public init(
        sourcePath: String, analysis: ImageAnalysis, tag: String? = nil, memo: String = "", date: CalendarDay? = nil,
        originalFileName: String? = nil, source: PhotoSource? = nil, dateFallback: DateFallback? = nil, videoPath: String? = nil
    ) {
        self.sourcePath = sourcePath
        self.analysis = analysis
        self.tag = tag
        self.memo = memo
        self.date = date
        self.originalFileName = originalFileName
        self.source = source
        self.dateFallback = dateFallback
        self.videoPath = videoPath
    }

    /// The built-in brand printed on the print (``PrintText/brand``), if poki read one.
    public var printedBrand: Tag? {
        analysis.print?.text?.brand.flatMap(BoothBrands.brand(labelled:))
    }

    /// The day the photo is filed under and where it came from: `date`, else the day the image's
    /// metadata gives (``ImageAnalysis/metadataDate``: EXIF `DateTimeOriginal`,
    /// `DateTimeDigitized`, `DateTime`, XMP, the first not after the day it was analysed), else
    /// the day the file's name holds (``FileNameDate``, not after `today`), else the day printed
    /// on the print (``PrintText/day``), else with `dateFallback` the day the file was last
    /// modified in local time (not after `today`), else `today`.
    public func resolvedDate(today: CalendarDay) -> (day: CalendarDay, source: DateSource) {
        if let date { return (date, .given) }
        if let taken = analysis.metadataDate { return (taken.day, DateSource(taken.field)) }
        if let day = FileNameDate.day(in: originalFileName ?? sourcePath, latest: today) { return (day, .fileName) }
        if let day = analysis.print?.text?.day { return (day, .print) }
        if dateFallback == .mtime, let modified = analysis.fileModifiedAt {
            let day = CalendarDay(localDayOf: modified)
            if day <= today { return (day, .mtime) }
        }
        return (today, .today)
    }
}
