import PokiAlbum

/// `poki notices show N [--json]`: one notice in full.
struct NoticesShowCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["notices", "show"],
        summary: "Show one notice in full.",
        arguments: "N",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: "Print the notice as JSON.")]
    )

    var number: Int
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let number = Int(arguments.arguments[0]) else {
            throw UsageError("N must be a notice number, not '\(arguments.arguments[0])'", for: Self.spec)
        }
        self.number = number
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let notice = try Notices.notice(numbered: number)
        if json {
            context.printJSON(notice)
        } else {
            context.console.output("\(notice.title)\n\(notice.date)\n\n\(notice.content)")
        }
        return .success
    }
}
