import PokiKit

/// `poki tags rename OLD NEW`: renames one of your tags and every photo that carries it.
struct TagsRenameCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "rename"],
        summary: "Rename one of your tags; its photos follow.",
        arguments: "OLD NEW",
        minimumArguments: 2,
        maximumArguments: 2
    )

    var old: String
    var new: String

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        old = arguments.arguments[0]
        new = arguments.arguments[1]
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let changed = try context.album().renameTag(old, to: new)
        context.console.note("renamed '\(old)' to '\(new)' on \(changed) photo\(changed == 1 ? "" : "s")")
        return .success
    }
}
