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
        summary: Phrase("Import folders of photos, or the files a manifest lists.", korean: "사진 폴더나 매니페스트에 적힌 파일을 가져옵니다."),
        arguments: "PATH...",
        minimumArguments: 0,
        maximumArguments: nil,
        options: [
            .flag("recursive", help: Phrase("Walk subfolders too, following links to folders.", korean: "폴더를 가리키는 링크를 따라가며 하위 폴더까지 살핍니다.")),
            .value("manifest", "FILE", kind: .file, help: Phrase(
                "CSV (path,tag,memo,date header) or JSON Lines listing files and their details; '-' reads standard input.",
                korean: "파일과 그 정보를 적은 CSV('path,tag,memo,date' 머리 줄)나 JSON Lines. '-'이면 표준 입력에서 읽습니다."
            )),
            .value("files-from", "FILE", kind: .file, help: Phrase(
                "Import the files (or folders) named in FILE, one per line; '-' reads standard input.",
                korean: "FILE에 한 줄에 하나씩 적힌 파일(또는 폴더)을 가져옵니다. '-'이면 표준 입력에서 읽습니다."
            )),
            .flag("null", short: "0", help: Phrase(
                "With --files-from: names are separated by NUL bytes (find -print0).",
                korean: "--files-from과 함께: 이름이 NUL 바이트로 나뉘어 있습니다 (find -print0)."
            )),
            .value("tag", "T", kind: .tag, help: Phrase(
                "Tag for every photo a manifest line does not tag (default: the config file's tag, else 비분류 브랜드).",
                korean: "매니페스트 줄에 태그가 없는 모든 사진의 태그 (기본값: 설정 파일의 tag, 없으면 비분류 브랜드)."
            )),
            .value("memo", "TEXT", help: Phrase("Memo for every photo a manifest line gives none.", korean: "매니페스트 줄에 메모가 없는 모든 사진의 메모.")),
            .value("date", "YYYY-MM-DD", help: Phrase(
                "Day for every photo a manifest line gives none (default: EXIF or XMP date, else the day in the file name, else the day printed on a booth print, else today).",
                korean: "매니페스트 줄에 날짜가 없는 모든 사진의 날짜 (기본값: EXIF나 XMP 날짜, 없으면 파일 이름의 날짜, 없으면 인화 사진에 인쇄된 날짜, 없으면 오늘)."
            )),
            .choice("date-from", DateFallback.allCases.map(\.rawValue), help: Phrase(
                "mtime: when a photo, its name and its print give no date, the day the file was last modified, rather than today.",
                korean: "mtime: 사진과 파일 이름, 인화 사진의 글자에 날짜가 없으면 오늘 대신 파일을 마지막으로 수정한 날짜를 씁니다."
            )),
            .value("jobs", "N", help: Phrase("Decoding threads (default: one per core).", korean: "디코딩 스레드 수 (기본값: 코어마다 하나).")),
            .flag("dry-run", help: Phrase(
                "Read and analyse everything and report what would happen; write nothing.",
                korean: "모두 읽고 분석해 무슨 일이 일어날지 알려 주기만 하고, 아무것도 쓰지 않습니다."
            )),
            .flag("quiet", short: "q", help: Phrase(
                "No line for each skipped file; warnings, errors and the summary stay.",
                korean: "건너뛴 파일마다 한 줄씩 알리지 않습니다. 경고, 오류, 요약은 그대로 나옵니다."
            )),
            .flag("ids", help: Phrase(
                "Print each new ID as it is imported, on a terminal too (into a pipe they always are).",
                korean: "터미널에서도 새 ID를 가져오는 대로 출력합니다 (파이프로는 늘 출력합니다)."
            )),
            .flag("json", help: Phrase(
                "Print one JSON document with the imported, skipped and failed files.",
                korean: "가져온 파일, 건너뛴 파일, 실패한 파일을 담은 JSON 문서 하나를 출력합니다."
            )),
        ],
        discussion: Phrase(
            """
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
            korean: """
            폴더는 경로 순서로 읽습니다. 숨김 파일과 숨김 폴더는 건너뛰고, --recursive가 없으면 하위 폴더도
            건너뛰며, 건너뛴 것은 하나하나 보고에 적습니다. 이미지가 없는 파일은 건너뛰고, poki가 읽을 수 없는
            이미지(손상되었거나 AVIF)는 실패로 칩니다. PNG, JPEG, WebP, HEIC이 사진입니다. 이미 앨범에 있거나
            (SHA-256이 같음) 이번 가져오기에서 앞서 나온 이미지는 건너뜁니다. 그런 이미지를 적은 매니페스트 줄은
            대신 그 사진에 태그, 메모, 날짜를 줍니다('사진 1042 수정 (a.jpg, visits.csv 5번째 줄): 태그, 메모').
            그래서 폴더를 가져온 뒤 매니페스트를 실행하면 매니페스트에 적힌 내용이 채워지고, 다시 실행해도
            아무것도 바뀌지 않습니다.
            끊어진 링크는 실패입니다. --jobs가 얼마든 ID는 입력 순서를 따릅니다. 파이프나 파일로 출력하면
            (또는 --ids를 주면) 새 ID는 사진이 앨범에 안전하게 들어가는 대로 출력되고, 터미널에서는 대신 요약에
            적힙니다('사진 40장 가져옴, …; ID 1000-1039'). Ctrl-C(또는 SIGTERM)를 받으면 다음 사진에서 멈춥니다:
            '중단됨: 사진 N장 가져옴, M개 시도하지 않음', 종료 상태 130. 나머지는 가져오기를 다시 실행하면
            됩니다. 디스크가 가득 차면 처음으로 거부된 파일에서 가져오기를 멈춥니다. 실패한 파일이 하나라도
            있으면 종료 상태는 1입니다(성공한 것은 가져온 그대로 남습니다).
            """
        ),
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
            throw UsageError(Phrase("--ids and --json contradict each other; give one", korean: "--ids와 --json은 함께 쓸 수 없습니다. 하나만 주십시오"), for: arguments.spec)
        }
        if paths.isEmpty && manifest == nil && filesFrom == nil {
            throw UsageError(
                Phrase(
                    "give a file or folder to import, --files-from FILE or --manifest FILE",
                    korean: "가져올 파일이나 폴더, --files-from FILE 또는 --manifest FILE을 주십시오"
                ),
                for: arguments.spec
            )
        }
        if namesSeparatedByNUL && filesFrom == nil {
            throw UsageError(Phrase("-0 (--null) needs --files-from", korean: "-0 (--null)은 --files-from과 함께 써야 합니다"), for: arguments.spec)
        }
        if manifest == "-" && filesFrom == "-" {
            throw UsageError(
                Phrase(
                    "standard input can be read once: give --manifest - or --files-from -, not both",
                    korean: "표준 입력은 한 번만 읽을 수 있습니다: --manifest -, --files-from - 중 하나만 주십시오"
                ),
                for: arguments.spec
            )
        }
        // Read as an image, a manifest would be skipped as "not an image" and nothing imported.
        if let listing = paths.first(where: Self.looksLikeManifest) {
            throw UsageError(
                Phrase(
                    "'\(listing)' looks like a manifest; give it as --manifest \(listing)",
                    korean: "'\(listing)' 파일은 매니페스트로 보입니다. --manifest \(listing) 형식으로 주십시오"
                ),
                for: arguments.spec
            )
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
        func say(_ line: Phrase) {
            progress.clear()
            console.note(VisibleText.of(line.text(in: console.language)))
        }
        if !json && !quiet {
            for entry in report.skipped {
                say(Phrase("skipped \(entry.path): ", korean: "건너뜀 \(entry.path): ") + entry.shownReason)
            }
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
        var planned: [Int: PlannedPhoto] = [:]
        report.stop = try Platform.catchingInterrupts { try importer.run(
            items, stopRequested: { Platform.interruptingSignal != nil || outputClosed.isSet }, planned: { planned[$0] = $1 }
        ) { index, outcome, warnings in
            done += 1
            attempted[index] = true
            warnings.forEach { say(Phrase("warning: \(outcome.path): ", korean: "경고: \(outcome.path): ") + $0) }
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
                        if !quiet { say(Phrase("would import \(path) as \(id)", korean: "가져올 예정 \(path): 사진 \(id)")) }
                    } else if printsEachID {
                        progress.clear()
                        console.output(String(id))
                        console.flush()
                        if console.outputFailure != nil { outputClosed.set() }
                    }
                case let .duplicate(path, id):
                    if !quiet { say(Phrase("skipped \(path): already in the album as \(id)", korean: "건너뜀 \(path): 이미 앨범에 있음 (사진 \(id))")) }
                case let .notAnImage(path, reason):
                    if !quiet { say(Phrase("skipped \(path): ", korean: "건너뜀 \(path): ") + reason) }
                case .failed:
                    break
                }
            }
            progress.update(done: done)
        } }
        progress.clear()
        for (index, id) in matched {
            let row = rows[index] ?? PhotoEdit()
            let update = ManifestUpdate(album: album, dryRun: dryRun, planned: planned)
            do {
                let changed = try update.apply(row, to: id)
                if changed.isEmpty {
                    // Already as the line says: a duplicate, as a second run's lines all are.
                    report.record(.duplicate(path: items[index].path, of: id), manifest: manifestName, line: lines[index])
                } else {
                    report.updated.append(.init(path: items[index].path, id: id, changed: changed, manifest: manifestName, line: lines[index]))
                }
                // A line that changes nothing is a skipped file, left out by `--quiet`; a change is not.
                if !json && !(quiet && changed.isEmpty) {
                    let (path, listing, line) = (items[index].path, manifestName ?? "", lines[index] ?? 0)
                    if changed.isEmpty {
                        say(Phrase("\(id) already has what \(listing) line \(line) says", korean: "사진 \(id): 이미 \(listing) \(line)번째 줄의 내용과 같음"))
                    } else {
                        let updated = dryRun
                            ? Phrase("would update \(id) (\(path), \(listing) line \(line)): ", korean: "사진 \(id) 수정 예정 (\(path), \(listing) \(line)번째 줄): ")
                            : Phrase("updated \(id) (\(path), \(listing) line \(line)): ", korean: "사진 \(id) 수정 (\(path), \(listing) \(line)번째 줄): ")
                        say(updated + ManifestUpdate.named(changed))
                    }
                }
            } catch {
                report.failed.append(.init(path: items[index].path, manifest: manifestName, line: lines[index], error: error))
            }
        }
        report.notAttempted = zip(items, attempted).filter { !$0.1 }.map(\.0.path)
        // A signal that came after the last file changed nothing: the import is complete.
        if report.stop == .interrupted, report.notAttempted.isEmpty, !outputClosed.isSet { report.stop = nil }

        if !dryRun { try TrashedCopies.note(forIDs: report.imported.map(\.id), in: album, console: console) }
        if json { context.printJSON(report.document) }
        let dated = Set(report.updated.filter { $0.changed.contains("date") }.map(\.id))
        let undated = report.imported.filter { $0.dateSource == .today && !dated.contains($0.id) }.map { (id: $0.id, path: $0.path) }
        if let warning = TodayDateWarning.text(for: undated, today: importer.today, dryRun: dryRun, in: console.language) {
            console.warning(warning)
        }
        for failure in report.failedInOrder { console.error(failure.text) }
        switch report.stop {
        case .interrupted? where outputClosed.isSet:
            let (count, left) = (report.imported.count, report.notAttempted.count)
            console.error(Phrase(
                "stopped, standard output was closed: imported \(count), not attempted \(left); the IDs printed after it closed were lost ('poki list --sort added' shows them)",
                korean: "표준 출력이 닫혀 멈췄습니다: 사진 \(count)장 가져옴, \(left)개 시도하지 않음. 닫힌 뒤에 출력한 ID는 전해지지 않았습니다 ('poki list --sort added'로 볼 수 있습니다)"
            ))
            return .failure
        case .interrupted?:
            console.note(report.stopText ?? Phrase.verbatim(""))
            return .interrupted
        case .diskFull?:
            console.error(report.stopText ?? Phrase.verbatim(""))
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
        context.console.note(Phrase("nothing was imported", korean: "아무것도 가져오지 않았습니다"))
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
                    report.failed.append(.init(path: entry.path, manifest: name, line: entry.line, error: error))
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
