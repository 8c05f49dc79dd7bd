import PokiImaging
import PokiAlbum

/// `poki profile set [--nickname NAME] [--picture IMAGE] [--json]`.
struct ProfileSetCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["profile", "set"],
        summary: "Set your nickname or profile picture.",
        options: [
            .value("nickname", "NAME", help: "Your nickname, 1 to 32 characters."),
            .value("picture", "IMAGE", kind: .file, help: "A PNG, JPEG, WebP or HEIC; it is copied into the album and its dominant colour kept."),
            .flag("json", help: "Print the profile as JSON afterwards."),
        ],
        discussion: "Only what is given changes. A picture that cannot be decoded is refused and nothing changes."
    )

    var nickname: String?
    var picture: String?
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        nickname = arguments.value("nickname")
        picture = arguments.value("picture")
        json = arguments.has("json")
        if nickname == nil, picture == nil {
            throw UsageError("nothing to change: give --nickname or --picture", for: Self.spec)
        }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let replacement = try picture.map { path in
            ReplacementImage(sourcePath: path, analysis: try ImageAnalyzer.analyze(fileAt: path) { context.console.warning("\(path): \($0)") })
        }
        try album.updateProfile(nickname: nickname, picture: replacement)
        if json {
            context.printJSON(ProfileReport(summary: try album.profileSummary(), album: album))
        } else {
            context.console.note("updated the profile; 'poki profile' shows it")
        }
        return .success
    }
}
