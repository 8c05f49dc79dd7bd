/// `poki pose remove ID [--json]`: removes a pose the user added, with its likes and picture.
struct PoseRemoveCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose", "remove"],
        summary: "Remove a pose you added (its likes and picture go too).",
        arguments: "ID",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: "Print the removed pose as JSON.")],
        discussion: "Built-in poses cannot be removed. The ID is never given to another pose."
    )

    var id: String
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        id = try PoseArguments.id(arguments)
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let pose = try context.album().removePose(id: id)
        if json { context.printJSON(pose) }
        context.console.note("removed \(pose.id) (\(pose.title))")
        return .success
    }
}
