import PokiSystem
import PokiAlbum
import PokiImaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `poki list`: the album's feed, newest first, as a table, a grid of cards or JSON.
struct ListCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["list"],
        summary: "List the album's photos, newest first.",
        options: [
            .choice("sort", PhotoOrder.allCases.map(\.rawValue), help: "Order by the memory's day (ties by ID) or by when added (default)."),
            .flag("reverse", help: "Oldest first."),
            .value("tag", "T", kind: .tag, help: "Only photos with this tag."),
            .value("search", "TEXT", help: "Only photos whose memo or original file name contains TEXT (any case)."),
            .value("hashtag", "NAME", repeatable: true, help: "Only photos whose memo has #NAME (repeat: every one)."),
            .value("colour", "COLOUR", help: "Only photos with this colour (#RRGGBB or a name), the most covered first."),
            .value("within", "D", help: "With --colour or --frame: the Oklab distance a colour may be off (default 0.08)."),
            .value("frame", "COLOUR", help: "Only prints whose frame is this colour (#RRGGBB or a name): a pink-framed print."),
            .value("since", "YYYY-MM-DD", help: "Only memories on or after this day."),
            .value("until", "YYYY-MM-DD", help: "Only memories on or before this day."),
            .value("limit", "N", help: "At most N photos."),
            .flag("grid", help: "Show the photos as cards, as many a row as fit: picture, colours, day, tag, memo."),
            .flag("preview", help: "With --grid: draw the pictures even when output is not a terminal."),
            .flag("ids", help: "Print only the IDs, one a line, for other commands' '-' (poki edit - --tag T)."),
            .flag("null", short: "0", help: "With --ids: end each ID with a NUL instead of a newline (xargs -0)."),
            .flag("json", help: "Print the photo documents as a JSON array."),
            .flag("jsonl", help: "Print each photo document as JSON on its own line (JSON Lines), for streams."),
            .value("format", "TEMPLATE", help: "Print TEMPLATE for each photo, its {fields} filled in; 'poki list --help' lists them."),
        ],
        discussion: """
        --format fields: \(PhotoTemplate.fieldList); \\t is a tab, \\n a line
        break. Each photo's text ends with a line break. Control characters in the fields are shown
        (^J for a memo's line break), so one photo never looks like two; --json and --jsonl keep the
        exact text. Example: poki list --format '{id}\\t{date}\\t{memo.firstLine}'
        """
    )

    var order: PhotoOrder
    var reverse: Bool
    var filter: PhotoFilter
    var limit: Int?
    var json: Bool
    /// `--jsonl`: one compact document a line.
    var jsonLines: Bool
    /// `--format TEMPLATE`.
    var template: PhotoTemplate?
    var grid: Bool
    /// `--ids`: only the IDs, ended by a newline, or by a NUL with `-0`.
    var ids: Bool
    var nullSeparated: Bool
    /// `--preview`: the grid's pictures are drawn even into a pipe.
    var preview: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        order = try arguments.choice("sort", from: PhotoOrder.allCases.map(\.rawValue)).flatMap(PhotoOrder.init) ?? .added
        reverse = arguments.has("reverse")
        filter = PhotoFilter(
            tag: arguments.value("tag"),
            search: arguments.value("search"),
            hashtags: try Self.hashtags(arguments),
            colour: try Self.colourQuery(arguments, "colour"),
            frame: try Self.colourQuery(arguments, "frame"),
            since: try DayArgument.parse(arguments, "since"),
            until: try DayArgument.parse(arguments, "until")
        )
        limit = try arguments.integer("limit", in: 1...Int.max)
        json = arguments.has("json")
        jsonLines = arguments.has("jsonl")
        if let text = arguments.value("format") {
            do {
                template = try PhotoTemplate(parsing: text)
            } catch {
                throw UsageError(error.message, for: Self.spec)
            }
        }
        grid = arguments.has("grid")
        preview = arguments.has("preview")
        ids = arguments.has("ids")
        nullSeparated = arguments.has("null")
        if ids, json || grid {
            throw UsageError("--ids prints only the IDs; it cannot be combined with \(json ? "--json" : "--grid")", for: Self.spec)
        }
        if nullSeparated, !ids {
            throw UsageError("-0 ends the IDs of --ids with NULs; add --ids", for: Self.spec)
        }
        let outputs = ["json": json, "jsonl": jsonLines, "format": template != nil, "grid": grid, "ids": ids].filter(\.value).keys.sorted()
        if outputs.count > 1 {
            throw UsageError("--\(outputs[0]) and --\(outputs[1]) contradict each other; give one", for: Self.spec)
        }
        if preview, !grid {
            throw UsageError("--preview draws the pictures of --grid; add --grid", for: Self.spec)
        }
        if filter.colour != nil, arguments.has("sort") {
            throw UsageError("--colour lists the photos the colour covers most first; leave out --sort", for: Self.spec)
        }
    }

    /// The hashtags of `--hashtag`, each a name a memo's hashtag could have (`홍대` or `#홍대`).
    private static func hashtags(_ arguments: ParsedArguments) throws(UsageError) -> [String] {
        try arguments.values("hashtag").map { (value) throws(UsageError) -> String in
            guard let name = Hashtag.name(of: value) else {
                throw UsageError("'\(VisibleText.of(value))' is not a hashtag: use letters (Hangul, Latin), digits and _, not only digits", for: spec)
            }
            return name
        }
    }

    /// `--colour` (or `--frame`) and `--within` as a query, or nil without it.
    private static func colourQuery(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> ColourQuery? {
        guard let text = arguments.value(option) else {
            if option == "colour", arguments.has("within"), !arguments.has("frame") {
                throw UsageError("--within is the distance of --colour or --frame; add one", for: spec)
            }
            return nil
        }
        guard let colour = NamedColours.colour(named: text) else {
            throw UsageError("unknown colour '\(VisibleText.of(text))': give #RRGGBB or one of \(NamedColours.listed)", for: spec)
        }
        // A family's name finds what stats counts under it; with --within, the distance to its colour.
        guard let within = arguments.value("within") else { return ColourQuery(colour: colour, family: NamedColours.family(named: text)) }
        guard let distance = Double(within), distance > 0, distance <= 1 else {
            throw UsageError("--within must be an Oklab distance above 0 and at most 1, such as 0.05 (not '\(VisibleText.of(within))')", for: spec)
        }
        return ColourQuery(colour: colour, within: distance)
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let listing = try album.photoListing(order: order, reverse: reverse, filter: filter, limit: limit)
        try show(listing, of: album, in: context)
        // Warned after the table, where a person at a terminal sees them.
        return DamagedDocumentWarning.report(listing.damaged, on: context.console) ? .failure : .success
    }

    private func show(_ listing: PhotoListing, of album: Album, in context: CommandContext) throws {
        let imagePath = { (photo: Photo) in PathName.absolute(album.layout.image(named: photo.image)) }
        if json {
            context.console.output(bytes: JSONOutput.array(of: listing.photos, then: listing.damaged.map(JSONFailure.init), imagePath: imagePath))
        } else if ids {
            let separator: UInt8 = nullSeparated ? 0 : UInt8(ascii: "\n")
            context.console.output(raw: listing.photos.flatMap { Array(String($0.id).utf8) + [separator] })
        } else if jsonLines {
            let lines = listing.photos.map { PhotoJSON.encodeLine($0, imagePath: imagePath($0)) } + listing.damaged.map { JSONOutput.line(JSONFailure($0)) }
            if !lines.isEmpty { context.console.output(bytes: Array(lines.joined(separator: [UInt8(ascii: "\n")]))) }
        } else if let template {
            for photo in listing.photos {
                context.console.outputComposed(template.render(photo, imagePath: imagePath(photo)) + "\n")
            }
        } else if grid, !listing.photos.isEmpty {
            showGrid(listing.photos, of: album, in: context)
        } else if !listing.photos.isEmpty {
            let table = PhotoTable(photos: listing.photos, colour: context.terminal.usesColour)
            table.render(width: context.terminal.width).forEach(context.console.outputStyled)
        } else if !listing.damaged.isEmpty {
            return
        } else if try album.photoCount() == 0 {
            context.console.note("The album is empty (\(VisibleText.of(album.directory))). Add your first photo: poki add photo.jpg --tag 인생네컷")
        } else {
            context.console.note("No photos match.")
        }
    }

    /// The cards, row by row as their pictures are ready. Pictures are decoded in parallel at the
    /// card's size (JPEGs scaled by the DCT), so a row appears as soon as its photos are read.
    private func showGrid(_ photos: [Photo], of album: Album, in context: CommandContext) {
        let terminal = context.terminal
        let layout = PhotoGrid(columns: terminal.width ?? 80)
        // As `show` draws its picture: on a terminal that understands escapes, or when asked.
        let drawsPictures = preview || (terminal.outputIsTerminal && terminal.understandsEscapes)
        let depth = drawsPictures ? ColourDepth.detect(environment: context.environment) : nil
        let noColour = !(context.environment["NO_COLOR"] ?? "").isEmpty
        let box = layout.pictureBox
        let paths = photos.map { album.layout.image(named: $0.image) }
        var row: [[String]] = []
        OrderedParallelWork.run(count: photos.count, jobs: ProcessInfo.processInfo.activeProcessorCount, work: { index in
            guard drawsPictures else { return Result<RGBImage?, ImageDecodingError>.success(nil) }
            return Result { () throws(ImageDecodingError) -> RGBImage? in
                try ImageRenderer.render(fileAt: paths[index], fitting: box, background: PhotoPreview.background)
            }
        }, consume: { index, picture in
            let photo = photos[index]
            if case let .failure(error) = picture {
                context.console.warning("cannot draw photo \(photo.id): \(error)")
            }
            let card = PhotoCard(photo: photo, width: layout.cardWidth, pictureLines: layout.pictureLines, depth: depth, colouredGradient: !noColour)
            row.append(card.lines(picture: try? picture.get()))
            guard row.count == layout.cardsPerRow || index == photos.count - 1 else { return }
            if index >= layout.cardsPerRow { context.console.output("") }
            layout.lines(ofRow: row).forEach(context.console.outputStyled)
            row.removeAll()
        })
    }
}
