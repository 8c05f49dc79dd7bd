import PokiAlbum

/// `poki notices [--json]`: the built-in notices, newest first.
struct NoticesCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["notices"],
        summary: "List poki's notices, newest first.",
        options: [.flag("json", help: "Print the notices as a JSON array.")],
        discussion: "Read one with 'poki notices show N'."
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
        let table = TextTable(
            headers: ["N", "DATE", "TITLE"],
            rows: Notices.all.map { [.init(String($0.number)), .init($0.date), .init($0.title)] },
            flexibleColumn: 2
        )
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
