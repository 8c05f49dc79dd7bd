import PokiSystem

/// `poki pose remove ID [--json]`: removes a pose the user added, with its likes and picture.
struct PoseRemoveCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "remove"],
        summary: Phrase(
            "Remove a pose you added (its likes and picture go too).",
            korean: "직접 추가한 포즈를 삭제합니다(그 좋아요와 사진도 함께 삭제됩니다)."
        ),
        json: Phrase("Print the removed pose as JSON.", korean: "삭제한 포즈를 JSON으로 출력합니다."),
        discussion: Phrase(
            "Built-in poses cannot be removed. The ID is never given to another pose.",
            korean: "기본 포즈는 삭제할 수 없습니다. 그 ID는 다른 포즈에 다시 주지 않습니다."
        ),
        argumentKind: .text
    )

    var id: String
    var json: Bool

    func run(in context: CommandContext) throws -> ExitStatus {
        let pose = try context.album().removePose(id: id)
        if json { context.printJSON(pose) }
        context.console.note(Phrase("removed \(pose.id) (\(pose.title))", korean: "포즈를 삭제했습니다: \(pose.id) (\(pose.title))"))
        return .success
    }
}
