import PokiSystem
import PokiAlbum
import PokiImaging

/// `poki colours FILE... [--json]`: what an image is and which colours fill it, without adding it.
struct ColoursCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["colours"],
        summary: Phrase(
            "Show the format, size, orientation, capture date, dominant colours and print layout of images.",
            korean: "이미지의 형식, 크기, 방향, 촬영 날짜, 주된 색, 인화 사진 레이아웃을 보여 줍니다."
        ),
        arguments: "FILE...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: PrintChoiceArgument.options + [
            .flag(
                "json",
                help: Phrase(
                    "Print one JSON array with a document per file, in order; {\"path\", \"error\"} for one that cannot be read.",
                    korean: "파일마다 문서 하나씩, 순서대로 JSON 배열 하나로 출력합니다. 읽을 수 없는 파일은 {\"path\", \"error\"}입니다."
                )
            ),
        ],
        discussion: Phrase(
            """
            For a booth print, the colours are the cuts' and the frame's colour is printed beside them.
            --layout CxR reads every file as a print of that layout, --print as the booth layout that
            fits best, --not-print as an ordinary photo, as 'edit' records them.
            A file that cannot be read prints 'error: <file>: <reason>' on standard error; the others
            still print, and the exit status is 1 if any failed.
            """,
            korean: """
            부스 인화 사진이면 색은 컷들의 색이고, 프레임의 색은 그 옆에 출력합니다.
            --layout CxR은 모든 파일을 그 레이아웃의 인화 사진으로, --print는 가장 잘 맞는 부스
            레이아웃의 인화 사진으로, --not-print는 보통 사진으로 읽습니다('edit' 명령이 기록하는 것과 같습니다).
            읽을 수 없는 파일은 표준 오류에 '오류: <파일>: <이유>'를 출력합니다. 나머지 파일은
            그래도 출력하고, 하나라도 실패하면 종료 상태는 1입니다.
            """
        ),
        argumentKind: .file
    )

    var files: [String]
    var printChoice: PrintChoice
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        files = arguments.arguments
        printChoice = try PrintChoiceArgument.parse(arguments) ?? .detect
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        var entries: [Entry] = []
        var failed = false
        for file in files {
            do {
                let analysis = try ImageAnalyzer.analyze(
                    fileAt: file, lookForQRCode: json, print: printChoice, readingTextFor: BoothBrands.printedNames
                ) { console.warning(Phrase.verbatim("\(file): ") + $0) }
                let report = Report(file: file, analysis: analysis)
                if json { entries.append(.report(report)) } else { print(report, to: console) }
            } catch {
                console.error(error)
                entries.append(.failure(JSONFailure(path: file, error: error.description)))
                failed = true
            }
        }
        if json { console.output(JSONOutput.text(entries)) }
        return failed ? .failure : .success
    }

    /// One element of the `--json` array: a readable file's report, or why a file could not be read.
    enum Entry: Encodable {
        case report(Report)
        case failure(JSONFailure)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case let .report(report): try report.encode(to: encoder)
            case let .failure(failure): try failure.encode(to: encoder)
            }
        }
    }

    // MARK: - Output

    /// One file's answer, as `--json` prints it: the analysis, the file, and the dominant colour.
    struct Report: Encodable {
        var file: String
        var analysis: ImageAnalysis

        enum CodingKeys: String, CodingKey { case file, dominant }

        func encode(to encoder: any Encoder) throws {
            try analysis.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encodeIfPresent(analysis.palette.dominant, forKey: .dominant)
        }
    }

    private func print(_ report: Report, to console: Console) {
        let file = "\(VisibleText.of(report.file)):"
        let report = report.analysis
        var phrase = Phrase(
            "\(report.format.displayName) \(report.width)x\(report.height), orientation \(report.orientation)",
            korean: "\(report.format.displayName) \(report.width)x\(report.height), 방향 \(report.orientation)"
        )
        if let date = report.capturedAt { phrase = phrase + Phrase(", taken \(date.iso8601)", korean: ", 촬영 \(date.iso8601)") }
        let details = phrase.text(in: console.language)
        if let width = console.settings.width, DisplayWidth.of(file + " " + details) > width {
            // Too wide for the terminal: the file on a line of its own, the details under it.
            console.output(DisplayWidth.truncate(file, toWidth: width))
            console.output(DisplayWidth.truncate("  " + details, toWidth: width))
        } else {
            console.output(file + " " + details)
        }
        let palette = PaletteLines(palette: report.palette, terminal: console.settings)
        if console.settings.usesColour { console.outputStyled("  " + palette.bar(indent: 2)) }
        palette.entryLines(prefix: "  ", marksDominant: true).forEach(console.outputStyled)
        console.output(
            Phrase(
                "  mean \(report.meanColour.hex), palette definition v\(report.palette.version)",
                korean: "  평균 색 \(report.meanColour.hex), 팔레트 정의 v\(report.palette.version)"
            )
        )
        if let print = report.print {
            console.output(Phrase("  print: ", korean: "  인화 사진: ") + print.summary)
            if let text = print.text {
                let words = PrintTextLine.describe(text, in: console.language)
                console.output(Phrase("  text: \(words)", korean: "  글자: \(words)"))
            }
        }
    }
}
