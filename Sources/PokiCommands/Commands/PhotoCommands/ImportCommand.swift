import PokiAlbum
import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `poki import PATH... [--recursive] [--manifest FILE] [--tag T] [--memo TEXT] [--date D]
/// [--jobs N] [--dry-run] [--json]`: many photos at once, from folders and manifests.
struct ImportCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["import"],
        summary: "Import folders of photos, or the files a manifest lists.",
        arguments: "PATH...",
        minimumArguments: 0,
        maximumArguments: nil,
        options: [
            .flag("recursive", help: "Walk subfolders too."),
            .value("manifest", "FILE", kind: .file, help: "CSV (path,tag,memo,date header) or JSON Lines listing files and their details."),
            .value("tag", "T", kind: .tag, help: "Tag for every photo a manifest line does not tag (default: the config file's tag, else 비분류 브랜드)."),
            .value("memo", "TEXT", help: "Memo for every photo a manifest line gives none."),
            .value("date", "YYYY-MM-DD", help: "Day for every photo a manifest line gives none (default: EXIF or XMP date, else the day in the file name, else today)."),
            .choice("date-from", DateFallback.allCases.map(\.rawValue), help: "mtime: when a photo and its name give no date, the day the file was last modified, rather than today."),
            .value("jobs", "N", help: "Decoding threads (default: one per core)."),
            .flag("dry-run", help: "Read and analyse everything and report what would happen; write nothing."),
            .flag("json", help: "Print one JSON document with the imported, skipped and failed files."),
        ],
        discussion: """
        Folders are read in order of path, hidden files and folders skipped. Files that are not PNG
        or JPEG are skipped; so are images already in the album (same SHA-256) or earlier in this
        import. IDs follow the input order whatever --jobs is. Each new ID is printed as soon as the
        photo is safely in the album; an interrupted import can simply be run again. Exit status 1
        when any file failed (what succeeded stays imported).
        """,
        argumentKind: .file
    )

    var paths: [String]
    var recursive: Bool
    var manifest: String?
    var tag: String?
    var memo: String
    var date: CalendarDay?
    var dateFallback: DateFallback?
    var jobs: Int?
    var dryRun: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.arguments
        recursive = arguments.has("recursive")
        manifest = arguments.value("manifest")
        tag = arguments.value("tag")
        memo = arguments.value("memo") ?? ""
        date = try DayArgument.parse(arguments, "date")
        dateFallback = try arguments.choice("date-from", from: DateFallback.allCases.map(\.rawValue)).flatMap(DateFallback.init)
        jobs = try arguments.integer("jobs", in: 1...256)
        dryRun = arguments.has("dry-run")
        json = arguments.has("json")
        if paths.isEmpty && manifest == nil {
            throw UsageError("give a file or folder to import, or --manifest FILE", for: arguments.spec)
        }
        // Read as an image, a manifest would be skipped as "not an image" and nothing imported.
        if let listing = paths.first(where: Self.looksLikeManifest) {
            throw UsageError("'\(listing)' looks like a manifest; give it as --manifest \(listing)", for: arguments.spec)
        }
    }

    /// A CSV or JSON Lines file, by its name.
    static func looksLikeManifest(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".csv", ".jsonl", ".ndjson"].contains { lowered.hasSuffix($0) }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        var command = self
        command.tag = tag ?? context.configuration.tag
        return try command.importPhotos(in: context)
    }

    private func importPhotos(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        let album = try context.album()
        if let tag { _ = try album.resolveTag(tag) }

        var report = ImportReport(dryRun: dryRun)
        let collected: (items: [ImportItem], lines: [Int?])
        do {
            collected = try collectItems(into: &report)
        } catch {
            // A manifest that cannot be read as a whole is refused before anything is imported.
            for problem in error.problems {
                report.failed.append(.init(path: error.path, manifest: error.path, line: problem.line, reason: problem.reason))
            }
            if json { context.printJSON(report.document) }
            for failure in report.failedInOrder { console.error(failure.text) }
            console.note("nothing was imported")
            return .failure
        }
        let (items, lines) = collected
        let progress = ProgressLine(console: console, total: items.count)
        func say(_ line: String) {
            progress.clear()
            console.note(VisibleText.of(line))
        }

        let importer = PhotoImporter(
            album: album, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            dryRun: dryRun, today: CalendarDay.today(), dateFallback: dateFallback
        )
        var done = 0
        try importer.run(items) { index, outcome, warnings in
            done += 1
            warnings.forEach { say("warning: \(outcome.path): \($0)") }
            report.record(outcome, manifest: lines[index] == nil ? nil : manifest, line: lines[index])
            if !json {
                switch outcome {
                case let .imported(path, id, _):
                    if dryRun {
                        say("would import \(path) as \(id)")
                    } else {
                        progress.clear()
                        console.output(String(id))
                        console.flush()
                    }
                case let .duplicate(path, id):
                    say("skipped \(path): already in the album as \(id)")
                case let .notAnImage(path, reason):
                    say("skipped \(path): \(reason)")
                case .failed:
                    break
                }
            }
            progress.update(done: done)
        }
        progress.clear()

        if !dryRun { try TrashedCopies.note(forIDs: report.imported.map(\.id), in: album, console: console) }
        if json { context.printJSON(report.document) }
        let undated = report.imported.filter { $0.dateSource == .today }.map { (id: $0.id, path: $0.path) }
        if let warning = TodayDateWarning.text(for: undated, today: importer.today, dryRun: dryRun) {
            console.warning(warning)
        }
        console.note(report.summary)
        for failure in report.failedInOrder { console.error(failure.text) }
        return report.failed.isEmpty ? .success : .failure
    }

    /// The files to import in order: the paths' files, then the manifest's entries, each with the
    /// manifest line it comes from (nil for the paths' files). Paths that cannot be read, bad
    /// manifest lines and bad manifest dates go into `report` as failures.
    private func collectItems(into report: inout ImportReport) throws(ManifestReader.ReadError) -> (items: [ImportItem], lines: [Int?]) {
        let sources = ImportSources.files(in: paths, recursive: recursive)
        var items = sources.files.map { ImportItem(path: $0, tag: tag, memo: memo, date: date) }
        var lines = [Int?](repeating: nil, count: items.count)
        for problem in sources.problems {
            report.failed.append(.init(path: problem.path, reason: problem.reason))
        }
        guard let manifest else { return (items, lines) }
        let contents = try ManifestReader.read(fileAt: manifest)
        for problem in contents.problems {
            report.failed.append(.init(path: manifest, manifest: manifest, line: problem.line, reason: problem.reason))
        }
        for entry in contents.entries {
            var day = date
            if let text = entry.date {
                do {
                    day = try CalendarDay(parsing: text)
                } catch {
                    report.failed.append(.init(path: entry.path, manifest: manifest, line: entry.line, reason: error.description))
                    continue
                }
            }
            items.append(ImportItem(path: entry.path, tag: entry.tag ?? tag, memo: entry.memo ?? memo, date: day))
            lines.append(entry.line)
        }
        return (items, lines)
    }
}
