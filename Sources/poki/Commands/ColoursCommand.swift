import PokiKit

/// `poki colours FILE... [--json]`: what an image is and which colours fill it, without adding it.
struct ColoursCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["colours"],
        summary: "Show the format, size, orientation, capture date and dominant colours of images.",
        arguments: "FILE...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [.flag("json", help: "Print one JSON array with a document per readable file.")],
        discussion: """
        A file that cannot be read prints 'error: <file>: <reason>' on standard error; the others
        still print, and the exit status is 1 if any failed.
        """
    )

    var files: [String]
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        files = arguments.arguments
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        var reports: [Report] = []
        var failed = false
        for file in files {
            do {
                let analysis = try ImageAnalyzer.analyze(fileAt: file) { console.warning("\(file): \($0)") }
                let report = Report(file: file, analysis: analysis)
                if json { reports.append(report) } else { print(report, to: console) }
            } catch {
                console.error(error.description)
                failed = true
            }
        }
        if json { console.output(JSONOutput.text(reports)) }
        return failed ? .failure : .success
    }

    // MARK: - Output

    /// One file's answer, as `--json` prints it.
    struct Report: Encodable {
        var file: String
        var format: ImageFormat
        var width: Int
        var height: Int
        var orientation: Int
        var capturedAt: CaptureDate?
        var palette: Palette
        var dominant: Palette.Entry?
        var meanColour: Colour

        init(file: String, analysis: ImageAnalysis) {
            self.file = file
            format = analysis.format
            width = analysis.width
            height = analysis.height
            orientation = analysis.orientation
            capturedAt = analysis.capturedAt
            palette = analysis.palette
            dominant = analysis.palette.dominant
            meanColour = analysis.meanColour
        }
    }

    private func print(_ report: Report, to console: Console) {
        let colour = console.settings.usesColour
        var header = "\(report.file): \(report.format == .png ? "PNG" : "JPEG") \(report.width)x\(report.height)"
        header += ", orientation \(report.orientation)"
        if let date = report.capturedAt { header += ", taken \(date.iso8601)" }
        console.output(header)
        if colour { console.output("  " + ColourSwatch.bar(report.palette, width: 40, colour: true)) }
        for (index, entry) in report.palette.entries.enumerated() {
            let swatch = colour ? ColourSwatch.block(entry.colour, width: 4, colour: true) + " " : ""
            let percent = Percent.text(entry.share)
            let note = index == 0 ? (report.palette.clearDominant ? "  dominant" : "  dominant (close runner-up)") : ""
            console.output("  \(swatch)\(entry.colour.hex)  \(percent)\(note)")
        }
        console.output("  mean \(report.meanColour.hex), palette definition v\(report.palette.version)")
    }
}
