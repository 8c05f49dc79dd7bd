import PokiSystem

/// `poki pose like ID [--json]`: bookmarks a pose (찜하기).
struct PoseLikeCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "like"],
        summary: Phrase("Bookmark a pose; 'poki pose liked' lists them.", korean: "포즈에 좋아요를 표시합니다(찜하기). 'poki pose liked'가 그 목록을 보여 줍니다."),
        json: Phrase("Print {id, liked, likedAt, changed} as JSON.", korean: "{\"id\", \"liked\", \"likedAt\", \"changed\"}를 JSON으로 출력합니다."),
        discussion: Phrase(
            "Liking a pose that is already liked changes nothing and is not an error.",
            korean: "이미 좋아요한 포즈에 다시 좋아요를 표시해도 아무것도 바뀌지 않으며 오류도 아닙니다."
        )
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
        context.console.note(isNew
            ? Phrase("liked \(pose.id) (\(pose.title))", korean: "좋아요를 표시했습니다: \(pose.id) (\(pose.title))")
            : Phrase("\(pose.id) (\(pose.title)) was already liked", korean: "이미 좋아요한 포즈입니다: \(pose.id) (\(pose.title))"))
        return .success
    }
}
