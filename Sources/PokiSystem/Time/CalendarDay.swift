/// A day of the proleptic Gregorian calendar, written `YYYY-MM-DD`: the day of a memory.
///
/// A plain value rather than a Foundation `Date`, because a memory's day has no time zone.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1…9999.
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…28/29/30/31, depending on the month.
    public let day: Int

    /// Nil unless the three numbers name a real day between year 1 and 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` (ASCII digits, zero-padded) naming a real day.
    public init?(_ text: String) {
        guard let day = try? Self(parsing: text) else { return nil }
        self = day
    }

    /// Parses exactly `YYYY-MM-DD` (ASCII digits, zero-padded), telling a text in another form
    /// from one that names no real day.
    public init(parsing text: String) throws(CalendarDayError) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            throw .notWrittenYYYYMMDD(text: text)
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            throw .notWrittenYYYYMMDD(text: text)
        }
        guard let calendarDay = Self(year: year, month: month, day: day) else { throw .notARealDay(text: text) }
        self = calendarDay
    }

    /// Parses a day as people write one: `2025-06-14`, `2025.06.14`, `2025/06/14` (one or two
    /// digits for the month and the day, one separator throughout), `20250614`, or `2025년 6월
    /// 14일` (with or without spaces). Always year first: `03/02/2025` could be either month.
    public init(writtenByPerson text: String) throws(CalendarDayError) {
        let trimmed = text.trimmingWhitespace()
        let scalars = Array(trimmed.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        var fields: [Int] = []
        var separators: [String] = []
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else { throw .notWrittenYYYYMMDD(text: text) }
            var value = 0, digits = 0
            while index < scalars.count, isDigit(scalars[index]) {
                value = value * 10 + Int(scalars[index].value - 48)
                digits += 1
                index += 1
                guard digits <= 8 else { throw .notWrittenYYYYMMDD(text: text) }
            }
            fields.append(value)
            var separator = String.UnicodeScalarView()
            while index < scalars.count, !isDigit(scalars[index]) {
                if scalars[index] != " " { separator.append(scalars[index]) }
                index += 1
            }
            separators.append(String(separator))
            if fields.count == 1 { fields[0] = digits == 4 || digits == 8 ? value : -1 }
        }
        let parts: (year: Int, month: Int, day: Int)
        if fields.count == 1, separators == [""], trimmed.unicodeScalars.count == 8, fields[0] >= 0 {
            parts = (fields[0] / 10_000, fields[0] / 100 % 100, fields[0] % 100)
        } else if fields.count == 3, fields[0] >= 0, fields[1] < 100, fields[2] < 100,
                  separators == ["-", "-", ""] || separators == [".", ".", ""] || separators == ["/", "/", ""]
                    || separators == [".", ".", "."] || separators == ["년", "월", "일"] {
            parts = (fields[0], fields[1], fields[2])
        } else {
            throw .notWrittenYYYYMMDD(text: text)
        }
        guard let day = Self(year: parts.year, month: parts.month, day: parts.day) else { throw .notARealDay(text: text) }
        self = day
    }

    /// The day of a given instant in UTC.
    public init(_ timestamp: Timestamp) {
        let (year, month, day) = Timestamp.civilDate(daysSinceEpoch: timestamp.secondsSinceEpoch.floorDivided(by: 86_400))
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of a given instant in the local time zone (`TZ`, else `/etc/localtime`); in UTC
    /// when the local time cannot be had.
    public init(localDayOf timestamp: Timestamp) {
        if let local = Platform.localTime(secondsSinceEpoch: timestamp.secondsSinceEpoch),
           let day = CalendarDay(year: local.year, month: local.month, day: local.day) {
            self = day
        } else {
            self.init(timestamp)
        }
    }

    /// Today in the local time zone: the default day of a photo with no EXIF date.
    public static func today() -> CalendarDay {
        let (year, month, day) = Platform.localDate()
        return CalendarDay(year: year, month: month, day: day) ?? CalendarDay(Timestamp.now())
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: Calendar arithmetic

    /// The day after this one.
    package var next: CalendarDay {
        if day < Self.daysIn(month: month, year: year) { return CalendarDay(year: year, month: month, day: day + 1) ?? self }
        if month < 12 { return CalendarDay(year: year, month: month + 1, day: 1) ?? self }
        return CalendarDay(year: year + 1, month: 1, day: 1) ?? self
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

// MARK: - Codable

extension CalendarDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a YYYY-MM-DD day")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

// MARK: - Weekday

extension CalendarDay {
    /// The day of the week, ISO 8601 style: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (4): counted from the Monday before it, the remainder by 7.
        let daysSinceMonday = Timestamp.daysSinceEpoch(year: year, month: month, day: day) + 3
        return Int(daysSinceMonday - daysSinceMonday.floorDivided(by: 7) * 7) + 1
    }
}

// MARK: - Written for people

extension CalendarDay {
    /// The day as text output shows it to a person: `2025-10-16` in English, and
    /// `2025년 10월 16일 (목)` in Korean, as Korean writes dates.
    public func written(in language: Language) -> String {
        switch language {
        case .english: description
        case .korean: "\(year)년 \(month)월 \(day)일 (\(Self.koreanWeekdays[weekday - 1]))"
        }
    }

    /// The weekdays' one-syllable Korean names, Monday first (``weekday`` 1 to 7).
    public static let koreanWeekdays = ["월", "화", "수", "목", "금", "토", "일"]
}
