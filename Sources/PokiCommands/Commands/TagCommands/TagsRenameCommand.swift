import PokiSystem

/// `poki tags rename OLD NEW`: renames one of your tags and every photo that carries it.
struct TagsRenameCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags", "rename"],
        summary: Phrase("Rename one of your tags; its photos follow.", korean: "나만의 태그 이름을 바꿉니다. 그 태그의 사진도 따라 바뀝니다."),
        arguments: "OLD NEW",
        minimumArguments: 2,
        maximumArguments: 2,
        options: [.flag("json", help: Phrase(
            "Print {\"old\", \"new\", \"photoCount\"} as JSON.",
            korean: "{\"old\", \"new\", \"photoCount\"}를 JSON으로 출력합니다."
        ))],
        argumentKind: .customTag
    )

    var old: String
    var new: String
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        old = arguments.arguments[0]
        new = arguments.arguments[1]
        json = arguments.has("json")
    }

    /// The `--json` document.
    struct Report: Encodable {
        var old: String
        var new: String
        /// Photos (in the album and its trash) whose document changed.
        var photoCount: Int
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let changed = try context.album().renameTag(old, to: new)
        if json { context.printJSON(Report(old: old, new: new, photoCount: changed)) }
        let s = changed == 1 ? "" : "s"
        context.console.note(Phrase(
            "renamed '\(old)' to '\(new)' on \(changed) photo\(s)",
            korean: "태그 이름을 바꿨습니다: '\(old)' → '\(new)' (사진 \(changed)장)"
        ))
        return .success
    }
}
