import PokiSystem

/// A month of the proleptic Gregorian calendar, written `YYYY-MM`: a page of `poki calendar`, a
/// bar of `poki stats`.
public struct CalendarMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1…9999.
    public let year: Int
    /// 1…12.
    public let month: Int

    /// Nil unless `year` is 1…9999 and `month` 1…12.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month `day` falls in.
    public init(_ day: CalendarDay) {
        year = day.year
        month = day.month
    }

    /// Parses exactly `YYYY-MM` (ASCII digits, zero-padded) naming a real month.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
              let year = CalendarMonth.number(bytes[0..<4]), let month = CalendarMonth.number(bytes[5..<7]),
              let parsed = CalendarMonth(year: year, month: month)
        else { return nil }
        self = parsed
    }

    /// `YYYY-MM`.
    public var description: String {
        CalendarDay.pad(year, 4) + "-" + CalendarDay.pad(month, 2)
    }

    /// The English name of the month: `March`.
    public var name: String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][month - 1]
    }

    /// The month's name in `language`: `March`, `3월`.
    public func name(in language: Language) -> String {
        switch language {
        case .english: name
        case .korean: "\(month)월"
        }
    }

    /// The month and its year in `language`: `March 2025`, `2025년 3월`.
    public func title(in language: Language) -> String {
        switch language {
        case .english: "\(name) \(year)"
        case .korean: "\(year)년 \(month)월"
        }
    }

    /// Number of days, 28…31.
    public var dayCount: Int {
        CalendarDay.daysIn(month: month, year: year)
    }

    /// Every day of the month, in order.
    public var days: [CalendarDay] {
        (1...dayCount).compactMap { CalendarDay(year: year, month: month, day: $0) }
    }

    /// The month before, or nil before January of year 1.
    public var previous: CalendarMonth? {
        month == 1 ? CalendarMonth(year: year - 1, month: 12) : CalendarMonth(year: year, month: month - 1)
    }

    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
