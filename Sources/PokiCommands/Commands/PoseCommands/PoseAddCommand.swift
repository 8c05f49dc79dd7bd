import PokiImaging
import PokiAlbum

/// `poki pose add IMAGE --category C --title T [--note TEXT] [--json]`: a pose of the user's own.
struct PoseAddCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["pose", "add"],
        summary: "Add a pose of your own, with a picture of it.",
        arguments: "IMAGE",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [
            .choice("category", PoseCategory.allCases.map(\.rawValue), synonyms: PoseArguments.categorySynonyms, help: "Who the pose is for (required): alone (혼자), two (둘이서) or many (여럿이서)."),
            .value("title", "T", help: "The pose's name, 1 to 64 characters (required)."),
            .value("note", "TEXT", help: "How to do it, or any remark (at most 500 characters)."),
            .flag("json", help: "Print the new pose as JSON."),
        ],
        discussion: """
        The picture (PNG, JPEG, WebP or HEIC) is copied into the album and its colours computed; the pose gets
        the next ID (user-1000, user-1001, …, never reused) and is then recommended by 'poki pose'.
        Prints the new pose's ID.
        """,
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
            throw UsageError("--category is required: alone, two or many", for: Self.spec)
        }
        self.category = category
        guard let title = arguments.value("title") else {
            throw UsageError("--title is required", for: Self.spec)
        }
        self.title = title
        note = arguments.value("note")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let analysis = try ImageAnalyzer.analyze(fileAt: image) { context.console.warning("\(image): \($0)") }
        let pose = try album.addPose(NewPose(sourcePath: image, analysis: analysis, category: category, title: title, note: note))
        if json {
            context.printJSON(ShownPose(pose, likes: [], album: album))
        } else {
            context.console.output(pose.id)
        }
        return .success
    }
}
