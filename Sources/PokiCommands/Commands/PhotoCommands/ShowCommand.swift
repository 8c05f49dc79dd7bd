import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki show ID...`: each photo drawn on the terminal, then every field of it, its palette as a
/// gradient bar, its image's path; or its document as JSON.
struct ShowCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["show"],
        summary: Phrase(
            "Show photos: the picture, memo, tag, date, colours, size and where its image is.",
            korean: "사진을 보여 줍니다: 미리 보기, 메모, 태그, 날짜, 색, 크기, 이미지 파일의 경로."
        ),
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .flag(
                "preview",
                help: Phrase(
                    "Draw the photo even when output is not a terminal (a pipe, a file).",
                    korean: "출력이 터미널이 아니어도(파이프, 파일) 사진을 그립니다."
                )
            ),
            .flag("no-preview", help: Phrase("Leave the photo out; print only its details.", korean: "사진은 그리지 않고 세부 정보만 출력합니다.")),
            .choice(
                "protocol", PreviewProtocol.choices,
                help: Phrase(
                    "How to draw the photo (default: the config file's, else auto: chosen from TERM and the terminal's variables).",
                    korean: "사진을 그리는 방식입니다 (기본값: 설정 파일의 값, 없으면 auto: TERM과 터미널의 환경 변수로 고릅니다)."
                )
            ),
            .flag(
                "json",
                help: Phrase(
                    "Print the photo's document as JSON, with imagePath added (several photos, or '-': one array).",
                    korean: "사진의 문서에 imagePath를 더해 JSON으로 출력합니다 (사진이 여럿이거나 '-'이면 배열 하나)."
                )
            ),
        ],
        discussion: Phrase(
            "Several IDs, or '-' for IDs on standard input, are shown in turn. If any ID is unknown, nothing is shown.",
            korean: "ID를 여러 개 주거나 '-'로 표준 입력에서 ID를 읽으면 차례로 보여 줍니다. 앨범에 없는 ID가 하나라도 있으면 아무것도 보여 주지 않습니다."
        ),
        argumentKind: .photoID
    )

    /// Whether to draw the picture: on a terminal unless told, or always, or never.
    enum PreviewChoice: Equatable {
        case onTerminal, always, never
    }

    var ids: PhotoIDs
    var json: Bool
    var preview: PreviewChoice
    /// The protocol asked for; nil for `auto`.
    var method: PreviewProtocol?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        json = arguments.has("json")
        if arguments.has("preview"), arguments.has("no-preview") {
            throw UsageError(
                Phrase("--preview and --no-preview contradict each other; give one", korean: "--preview 옵션과 --no-preview 옵션은 함께 쓸 수 없습니다. 하나만 주십시오"),
                for: Self.spec
            )
        }
        preview = arguments.has("preview") ? .always : arguments.has("no-preview") ? .never : .onTerminal
        let choice = try arguments.choice("protocol", from: PreviewProtocol.choices)
        method = choice.flatMap(PreviewProtocol.init(rawValue:))
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let photos = try ids.resolve(for: Self.spec).map { try album.photo(withID: $0) }
        let shown = photos.map {
            ShownPhoto(photo: $0, imagePath: PathName.absolute(album.layout.image(named: $0.image)),
                       videoPath: $0.video.map { PathName.absolute(album.layout.image(named: $0.file)) })
        }
        if json {
            // One ID on the command line keeps the single document scripts already read.
            if ids.items.count == 1, !ids.readsStandardInput, let only = shown.first {
                context.printJSON(only)
            } else {
                context.printJSON(shown)
            }
            return .success
        }
        for (index, photo) in shown.enumerated() {
            if index > 0 { context.console.output("") }
            show(photo, in: context)
        }
        return .success
    }

    /// One photo: its picture when drawn, then its details.
    private func show(_ shown: ShownPhoto, in context: CommandContext) {
        let photo = shown.photo, imagePath = shown.imagePath
        let details = PhotoDetails(photo: shown.photo, imagePath: imagePath, videoPath: shown.videoPath, terminal: context.terminal).lines
        let terminal = context.terminal
        let rows = terminal.outputIsTerminal ? Platform.terminalRows(Platform.standardOutput) : nil
        // The details wrap on a narrow terminal: the rows they take, not their count, leave room
        // for the picture above them.
        let detailRows = terminal.width.map { width in details.reduce(0) { $0 + DisplayWidth.rows(of: $1, columns: width) } } ?? details.count
        var drawn = drawsPreview(in: context)
        if drawn, preview == .onTerminal, let rows, rows - detailRows - 1 < PreviewArea.minimumRows {
            // A picture pushed off the top of the screen shows nothing: say why there is none.
            drawn = false
            context.console.note(
                Phrase(
                    "photo \(photo.id): no room for the picture above its \(detailRows) rows of details in \(rows) rows; a taller terminal shows it",
                    korean: "사진 \(photo.id): \(rows)줄인 터미널에 세부 정보 \(detailRows)줄을 두면 그 위에 미리 보기를 그릴 자리가 없습니다. 터미널이 더 높으면 보입니다"
                )
            )
        }
        if drawn {
            var preview = PhotoPreview(
                imagePath: imagePath,
                area: PreviewArea.fitting(columns: terminal.width, rows: rows, linesBelow: detailRows, environment: context.environment),
                method: method ?? context.configuration.previewProtocol.flatMap(PreviewProtocol.init(rawValue:)) ?? PreviewProtocol.automatic(environment: context.environment),
                depth: ColourDepth.detect(environment: context.environment)
            )
            if terminal.outputIsTerminal, let cell = Platform.cellPixels(Platform.standardOutput) {
                preview.cellPixels = PixelSize(width: cell.width, height: cell.height)
            }
            do {
                for line in try preview.lines() { context.console.outputGraphics(line) }
            } catch {
                let reason = Phrase.describing(error).text(in: context.console.language)
                context.console.warning(Phrase("cannot draw photo \(photo.id): \(reason)", korean: "사진 \(photo.id)의 미리 보기를 그릴 수 없습니다: \(reason)"))
            }
        }
        for line in details {
            context.console.outputStyled(line)
        }
    }

    /// `--preview` draws anywhere, `--no-preview` nowhere; otherwise only on a terminal that can
    /// show colour (not `TERM=dumb`).
    private func drawsPreview(in context: CommandContext) -> Bool {
        switch preview {
        case .always: true
        case .never: false
        case .onTerminal: context.terminal.outputIsTerminal && context.environment["TERM"] != "dumb"
        }
    }

    /// The document as `show --json` prints it: the stored fields plus the image's full path.
    struct ShownPhoto: Encodable {
        var photo: Photo
        var imagePath: String
        /// The session video's full path, when the photo has one.
        var videoPath: String?

        enum CodingKeys: String, CodingKey { case imagePath, videoPath }

        func encode(to encoder: any Encoder) throws {
            try photo.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(imagePath, forKey: .imagePath)
            try container.encodeIfPresent(videoPath, forKey: .videoPath)
        }
    }
}
