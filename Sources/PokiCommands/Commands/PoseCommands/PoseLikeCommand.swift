/// `poki pose like ID [--json]`: bookmarks a pose (찜하기).
struct PoseLikeCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "like"],
        summary: "Bookmark a pose; 'poki pose liked' lists them.",
        json: "Print {id, liked, likedAt, changed} as JSON.",
        discussion: "Liking a pose that is already liked changes nothing and is not an error."
    )

    var id: String
    var json: Bool

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let isNew = try album.like(poseID: id)
        let pose = try album.pose(withID: id)
        if json {
            context.printJSON(LikeChange(id: id, likes: try album.likes(), changed: isNew))
        }
        context.console.note(isNew ? "liked \(pose.id) (\(pose.title))" : "\(pose.id) (\(pose.title)) was already liked")
        return .success
    }
}
