import PokiSystem

/// `poki tags [--json]`: the booth brands and the user's own tags, with photo counts.
struct TagsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags"],
        summary: Phrase("List booth brands and your own tags with their photo counts.", korean: "부스 브랜드와 나만의 태그를 사진 수와 함께 보여 줍니다."),
        options: [.flag("json", help: Phrase("Print the tags as a JSON array.", korean: "태그를 JSON 배열로 출력합니다."))],
        discussion: Phrase(
            "Change your own tags with 'poki tags add', 'poki tags rename' and 'poki tags remove'. A booth brand's other names (ALSO) are accepted wherever a tag is, and stored as its Korean label.",
            korean: "나만의 태그는 'poki tags add', 'poki tags rename', 'poki tags remove' 명령으로 바꿉니다. 부스 브랜드의 다른 이름('다른 이름' 열)은 태그를 쓰는 곳 어디서나 받아들이며, 그 브랜드의 한국어 이름으로 저장합니다."
        )
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let usages = try context.existingAlbum().tags()
        if json {
            context.printJSON(usages)
            return .success
        }
        let language = context.console.language
        let headers = [Phrase("TAG", korean: "태그"), Phrase("PHOTOS", korean: "사진 수"), Phrase("KIND", korean: "종류"), Phrase("ALSO", korean: "다른 이름")]
        let boothBrand = Phrase("booth brand", korean: "부스 브랜드").text(in: language)
        let yours = Phrase("yours", korean: "내 태그").text(in: language)
        let table = TextTable(
            headers: headers.map { $0.text(in: language) },
            rows: usages.map {
                [.init($0.tag.label), .init(String($0.photoCount)), .init($0.isBuiltIn ? boothBrand : yours), .init($0.aliases.joined(separator: ", "))]
            },
            flexibleColumn: 3
        )
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
