/// `poki tags remove LABEL`: removes one of your tags that no photo uses.
struct TagsRemoveCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "remove"],
        summary: "Remove one of your tags (refused while photos, or photos in the trash, use it).",
        arguments: "LABEL",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: "Print {\"removed\"} as JSON.")],
        argumentKind: .customTag
    )

    var label: String
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        label = arguments.arguments[0]
        json = arguments.has("json")
    }

    /// The `--json` document.
    struct Report: Encodable {
        var removed: String
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        try context.album().removeTag(label)
        if json { context.printJSON(Report(removed: label)) }
        context.console.note("removed tag '\(label)'")
        return .success
    }
}
