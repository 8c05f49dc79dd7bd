import PokiSystem
import PokiAlbum

/// `poki pose liked [--json]`: the bookmarked poses, in the order they were liked.
struct PoseLikedCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose", "liked"],
        summary: Phrase("List the poses you liked, oldest like first.", korean: "좋아요한 포즈를 먼저 좋아요한 것부터 보여 줍니다."),
        options: [.flag("json", help: Phrase("Print the liked poses as a JSON array.", korean: "좋아요한 포즈를 JSON 배열로 출력합니다."))]
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let language = context.console.language
        let likes = try album.likes()
        var shown: [ShownPose] = []
        for like in likes {
            do {
                shown.append(ShownPose(try album.pose(withID: like.poseID), likes: likes, album: album))
            } catch let error as CatalogError {
                // A like outlives a pose that is gone; say so instead of failing the whole list.
                let reason = Phrase.describing(error).text(in: language)
                context.console.warning(Phrase(
                    "\(reason); 'poki pose unlike \(like.poseID)' removes the like",
                    korean: "\(reason). 'poki pose unlike \(like.poseID)' 명령으로 이 좋아요를 지울 수 있습니다"
                ))
            }
        }
        if json {
            context.printJSON(shown)
            return .success
        }
        guard !shown.isEmpty else {
            context.console.note(Phrase(
                "no liked poses yet; 'poki pose' recommends some and 'poki pose like ID' bookmarks one",
                korean: "아직 좋아요한 포즈가 없습니다. 'poki pose'로 포즈를 추천받을 수 있고, 'poki pose like ID'로 좋아요를 표시할 수 있습니다"
            ))
            return .success
        }
        let rows = shown.map { item -> [TextTable.Cell] in
            let liked = item.like.map { CalendarDay(localDayOf: $0.likedAt).written(in: language) } ?? ""
            return [.init(item.pose.id), .init(item.pose.category.label), .init(liked), .init(item.pose.title)]
        }
        let headers = [
            Phrase("ID", korean: "ID"), Phrase("CATEGORY", korean: "분류"), Phrase("LIKED", korean: "좋아요한 날"), Phrase("TITLE", korean: "제목"),
        ]
        let table = TextTable(headers: headers.map { $0.text(in: language) }, rows: rows, flexibleColumn: 3)
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
