import PokiSystem

/// `poki pose unlike ID [--json]`: removes a pose's bookmark.
struct PoseUnlikeCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "unlike"],
        summary: Phrase("Remove a pose's bookmark.", korean: "포즈의 좋아요를 취소합니다."),
        json: Phrase("Print {id, liked, changed} as JSON.", korean: "{\"id\", \"liked\", \"changed\"}를 JSON으로 출력합니다."),
        discussion: Phrase(
            "Unliking a pose that is not liked changes nothing and is not an error.",
            korean: "좋아요하지 않은 포즈의 좋아요를 취소해도 아무것도 바뀌지 않으며 오류도 아닙니다."
        )
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
        context.console.note(wasLiked
            ? Phrase("unliked \(name)", korean: "좋아요를 취소했습니다: \(name)")
            : Phrase("\(name) was not liked", korean: "좋아요한 포즈가 아닙니다: \(name)"))
        return .success
    }
}
