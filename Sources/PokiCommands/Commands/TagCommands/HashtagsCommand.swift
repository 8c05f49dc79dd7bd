import PokiSystem

/// `poki hashtags [--json]`: the hashtags of the album's memos with photo counts, most used first.
struct HashtagsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["hashtags"],
        summary: Phrase(
            "List the hashtags of your memos (#홍대) with their photo counts, most used first.",
            korean: "메모의 해시태그(#홍대)를 사진 수와 함께 많이 쓴 것부터 보여 줍니다."
        ),
        options: [.flag("json", help: Phrase("Print the hashtags as a JSON array.", korean: "해시태그를 JSON 배열로 출력합니다."))],
        discussion: Phrase(
            "Show a hashtag's photos with 'poki list --hashtag NAME'.",
            korean: "해시태그의 사진은 'poki list --hashtag NAME' 명령으로 봅니다."
        )
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
            context.console.note(Phrase(
                "No memo has a hashtag yet. Write one in a memo: poki edit ID --memo '#홍대 with 민지'",
                korean: "아직 해시태그가 있는 메모가 없습니다. 메모에 써 보십시오: poki edit ID --memo '#홍대 민지랑'"
            ))
            return .success
        }
        let language = context.console.language
        let table = TextTable(
            headers: [Phrase("HASHTAG", korean: "해시태그"), Phrase("PHOTOS", korean: "사진 수")].map { $0.text(in: language) },
            rows: usages.map { [.init("#" + $0.hashtag), .init(String($0.photoCount))] },
            flexibleColumn: nil
        )
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
