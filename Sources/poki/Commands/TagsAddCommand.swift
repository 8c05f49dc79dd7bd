import PokiKit

/// `poki tags add LABEL`.
struct TagsAddCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "add"],
        summary: "Create your own tag (e.g. a pop-up booth).",
        arguments: "LABEL",
        minimumArguments: 1,
        maximumArguments: 1
    )

    var label: String

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        label = arguments.arguments[0]
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let tag = try context.album().addTag(label)
        context.console.output(tag.label)
        return .success
    }
}
