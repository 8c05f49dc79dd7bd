import PokiAlbum

/// `poki init`: makes the album location an album, even when the folder already holds other files.
struct InitCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["init"],
        summary: "Make the album folder (--library, $POKI_LIBRARY or the default) a poki album.",
        options: [.flag("json", help: "Print {\"directory\"} as JSON.")],
        discussion: """
        poki creates a missing or empty folder by itself on the first write, but never writes into
        a folder that holds other files unless 'poki init' makes it an album. Prints the album's path.
        """
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    /// The `--json` document.
    struct Report: Encodable {
        var directory: String
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let directory = try context.album().directory
        let album = try Album.initialize(at: directory)
        if json {
            context.printJSON(Report(directory: album.directory))
        } else {
            context.console.output(VisibleText.of(album.directory))
        }
        return .success
    }
}
