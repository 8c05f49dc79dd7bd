import PokiSystem

/// The EXIF fields poki uses: which way is up and when the photo was taken.
public struct ExifMetadata: Sendable, Equatable {
    /// EXIF Orientation, 1…8, when present and valid.
    public var orientation: Int?
    /// `DateTimeOriginal`, with `OffsetTimeOriginal` when present, when well formed.
    public var capturedAt: CaptureDate?
    /// `DateTimeDigitized` (exiftool's `CreateDate`), with `OffsetTimeDigitized`: when the image
    /// was stored as data, the moment it was taken for a camera, the moment it was scanned for
    /// a scanner.
    public var digitizedAt: CaptureDate?
    /// IFD0 `DateTime` (exiftool's `ModifyDate`), with `OffsetTime`: when the file was last
    /// changed, which for a file straight from a camera or a booth is when it was taken.
    public var changedAt: CaptureDate?
    /// Whether IFD0 points to a GPS directory: the block says where the photo was taken.
    public var hasLocation = false
    /// Fields that were present but unusable (e.g. orientation 9), one sentence each; the
    /// rest of the block was still read.
    public var problems: [Phrase]

    public init(orientation: Int? = nil, capturedAt: CaptureDate? = nil, problems: [Phrase] = []) {
        self.orientation = orientation
        self.capturedAt = capturedAt
        self.problems = problems
    }

    /// Reads an EXIF block that starts at its TIFF header (the APP1 payload after `Exif\0\0`,
    /// or a PNG eXIf chunk). Throws only when the block's structure is unusable.
    public init(tiff bytes: [UInt8]) throws(ExifError) {
        self.init()
        let reader = try TIFFByteReader(bytes)
        let firstDirectory = try reader.uint32(at: 4, "IFD0 offset")
        let imageFields = try Self.entries(of: firstDirectory, in: reader, name: "IFD0")
        hasLocation = imageFields[Tag.gpsDirectory] != nil

        if let entry = imageFields[Tag.orientation] {
            let value = try entry.integer(in: reader)
            if (1...8).contains(value) {
                orientation = value
            } else {
                problems.append(Phrase("orientation \(value) is not 1 to 8", korean: "방향 값이 1에서 8 사이가 아닙니다 (\(value))"))
            }
        }

        var exifFields: [Int: Entry] = [:]
        if let pointer = imageFields[Tag.exifDirectory] {
            let exifDirectory = try pointer.integer(in: reader)
            guard exifDirectory != firstDirectory else { throw .directoryLoop(offset: exifDirectory) }
            exifFields = try Self.entries(of: exifDirectory, in: reader, name: "Exif IFD")
        }
        capturedAt = try date(exifFields[Tag.dateTimeOriginal], offset: exifFields[Tag.offsetTimeOriginal], named: "DateTimeOriginal", in: reader)
        // The dates poki falls back on: a flaw in one is a problem noted, not a reason to set
        // aside the rest of the block (its orientation), as it is for DateTimeOriginal.
        do {
            digitizedAt = try date(exifFields[Tag.dateTimeDigitized], offset: exifFields[Tag.offsetTimeDigitized], named: "DateTimeDigitized", in: reader)
        } catch {
            problems.append(Phrase("DateTimeDigitized: ", korean: "DateTimeDigitized: ") + Phrase.describing(error))
        }
        do {
            changedAt = try date(imageFields[Tag.dateTime], offset: exifFields[Tag.offsetTime], named: "DateTime", in: reader)
        } catch {
            problems.append(Phrase("DateTime: ", korean: "DateTime: ") + Phrase.describing(error))
        }
    }

    /// The date an ASCII field holds, with the offset its companion field gives; nil when the
    /// field is absent or blank, or (with a problem noted) not a date.
    private mutating func date(_ entry: Entry?, offset: Entry?, named name: String, in reader: TIFFByteReader) throws(ExifError) -> CaptureDate? {
        guard let entry else { return nil }
        let text = try entry.text(in: reader)
        let offsetText = try offset?.text(in: reader)
        if let date = Self.captureDate(text, offset: offsetText) { return date }
        if !Self.isBlank(text) { problems.append(Phrase("\(name) '\(text)' is not a date", korean: "\(name) '\(text)': 날짜가 아닙니다")) }
        return nil
    }

    /// What can be read of `bytes` (a block from its TIFF header on) when the block as a whole
    /// cannot be: everything when it reads, else what IFD0 says (its orientation, whether it
    /// points to a GPS directory); nil when IFD0 cannot be read either.
    package static func salvaged(tiff bytes: [UInt8]) -> ExifMetadata? {
        if let metadata = try? ExifMetadata(tiff: bytes) { return metadata }
        guard let reader = try? TIFFByteReader(bytes), let first = try? reader.uint32(at: 4, "IFD0 offset"),
              let fields = try? entries(of: first, in: reader, name: "IFD0")
        else { return nil }
        var metadata = ExifMetadata()
        metadata.hasLocation = fields[Tag.gpsDirectory] != nil
        if let value = try? fields[Tag.orientation]?.integer(in: reader), (1...8).contains(value) { metadata.orientation = value }
        return metadata
    }

    // MARK: - Tags

    private enum Tag {
        static let orientation = 0x0112
        static let exifDirectory = 0x8769
        static let gpsDirectory = 0x8825
        static let dateTime = 0x0132
        static let dateTimeOriginal = 0x9003
        static let dateTimeDigitized = 0x9004
        static let offsetTime = 0x9010
        static let offsetTimeOriginal = 0x9011
        static let offsetTimeDigitized = 0x9012
    }

    private enum FieldType {
        static let ascii = 2
        static let short = 3
        static let long = 4
    }

    // MARK: - Directories

    /// One 12-byte IFD entry.
    private struct Entry {
        var tag: Int
        var type: Int
        var count: Int
        /// Where the entry's 4-byte value field sits in the block.
        var valueOffset: Int

        func integer(in reader: TIFFByteReader) throws(ExifError) -> Int {
            switch type {
            case FieldType.short: return try reader.uint16(at: valueOffset, "tag \(tag) value")
            case FieldType.long: return try reader.uint32(at: valueOffset, "tag \(tag) value")
            default: throw .unexpectedType(tag: tag, type: type)
            }
        }

        /// ASCII values longer than 4 bytes live elsewhere; the value field holds their offset.
        func text(in reader: TIFFByteReader) throws(ExifError) -> String {
            guard type == FieldType.ascii else { throw .unexpectedType(tag: tag, type: type) }
            let start = count > 4 ? try reader.uint32(at: valueOffset, "tag \(tag) offset") : valueOffset
            let bytes = try reader.slice(start, count, "tag \(tag) text")
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func entries(of offset: Int, in reader: TIFFByteReader, name: String) throws(ExifError) -> [Int: Entry] {
        let count = try reader.uint16(at: offset, name)
        _ = try reader.slice(offset + 2, count * 12, name)
        var found: [Int: Entry] = [:]
        for index in 0..<count {
            let position = offset + 2 + index * 12
            let tag = try reader.uint16(at: position, name)
            let entry = Entry(
                tag: tag,
                type: try reader.uint16(at: position + 2, name),
                count: try reader.uint32(at: position + 4, name),
                valueOffset: position + 8
            )
            if found[tag] == nil { found[tag] = entry }
        }
        return found
    }

    // MARK: - Dates

    /// `YYYY:MM:DD HH:MM:SS` as EXIF writes it, with an optional `±HH:MM` offset. Also read:
    /// dashes for the date's colons (`YYYY-MM-DD`) and a `T` for the space, as some phones,
    /// editors and converters write.
    private static func captureDate(_ text: String, offset: String?) -> CaptureDate? {
        let characters = Array(text.utf8)
        guard characters.count == 19 else { return nil }
        let dateSeparator = characters[4]
        guard dateSeparator == UInt8(ascii: ":") || dateSeparator == UInt8(ascii: "-"), characters[7] == dateSeparator,
              characters[10] == UInt8(ascii: " ") || characters[10] == UInt8(ascii: "T"),
              characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let digits = characters[range]
            guard digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year > 0, (1...12).contains(month), (1...31).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        return CaptureDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                           offset: offset.flatMap(validOffset))
    }

    private static func validOffset(_ text: String) -> String? {
        let characters = Array(text.utf8)
        guard characters.count == 6, characters[0] == UInt8(ascii: "+") || characters[0] == UInt8(ascii: "-"),
              characters[3] == UInt8(ascii: ":"),
              [1, 2, 4, 5].allSatisfy({ (0x30...0x39).contains(characters[$0]) })
        else { return nil }
        return text
    }

    /// Cameras without a clock write spaces or zeros instead of a date.
    private static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x30 || $0 == 0x3A }
    }
}
