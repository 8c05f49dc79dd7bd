import PokiSystem

/// `poki tags add LABEL`.
struct TagsAddCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "add"],
        summary: Phrase("Create your own tag (e.g. a pop-up booth).", korean: "나만의 태그를 만듭니다(예: 팝업 부스)."),
        arguments: "LABEL",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: Phrase("Print the new tag as JSON: {\"label\"}.", korean: "새 태그를 JSON으로 출력합니다: {\"label\"}."))]
    )

    var label: String
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        label = arguments.arguments[0]
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let tag = try context.album().addTag(label)
        if json {
            context.printJSON(tag)
        } else {
            context.console.output(tag.label)
        }
        return .success
    }
}
