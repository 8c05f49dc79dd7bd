/// `poki pose show ID [--json]`: one built-in or user pose in full.
struct PoseShowCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "show"],
        summary: "Show one pose: how to do it, its note, picture and colours, and whether you liked it.",
        json: "Print the pose as JSON.",
        discussion: "Built-in poses are alone-01…, two-01…, many-01…; poses you added are user-1000, user-1001, …"
    )

    var id: String
    var json: Bool

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let shown = ShownPose(try album.pose(withID: id), likes: try album.likes(), album: album)
        if json {
            context.printJSON(shown)
        } else {
            PoseDetails(shown: shown, terminal: context.terminal).lines.forEach(context.console.outputStyled)
        }
        return .success
    }
}
