import PokiImaging
import PokiAlbum

/// `poki cuts ID... [--to DIR] [--index N]`: a booth print's cuts as image files of their own.
struct CutsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["cuts"],
        summary: "Write each cut of a booth print as its own image file.",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .value("to", "DIR", kind: .directory, help: "Folder to write into (default: the current folder)."),
            .value("index", "N", help: "Only cut N, counted from 1 in reading order."),
        ],
        discussion: """
        Each cut is written at full resolution with the orientation applied, as <id>-cut<N>.jpg
        (.png for a PNG print), replacing a file of that name; the paths written are printed.
        Several IDs, or '-' for IDs on standard input, are cut in turn; one that fails is reported
        and the others are still cut. Exit status 1 when a photo is not a print or has no cut N.
        """,
        argumentKind: .photoID
    )

    var ids: PhotoIDs
    var directory: String
    var index: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        directory = arguments.value("to") ?? "."
        index = try arguments.integer("index", in: 1...BoothPrint.maximumCuts)
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let ids = try self.ids.resolve(for: Self.spec)
        var status = ExitStatus.success
        for id in ids {
            do {
                for path in try album.writeCuts(ofPhoto: id, to: directory, index: index) {
                    context.console.output(path)
                }
            } catch let error as CutsError where ids.count > 1 {
                context.console.error("\(error)")
                status = .failure
            }
        }
        return status
    }
}
