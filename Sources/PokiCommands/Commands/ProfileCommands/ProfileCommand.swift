/// `poki profile [--json]`: the album owner's nickname and picture, and the album at a glance.
struct ProfileCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["profile"],
        summary: "Show your profile: nickname, picture, memories, liked poses, album and version.",
        options: [.flag("json", help: "Print the profile as JSON (absent values are null).")],
        discussion: "Change it with 'poki profile set'; 'poki profile delete' removes the whole album."
    )

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let report = ProfileReport(summary: try album.profileSummary(), album: album)
        if json {
            context.printJSON(report)
        } else {
            report.lines(colour: context.terminal.usesColour).forEach(context.console.outputStyled)
        }
        return .success
    }
}
