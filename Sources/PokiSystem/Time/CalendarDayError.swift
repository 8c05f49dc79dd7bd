/// Why a text is not a ``CalendarDay``: written in another form, or written right but naming a
/// day the calendar does not have (2025-02-30), so a message can say which.
public enum CalendarDayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not `YYYY-MM-DD` with ASCII digits, zero-padded.
    case notWrittenYYYYMMDD(text: String)
    /// Written `YYYY-MM-DD`, but no such day (a 13th month, a 30th of February, year 0).
    case notARealDay(text: String)

    public var description: String {
        switch self {
        case let .notWrittenYYYYMMDD(text):
            return "'\(text)' is not a day written YYYY-MM-DD (or 2025.06.14, 2025/06/14, 20250614, 2025년 6월 14일)"
        case let .notARealDay(text): return "'\(text)' is not a real day"
        }
    }
}
