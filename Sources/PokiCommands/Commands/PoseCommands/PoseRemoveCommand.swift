/// `poki pose remove ID [--json]`: removes a pose the user added, with its likes and picture.
struct PoseRemoveCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "remove"],
        summary: "Remove a pose you added (its likes and picture go too).",
        json: "Print the removed pose as JSON.",
        discussion: "Built-in poses cannot be removed. The ID is never given to another pose.",
        argumentKind: .text
    )

    var id: String
    var json: Bool

    func run(in context: CommandContext) throws -> ExitStatus {
        let pose = try context.album().removePose(id: id)
        if json { context.printJSON(pose) }
        context.console.note("removed \(pose.id) (\(pose.title))")
        return .success
    }
}
