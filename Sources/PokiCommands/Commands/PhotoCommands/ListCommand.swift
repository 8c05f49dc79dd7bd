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
    /// `--sort` in Korean, in any locale: 추가(순) for `added`, 날짜(순) for `date`.
    static let sortSynonyms = [
        Synonym(word: "추가", choice: PhotoOrder.added.rawValue), Synonym(word: "추가순", choice: PhotoOrder.added.rawValue),
        Synonym(word: "날짜", choice: PhotoOrder.date.rawValue), Synonym(word: "날짜순", choice: PhotoOrder.date.rawValue),
    ]

    static let spec = CommandSpec(
        ["list"],
        summary: Phrase("List the album's photos, newest first.", korean: "앨범의 사진을 최신순으로 나열합니다."),
        options: [
            .choice(
                "sort", PhotoOrder.allCases.map(\.rawValue), synonyms: sortSynonyms,
                help: Phrase(
                    "Order by the memory's day (ties by ID) or by when added (default); 날짜 and 추가 say the same.",
                    korean: "추억의 날짜(같으면 ID 순, date 또는 날짜) 또는 추가한 순서(기본값, added 또는 추가)로 정렬합니다."
                )
            ),
            .flag("reverse", help: Phrase("Oldest first.", korean: "오래된 사진부터 나열합니다.")),
            .value("tag", "T", kind: .tag, help: Phrase("Only photos with this tag.", korean: "이 태그가 붙은 사진만 나열합니다.")),
            .value(
                "search", "TEXT",
                help: Phrase(
                    "Only photos whose memo or original file name contains TEXT (any case).",
                    korean: "메모나 원래 파일 이름에 TEXT가 들어 있는 사진만 나열합니다 (대소문자 무시)."
                )
            ),
            .value(
                "hashtag", "NAME", repeatable: true,
                help: Phrase(
                    "Only photos whose memo has #NAME (repeat: every one).",
                    korean: "메모에 #NAME이 있는 사진만 나열합니다 (여러 번 주면 모두 있는 사진만)."
                )
            ),
            .value(
                "colour", "COLOUR",
                help: Phrase(
                    "Only photos with this colour (#RRGGBB or a name), the most covered first.",
                    korean: "이 색(#RRGGBB 또는 이름)이 있는 사진만, 그 색이 가장 넓게 덮은 사진부터 나열합니다."
                )
            ),
            .value(
                "within", "D",
                help: Phrase(
                    "With --colour or --frame: the Oklab distance a colour may be off (default 0.08).",
                    korean: "--colour나 --frame과 함께: 색이 벗어나도 되는 Oklab 거리입니다 (기본값 0.08)."
                )
            ),
            .value(
                "frame", "COLOUR",
                help: Phrase(
                    "Only prints whose frame is this colour (#RRGGBB or a name): a pink-framed print.",
                    korean: "프레임이 이 색(#RRGGBB 또는 이름)인 인화 사진만 나열합니다: 분홍 프레임 인화 사진 등."
                )
            ),
            .value("since", "YYYY-MM-DD", help: Phrase("Only memories on or after this day.", korean: "이 날짜와 그 뒤의 추억만 나열합니다.")),
            .value("until", "YYYY-MM-DD", help: Phrase("Only memories on or before this day.", korean: "이 날짜와 그 앞의 추억만 나열합니다.")),
            .value("limit", "N", help: Phrase("At most N photos.", korean: "사진을 최대 N장까지 나열합니다.")),
            .flag(
                "grid",
                help: Phrase(
                    "Show the photos as cards, as many a row as fit: picture, colours, day, tag, memo.",
                    korean: "사진을 카드로, 한 줄에 들어가는 만큼 보여 줍니다: 미리 보기, 색, 날짜, 태그, 메모."
                )
            ),
            .flag(
                "preview",
                help: Phrase(
                    "With --grid: draw the pictures even when output is not a terminal.",
                    korean: "--grid와 함께: 출력이 터미널이 아니어도 미리 보기를 그립니다."
                )
            ),
            .flag(
                "ids",
                help: Phrase(
                    "Print only the IDs, one a line, for other commands' '-' (poki edit - --tag T).",
                    korean: "ID만 한 줄에 하나씩 출력합니다. 다른 명령의 '-'에 넘길 수 있습니다 (poki edit - --tag T)."
                )
            ),
            .flag(
                "null", short: "0",
                help: Phrase(
                    "With --ids: end each ID with a NUL instead of a newline (xargs -0).",
                    korean: "--ids와 함께: 각 ID 뒤에 줄바꿈 대신 NUL을 붙입니다 (xargs -0)."
                )
            ),
            .flag("json", help: Phrase("Print the photo documents as a JSON array.", korean: "사진 문서를 JSON 배열로 출력합니다.")),
            .flag(
                "jsonl",
                help: Phrase(
                    "Print each photo document as JSON on its own line (JSON Lines), for streams.",
                    korean: "사진 문서를 하나씩 한 줄의 JSON으로 출력합니다 (JSON Lines, 스트림용)."
                )
            ),
            .value(
                "format", "TEMPLATE",
                help: Phrase(
                    "Print TEMPLATE for each photo, its {fields} filled in; 'poki list --help' lists them.",
                    korean: "사진마다 {필드}를 채운 TEMPLATE을 출력합니다. 필드 목록은 'poki list --help'에 있습니다."
                )
            ),
        ],
        discussion: Phrase(
            """
            --format fields: \(PhotoTemplate.fieldList); \\t is a tab, \\n a line
            break. Each photo's text ends with a line break. Control characters in the fields are shown
            (^J for a memo's line break), so one photo never looks like two; --json and --jsonl keep the
            exact text. Example: poki list --format '{id}\\t{date}\\t{memo.firstLine}'
            """,
            korean: """
            --format 필드: \(PhotoTemplate.fieldList). \\t는 탭, \\n은
            줄바꿈입니다. 사진마다 출력 끝에 줄바꿈이 붙습니다. 필드의 제어 문자는 보이게 바꾸므로
            (메모의 줄바꿈은 ^J) 사진 하나가 둘로 보이는 일이 없습니다. --json과 --jsonl은 글자를
            그대로 둡니다. 예: poki list --format '{id}\\t{date}\\t{memo.firstLine}'
            """
        )
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
                throw UsageError(error.phrase, for: Self.spec)
            }
        }
        grid = arguments.has("grid")
        preview = arguments.has("preview")
        ids = arguments.has("ids")
        nullSeparated = arguments.has("null")
        if ids, json || grid {
            let other = json ? "--json" : "--grid"
            throw UsageError(
                Phrase(
                    "--ids prints only the IDs; it cannot be combined with \(other)",
                    korean: "--ids는 ID만 출력하므로 \(other) 옵션과 함께 쓸 수 없습니다"
                ),
                for: Self.spec
            )
        }
        if nullSeparated, !ids {
            throw UsageError(Phrase("-0 ends the IDs of --ids with NULs; add --ids", korean: "-0은 --ids의 ID 끝에 NUL을 붙입니다. --ids를 추가하십시오"), for: Self.spec)
        }
        let outputs = ["json": json, "jsonl": jsonLines, "format": template != nil, "grid": grid, "ids": ids].filter(\.value).keys.sorted()
        if outputs.count > 1 {
            throw UsageError(
                Phrase(
                    "--\(outputs[0]) and --\(outputs[1]) contradict each other; give one",
                    korean: "--\(outputs[0]) 옵션과 --\(outputs[1]) 옵션은 함께 쓸 수 없습니다. 하나만 주십시오"
                ),
                for: Self.spec
            )
        }
        if preview, !grid {
            throw UsageError(Phrase("--preview draws the pictures of --grid; add --grid", korean: "--preview는 --grid의 미리 보기를 그립니다. --grid를 추가하십시오"), for: Self.spec)
        }
        if filter.colour != nil, arguments.has("sort") {
            throw UsageError(
                Phrase(
                    "--colour lists the photos the colour covers most first; leave out --sort",
                    korean: "--colour는 그 색이 가장 넓게 덮은 사진부터 나열합니다. --sort를 빼십시오"
                ),
                for: Self.spec
            )
        }
    }

    /// The hashtags of `--hashtag`, each a name a memo's hashtag could have (`홍대` or `#홍대`).
    private static func hashtags(_ arguments: ParsedArguments) throws(UsageError) -> [String] {
        try arguments.values("hashtag").map { (value) throws(UsageError) -> String in
            guard let name = Hashtag.name(of: value) else {
                throw UsageError(
                    Phrase(
                        "'\(VisibleText.of(value))' is not a hashtag: use letters (Hangul, Latin), digits and _, not only digits",
                        korean: "해시태그가 아닙니다: '\(VisibleText.of(value))'. 글자(한글, 라틴 문자), 숫자, _를 쓰되 숫자만 쓸 수는 없습니다"
                    ),
                    for: spec
                )
            }
            return name
        }
    }

    /// `--colour` (or `--frame`) and `--within` as a query, or nil without it.
    private static func colourQuery(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> ColourQuery? {
        guard let text = arguments.value(option) else {
            if option == "colour", arguments.has("within"), !arguments.has("frame") {
                throw UsageError(
                    Phrase("--within is the distance of --colour or --frame; add one", korean: "--within은 --colour나 --frame의 거리입니다. 둘 중 하나를 추가하십시오"),
                    for: spec
                )
            }
            return nil
        }
        guard let colour = NamedColours.colour(named: text) else {
            throw UsageError(
                Phrase(
                    "unknown colour '\(VisibleText.of(text))': give #RRGGBB or one of \(NamedColours.listed)",
                    korean: "알 수 없는 색 '\(VisibleText.of(text))': #RRGGBB 또는 \(NamedColours.listed) 중 하나를 주십시오"
                ),
                for: spec
            )
        }
        // A family's name finds what stats counts under it; with --within, the distance to its colour.
        guard let within = arguments.value("within") else { return ColourQuery(colour: colour, family: NamedColours.family(named: text)) }
        guard let distance = Double(within), distance > 0, distance <= 1 else {
            throw UsageError(
                Phrase(
                    "--within must be an Oklab distance above 0 and at most 1, such as 0.05 (not '\(VisibleText.of(within))')",
                    korean: "--within은 0보다 크고 1 이하인 Oklab 거리여야 합니다. 예: 0.05 (입력한 값: '\(VisibleText.of(within))')"
                ),
                for: spec
            )
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
            let table = PhotoTable(photos: listing.photos, colour: context.terminal.usesColour, language: context.terminal.language)
            table.render(width: context.terminal.width).forEach(context.console.outputStyled)
        } else if !listing.damaged.isEmpty {
            return
        } else if try album.photoCount() == 0 {
            context.console.note(
                Phrase(
                    "The album is empty (\(VisibleText.of(album.directory))). Add your first photo: poki add photo.jpg --tag 인생네컷",
                    korean: "앨범이 비어 있습니다 (\(VisibleText.of(album.directory))). 첫 사진을 추가하려면: poki add photo.jpg --tag 인생네컷"
                )
            )
        } else {
            context.console.note(Phrase("No photos match.", korean: "조건에 맞는 사진이 없습니다."))
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
                let reason = Phrase.describing(error).text(in: context.console.language)
                context.console.warning(Phrase("cannot draw photo \(photo.id): \(reason)", korean: "사진 \(photo.id)의 미리 보기를 그릴 수 없습니다: \(reason)"))
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
