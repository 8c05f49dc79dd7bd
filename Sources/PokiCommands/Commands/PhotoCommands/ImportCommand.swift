import PokiAlbum
import PokiSystem
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `poki import PATH... [--recursive] [--manifest FILE|-] [--files-from FILE|- [-0]] [--tag T]
/// [--memo TEXT] [--date D] [--jobs N] [--dry-run] [--quiet] [--json]`: many photos at once, from
/// folders, lists of files and manifests.
struct ImportCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["import"],
        summary: "Import folders of photos, or the files a manifest lists.",
        arguments: "PATH...",
        minimumArguments: 0,
        maximumArguments: nil,
        options: [
            .flag("recursive", help: "Walk subfolders too, following links to folders."),
            .value("manifest", "FILE", kind: .file, help: "CSV (path,tag,memo,date header) or JSON Lines listing files and their details; '-' reads standard input."),
            .value("files-from", "FILE", kind: .file, help: "Import the files (or folders) named in FILE, one per line; '-' reads standard input."),
            .flag("null", short: "0", help: "With --files-from: names are separated by NUL bytes (find -print0)."),
            .value("tag", "T", kind: .tag, help: "Tag for every photo a manifest line does not tag (default: the config file's tag, else 비분류 브랜드)."),
            .value("memo", "TEXT", help: "Memo for every photo a manifest line gives none."),
            .value("date", "YYYY-MM-DD", help: "Day for every photo a manifest line gives none (default: EXIF or XMP date, else the day in the file name, else today)."),
            .choice("date-from", DateFallback.allCases.map(\.rawValue), help: "mtime: when a photo and its name give no date, the day the file was last modified, rather than today."),
            .value("jobs", "N", help: "Decoding threads (default: one per core)."),
            .flag("dry-run", help: "Read and analyse everything and report what would happen; write nothing."),
            .flag("quiet", short: "q", help: "No line for each skipped file; warnings, errors and the summary stay."),
            .flag("ids", help: "Print each new ID as it is imported, on a terminal too (into a pipe they always are)."),
            .flag("json", help: "Print one JSON document with the imported, skipped and failed files."),
        ],
        discussion: """
        Folders are read in order of path; hidden files and folders are skipped, and so are
        subfolders without --recursive, each named in the report. Files that hold no image are
        skipped; an image poki cannot read (corrupt, or an AVIF) is a failure. PNG, JPEG, WebP and
        HEIC are photos. Images already in the album (same SHA-256) or earlier in this import are skipped;
        a manifest line naming one gives that photo its tag, memo and date instead ('updated 1042
        (a.jpg, visits.csv line 5): tag, memo'), so running a manifest after importing its folder
        fills in what it says, and running it again changes nothing.
        A dangling link is a failure. IDs follow the input order whatever --jobs is. Into a pipe or a
        file (or with --ids) each new ID is printed as soon as the photo is safely in the album; on a
        terminal the summary names them instead ('imported 40, …; IDs 1000-1039'). Ctrl-C (or SIGTERM) stops at the next
        photo: 'interrupted: imported N, not attempted M', exit status 130; run the import again
        for the rest. A full disk stops the import at the first file it refuses. Exit status 1
        when any file failed (what succeeded stays imported).
        """,
        argumentKind: .file
    )

    var paths: [String]
    var recursive: Bool
    var manifest: String?
    var filesFrom: String?
    var namesSeparatedByNUL: Bool
    var tag: String?
    var memo: String
    var date: CalendarDay?
    var dateFallback: DateFallback?
    var jobs: Int?
    var dryRun: Bool
    var quiet: Bool
    var json: Bool
    /// `--ids`: each new ID printed on a terminal too.
    var printsIDs: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.arguments
        recursive = arguments.has("recursive")
        manifest = arguments.value("manifest")
        filesFrom = arguments.value("files-from")
        namesSeparatedByNUL = arguments.has("null")
        tag = arguments.value("tag")
        memo = arguments.value("memo") ?? ""
        date = try DayArgument.parse(arguments, "date")
        dateFallback = try arguments.choice("date-from", from: DateFallback.allCases.map(\.rawValue)).flatMap(DateFallback.init)
        jobs = try arguments.integer("jobs", in: 1...256)
        dryRun = arguments.has("dry-run")
        quiet = arguments.has("quiet")
        json = arguments.has("json")
        printsIDs = arguments.has("ids")
        if printsIDs && json {
            throw UsageError("--ids and --json contradict each other; give one", for: arguments.spec)
        }
        if paths.isEmpty && manifest == nil && filesFrom == nil {
            throw UsageError("give a file or folder to import, --files-from FILE or --manifest FILE", for: arguments.spec)
        }
        if namesSeparatedByNUL && filesFrom == nil {
            throw UsageError("-0 (--null) needs --files-from", for: arguments.spec)
        }
        if manifest == "-" && filesFrom == "-" {
            throw UsageError("standard input can be read once: give --manifest - or --files-from -, not both", for: arguments.spec)
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
        // A script reads the IDs as they come; a person at a terminal reads the summary's.
        let printsEachID = printsIDs || !context.terminal.outputIsTerminal
        report.namesIDs = !printsEachID && !json
        let collected: (items: [ImportItem], lines: [Int?], rows: [PhotoEdit?])
        do {
            collected = try collectItems(into: &report)
        } catch let .list(error) {
            // A list or manifest that cannot be read as a whole is refused before anything is imported.
            report.failed.append(.init(path: error.path, reason: error.reason))
            return refused(report, in: context)
        } catch let .manifest(error) {
            for problem in error.problems {
                report.failed.append(.init(path: error.path, manifest: error.path, line: problem.line, reason: problem.reason))
            }
            return refused(report, in: context)
        }
        let (items, lines, rows) = collected
        // Manifest lines naming a photo already in the album, applied once the import is done.
        var matched: [(index: Int, id: Int)] = []
        let progress = ProgressLine(console: console, total: items.count)
        func say(_ line: String) {
            progress.clear()
            console.note(VisibleText.of(line))
        }
        if !json && !quiet {
            report.skipped.forEach { say("skipped \($0.path): \($0.reason)") }
        }

        let importer = PhotoImporter(
            album: album, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            dryRun: dryRun, today: CalendarDay.today(), dateFallback: dateFallback
        )
        var done = 0
        var attempted = Array(repeating: false, count: items.count)
        let manifestName = manifest == "-" ? ManifestReader.standardInputName : manifest
        // An ID that cannot be written (the reader of a pipe went away, a full disk) stops the
        // import as Ctrl-C does: a script must never miss the ID of a photo it imported.
        let outputClosed = StopFlag()
        // Signals are caught for the import alone: a Ctrl-C after it ends poki as usual.
        report.stop = try Platform.catchingInterrupts { try importer.run(items, stopRequested: { Platform.interruptingSignal != nil || outputClosed.isSet }) { index, outcome, warnings in
            done += 1
            attempted[index] = true
            warnings.forEach { say("warning: \(outcome.path): \($0)") }
            if case let .duplicate(_, id) = outcome, let row = rows[index], !row.isEmpty {
                matched.append((index, id))
                progress.update(done: done)
                return
            }
            report.record(outcome, manifest: lines[index] == nil ? nil : manifestName, line: lines[index])
            if !json {
                switch outcome {
                case let .imported(path, id, _):
                    if dryRun {
                        if !quiet { say("would import \(path) as \(id)") }
                    } else if printsEachID {
                        progress.clear()
                        console.output(String(id))
                        console.flush()
                        if console.outputFailure != nil { outputClosed.set() }
                    }
                case let .duplicate(path, id):
                    if !quiet { say("skipped \(path): already in the album as \(id)") }
                case let .notAnImage(path, reason):
                    if !quiet { say("skipped \(path): \(reason)") }
                case .failed:
                    break
                }
            }
            progress.update(done: done)
        } }
        progress.clear()
        for (index, id) in matched {
            let row = rows[index] ?? PhotoEdit()
            let update = ManifestUpdate(album: album, dryRun: dryRun)
            do {
                let changed = try update.apply(row, to: id)
                if changed.isEmpty {
                    // Already as the line says: a duplicate, as a second run's lines all are.
                    report.record(.duplicate(path: items[index].path, of: id), manifest: manifestName, line: lines[index])
                } else {
                    report.updated.append(.init(path: items[index].path, id: id, changed: changed, manifest: manifestName, line: lines[index]))
                }
                if !json && !quiet {
                    let place = "\(items[index].path), \(manifestName ?? "") line \(lines[index] ?? 0)"
                    if changed.isEmpty {
                        say("\(id) already has what \(manifestName ?? "") line \(lines[index] ?? 0) says")
                    } else {
                        say("\(dryRun ? "would update" : "updated") \(id) (\(place)): \(changed.joined(separator: ", "))")
                    }
                }
            } catch {
                report.failed.append(.init(path: items[index].path, manifest: manifestName, line: lines[index], reason: "\(error)"))
            }
        }
        report.notAttempted = zip(items, attempted).filter { !$0.1 }.map(\.0.path)
        // A signal that came after the last file changed nothing: the import is complete.
        if report.stop == .interrupted, report.notAttempted.isEmpty, !outputClosed.isSet { report.stop = nil }

        if !dryRun { try TrashedCopies.note(forIDs: report.imported.map(\.id), in: album, console: console) }
        if json { context.printJSON(report.document) }
        let dated = Set(report.updated.filter { $0.changed.contains("date") }.map(\.id))
        let undated = report.imported.filter { $0.dateSource == .today && !dated.contains($0.id) }.map { (id: $0.id, path: $0.path) }
        if let warning = TodayDateWarning.text(for: undated, today: importer.today, dryRun: dryRun) {
            console.warning(warning)
        }
        for failure in report.failedInOrder { console.error(failure.text) }
        switch report.stop {
        case .interrupted? where outputClosed.isSet:
            console.error("stopped, standard output was closed: imported \(report.imported.count), not attempted \(report.notAttempted.count); the IDs printed after it closed were lost ('poki list --sort added' shows them)")
            return .failure
        case .interrupted?:
            console.note(report.stopText ?? "")
            return .interrupted
        case .diskFull?:
            console.error(report.stopText ?? "")
            return .failure
        case nil:
            console.note(report.summary)
            return report.failed.isEmpty ? .success : .failure
        }
    }

    /// Reports an import refused before it began, and says nothing was imported.
    private func refused(_ report: ImportReport, in context: CommandContext) -> ExitStatus {
        if json { context.printJSON(report.document) }
        for failure in report.failedInOrder { context.console.error(failure.text) }
        context.console.note("nothing was imported")
        return .failure
    }

    /// Why the files to import cannot be told.
    private enum CollectionError: Error {
        case list(FileList.ReadError)
        case manifest(ManifestReader.ReadError)
    }

    /// The files to import in order: the paths' files, the listed files, then the manifest's
    /// entries, each with the manifest line it comes from and what that line itself says of the
    /// photo (nil for the others). Paths that cannot be read, bad manifest lines and bad manifest
    /// dates go into `report` as failures, entries passed over on purpose as skipped.
    private func collectItems(into report: inout ImportReport) throws(CollectionError) -> (items: [ImportItem], lines: [Int?], rows: [PhotoEdit?]) {
        var named = paths
        if let filesFrom {
            do {
                named += try FileList.read(fileAt: filesFrom, separatedByNUL: namesSeparatedByNUL)
            } catch {
                throw .list(error)
            }
        }
        let sources = ImportSources.files(in: named, recursive: recursive)
        var items = sources.files.map { ImportItem(path: $0, tag: tag, memo: memo, date: date) }
        var lines = [Int?](repeating: nil, count: items.count)
        var rows = [PhotoEdit?](repeating: nil, count: items.count)
        for problem in sources.problems {
            report.failed.append(.init(path: problem.path, reason: problem.reason))
        }
        sources.passedOver.forEach { report.record($0) }
        guard let manifest else { return (items, lines, rows) }
        let contents: ManifestReader.Contents
        do {
            contents = try ManifestReader.read(fileAt: manifest)
        } catch {
            throw .manifest(error)
        }
        let name = manifest == "-" ? ManifestReader.standardInputName : manifest
        for problem in contents.problems {
            report.failed.append(.init(path: name, manifest: name, line: problem.line, reason: problem.reason))
        }
        for entry in contents.entries {
            var day = date, rowDay: CalendarDay?
            if let text = entry.date {
                do {
                    day = try CalendarDay(writtenByPerson: text)
                    rowDay = day
                } catch {
                    report.failed.append(.init(path: entry.path, manifest: name, line: entry.line, reason: error.description))
                    continue
                }
            }
            items.append(ImportItem(path: entry.path, tag: entry.tag ?? tag, memo: entry.memo ?? memo, date: day))
            lines.append(entry.line)
            rows.append(PhotoEdit(memo: entry.memo.flatMap { $0.isEmpty ? nil : $0 }, tag: entry.tag, date: rowDay))
        }
        return (items, lines, rows)
    }
}

/// A flag one thread sets and others read: that standard output was closed during an import.
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .relaxed) }

    func set() {
        value.store(true, ordering: .relaxed)
    }
}
