/// `poki hashtags [--json]`: the hashtags of the album's memos with photo counts, most used first.
struct HashtagsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["hashtags"],
        summary: "List the hashtags of your memos (#홍대) with their photo counts, most used first.",
        options: [.flag("json", help: "Print the hashtags as a JSON array.")],
        discussion: "Show a hashtag's photos with 'poki list --hashtag NAME'."
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let usages = try context.existingAlbum().hashtags()
        if json {
            context.printJSON(usages)
            return .success
        }
        if usages.isEmpty {
            context.console.note("No memo has a hashtag yet. Write one in a memo: poki edit ID --memo '#홍대 with 민지'")
            return .success
        }
        let table = TextTable(
            headers: ["HASHTAG", "PHOTOS"],
            rows: usages.map { [.init("#" + $0.hashtag), .init(String($0.photoCount))] },
            flexibleColumn: nil
        )
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
