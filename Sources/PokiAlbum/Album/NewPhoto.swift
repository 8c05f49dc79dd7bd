import PokiSystem
import PokiImaging

/// A photo to add: the user's file, what the imaging core found in it, and what the user said.
public struct NewPhoto: Sendable, Equatable {
    /// The file to copy into the album.
    public var sourcePath: String
    /// The result of ``ImageAnalyzer/analyze(fileAt:onWarning:)`` for `sourcePath`.
    public var analysis: ImageAnalysis
    /// A tag label (matched after NFC); nil files the photo under ``BoothBrands/unclassified``.
    public var tag: String?
    public var memo: String
    /// The day of the memory; nil takes the EXIF capture day, else the day in the file's name,
    /// else `today`.
    public var date: CalendarDay?
    /// The name recorded as `originalFileName`; nil takes the last component of `sourcePath`.
    public var originalFileName: String?
    /// The link a downloaded photo came from.
    public var source: PhotoSource?

    public init(
        sourcePath: String, analysis: ImageAnalysis, tag: String? = nil, memo: String = "", date: CalendarDay? = nil,
        originalFileName: String? = nil, source: PhotoSource? = nil
    ) {
        self.sourcePath = sourcePath
        self.analysis = analysis
        self.tag = tag
        self.memo = memo
        self.date = date
        self.originalFileName = originalFileName
        self.source = source
    }

    /// The day the photo is filed under and where it came from: `date`, else the EXIF capture
    /// day, else the day the file's name holds (``FileNameDate``, not after `today`), else `today`.
    public func resolvedDate(today: CalendarDay) -> (day: CalendarDay, source: DateSource) {
        if let date { return (date, .given) }
        if let captured = analysis.capturedAt,
           let day = CalendarDay(year: captured.year, month: captured.month, day: captured.day) {
            return (day, .exif)
        }
        if let day = FileNameDate.day(in: originalFileName ?? sourcePath, latest: today) { return (day, .fileName) }
        return (today, .today)
    }
}
