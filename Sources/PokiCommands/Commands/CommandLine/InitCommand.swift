import PokiAlbum
import PokiSystem

/// `poki init`: makes the album location an album, even when the folder already holds other files.
struct InitCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["init"],
        summary: Phrase(
            "Make the album folder (--library, $POKI_LIBRARY or the default) a poki album.",
            korean: "앨범 폴더(--library, $POKI_LIBRARY 또는 기본 폴더)를 poki 앨범으로 만듭니다."
        ),
        options: [.flag("json", help: Phrase("Print {\"directory\"} as JSON.", korean: "{\"directory\"}를 JSON으로 출력합니다."))],
        discussion: Phrase(
            """
            poki creates a missing or empty folder by itself on the first write, but never writes into
            a folder that holds other files unless 'poki init' makes it an album. Prints the album's path.
            """,
            korean: """
            poki는 없거나 비어 있는 폴더를 처음 쓸 때 스스로 만들지만, 다른 파일이 있는 폴더에는
            'poki init'으로 앨범을 만들기 전에는 아무것도 쓰지 않습니다. 앨범의 경로를 출력합니다.
            """
        )
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
