import PokiKit

/// Reads `YYYY-MM-DD` option values into calendar days.
enum DayArgument {
    static func parse(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> CalendarDay? {
        guard let text = arguments.value(name) else { return nil }
        guard let day = CalendarDay(text) else {
            throw UsageError("--\(name) must be a real day written YYYY-MM-DD, not '\(text)'", for: arguments.spec)
        }
        return day
    }
}
