import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki edit ID... [--memo [TEXT]] [--tag T] [--date D] [--image FILE] [--layout CxR | --print |
/// --not-print] [--json]`.
struct EditCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["edit"],
        summary: "Change photos' memo, tag or day, or a photo's image or print layout.",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .optionalValue("memo", "TEXT", help: "New memo (--memo=TEXT also); alone, edits the current memo in $VISUAL/$EDITOR; '-' reads standard input."),
            .value("tag", "T", kind: .tag, help: "New tag."),
            .value("date", "YYYY-MM-DD", help: "New day of the memory."),
            .value("image", "FILE", kind: .file, help: "Replace the image; its colours and size are recomputed."),
            .flag("allow-duplicate", help: "Use an --image that is already another photo's image anyway."),
        ] + PrintChoiceArgument.options + [
            .flag("json", help: "Print the changed document as JSON (several photos, or '-': one array)."),
        ],
        discussion: """
        Only what is given changes; the ID stays the same. The image --image replaces is kept in the
        trash (trash/replaced/) until 'poki trash --empty'. An --image that is already another
        photo's image is refused, as 'poki add' refuses it. Several IDs, or '-' for IDs on
        standard input (poki list --tag T --ids | poki edit - --tag U), get the same changes, all
        or nothing: an unknown ID changes no photo. When poki read a print wrong, --layout 2x3
        (columns x rows, as 'show' prints it) finds the cuts of that layout again, --print lets
        poki fit the layout booths make that fits best, and --not-print makes it an ordinary
        photo; the colours, 'cuts' and colour search follow, 'recolour' keeps the choice, and
        --layout auto gives the decision back to poki. Prints the ID of each photo changed, one a
        line, as add, delete and restore do.
        """,
        argumentKind: .photoID
    )

    var ids: PhotoIDs
    var memo: MemoInput?
    var tag: String?
    var date: CalendarDay?
    var image: String?
    var printChoice: PrintChoice?
    var allowDuplicate: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        memo = MemoInput(arguments.optionalValue("memo"))
        tag = arguments.value("tag")
        date = try DayArgument.parse(arguments, "date")
        image = arguments.value("image")
        printChoice = try PrintChoiceArgument.parse(arguments)
        allowDuplicate = arguments.has("allow-duplicate")
        json = arguments.has("json")
        if memo == nil, tag == nil, date == nil, image == nil, printChoice == nil {
            throw UsageError("nothing to change: give --memo, --tag, --date, --image or --layout", for: Self.spec)
        }
        if !isSingle, image != nil {
            throw UsageError("--image replaces one photo's image; give a single ID", for: Self.spec)
        }
        if !isSingle, printChoice != nil {
            throw UsageError("--layout, --print and --not-print are about one photo's image; give a single ID", for: Self.spec)
        }
        if image != nil, printChoice != nil {
            throw UsageError("--image gives a new image that poki reads afresh; set its layout with a second edit", for: Self.spec)
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
        let album = try context.existingAlbum()
        let current = try album.photo(withID: id)
        if let tag { _ = try album.resolveTag(tag) }
        var replacement: ReplacementImage?
        if let image {
            let analysis = try ImageAnalyzer.analyze(fileAt: image, readingTextFor: BoothBrands.printedNames) { context.console.warning("\(image): \($0)") }
            replacement = ReplacementImage(sourcePath: image, analysis: analysis)
        }
        var correction: PrintCorrection?
        if let printChoice {
            let path = album.layout.image(named: current.image)
            let analysis = try ImageAnalyzer.analyze(fileAt: path, print: printChoice, readingTextFor: BoothBrands.printedNames) { context.console.warning("\(path): \($0)") }
            if printChoice == .anyLayout, analysis.print == nil {
                throw CommandFailure("photo \(id): no layout booths make fits it; give one with --layout CxR")
            }
            correction = PrintCorrection(choice: printChoice, analysis: analysis, sha256: current.sha256)
        }
        let memoText = try memo?.resolve(
            current: current.memo, subject: "photo \(id)", album: album, consequence: "photo \(id) was not changed",
            context: context, spec: Self.spec
        )
        let update = try album.edit(
            id: id, PhotoEdit(memo: memoText, tag: tag, date: date, image: replacement, print: correction), allowDuplicate: allowDuplicate
        )
        let photo = update.photo
        if let replaced = update.replacedImage {
            context.console.note("note: the replaced image is kept in the trash until 'poki trash --empty' (\(replaced))")
            try TrashedCopies.note(for: [photo], in: album, console: context.console)
        }
        if json {
            context.console.output(bytes: PhotoJSON.encode(photo))
        } else {
            if correction != nil { context.console.note(photo.print.map { "print: \($0.summary)" } ?? "not a print") }
            context.console.output(String(photo.id))
        }
        return .success
    }

    /// The same memo, tag or day given to several photos, all or nothing.
    private func runOnSeveral(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
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
            // One ID a line, as add, delete and restore print them: `edit … | poki share -` works.
            edited.forEach { context.console.output(String($0.id)) }
        }
        return .success
    }
}
