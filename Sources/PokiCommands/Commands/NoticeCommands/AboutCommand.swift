import PokiSystem
import PokiAlbum

/// `poki about [--json]`: poki's version, where the album lives, and what happens to the user's data.
struct AboutCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["about"],
        summary: "Show poki's version, where your album lives, and the privacy statement.",
        options: [.flag("json", help: "Print {version, album, albumExists, privacy} as JSON.")]
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
        context.console.output("poki \(about.version)")
        context.console.output("album:    \(VisibleText.of(about.album))" + (about.albumExists ? "" : " (no album there yet)"))
        let privacy = about.privacy.split(separator: "\n")
        for (position, line) in privacy.enumerated() {
            context.console.output((position == 0 ? "privacy:  " : "          ") + line)
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
