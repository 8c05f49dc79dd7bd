import PokiSystem
import PokiAlbum

/// `poki calendar [YYYY-MM | YYYY] [--sunday] [--json]`: a month (or a year) of memories, each day
/// painted in its newest memory's dominant colour, read from the date index alone.
struct CalendarCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["calendar"],
        summary: "Show a month (or a year) of memories, each day in its photo's colour.",
        arguments: "[YYYY-MM | YYYY]",
        maximumArguments: 1,
        options: [
            .flag("sunday", help: "Start weeks on Sunday (default: the config file's week-start, else Monday)."),
            .flag("json", help: "Print the days with memories as JSON."),
        ],
        discussion: """
        Without an argument, the current month. A day with memories shows how many, painted in the
        dominant colour of its newest memory; a year shows twelve small months, as many side by
        side as the terminal is wide. Without colour (a pipe, NO_COLOR), days with memories are
        marked '*'.
        """
    )

    /// What to show.
    enum Period: Equatable {
        case currentMonth
        case month(CalendarMonth)
        case year(Int)
    }

    var period: Period
    var sundayFirst: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        sundayFirst = arguments.has("sunday")
        json = arguments.has("json")
        guard let text = arguments.arguments.first else {
            period = .currentMonth
            return
        }
        period = try Self.period(text, for: arguments.spec)
    }

    /// `YYYY-MM` or `YYYY`, zero-padded ASCII digits naming a real month or year.
    static func period(_ text: String, for spec: CommandSpec) throws(UsageError) -> Period {
        if let month = CalendarMonth(text) { return .month(month) }
        let digits = text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        if text.utf8.count == 4, digits, let year = Int(text), (1...9999).contains(year) { return .year(year) }
        let bytes = Array(text.utf8)
        if bytes.count == 7, bytes[4] == UInt8(ascii: "-"), bytes.enumerated().allSatisfy({ $0.offset == 4 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0.element) }) {
            throw UsageError("'\(text)' is not a real month (months are 01 to 12, years 0001 to 9999)", for: spec)
        }
        throw UsageError("'\(text)' is not a month written YYYY-MM or a year written YYYY", for: spec)
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let terminal = context.terminal
        let depth = terminal.usesColour ? ColourDepth.detect(environment: context.environment) : nil
        var grid = CalendarGrid(days: [], sundayFirst: sundayFirst || context.configuration.weekStart == .sunday, depth: depth, width: terminal.width)
        let lines: [String]
        let shown: String
        switch period {
        case .currentMonth, .month:
            let month: CalendarMonth
            if case let .month(given) = period { month = given } else { month = CalendarMonth(CalendarDay.today()) }
            grid.days = try album.memoryDays(in: month)
            if json {
                context.printJSON(CalendarJSON.Month(month, days: grid.days))
                return .success
            }
            lines = grid.lines(for: month)
            shown = month.description
        case let .year(year):
            grid.days = try album.memoryDays(inYear: year)
            if json {
                context.printJSON(CalendarJSON.Year(year, days: grid.days))
                return .success
            }
            lines = grid.lines(forYear: year)
            shown = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        }
        lines.forEach(context.console.outputStyled)
        if grid.days.isEmpty {
            context.console.output(DisplayWidth.truncate("no memories in \(shown); add one with poki add IMAGE", toWidth: terminal.width ?? .max))
        }
        return .success
    }
}
