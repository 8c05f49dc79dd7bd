/// Why a text is not a ``CalendarDay``: written in another form, or written right but naming a
/// day the calendar does not have (2025-02-30), so a message can say which.
public enum CalendarDayError: PhrasedError, Sendable, Equatable {
    /// Not `YYYY-MM-DD` with ASCII digits, zero-padded.
    case notWrittenYYYYMMDD(text: String)
    /// Written `YYYY-MM-DD`, but no such day (a 13th month, a 30th of February, year 0).
    case notARealDay(text: String)

    public var phrase: Phrase {
        switch self {
        case let .notWrittenYYYYMMDD(text):
            Phrase(
                "'\(text)' is not a day written YYYY-MM-DD (or 2025.06.14, 2025/06/14, 20250614, 2025년 6월 14일)",
                korean: "'\(text)': YYYY-MM-DD(또는 2025.06.14, 2025/06/14, 20250614, 2025년 6월 14일) 꼴로 쓴 날짜가 아닙니다"
            )
        case let .notARealDay(text):
            Phrase("'\(text)' is not a real day", korean: "'\(text)': 달력에 없는 날짜입니다")
        }
    }
}
