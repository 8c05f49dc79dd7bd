import PokiSystem
import PokiAlbum

/// `poki about [--json]`: poki's version, where the album lives, and what happens to the user's data.
struct AboutCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["about"],
        summary: Phrase(
            "Show poki's version, where your album lives, and the privacy statement.",
            korean: "poki의 버전, 앨범이 있는 곳, 개인정보 보호 안내를 보여 줍니다."
        ),
        options: [.flag("json", help: Phrase("Print {version, album, albumExists, privacy} as JSON.", korean: "{\"version\", \"album\", \"albumExists\", \"privacy\"}를 JSON으로 출력합니다."))]
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        // A directory that is not an album yet (or not one at all) is still where the album would be.
        let about = About(version: PokiVersion.current, album: album.directory, albumExists: (try? album.exists()) ?? false, privacy: Notices.privacyStatement)
        if json {
            context.printJSON(about)
            return .success
        }
        let language = context.console.language
        let albumLabel = Phrase("album:", korean: "앨범:").text(in: language)
        let privacyLabel = Phrase("privacy:", korean: "개인정보:").text(in: language)
        let column = LabelColumn([albumLabel, privacyLabel], spacing: 2)
        let missing = about.albumExists ? "" : Phrase(" (no album there yet)", korean: " (아직 앨범이 없음)").text(in: language)
        context.console.output("poki \(about.version)")
        context.console.outputWrapped(column.pad(albumLabel) + VisibleText.of(about.album) + missing)
        // The statement is written in Korean and then English: a Korean reader gets its Korean
        // line, anyone else both, as before poki spoke Korean.
        let statement = about.privacy.split(separator: "\n")
        let privacy = language == .korean ? Array(statement.prefix(1)) : statement
        for (position, line) in privacy.enumerated() {
            context.console.outputWrapped((position == 0 ? column.pad(privacyLabel) : column.indent) + line)
        }
        return .success
    }

    /// `--json`.
    struct About: Encodable {
        var version: String
        var album: String
        var albumExists: Bool
        var privacy: String
    }
}
