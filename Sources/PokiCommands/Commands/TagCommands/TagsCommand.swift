/// `poki tags [--json]`: the booth brands and the user's own tags, with photo counts.
struct TagsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["tags"],
        summary: "List booth brands and your own tags with their photo counts.",
        options: [.flag("json", help: "Print the tags as a JSON array.")],
        discussion: "Change your own tags with 'poki tags add', 'poki tags rename' and 'poki tags remove'. A booth brand's "
            + "other names (ALSO) are accepted wherever a tag is, and stored as its Korean label."
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
        let table = TextTable(
            headers: ["TAG", "PHOTOS", "KIND", "ALSO"],
            rows: usages.map {
                [.init($0.tag.label), .init(String($0.photoCount)), .init($0.isBuiltIn ? "booth brand" : "yours"), .init($0.aliases.joined(separator: ", "))]
            },
            flexibleColumn: 3
        )
        table.render(width: context.terminal.width).forEach(context.console.output)
        return .success
    }
}
