import PokiSystem

/// `poki tags remove LABEL`: removes one of your tags that no photo uses.
struct TagsRemoveCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "remove"],
        summary: Phrase(
            "Remove one of your tags (refused while photos, or photos in the trash, use it).",
            korean: "나만의 태그 하나를 삭제합니다(사진이나 휴지통의 사진이 쓰고 있으면 거부합니다)."
        ),
        arguments: "LABEL",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: Phrase("Print {\"removed\"} as JSON.", korean: "{\"removed\"}를 JSON으로 출력합니다."))],
        argumentKind: .customTag
    )

    var label: String
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        label = arguments.arguments[0]
        json = arguments.has("json")
    }

    /// The `--json` document.
    struct Report: Encodable {
        var removed: String
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        try context.album().removeTag(label)
        if json { context.printJSON(Report(removed: label)) }
        context.console.note(Phrase("removed tag '\(label)'", korean: "태그를 삭제했습니다: '\(label)'"))
        return .success
    }
}
