import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching

/// `poki add FILE... [--tag T] [--memo [TEXT]] [--date YYYY-MM-DD] [--allow-duplicate |
/// --skip-existing] [--quiet] [--json]`;
/// with `--url` the arguments are links to download, with `--qr` pictures of QR codes to follow.
struct AddCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["add"],
        summary: "Add photos to the album.",
        arguments: "FILE... | --url URL... | --qr IMAGE...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .value("tag", "T", kind: .tag, help: "Booth brand or your own tag (default: the config file's tag, else 비분류 브랜드)."),
            .optionalValue("memo", "TEXT", help: "The memo (--memo=TEXT also); alone, opens $VISUAL/$EDITOR; '-' reads standard input."),
            .value("date", "YYYY-MM-DD", help: "Day of the memory (default: the photo's EXIF or XMP date, else the day in the file name, else today)."),
            .choice("date-from", DateFallback.allCases.map(\.rawValue), help: "mtime: when the photo and its name give no date, the day the file was last modified, rather than today."),
            .flag("allow-duplicate", help: "Add a file even when the same image is already in the album."),
            .flag("skip-existing", help: "A file already in the album is a note, not an error: re-running a pipeline adds only what is new."),
            .flag("quiet", short: "q", help: "No note for each file skipped by --skip-existing; warnings and errors stay."),
            .flag("json", help: "Print the created documents as a JSON array, then {\"path\", \"error\"} for each file that failed."),
            .flag("url", help: "The arguments are links (http:// or https://) to a photo or a booth's download page."),
            .flag("qr", help: "The arguments are pictures of QR codes: follow every code's link."),
            .value("timeout", "SECONDS", help: "With --url/--qr: connect and read timeout (default 15)."),
            .value("max-size", "SIZE", help: "With --url/--qr: largest download, e.g. 8M (K, M, G; default 64M)."),
            .flag("no-video", help: "With --url/--qr: take the photo only, not the booth's session video."),
            .value("video", "CLIP", kind: .file, help: "With one FILE: keep this MP4 or MOV (the booth's video, a Live Photo's clip) with the photo."),
        ],
        discussion: """
        Prints each new photo's ID on its own line. Every file is checked before anything is added:
        if one cannot be read, nothing is added. A file already in the album (same SHA-256) is
        refused: 'error: a.jpg is already in the album as 1012'; with --skip-existing it is left out
        with a note ('skipped a.jpg: already in the album as 1012') and the exit status stays 0.

        --url downloads each link: a PNG, JPEG, WebP or HEIC is the photo; an HTML page gives its og:image,
        else the largest photo it links to. The booth brand comes from --tag, else from the link's
        host (Documentation/BoothLinks.md, 'Booth hosts'), else 비분류 브랜드. --qr reads the QR codes in each
        picture and downloads every code's link. Every link is downloaded before anything is
        added: if one fails, nothing is added. A booth's session video (MP4) comes with its
        photo and is kept beside it (images/1042.mp4); --no-video leaves it.
        """,
        argumentKind: .file
    )

    var files: [String]
    var tag: String?
    var memo: MemoInput?
    var date: CalendarDay?
    var dateFallback: DateFallback?
    var allowDuplicate: Bool
    var skipExisting: Bool
    var quiet: Bool
    var json: Bool
    /// What the arguments are.
    var source: Source
    var fetchOptions: FetchOptions
    /// `--video CLIP`: a video file kept with the one photo added.
    var video: String?

    /// Files to copy, links to download, or pictures of QR codes to follow.
    enum Source: Equatable {
        case files
        case urls
        case qrCodes
    }

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        files = arguments.arguments
        tag = arguments.value("tag")
        memo = MemoInput(arguments.optionalValue("memo"))
        date = try DayArgument.parse(arguments, "date")
        dateFallback = try arguments.choice("date-from", from: DateFallback.allCases.map(\.rawValue)).flatMap(DateFallback.init)
        allowDuplicate = arguments.has("allow-duplicate")
        skipExisting = arguments.has("skip-existing")
        quiet = arguments.has("quiet")
        json = arguments.has("json")
        if allowDuplicate && skipExisting {
            throw UsageError("--allow-duplicate and --skip-existing cannot be used together", for: Self.spec)
        }
        if arguments.has("url"), arguments.has("qr") {
            throw UsageError("--url and --qr cannot be used together", for: Self.spec)
        }
        source = arguments.has("url") ? .urls : arguments.has("qr") ? .qrCodes : .files
        fetchOptions = FetchOptions(fetchesVideo: !arguments.has("no-video"))
        video = arguments.value("video")
        if video != nil, source != .files || files.count != 1 {
            throw UsageError("--video keeps a clip with one photo file: give exactly one FILE, without --url or --qr", for: Self.spec)
        }
        if source == .files {
            for name in ["timeout", "max-size", "no-video"] where arguments.has(name) {
                throw UsageError("--\(name) needs --url or --qr", for: Self.spec)
            }
        } else if arguments.has("date-from") {
            // A download's modification time is the moment it was downloaded.
            throw UsageError("--date-from reads the files' modification times; it cannot be used with --url or --qr", for: Self.spec)
        }
        if let timeout = arguments.value("timeout") {
            guard let seconds = Int(timeout), (1...3600).contains(seconds) else {
                throw UsageError("--timeout must be a whole number of seconds from 1 to 3600, not '\(timeout)'", for: Self.spec)
            }
            fetchOptions.timeoutSeconds = seconds
        }
        if let size = arguments.value("max-size") {
            guard let bytes = ByteSize.parse(size) else {
                throw UsageError("--max-size must be a size like 8M, 512K or 1G, not '\(size)'", for: Self.spec)
            }
            fetchOptions.maximumBytes = bytes
        }
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        try memo?.refuseImagePath(for: Self.spec)
        let album = try context.album()
        if let tag = tag ?? context.configuration.tag { _ = try album.resolveTag(tag) }
        switch source {
        case .files: return try addFiles(to: album, in: context)
        case .urls: return try LinkAdding(command: self, album: album, context: context).add(urls: files)
        case .qrCodes: return try LinkAdding(command: self, album: album, context: context).add(qrPictures: files)
        }
    }

    private func addFiles(to album: Album, in context: CommandContext) throws -> ExitStatus {
        let console = context.console

        var analyses: [ImageAnalysis] = []
        var failures: [JSONFailure] = []
        ImageAnalysisRun.analyze(files, lookForQRCode: true, readingText: true) { _, outcome in
            outcome.warnings.forEach { console.warning("\(outcome.path): \($0)") }
            switch outcome.result {
            case let .success(analysis): analyses.append(analysis)
            case let .failure(error):
                console.error(error.description)
                failures.append(JSONFailure(path: outcome.path, error: error.description))
            }
        }
        if let video {
            do {
                try Album.checkReadable(video)
                _ = try VideoContainer.facts(ofFileAt: video)
            } catch let FileSystemError.unreadableSource(path, reason) {
                let message = "\(path): cannot read the video: \(reason)"
                console.error(message)
                failures.append(JSONFailure(path: video, error: message))
            } catch {
                console.error("\(error)")
                failures.append(JSONFailure(path: video, error: "\(error)"))
            }
        }
        if !failures.isEmpty {
            console.note("nothing was added")
            if json { console.output(bytes: JSONOutput.array(of: [], then: failures)) }
            return .failure
        }

        // Without --tag, a print whose QR code leads to a known booth host is filed under that
        // brand. The hosts file is read before the memo is asked for: a broken one fails the add
        // before anything is typed.
        let brand = tag == nil && analyses.contains { $0.qr != nil }
            ? HostBrand(hosts: try BoothHosts.load(environment: context.environment), album: album, context: context) : nil
        let subject = files.count == 1 ? files[0] : "\(files.count) photos"
        let memoText = try memo?.resolve(
            current: "", subject: subject, album: album, consequence: "nothing was added", context: context, spec: Self.spec
        ) ?? ""
        let newPhotos = zip(files, analyses).map { file, analysis in
            let photoTag: String? = if let tag {
                tag
            } else if let brand {
                brand.tag(forLinks: analysis.qr.map { [$0.text] } ?? [])
            } else {
                context.configuration.tag
            }
            return NewPhoto(sourcePath: file, analysis: analysis, tag: photoTag, memo: memoText, date: date,
                            dateFallback: dateFallback, videoPath: video)
        }
        let today = CalendarDay.today()
        let outcomes = try album.add(newPhotos, allowDuplicate: allowDuplicate, today: today)

        let (added, skipped) = sortOut(outcomes, failures: &failures, console: console)
        try TrashedCopies.note(for: added, in: album, console: console)
        if json { console.output(bytes: JSONOutput.array(of: added, then: failures, skipped: skipped)) }
        let undated = zip(files, outcomes).compactMap { file, outcome -> (id: Int, path: String)? in
            guard case let .added(photo) = outcome, photo.dateSource == .today else { return nil }
            return (photo.id, file)
        }
        if let warning = TodayDateWarning.text(for: undated, today: today) { console.warning(warning) }
        return failures.isEmpty ? .success : .failure
    }

    /// The photos added (each ID printed, unless `--json`) and the files skipped as already in the
    /// album (a note each, with `--skip-existing`); other duplicates go into `failures`, each an
    /// error. `path` of an outcome is the file or the link.
    func sortOut(_ outcomes: [AddOutcome], failures: inout [JSONFailure], console: Console) -> (added: [Photo], skipped: [JSONSkipped]) {
        var added: [Photo] = []
        var skipped: [JSONSkipped] = []
        for outcome in outcomes {
            switch outcome {
            case let .added(photo):
                added.append(photo)
                if !json { console.output(String(photo.id)) }
            case let .duplicate(id, sourcePath) where skipExisting:
                skipped.append(JSONSkipped(path: sourcePath, skipped: "already in the album as \(id)", duplicateOf: id))
                if !quiet { console.note(VisibleText.of("skipped \(sourcePath): already in the album as \(id)")) }
            case let .duplicate(id, sourcePath):
                let message = "\(sourcePath) is already in the album as \(id); use --skip-existing to leave it out, --allow-duplicate to add it anyway"
                console.error(message)
                failures.append(JSONFailure(path: sourcePath, error: message, duplicateOf: id))
            }
        }
        return (added, skipped)
    }
}
