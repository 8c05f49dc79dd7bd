import PokiKit

/// `poki init`: makes the album location an album, even when the folder already holds other files.
struct InitCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["init"],
        summary: "Make the album folder (--library, $POKI_LIBRARY or the default) a poki album.",
        discussion: """
        poki creates a missing or empty folder by itself on the first write, but never writes into
        a folder that holds other files unless 'poki init' makes it an album. Prints the album's path.
        """
    )

    init(parsing arguments: ParsedArguments) throws(UsageError) {}

    func run(in context: CommandContext) throws -> ExitStatus {
        let directory = try context.album().directory
        let album = try Album.initialize(at: directory)
        context.console.output(album.directory)
        return .success
    }
}
