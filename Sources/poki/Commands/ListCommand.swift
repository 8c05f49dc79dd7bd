import PokiKit

/// `poki list`: the album's feed, newest first, as a table or JSON.
struct ListCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["list"],
        summary: "List the album's photos, newest first.",
        options: [
            .value("sort", "date|added", help: "Order by the memory's day (ties by ID) or by when added (default)."),
            .flag("reverse", help: "Oldest first."),
            .value("tag", "T", help: "Only photos with this tag."),
            .value("search", "TEXT", help: "Only photos whose memo contains TEXT (any case)."),
            .value("since", "YYYY-MM-DD", help: "Only memories on or after this day."),
            .value("until", "YYYY-MM-DD", help: "Only memories on or before this day."),
            .value("limit", "N", help: "At most N photos."),
            .flag("json", help: "Print the photo documents as a JSON array."),
        ]
    )

    var order: PhotoOrder
    var reverse: Bool
    var filter: PhotoFilter
    var limit: Int?
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        order = try arguments.choice("sort", from: PhotoOrder.allCases.map(\.rawValue)).flatMap(PhotoOrder.init) ?? .added
        reverse = arguments.has("reverse")
        filter = PhotoFilter(
            tag: arguments.value("tag"),
            search: arguments.value("search"),
            since: try DayArgument.parse(arguments, "since"),
            until: try DayArgument.parse(arguments, "until")
        )
        limit = try arguments.integer("limit", in: 1...Int.max)
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let listing = try album.photoListing(order: order, reverse: reverse, filter: filter, limit: limit)
        try show(listing, of: album, in: context)
        // Warned after the table, where a person at a terminal sees them.
        return DamagedDocumentWarning.report(listing.damaged, on: context.console) ? .failure : .success
    }

    private func show(_ listing: PhotoListing, of album: Album, in context: CommandContext) throws {
        if json {
            context.console.output(bytes: JSONOutput.array(of: listing.photos, then: listing.damaged.map(JSONFailure.init)))
        } else if !listing.photos.isEmpty {
            let table = PhotoTable(photos: listing.photos, colour: context.terminal.usesColour)
            table.render(width: context.terminal.width).forEach(context.console.outputStyled)
        } else if !listing.damaged.isEmpty {
            return
        } else if try album.photoCount() == 0 {
            context.console.note("The album is empty (\(VisibleText.of(album.directory))). Add your first photo: poki add photo.jpg --tag 인생네컷")
        } else {
            context.console.note("No photos match.")
        }
    }
}
