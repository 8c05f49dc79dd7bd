import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki profile set [--nickname NAME] [--picture IMAGE] [--json]`.
struct ProfileSetCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["profile", "set"],
        summary: Phrase("Set your nickname or profile picture.", korean: "별명이나 프로필 사진을 정합니다."),
        options: [
            .value("nickname", "NAME", help: Phrase("Your nickname, 1 to 32 characters.", korean: "별명, 1~32자.")),
            .value("picture", "IMAGE", kind: .file, help: Phrase(
                "A PNG, JPEG, WebP or HEIC; it is copied into the album and its dominant colour kept.",
                korean: "PNG, JPEG, WebP 또는 HEIC 이미지. 앨범에 복사되고 그 주된 색을 기록합니다."
            )),
            .flag("json", help: Phrase("Print the profile as JSON afterwards.", korean: "바꾼 뒤 프로필을 JSON으로 출력합니다.")),
        ],
        discussion: Phrase(
            "Only what is given changes. A picture that cannot be decoded is refused and nothing changes.",
            korean: "준 것만 바뀝니다. 디코딩할 수 없는 사진은 거부하며, 그때는 아무것도 바꾸지 않습니다."
        )
    )

    var nickname: String?
    var picture: String?
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        nickname = arguments.value("nickname")
        picture = arguments.value("picture")
        json = arguments.has("json")
        if nickname == nil, picture == nil {
            throw UsageError(Phrase(
                "nothing to change: give --nickname or --picture",
                korean: "바꿀 것이 없습니다: --nickname이나 --picture 옵션을 주십시오"
            ), for: Self.spec)
        }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let replacement = try picture.map { path in
            ReplacementImage(sourcePath: path, analysis: try ImageAnalyzer.analyze(fileAt: path) { context.console.warning(Phrase.verbatim("\(path): ") + $0) })
        }
        try album.updateProfile(nickname: nickname, picture: replacement)
        if json {
            context.printJSON(ProfileReport(summary: try album.profileSummary(), album: album))
        } else {
            context.console.note(Phrase("updated the profile; 'poki profile' shows it", korean: "프로필을 바꿨습니다. 'poki profile' 명령으로 볼 수 있습니다"))
        }
        return .success
    }
}
