import PokiSystem

/// A date an image's metadata gives, and the field that gave it.
public struct MetadataDate: Sendable, Equatable, Codable {
    /// The field the date was read from.
    public var field: DateField
    /// The calendar day, as the camera's (or editor's) clock wrote it.
    public var day: CalendarDay
    /// The date and time, when the field has a time: every EXIF date does; an XMP date may be a
    /// day alone (`2021-03-04`).
    public var dateTime: CaptureDate?

    public init(field: DateField, day: CalendarDay, dateTime: CaptureDate? = nil) {
        self.field = field
        self.day = day
        self.dateTime = dateTime
    }

    /// `dateTime`'s day and time, for an EXIF field; nil when the date names no real day
    /// (EXIF checks the day only against 1…31).
    init?(field: DateField, dateTime: CaptureDate) {
        guard let day = CalendarDay(year: dateTime.year, month: dateTime.month, day: dateTime.day) else { return nil }
        self.init(field: field, day: day, dateTime: dateTime)
    }

    /// The dates `exif` and `xmp` give, in the order of ``DateField``.
    static func candidates(exif: ExifMetadata, xmp: XMPDates?) -> [MetadataDate] {
        let exifDates: [(DateField, CaptureDate?)] = [
            (.dateTimeOriginal, exif.capturedAt), (.dateTimeDigitized, exif.digitizedAt), (.dateTime, exif.changedAt),
        ]
        return exifDates.compactMap { field, date in date.flatMap { MetadataDate(field: field, dateTime: $0) } } + (xmp?.dates ?? [])
    }

    /// The date as the file gives it: the date and time in ISO 8601, or the day alone.
    public var text: String {
        dateTime?.iso8601 ?? day.description
    }
}
