import PokiKit

/// `poki tags remove LABEL`: removes one of your tags that no photo uses.
struct TagsRemoveCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "remove"],
        summary: "Remove one of your tags (refused while photos, or photos in the trash, use it).",
        arguments: "LABEL",
        minimumArguments: 1,
        maximumArguments: 1
    )

    var label: String

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        label = arguments.arguments[0]
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        try context.album().removeTag(label)
        context.console.note("removed tag '\(label)'")
        return .success
    }
}
