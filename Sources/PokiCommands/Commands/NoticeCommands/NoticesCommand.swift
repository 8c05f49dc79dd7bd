import PokiSystem
import PokiAlbum

/// `poki notices [--json]`: the built-in notices, newest first.
struct NoticesCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["notices"],
        summary: Phrase("List poki's notices, newest first.", korean: "poki의 공지를 최신순으로 보여 줍니다."),
        options: [.flag("json", help: Phrase("Print the notices as a JSON array.", korean: "공지를 JSON 배열로 출력합니다."))],
        discussion: Phrase("Read one with 'poki notices show N'.", korean: "공지 하나는 'poki notices show N' 명령으로 읽습니다.")
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        if json {
            context.printJSON(Notices.all)
            return .success
        }
        let language = context.console.language
        let headers = [Phrase("N", korean: "N"), Phrase("DATE", korean: "날짜"), Phrase("TITLE", korean: "제목")]
        let table = TextTable(
            headers: headers.map { $0.text(in: language) },
            rows: Notices.all.map { [.init(String($0.number)), .init(Self.written($0.date, in: language)), .init($0.title)] },
            flexibleColumn: 2
        )
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }

    /// A notice's `YYYY-MM-DD` day as ``CalendarDay/written(in:)`` shows it to a person; as it is
    /// when it is not a day.
    static func written(_ date: String, in language: Language) -> String {
        CalendarDay(date)?.written(in: language) ?? date
    }
}
