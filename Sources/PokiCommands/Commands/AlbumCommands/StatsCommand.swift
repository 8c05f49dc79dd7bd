import PokiSystem
import PokiAlbum

/// `poki stats [--months N] [--json]`: the album at a glance, read from the indexes.
struct StatsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["stats"],
        summary: Phrase(
            "Show counts: memories, days, tags, the last months and colour families.",
            korean: "추억, 날짜, 태그, 최근 몇 달과 색 계열별 개수를 보여 줍니다."
        ),
        options: [
            .value("months", "N", help: Phrase(
                "How many months, up to this one, the month chart shows (default 6).",
                korean: "월별 차트에 이번 달까지 몇 달을 보여 줄지 정합니다(기본값 6)."
            )),
            .flag("json", help: Phrase("Print the statistics as JSON.", korean: "통계를 JSON으로 출력합니다.")),
        ],
        discussion: Phrase(
            """
            The colour families count the memories whose dominant colour falls in each: red, orange,
            yellow, green, cyan, blue, purple, pink by hue, and white, grey and black (Documentation/ColoursAndPrints.md).
            """,
            korean: """
            색 계열은 주된 색이 각 계열에 드는 추억의 수입니다. 색상에 따라 빨강, 주황, 노랑, 초록,
            청록, 파랑, 보라, 분홍, 그리고 흰색, 회색, 검정으로 나눕니다 (Documentation/ColoursAndPrints.md).
            """
        )
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
        report.lines(width: terminal.width ?? 80, depth: depth, language: terminal.language).forEach(context.console.outputStyled)
        return .success
    }
}
