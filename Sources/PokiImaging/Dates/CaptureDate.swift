/// When a photo was taken, as its EXIF `DateTimeOriginal` (and `OffsetTimeOriginal`) say.
///
/// Kept as the camera's wall-clock fields, not as an instant: most booths record no time zone.
/// Encoded as ISO 8601 text, `2026-11-20T14:03:22` or `2026-11-20T14:03:22+09:00`.
public struct CaptureDate: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// The UTC offset as written in EXIF, e.g. `+09:00`, when the file has one.
    public var offset: String?

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: String? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.offset = offset
    }

    /// The calendar day, `YYYY-MM-DD`.
    public var calendarDay: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// ISO 8601 date and time, with the offset when known.
    public var iso8601: String {
        "\(calendarDay)T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))\(offset ?? "")"
    }

    /// Parses the form ``iso8601`` writes.
    public init?(iso8601 text: String) {
        let characters = Array(text.utf8)
        guard characters.count == 19 || characters.count == 25 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            Int(String(decoding: characters[range], as: UTF8.self))
        }
        guard characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"),
              characters[10] == UInt8(ascii: "T"), characters[13] == UInt8(ascii: ":"),
              characters[16] == UInt8(ascii: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        let offset = characters.count == 25 ? String(decoding: characters[19...], as: UTF8.self) : nil
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

// MARK: - Codable

extension CaptureDate: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CaptureDate(iso8601: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date and time")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}
