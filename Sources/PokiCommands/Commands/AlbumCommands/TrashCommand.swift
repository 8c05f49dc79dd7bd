/// `poki trash [--empty] [--yes] [--json]`: what was deleted, or remove it for good.
struct TrashCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["trash"],
        summary: "List deleted photos, or remove them for good with --empty.",
        options: [
            .flag("empty", help: "Remove every photo in the trash, and every replaced image, for good (asks first on a terminal; needs --yes otherwise)."),
            .flag("yes", short: "y", help: "Do not ask before --empty."),
            .flag("json", help: "Print the trashed documents (with deletedAt) as a JSON array."),
        ],
        discussion: """
        Shows when each photo was deleted; 'poki restore ID' brings one back with its ID. The
        trash also keeps the images 'poki edit --image' replaced (trash/replaced/) until --empty.
        A damaged document is skipped with a warning (exit status 1); --empty then refuses.
        """
    )

    var empty: Bool
    var yes: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        empty = arguments.has("empty")
        yes = arguments.has("yes")
        json = arguments.has("json")
        if empty && json { throw UsageError("--empty and --json cannot be used together", for: Self.spec) }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let console = context.console
        if empty {
            if !yes {
                // Nothing removed for good without a yes: asked on a terminal, required otherwise.
                guard context.terminal.inputIsTerminal else {
                    throw UsageError("refusing to empty the trash without --yes when standard input is not a terminal", for: Self.spec)
                }
                let count = try album.trashListing().photos.count, replaced = try album.replacedImages().count
                guard count > 0 || replaced > 0 else {
                    console.note("The trash is empty.")
                    return .success
                }
                let images = replaced == 0 ? "" : " and \(replaced) replaced image\(replaced == 1 ? "" : "s")"
                guard Confirmation.ask("Remove \(count) photo\(count == 1 ? "" : "s")\(images) from the trash for good? [y/N]", console: console) else {
                    console.note("nothing was removed")
                    return .failure
                }
            }
            let emptied = try album.emptyTrash()
            let removed = emptied.photoCount, replaced = emptied.replacedImageCount
            var what = "\(removed) photo\(removed == 1 ? "" : "s")"
            if replaced > 0 { what += " and \(replaced) replaced image\(replaced == 1 ? "" : "s")" }
            console.note("removed \(what) for good")
            return .success
        }
        let listing = try album.trashListing()
        let photos = listing.photos
        if json {
            console.output(bytes: JSONOutput.array(of: photos, then: listing.damaged.map(JSONFailure.init)))
        } else if !photos.isEmpty {
            TrashTable(photos: photos).render(width: context.terminal.width).forEach(console.outputStyled)
            console.note("'poki restore ID' brings a photo back; 'poki trash --empty' removes them for good")
        }
        let replaced = try album.replacedImages()
        if !json, !replaced.isEmpty {
            console.note("\(replaced.count) image\(replaced.count == 1 ? "" : "s") replaced by 'poki edit --image' \(replaced.count == 1 ? "is" : "are") kept in \(album.layout.replacedImages)")
        } else if !json, photos.isEmpty, listing.damaged.isEmpty {
            console.note("The trash is empty.")
        }
        return DamagedDocumentWarning.report(listing.damaged, on: console) ? .failure : .success
    }
}
