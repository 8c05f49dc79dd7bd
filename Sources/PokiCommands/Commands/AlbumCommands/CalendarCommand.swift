import PokiSystem
import PokiAlbum

/// `poki calendar [YYYY-MM | YYYY] [--sunday] [--json]`: a month (or a year) of memories, each day
/// painted in its newest memory's dominant colour, read from the date index alone.
struct CalendarCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["calendar"],
        summary: Phrase(
            "Show a month (or a year) of memories, each day in its photo's colour.",
            korean: "한 달(또는 한 해)의 추억을 보여 줍니다. 날마다 그날 사진의 색으로 칠합니다."
        ),
        arguments: "[YYYY-MM | YYYY]",
        maximumArguments: 1,
        options: [
            .flag("sunday", help: Phrase(
                "Start weeks on Sunday (default: the config file's week-start, else Monday; Sunday in Korean).",
                korean: "한 주를 일요일부터 보여 줍니다 (기본값: 설정 파일의 week-start, 없으면 일요일)."
            )),
            .flag("json", help: Phrase("Print the days with memories as JSON.", korean: "추억이 있는 날을 JSON으로 출력합니다.")),
        ],
        discussion: Phrase(
            """
            Without an argument, the current month. A day with memories shows how many, painted in the
            dominant colour of its newest memory; a year shows twelve small months, as many side by
            side as the terminal is wide. Without colour (a pipe, NO_COLOR), days with memories are
            marked '*'. A month may also be written 2025년 10월, and a year 2025년.
            """,
            korean: """
            인자가 없으면 이번 달을 보여 줍니다. 추억이 있는 날에는 그 수를 적고, 그날 가장 최근 추억의
            주된 색으로 칠합니다. 한 해를 주면 작은 달력 열두 개를 터미널 너비만큼 나란히 보여 줍니다.
            색을 쓰지 않을 때(파이프, NO_COLOR)는 추억이 있는 날에 '*'를 붙입니다. 달은 2025년 10월, 해는
            2025년처럼 써도 됩니다.
            """
        )
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
        if let korean = koreanPeriod(text) { return korean }
        let digits = text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        if text.utf8.count == 4, digits, let year = Int(text), (1...9999).contains(year) { return .year(year) }
        let bytes = Array(text.utf8)
        if bytes.count == 7, bytes[4] == UInt8(ascii: "-"), bytes.enumerated().allSatisfy({ $0.offset == 4 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0.element) }) {
            throw UsageError(Phrase(
                "'\(text)' is not a real month (months are 01 to 12, years 0001 to 9999)",
                korean: "'\(text)': 없는 달입니다 (달은 01부터 12까지, 해는 0001부터 9999까지)"
            ), for: spec)
        }
        throw UsageError(Phrase(
            "'\(text)' is not a month written YYYY-MM or a year written YYYY",
            korean: "'\(text)': YYYY-MM 꼴의 달도, YYYY 꼴의 해도 아닙니다"
        ), for: spec)
    }

    /// `2025년 10월` or `2025년` (spaces anywhere), as Korean writes a month and a year.
    private static func koreanPeriod(_ text: String) -> Period? {
        let compact = text.filter { !$0.isWhitespace }
        guard let yearEnd = compact.firstIndex(of: "년"), let year = Int(compact[..<yearEnd]), (1...9999).contains(year),
              compact[..<yearEnd].allSatisfy(\.isASCII)
        else { return nil }
        let rest = compact[compact.index(after: yearEnd)...]
        if rest.isEmpty { return .year(year) }
        guard rest.last == "월", let month = Int(rest.dropLast()), rest.dropLast().allSatisfy(\.isASCII),
              let calendarMonth = CalendarMonth(year: year, month: month)
        else { return nil }
        return .month(calendarMonth)
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let terminal = context.terminal
        let depth = terminal.usesColour ? ColourDepth.detect(environment: context.environment) : nil
        var grid = CalendarGrid(
            days: [], sundayFirst: sundayFirst || context.configuration.weeksStartOnSunday(in: terminal.language), depth: depth, width: terminal.width,
            language: terminal.language
        )
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
            shown = terminal.language == .korean ? month.title(in: .korean) : month.description
        case let .year(year):
            grid.days = try album.memoryDays(inYear: year)
            if json {
                context.printJSON(CalendarJSON.Year(year, days: grid.days))
                return .success
            }
            lines = grid.lines(forYear: year)
            shown = terminal.language == .korean ? "\(year)년" : String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        }
        lines.forEach(context.console.outputStyled)
        if grid.days.isEmpty {
            let none = Phrase("no memories in \(shown); add one with poki add IMAGE", korean: "\(shown)에는 추억이 없습니다. poki add IMAGE로 추가하십시오")
            context.console.output(DisplayWidth.truncate(none.text(in: terminal.language), toWidth: terminal.width ?? .max))
        }
        return .success
    }
}
