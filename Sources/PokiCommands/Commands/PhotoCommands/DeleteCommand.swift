import PokiAlbum

/// `poki delete ID... [--yes]`: moves photos to the album's trash.
struct DeleteCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["delete"],
        summary: "Move photos to the trash ('poki restore ID' brings them back).",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .flag("yes", short: "y", help: "Do not ask; required when standard input is not a terminal."),
            .flag("json", help: "Print the trashed documents (with deletedAt) as a JSON array."),
        ],
        discussion: "Prints the IDs moved to the trash. If any ID is unknown, nothing is deleted. '-' reads the IDs from standard input (then --yes is needed).",
        argumentKind: .photoID
    )

    var ids: PhotoIDs
    var yes: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        yes = arguments.has("yes")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let console = context.console
        if !yes {
            guard context.terminal.inputIsTerminal, !ids.readsStandardInput else {
                throw UsageError("refusing to delete without --yes when standard input is not a terminal", for: Self.spec)
            }
        }
        let ids = try self.ids.resolve(for: Self.spec)
        if !yes {
            let photos = try ids.map { try album.photo(withID: $0) }
            for photo in photos {
                console.note("  \(photo.id)  \(photo.date)  \(photo.tag.label)  \(PhotoTable.oneLine(photo.memo))")
            }
            let what = photos.count == 1 ? "this photo" : "these \(photos.count) photos"
            guard Confirmation.ask("Move \(what) to the trash? [y/N]", console: console) else {
                console.note("nothing was deleted")
                if json { context.printJSON(JSONError(error: "nothing was deleted")) }
                return .failure
            }
        }
        let deleted = try album.delete(ids: ids)
        if json {
            console.output(bytes: PhotoJSON.encode(deleted))
        } else {
            for photo in deleted { console.output(String(photo.id)) }
        }
        console.note("moved to the trash; 'poki restore ID' brings a photo back, 'poki trash --empty' removes them for good")
        return .success
    }
}
