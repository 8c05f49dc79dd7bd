import PokiSystem
import PokiAlbum

/// `poki pose [--category alone|two|many] [--count N] [--seed S] [--json]`: poses to try at the next booth visit.
struct PoseCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose"],
        summary: Phrase("Recommend poses for the next booth visit.", korean: "다음 부스 방문 때 해 볼 포즈를 추천합니다."),
        options: [
            .choice("category", PoseCategory.allCases.map(\.rawValue), synonyms: PoseArguments.categorySynonyms, help: Phrase(
                "Only poses for one person (혼자), two (둘이서) or three and more (여럿이서).",
                korean: "혼자(alone, 한 명), 둘이서(two), 여럿이서(many, 세 명 이상) 중 한 분류의 포즈만 추천합니다."
            )),
            .value("count", "N", help: Phrase("How many different poses, 1 to 1000 (default: 1).", korean: "서로 다른 포즈의 수, 1~1000 (기본값: 1).")),
            .value("seed", "S", help: Phrase(
                "Pick reproducibly: the same seed gives the same poses.",
                korean: "다시 만들 수 있게 고릅니다. 같은 시드를 주면 언제나 같은 포즈를 고릅니다."
            )),
            .flag("json", help: Phrase("Print the poses as a JSON array.", korean: "포즈를 JSON 배열로 출력합니다.")),
        ],
        discussion: Phrase(
            """
            Run it again for other poses (다른 포즈 보기). Your own poses ('poki pose add') are among
            them. 'poki pose show ID' shows one, 'poki pose like ID' bookmarks it.
            """,
            korean: """
            다른 포즈를 보려면 다시 실행하십시오(다른 포즈 보기). 직접 추가한 포즈('poki pose add')도
            그중에 있습니다. 'poki pose show ID'는 포즈 하나를 보여 주고, 'poki pose like ID'는 좋아요를 표시합니다.
            """
        )
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
