import PokiSystem

/// Reads `YYYY-MM-DD` option values into calendar days.
enum DayArgument {
    static func parse(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> CalendarDay? {
        guard let text = arguments.value(name) else { return nil }
        do {
            return try CalendarDay(writtenByPerson: text)
        } catch {
            throw UsageError(Phrase.verbatim("--\(name): ") + error.phrase, for: arguments.spec)
        }
    }
}
