import PokiSystem

/// What poki read on a booth print's frame, and what it understood of it: the booth's brand and
/// the day booths print beside it (`harufilm 2025.10.16`).
///
/// Stored in the print as `"text"`; absent when the print's text was not read (Tesseract not
/// installed, or a print found before poki read text).
public struct PrintText: Sendable, Equatable, Codable {
    /// The lines read, top band first, words Tesseract was unsure of left out, and bands that name
    /// no brand or day and hold no text it was sure of (a pattern read as scraps of letters); empty
    /// when the frame shows no text, or none read surely.
    public var lines: [String]
    /// The label of the built-in brand the lines name (`하루필름` for `harufilm`), if any.
    public var brand: String?
    /// The day the lines show, if any, when read from a print: only a day a second reading of its
    /// band named too (``PrintTextReader``), so the lines may show a day this leaves out.
    public var day: CalendarDay?

    public init(lines: [String], brand: String? = nil, day: CalendarDay? = nil) {
        self.lines = lines
        self.brand = brand
        self.day = day
    }

    /// The text of `lines`, with the brand of `brands` (names as printed, by label) they name and
    /// the first day they show that is not after `latest`, taken as it is: the reader of a print
    /// takes a day only when a second reading confirms it (``PrintTextReader``).
    public init(reading lines: [String], brands: [String: [String]], latest: CalendarDay) {
        self.init(lines: lines, brand: PrintedBrand.label(in: lines, names: brands), day: PrintedDay.day(in: lines, latest: latest))
    }
}
