import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki edit ID... [--memo [TEXT]] [--tag T] [--date D] [--image FILE] [--json]`.
struct EditCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["edit"],
        summary: "Change photos' memo, tag or day, or a photo's image.",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .optionalValue("memo", "TEXT", help: "New memo (--memo=TEXT also); alone, edits the current memo in $VISUAL/$EDITOR; '-' reads standard input."),
            .value("tag", "T", kind: .tag, help: "New tag."),
            .value("date", "YYYY-MM-DD", help: "New day of the memory."),
            .value("image", "FILE", kind: .file, help: "Replace the image; its colours and size are recomputed."),
            .flag("allow-duplicate", help: "Use an --image that is already another photo's image anyway."),
            .flag("json", help: "Print the changed document as JSON (several photos, or '-': one array)."),
        ],
        discussion: """
        Only what is given changes; the ID stays the same. The image --image replaces is kept in the
        trash (trash/replaced/) until 'poki trash --empty'. An --image that is already another
        photo's image is refused, as 'poki add' refuses it. Several IDs, or '-' for IDs on
        standard input (poki list --tag T --ids | poki edit - --tag U), get the same changes, all
        or nothing: an unknown ID changes no photo.
        """,
        argumentKind: .photoID
    )

    var ids: PhotoIDs
    var memo: MemoInput?
    var tag: String?
    var date: CalendarDay?
    var image: String?
    var allowDuplicate: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        memo = MemoInput(arguments.optionalValue("memo"))
        tag = arguments.value("tag")
        date = try DayArgument.parse(arguments, "date")
        image = arguments.value("image")
        allowDuplicate = arguments.has("allow-duplicate")
        json = arguments.has("json")
        if memo == nil, tag == nil, date == nil, image == nil {
            throw UsageError("nothing to change: give --memo, --tag, --date or --image", for: Self.spec)
        }
        if !isSingle, image != nil {
            throw UsageError("--image replaces one photo's image; give a single ID", for: Self.spec)
        }
        if ids.readsStandardInput, memo == .standardInput {
            throw UsageError("standard input cannot give both the IDs ('-') and the memo (--memo -)", for: Self.spec)
        }
    }

    /// One ID on the command line (no `-`): the edit that may also replace the image.
    private var isSingle: Bool { ids.items.count == 1 && !ids.readsStandardInput }

    func run(in context: CommandContext) throws -> ExitStatus {
        try memo?.refuseImagePath(for: Self.spec)
        guard isSingle, case let .id(id) = ids.items[0] else { return try runOnSeveral(in: context) }
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

    /// The same memo, tag or day given to several photos, all or nothing.
    private func runOnSeveral(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        let ids = try self.ids.resolve(for: Self.spec)
        guard !ids.isEmpty else {
            context.console.note("no photo IDs were given on standard input; nothing changed")
            if json { context.console.output(bytes: PhotoJSON.encode([Photo]())) }
            return .success
        }
        if let tag { _ = try album.resolveTag(tag) }
        let photos = try ids.map { try album.photo(withID: $0) }
        // The editor starts from the memo the photos share, or empty when they differ.
        let shared = Set(photos.map(\.memo)).count == 1 ? photos[0].memo : ""
        let memoText = try memo?.resolve(
            current: shared, subject: "photos \(ids.map(String.init).joined(separator: ", "))", album: album,
            consequence: "no photo was changed", context: context, spec: Self.spec
        )
        let edited = try album.edit(ids: ids, PhotoEdit(memo: memoText, tag: tag, date: date))
        if json {
            context.console.output(bytes: PhotoJSON.encode(edited))
        } else {
            context.console.note("updated \(edited.map { String($0.id) }.joined(separator: ", "))")
        }
        return .success
    }
}
