import PokiAlbum

/// `poki pose liked [--json]`: the bookmarked poses, in the order they were liked.
struct PoseLikedCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose", "liked"],
        summary: "List the poses you liked, oldest like first.",
        options: [.flag("json", help: "Print the liked poses as a JSON array.")]
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let likes = try album.likes()
        var shown: [ShownPose] = []
        for like in likes {
            do {
                shown.append(ShownPose(try album.pose(withID: like.poseID), likes: likes, album: album))
            } catch let error as CatalogError {
                // A like outlives a pose that is gone; say so instead of failing the whole list.
                context.console.warning("\(error.description); 'poki pose unlike \(like.poseID)' removes the like")
            }
        }
        if json {
            context.printJSON(shown)
            return .success
        }
        guard !shown.isEmpty else {
            context.console.note("no liked poses yet; 'poki pose' recommends some and 'poki pose like ID' bookmarks one")
            return .success
        }
        let rows = shown.map { item -> [TextTable.Cell] in
            [.init(item.pose.id), .init(item.pose.category.label), .init(item.like.map { LocalTime.day($0.likedAt) } ?? ""), .init(item.pose.title)]
        }
        let table = TextTable(headers: ["ID", "CATEGORY", "LIKED", "TITLE"], rows: rows, flexibleColumn: 3)
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
