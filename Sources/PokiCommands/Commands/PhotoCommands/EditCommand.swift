import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki edit ID... [--memo [TEXT]] [--tag T] [--date D] [--image FILE] [--layout CxR | --print |
/// --not-print] [--json]`.
struct EditCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["edit"],
        summary: Phrase(
            "Change photos' memo, tag or day, or a photo's image or print layout.",
            korean: "사진의 메모, 태그, 날짜나, 사진 한 장의 이미지나 인화 사진 레이아웃을 바꿉니다."
        ),
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .optionalValue("memo", "TEXT", help: Phrase(
                "New memo (--memo=TEXT also); alone, edits the current memo in $VISUAL/$EDITOR; '-' reads standard input.",
                korean: "새 메모 (--memo=TEXT로도 씁니다). 값 없이 주면 지금 메모를 $VISUAL/$EDITOR에서 고치고, '-'이면 표준 입력에서 읽습니다."
            )),
            .value("tag", "T", kind: .tag, help: Phrase("New tag.", korean: "새 태그.")),
            .value("date", "YYYY-MM-DD", help: Phrase("New day of the memory.", korean: "추억의 새 날짜.")),
            .value("image", "FILE", kind: .file, help: Phrase(
                "Replace the image; its colours and size are recomputed.",
                korean: "이미지를 바꿉니다. 색과 크기를 다시 계산합니다."
            )),
            .flag("allow-duplicate", help: Phrase(
                "Use an --image that is already another photo's image anyway.",
                korean: "--image가 이미 다른 사진의 이미지여도 그대로 씁니다."
            )),
        ] + PrintChoiceArgument.options + [
            .flag("json", help: Phrase(
                "Print the changed document as JSON (several photos, or '-': one array).",
                korean: "바뀐 문서를 JSON으로 출력합니다 (사진이 여럿이거나 '-'이면 배열 하나)."
            )),
        ],
        discussion: Phrase(
            """
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
            korean: """
            주어진 것만 바뀌고 ID는 그대로입니다. --image로 바뀐 이전 이미지는 'poki trash --empty' 전까지
            휴지통(trash/replaced/)에 남습니다. 이미 다른 사진의 이미지인 --image는 'poki add'에서처럼
            거부합니다. ID를 여럿 주거나 '-'로 표준 입력에서 ID를 받으면(poki list --tag T --ids | poki edit - --tag U)
            모두 같은 변경을 받으며, 모두 바뀌거나 하나도 바뀌지 않습니다: 앨범에 없는 ID가 있으면 어떤 사진도 바뀌지
            않습니다. poki가 인화 사진을 잘못 읽었을 때, --layout 2x3('show' 명령이 출력하는 대로 열 x 행)은 그
            레이아웃의 컷을 다시 찾고, --print는 부스에서 만드는 레이아웃 중 가장 잘 맞는 것을 poki가 맞추게 하며,
            --not-print는 일반 사진으로 만듭니다. 색, 'cuts', 색 검색이 이를 따르고, 'recolour'도 이 선택을
            지키며, --layout auto는 판단을 다시 poki에게 맡깁니다. 'add', 'delete', 'restore'처럼 바뀐 사진의 ID를
            한 줄에 하나씩 출력합니다.
            """
        ),
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
            throw UsageError(
                Phrase(
                    "nothing to change: give --memo, --tag, --date, --image or --layout",
                    korean: "바꿀 것이 없습니다: --memo, --tag, --date, --image, --layout 중 하나를 주십시오"
                ),
                for: Self.spec
            )
        }
        if !isSingle, image != nil {
            throw UsageError(
                Phrase("--image replaces one photo's image; give a single ID", korean: "--image는 사진 한 장의 이미지를 바꿉니다. ID를 하나만 주십시오"),
                for: Self.spec
            )
        }
        if !isSingle, printChoice != nil {
            throw UsageError(
                Phrase(
                    "--layout, --print and --not-print are about one photo's image; give a single ID",
                    korean: "--layout, --print, --not-print는 사진 한 장의 이미지에 쓰는 옵션입니다. ID를 하나만 주십시오"
                ),
                for: Self.spec
            )
        }
        if image != nil, printChoice != nil {
            throw UsageError(
                Phrase(
                    "--image gives a new image that poki reads afresh; set its layout with a second edit",
                    korean: "--image로 준 새 이미지는 poki가 처음부터 다시 읽습니다. 레이아웃은 edit 명령으로 한 번 더 정하십시오"
                ),
                for: Self.spec
            )
        }
        if ids.readsStandardInput, memo == .standardInput {
            throw UsageError(
                Phrase(
                    "standard input cannot give both the IDs ('-') and the memo (--memo -)",
                    korean: "표준 입력으로 ID('-')와 메모(--memo -)를 함께 받을 수는 없습니다"
                ),
                for: Self.spec
            )
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
            let analysis = try ImageAnalyzer.analyze(fileAt: image, readingTextFor: BoothBrands.printedNames) { context.console.warning(Phrase.verbatim("\(image): ") + $0) }
            replacement = ReplacementImage(sourcePath: image, analysis: analysis)
        }
        var correction: PrintCorrection?
        if let printChoice {
            let path = album.layout.image(named: current.image)
            let analysis = try ImageAnalyzer.analyze(fileAt: path, print: printChoice, readingTextFor: BoothBrands.printedNames) { context.console.warning(Phrase.verbatim("\(path): ") + $0) }
            if printChoice == .anyLayout, analysis.print == nil {
                throw CommandFailure(Phrase(
                    "photo \(id): no layout booths make fits it; give one with --layout CxR",
                    korean: "사진 \(id): 부스에서 만드는 레이아웃 중 맞는 것이 없습니다. --layout CxR로 직접 주십시오"
                ))
            }
            correction = PrintCorrection(choice: printChoice, analysis: analysis, sha256: current.sha256)
        }
        let memoText = try memo?.resolve(
            current: current.memo, subject: Phrase("photo \(id)", korean: "사진 \(id)"), album: album,
            consequence: Phrase("photo \(id) was not changed", korean: "사진 \(id)에는 아무것도 바꾸지 않았습니다"),
            context: context, spec: Self.spec
        )
        let update = try album.edit(
            id: id, PhotoEdit(memo: memoText, tag: tag, date: date, image: replacement, print: correction), allowDuplicate: allowDuplicate
        )
        let photo = update.photo
        if let replaced = update.replacedImage {
            context.console.remark(Phrase(
                "the replaced image is kept in the trash until 'poki trash --empty' (\(replaced))",
                korean: "바뀌기 전 이미지는 'poki trash --empty' 전까지 휴지통에 남습니다 (\(replaced))"
            ))
            try TrashedCopies.note(for: [photo], in: album, console: context.console)
        }
        if json {
            context.console.output(bytes: PhotoJSON.encode(photo))
        } else {
            if correction != nil {
                if let print = photo.print {
                    context.console.note(Phrase("print: ", korean: "인화 사진: ") + print.summary)
                } else {
                    context.console.note(Phrase("not a print", korean: "인화 사진 아님"))
                }
            }
            context.console.output(String(photo.id))
        }
        return .success
    }

    /// The same memo, tag or day given to several photos, all or nothing.
    private func runOnSeveral(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let ids = try self.ids.resolve(for: Self.spec)
        guard !ids.isEmpty else {
            context.console.note(Phrase(
                "no photo IDs were given on standard input; nothing changed",
                korean: "표준 입력으로 받은 사진 ID가 없습니다. 아무것도 바꾸지 않았습니다"
            ))
            if json { context.console.output(bytes: PhotoJSON.encode([Photo]())) }
            return .success
        }
        if let tag { _ = try album.resolveTag(tag) }
        let photos = try ids.map { try album.photo(withID: $0) }
        // The editor starts from the memo the photos share, or empty when they differ.
        let shared = Set(photos.map(\.memo)).count == 1 ? photos[0].memo : ""
        let listed = ids.map(String.init).joined(separator: ", ")
        let memoText = try memo?.resolve(
            current: shared, subject: Phrase("photos \(listed)", korean: "사진 \(listed)"), album: album,
            consequence: Phrase("no photo was changed", korean: "어떤 사진도 바꾸지 않았습니다"), context: context, spec: Self.spec
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
