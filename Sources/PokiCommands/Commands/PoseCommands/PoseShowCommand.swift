import PokiSystem

/// `poki pose show ID [--json]`: one built-in or user pose in full.
struct PoseShowCommand: OnePoseCommand, Equatable {
    static let spec = PoseArguments.onePoseSpec(
        ["pose", "show"],
        summary: Phrase(
            "Show one pose: how to do it, its note, picture and colours, and whether you liked it.",
            korean: "포즈 하나를 보여 줍니다: 하는 법, 메모, 사진과 색, 좋아요 여부."
        ),
        json: Phrase("Print the pose as JSON.", korean: "포즈를 JSON으로 출력합니다."),
        discussion: Phrase(
            "Built-in poses are alone-01…, two-01…, many-01…; poses you added are user-1000, user-1001, …",
            korean: "기본 포즈는 alone-01…, two-01…, many-01…이고, 직접 추가한 포즈는 user-1000, user-1001, …입니다."
        )
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
