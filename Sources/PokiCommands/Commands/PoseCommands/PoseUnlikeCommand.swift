/// `poki pose unlike ID [--json]`: removes a pose's bookmark.
struct PoseUnlikeCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "unlike"],
        summary: "Remove a pose's bookmark.",
        json: "Print {id, liked, changed} as JSON.",
        discussion: "Unliking a pose that is not liked changes nothing and is not an error."
    )

    var id: String
    var json: Bool

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let wasLiked = try album.unlike(poseID: id)
        if json {
            context.printJSON(LikeChange(id: id, likes: try album.likes(), changed: wasLiked))
        }
        // A like may name a pose that no longer exists; its ID alone names it then.
        let name = (try? album.pose(withID: id)).map { "\($0.id) (\($0.title))" } ?? id
        context.console.note(wasLiked ? "unliked \(name)" : "\(name) was not liked")
        return .success
    }
}
