import PokiSystem
import PokiAlbum

/// `poki notices show N [--json]`: one notice in full.
struct NoticesShowCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["notices", "show"],
        summary: Phrase("Show one notice in full.", korean: "공지 하나를 전부 보여 줍니다."),
        arguments: "N",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: Phrase("Print the notice as JSON.", korean: "공지를 JSON으로 출력합니다."))]
    )

    var number: Int
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let text = arguments.arguments[0]
        guard let number = Int(text) else {
            throw UsageError(Phrase("N must be a notice number, not '\(text)'", korean: "N은 공지 번호여야 합니다 (입력한 값: '\(text)')"), for: Self.spec)
        }
        self.number = number
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let notice = try Notices.notice(numbered: number)
        if json {
            context.printJSON(notice)
        } else {
            let date = NoticesCommand.written(notice.date, in: context.console.language)
            context.console.outputWrapped("\(notice.title)\n\(date)\n\n\(notice.content)")
        }
        return .success
    }
}
