/// `poki tags rename OLD NEW`: renames one of your tags and every photo that carries it.
struct TagsRenameCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "rename"],
        summary: "Rename one of your tags; its photos follow.",
        arguments: "OLD NEW",
        minimumArguments: 2,
        maximumArguments: 2,
        options: [.flag("json", help: "Print {\"old\", \"new\", \"photoCount\"} as JSON.")],
        argumentKind: .customTag
    )

    var old: String
    var new: String
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        old = arguments.arguments[0]
        new = arguments.arguments[1]
        json = arguments.has("json")
    }

    /// The `--json` document.
    struct Report: Encodable {
        var old: String
        var new: String
        /// Photos (in the album and its trash) whose document changed.
        var photoCount: Int
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let changed = try context.album().renameTag(old, to: new)
        if json { context.printJSON(Report(old: old, new: new, photoCount: changed)) }
        context.console.note("renamed '\(old)' to '\(new)' on \(changed) photo\(changed == 1 ? "" : "s")")
        return .success
    }
}
