import PokiKit

/// `poki edit ID [--memo [TEXT]] [--tag T] [--date D] [--image FILE] [--json]`.
struct EditCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["edit"],
        summary: "Change a photo's memo, tag, day or image.",
        arguments: "ID",
        minimumArguments: 1,
        maximumArguments: 1,
        options: [
            .optionalValue("memo", "TEXT", help: "New memo (--memo=TEXT also); alone, edits the current memo in $VISUAL/$EDITOR; '-' reads standard input."),
            .value("tag", "T", help: "New tag."),
            .value("date", "YYYY-MM-DD", help: "New day of the memory."),
            .value("image", "FILE", help: "Replace the image; its colours and size are recomputed."),
            .flag("allow-duplicate", help: "Use an --image that is already another photo's image anyway."),
            .flag("json", help: "Print the changed document as JSON."),
        ],
        discussion: """
        Only what is given changes; the ID stays the same. The image --image replaces is kept in the
        trash (trash/replaced/) until 'poki trash --empty'. An --image that is already another
        photo's image is refused, as 'poki add' refuses it.
        """
    )

    var id: Int
    var memo: MemoInput?
    var tag: String?
    var date: CalendarDay?
    var image: String?
    var allowDuplicate: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        id = try PhotoID.parse(arguments.arguments[0], for: Self.spec)
        memo = MemoInput(arguments.optionalValue("memo"))
        tag = arguments.value("tag")
        date = try DayArgument.parse(arguments, "date")
        image = arguments.value("image")
        allowDuplicate = arguments.has("allow-duplicate")
        json = arguments.has("json")
        if memo == nil, tag == nil, date == nil, image == nil {
            throw UsageError("nothing to change: give --memo, --tag, --date or --image", for: Self.spec)
        }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        try memo?.refuseImagePath(for: Self.spec)
        let album = try context.album()
        let current = try album.photo(withID: id)
        if let tag { _ = try album.resolveTag(tag) }
        var replacement: ReplacementImage?
        if let image {
            let analysis = try ImageAnalyzer.analyze(fileAt: image) { context.console.warning("\(image): \($0)") }
            replacement = ReplacementImage(sourcePath: image, analysis: analysis)
        }
        let memoText = try memo?.resolve(
            current: current.memo, subject: "photo \(id)", album: album, consequence: "photo \(id) was not changed",
            context: context, spec: Self.spec
        )
        let update = try album.edit(id: id, PhotoEdit(memo: memoText, tag: tag, date: date, image: replacement), allowDuplicate: allowDuplicate)
        let photo = update.photo
        if let replaced = update.replacedImage {
            context.console.note("note: the replaced image is kept in the trash until 'poki trash --empty' (\(replaced))")
            try TrashedCopies.note(for: [photo], in: album, console: context.console)
        }
        if json {
            context.console.output(bytes: PhotoJSON.encode(photo))
        } else {
            context.console.note("updated \(photo.id)")
        }
        return .success
    }
}
