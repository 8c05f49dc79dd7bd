import PokiSystem
import PokiAlbum

/// `poki stats [--months N] [--json]`: the album at a glance, read from the indexes.
struct StatsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["stats"],
        summary: "Show counts: memories, days, tags, the last months and colour families.",
        options: [
            .value("months", "N", help: "How many months, up to this one, the month chart shows (default 6)."),
            .flag("json", help: "Print the statistics as JSON."),
        ],
        discussion: """
        The colour families count the memories whose dominant colour falls in each: red, orange,
        yellow, green, cyan, blue, purple, pink by hue, and white, grey and black (Documentation/ColoursAndPrints.md).
        """
    )

    var months: Int
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        months = try arguments.integer("months", in: 1...1200) ?? 6
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let statistics = try context.existingAlbum().statistics(months: months, upTo: CalendarMonth(CalendarDay.today()))
        let report = StatsReport(statistics: statistics)
        if json {
            context.printJSON(report)
            return .success
        }
        let terminal = context.terminal
        let depth = terminal.usesColour ? ColourDepth.detect(environment: context.environment) : nil
        report.lines(width: terminal.width ?? 80, depth: depth).forEach(context.console.outputStyled)
        return .success
    }
}
