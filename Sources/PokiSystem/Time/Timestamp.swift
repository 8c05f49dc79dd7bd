/// An instant to the whole second, written as ISO 8601 in UTC: `2026-11-20T05:03:22Z`.
///
/// Formatted here rather than with `JSONEncoder`'s `.iso8601`, which drops or mangles fractional
/// seconds on a round trip; whole seconds compare equal after decoding.
public struct Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSinceEpoch: Int64

    public init(secondsSinceEpoch: Int64) {
        self.secondsSinceEpoch = secondsSinceEpoch
    }

    /// The current time, truncated to the second.
    public static func now() -> Timestamp {
        Timestamp(secondsSinceEpoch: Platform.secondsSinceEpoch())
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    public var description: String {
        let days = secondsSinceEpoch.floorDivided(by: 86_400)
        let secondOfDay = Int(secondsSinceEpoch - days * 86_400)
        let (year, month, day) = Self.civilDate(daysSinceEpoch: days)
        return CalendarDay.pad(year, 4) + "-" + CalendarDay.pad(month, 2) + "-" + CalendarDay.pad(day, 2)
            + "T" + CalendarDay.pad(secondOfDay / 3600, 2) + ":" + CalendarDay.pad(secondOfDay / 60 % 60, 2)
            + ":" + CalendarDay.pad(secondOfDay % 60, 2) + "Z"
    }

    /// Parses exactly the form ``description`` writes.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[19] == UInt8(ascii: "Z"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let day = CalendarDay(String(decoding: bytes[0..<10], as: UTF8.self)),
              let hour = Int(String(decoding: bytes[11..<13], as: UTF8.self)), (0..<24).contains(hour),
              let minute = Int(String(decoding: bytes[14..<16], as: UTF8.self)), (0..<60).contains(minute),
              let second = Int(String(decoding: bytes[17..<19], as: UTF8.self)), (0..<60).contains(second)
        else { return nil }
        let days = Self.daysSinceEpoch(year: day.year, month: day.month, day: day.day)
        self.init(secondsSinceEpoch: days * 86_400 + Int64(hour * 3600 + minute * 60 + second))
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }

    // MARK: Civil calendar

    // Howard Hinnant's days_from_civil / civil_from_days, valid for the whole proleptic Gregorian calendar.

    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int64 {
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = Int64((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(daysSinceEpoch days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

// MARK: - Codable

extension Timestamp: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let timestamp = Timestamp(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a YYYY-MM-DDTHH:MM:SSZ time")
        }
        self = timestamp
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

// MARK: - Floor division

extension Int64 {
    /// Division rounding toward negative infinity, so days before 1970 land on the right date.
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
