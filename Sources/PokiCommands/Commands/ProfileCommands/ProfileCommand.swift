import PokiSystem

/// `poki profile [--json]`: the album owner's nickname and picture, and the album at a glance.
struct ProfileCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["profile"],
        summary: Phrase(
            "Show your profile: nickname, picture, memories, liked poses, album and version.",
            korean: "프로필을 보여 줍니다: 별명, 프로필 사진, 추억, 좋아요한 포즈, 앨범과 버전."
        ),
        options: [.flag("json", help: Phrase("Print the profile as JSON (absent values are null).", korean: "프로필을 JSON으로 출력합니다(없는 값은 null)."))],
        discussion: Phrase(
            "Change it with 'poki profile set'; 'poki profile delete' removes the whole album.",
            korean: "'poki profile set' 명령으로 바꿀 수 있습니다. 'poki profile delete'는 앨범 전체를 삭제합니다."
        )
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let report = ProfileReport(summary: try album.profileSummary(), album: album)
        if json {
            context.printJSON(report)
        } else {
            report.lines(colour: context.terminal.usesColour, language: context.terminal.language, width: context.terminal.width)
                .forEach(context.console.outputStyled)
        }
        return .success
    }
}
