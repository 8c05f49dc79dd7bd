import PokiAlbum

/// `poki pose [--category alone|two|many] [--count N] [--seed S] [--json]`: poses to try at the next booth visit.
struct PoseCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose"],
        summary: "Recommend poses for the next booth visit.",
        options: [
            .choice("category", PoseCategory.allCases.map(\.rawValue), synonyms: PoseArguments.categorySynonyms, help: "Only poses for one person (혼자), two (둘이서) or three and more (여럿이서)."),
            .value("count", "N", help: "How many different poses, 1 to 1000 (default: 1)."),
            .value("seed", "S", help: "Pick reproducibly: the same seed gives the same poses."),
            .flag("json", help: "Print the poses as a JSON array."),
        ],
        discussion: """
        Run it again for other poses (다른 포즈 보기). Your own poses ('poki pose add') are among
        them. 'poki pose show ID' shows one, 'poki pose like ID' bookmarks it.
        """
    )

    var category: PoseCategory?
    var count: Int
    var seed: UInt64?
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        category = try PoseArguments.category(arguments)
        count = try arguments.integer("count", in: 1...1000) ?? 1
        seed = try PoseArguments.seed(arguments)
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let poses = try album.poseRecommender().recommend(count: count, category: category, seed: seed)
        let likes = try album.likes()
        let shown = poses.map { ShownPose($0, likes: likes, album: album) }
        if json {
            context.printJSON(shown)
            return .success
        }
        for (position, pose) in shown.enumerated() {
            if position > 0 { context.console.output("") }
            PoseDetails(shown: pose, terminal: context.terminal).summaryLines.forEach(context.console.outputStyled)
        }
        return .success
    }
}
