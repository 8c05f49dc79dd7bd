import PokiKit

/// `poki show ID [--json]`: every field of one photo, its palette as a colour bar, its image's path.
struct ShowCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["show"],
        summary: "Show one photo: memo, tag, date, colours, size and where its image is.",
        arguments: "ID",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [.flag("json", help: "Print the photo's document as JSON, with imagePath added.")]
    )

    var id: Int
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        id = try PhotoID.parse(arguments.arguments[0], for: Self.spec)
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let photo = try album.photo(withID: id)
        let imagePath = album.layout.image(named: photo.image)
        if json {
            context.printJSON(ShownPhoto(photo: photo, imagePath: imagePath))
            return .success
        }
        for line in PhotoDetails(photo: photo, imagePath: imagePath, terminal: context.terminal).lines {
            context.console.output(line)
        }
        return .success
    }

    /// The document as `show --json` prints it: the stored fields plus the image's full path.
    struct ShownPhoto: Encodable {
        var photo: Photo
        var imagePath: String

        enum CodingKeys: String, CodingKey { case imagePath }

        func encode(to encoder: any Encoder) throws {
            try photo.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(imagePath, forKey: .imagePath)
        }
    }
}
