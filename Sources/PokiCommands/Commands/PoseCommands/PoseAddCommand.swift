import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki pose add IMAGE --category C --title T [--note TEXT] [--json]`: a pose of the user's own.
struct PoseAddCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose", "add"],
        summary: Phrase("Add a pose of your own, with a picture of it.", korean: "나만의 포즈를 그 사진과 함께 추가합니다."),
        arguments: "IMAGE",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [
            .choice("category", PoseCategory.allCases.map(\.rawValue), synonyms: PoseArguments.categorySynonyms, help: Phrase(
                "Who the pose is for (required): alone (혼자), two (둘이서) or many (여럿이서).",
                korean: "누구를 위한 포즈인지 정합니다(필수): 혼자 (alone), 둘이서 (two), 여럿이서 (many)."
            )),
            .value("title", "T", help: Phrase("The pose's name, 1 to 64 characters (required).", korean: "포즈 이름, 1~64자 (필수).")),
            .value("note", "TEXT", help: Phrase(
                "How to do it, or any remark (at most 500 characters).",
                korean: "하는 방법이나 덧붙일 말 (최대 500자)."
            )),
            .flag("json", help: Phrase("Print the new pose as JSON.", korean: "새 포즈를 JSON으로 출력합니다.")),
        ],
        discussion: Phrase(
            """
            The picture (PNG, JPEG, WebP or HEIC) is copied into the album and its colours computed; the pose gets
            the next ID (user-1000, user-1001, …, never reused) and is then recommended by 'poki pose'.
            Prints the new pose's ID.
            """,
            korean: """
            사진(PNG, JPEG, WebP 또는 HEIC)은 앨범에 복사되고 그 색을 계산합니다. 포즈는 다음 ID(user-1000,
            user-1001, …, 다시 쓰지 않음)를 받고, 그때부터 'poki pose'가 추천합니다.
            새 포즈의 ID를 출력합니다.
            """
        ),
        argumentKind: .file
    )

    var image: String
    var category: PoseCategory
    var title: String
    var note: String?
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        image = arguments.arguments[0]
        guard let category = try PoseArguments.category(arguments) else {
            throw UsageError(Phrase(
                "--category is required: alone, two or many",
                korean: "--category 옵션이 필요합니다: 혼자 (alone), 둘이서 (two), 여럿이서 (many)"
            ), for: Self.spec)
        }
        self.category = category
        guard let title = arguments.value("title") else {
            throw UsageError(Phrase("--title is required", korean: "--title 옵션이 필요합니다"), for: Self.spec)
        }
        self.title = title
        note = arguments.value("note")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let analysis = try ImageAnalyzer.analyze(fileAt: image) { context.console.warning(Phrase.verbatim("\(image): ") + $0) }
        let pose = try album.addPose(NewPose(sourcePath: image, analysis: analysis, category: category, title: title, note: note))
        if json {
            context.printJSON(ShownPose(pose, likes: [], album: album))
        } else {
            context.console.output(pose.id)
        }
        return .success
    }
}
