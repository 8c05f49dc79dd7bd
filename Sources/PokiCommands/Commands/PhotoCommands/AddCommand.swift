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
        summary: Phrase("Add photos to the album.", korean: "앨범에 사진을 추가합니다."),
        arguments: "FILE... | --url URL... | --qr IMAGE...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .value("tag", "T", kind: .tag, help: Phrase(
                "Booth brand or your own tag (default: the config file's tag, else 비분류 브랜드).",
                korean: "부스 브랜드나 직접 만든 태그 (기본값: 설정 파일의 tag, 없으면 비분류 브랜드)."
            )),
            .optionalValue("memo", "TEXT", help: Phrase(
                "The memo (--memo=TEXT also); alone, opens $VISUAL/$EDITOR; '-' reads standard input.",
                korean: "메모 (--memo=TEXT로도 씁니다). 값 없이 주면 $VISUAL/$EDITOR를 열고, '-'이면 표준 입력에서 읽습니다."
            )),
            .value("date", "YYYY-MM-DD", help: Phrase(
                "Day of the memory (default: the photo's EXIF or XMP date, else the day in the file name, else the day printed on a booth print, else today).",
                korean: "추억의 날짜 (기본값: 사진의 EXIF나 XMP 날짜, 없으면 파일 이름의 날짜, 없으면 인화 사진에 인쇄된 날짜, 없으면 오늘)."
            )),
            .choice("date-from", DateFallback.allCases.map(\.rawValue), help: Phrase(
                "mtime: when the photo, its name and its print give no date, the day the file was last modified, rather than today.",
                korean: "mtime: 사진과 파일 이름, 인화 사진의 글자에 날짜가 없으면 오늘 대신 파일을 마지막으로 수정한 날짜를 씁니다."
            )),
            .flag("allow-duplicate", help: Phrase(
                "Add a file even when the same image is already in the album.",
                korean: "같은 이미지가 이미 앨범에 있어도 파일을 추가합니다."
            )),
            .flag("skip-existing", help: Phrase(
                "A file already in the album is a note, not an error: re-running a pipeline adds only what is new.",
                korean: "이미 앨범에 있는 파일은 오류가 아니라 참고로 알리고 건너뜁니다: 파이프라인을 다시 돌려도 새 파일만 추가됩니다."
            )),
            .flag("quiet", short: "q", help: Phrase(
                "No note for each file skipped by --skip-existing; warnings and errors stay.",
                korean: "--skip-existing으로 건너뛴 파일마다 알리지 않습니다. 경고와 오류는 그대로 나옵니다."
            )),
            .flag("json", help: Phrase(
                "Print the created documents as a JSON array, then {\"path\", \"error\"} for each file that failed.",
                korean: "만든 문서를 JSON 배열로 출력하고, 실패한 파일마다 {\"path\", \"error\"}를 덧붙입니다."
            )),
            .flag("url", help: Phrase(
                "The arguments are links (http:// or https://) to a photo or a booth's download page.",
                korean: "인자가 사진이나 부스 내려받기 페이지의 링크(http:// 또는 https://)입니다."
            )),
            .flag("qr", help: Phrase(
                "The arguments are pictures of QR codes: follow every code's link.",
                korean: "인자가 QR 코드를 찍은 이미지입니다: 코드마다 링크를 따라갑니다."
            )),
            .value("timeout", "SECONDS", help: Phrase(
                "With --url/--qr: connect and read timeout (default 15).",
                korean: "--url/--qr과 함께: 연결과 읽기의 제한 시간, 초 단위 (기본값 15)."
            )),
            .value("max-size", "SIZE", help: Phrase(
                "With --url/--qr: largest download, e.g. 8M (K, M, G; default 64M).",
                korean: "--url/--qr과 함께: 내려받을 최대 크기, 예: 8M (K, M, G; 기본값 64M)."
            )),
            .flag("no-video", help: Phrase(
                "With --url/--qr: take the photo only, not the booth's session video.",
                korean: "--url/--qr과 함께: 부스의 촬영 영상은 빼고 사진만 가져옵니다."
            )),
            .value("video", "CLIP", kind: .file, help: Phrase(
                "With one FILE: keep this MP4 or MOV (the booth's video, a Live Photo's clip) with the photo.",
                korean: "FILE 하나와 함께: 이 MP4나 MOV(부스의 영상, Live Photo의 클립)를 사진과 함께 보관합니다."
            )),
        ],
        discussion: Phrase(
            """
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
            korean: """
            새 사진마다 ID를 한 줄에 하나씩 출력합니다. 무엇이든 추가하기 전에 모든 파일을 먼저 확인하므로,
            하나라도 읽을 수 없으면 아무것도 추가하지 않습니다. 이미 앨범에 있는 파일(SHA-256이 같은 파일)은
            거부합니다: '오류: a.jpg 파일은 이미 앨범에 있습니다 (사진 1012). …'. --skip-existing을 주면 그 파일은
            알림('건너뜀 a.jpg: 이미 앨범에 있음 (사진 1012)')만 남기고 빠지며, 종료 상태는 0 그대로입니다.

            --url은 링크마다 내려받습니다: PNG, JPEG, WebP, HEIC이면 그것이 사진이고, HTML 페이지이면 og:image를,
            없으면 페이지가 링크한 가장 큰 사진을 씁니다. 부스 브랜드는 --tag에서, 없으면 링크의 호스트
            (Documentation/BoothLinks.md의 'Booth hosts')에서 정하고, 그것도 없으면 비분류 브랜드입니다. --qr은
            이미지마다 QR 코드를 읽어 코드의 링크를 모두 내려받습니다. 무엇이든 추가하기 전에 모든 링크를
            먼저 내려받으므로, 하나라도 실패하면 아무것도 추가하지 않습니다. 부스의 촬영 영상(MP4)은 사진과
            함께 내려받아 사진 옆에 보관합니다(images/1042.mp4). --no-video를 주면 영상은 받지 않습니다.
            """
        ),
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
            throw UsageError(
                Phrase("--allow-duplicate and --skip-existing cannot be used together", korean: "--allow-duplicate와 --skip-existing은 함께 쓸 수 없습니다"),
                for: Self.spec
            )
        }
        if arguments.has("url"), arguments.has("qr") {
            throw UsageError(Phrase("--url and --qr cannot be used together", korean: "--url과 --qr은 함께 쓸 수 없습니다"), for: Self.spec)
        }
        source = arguments.has("url") ? .urls : arguments.has("qr") ? .qrCodes : .files
        fetchOptions = FetchOptions(fetchesVideo: !arguments.has("no-video"))
        video = arguments.value("video")
        if video != nil, source != .files || files.count != 1 {
            throw UsageError(
                Phrase(
                    "--video keeps a clip with one photo file: give exactly one FILE, without --url or --qr",
                    korean: "--video는 사진 파일 하나에 영상을 붙여 보관합니다: --url이나 --qr 없이 FILE을 하나만 주십시오"
                ),
                for: Self.spec
            )
        }
        if source == .files {
            for name in ["timeout", "max-size", "no-video"] where arguments.has(name) {
                throw UsageError(Phrase("--\(name) needs --url or --qr", korean: "--\(name) 옵션은 --url이나 --qr과 함께 써야 합니다"), for: Self.spec)
            }
        } else if arguments.has("date-from") {
            // A download's modification time is the moment it was downloaded.
            throw UsageError(
                Phrase(
                    "--date-from reads the files' modification times; it cannot be used with --url or --qr",
                    korean: "--date-from은 파일의 수정 시각을 읽습니다. --url이나 --qr과 함께 쓸 수 없습니다"
                ),
                for: Self.spec
            )
        }
        if let timeout = arguments.value("timeout") {
            guard let seconds = Int(timeout), (1...3600).contains(seconds) else {
                throw UsageError(
                    Phrase(
                        "--timeout must be a whole number of seconds from 1 to 3600, not '\(timeout)'",
                        korean: "--timeout 옵션의 값은 1부터 3600까지의 초 단위 정수여야 합니다 (입력한 값: '\(timeout)')"
                    ),
                    for: Self.spec
                )
            }
            fetchOptions.timeoutSeconds = seconds
        }
        if let size = arguments.value("max-size") {
            guard let bytes = ByteSize.parse(size) else {
                throw UsageError(
                    Phrase(
                        "--max-size must be a size like 8M, 512K or 1G, not '\(size)'",
                        korean: "--max-size 옵션의 값은 8M, 512K, 1G 같은 크기여야 합니다 (입력한 값: '\(size)')"
                    ),
                    for: Self.spec
                )
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
            outcome.warnings.forEach { console.warning(Phrase.verbatim("\(outcome.path): ") + $0) }
            switch outcome.result {
            case let .success(analysis): analyses.append(analysis)
            case let .failure(error):
                console.error(error)
                failures.append(JSONFailure(path: outcome.path, error: error.description))
            }
        }
        if let video {
            do {
                try Album.checkReadable(video)
                _ = try VideoContainer.facts(ofFileAt: video)
            } catch let FileSystemError.unreadableSource(path, reason) {
                let message = Phrase("\(path): cannot read the video: ", korean: "\(path): 영상을 읽을 수 없습니다: ") + reason
                console.error(message)
                failures.append(JSONFailure(path: video, error: message.english))
            } catch {
                console.error(error)
                failures.append(JSONFailure(path: video, error: "\(error)"))
            }
        }
        if !failures.isEmpty {
            console.note(Self.nothingAdded)
            if json { console.output(bytes: JSONOutput.array(of: [], then: failures)) }
            return .failure
        }

        // Without --tag, a print whose QR code leads to a known booth host is filed under that
        // brand. The hosts file is read before the memo is asked for: a broken one fails the add
        // before anything is typed.
        let brand = tag == nil && analyses.contains { $0.qr != nil }
            ? HostBrand(hosts: try BoothHosts.load(environment: context.environment), album: album, context: context) : nil
        let subject: Phrase = files.count == 1 ? .verbatim(files[0]) : Phrase("\(files.count) photos", korean: "사진 \(files.count)장")
        let memoText = try memo?.resolve(
            current: "", subject: subject, album: album, consequence: Self.nothingAdded, context: context, spec: Self.spec
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
        if let warning = TodayDateWarning.text(for: undated, today: today, in: console.language) { console.warning(warning) }
        return failures.isEmpty ? .success : .failure
    }

    /// What a refused add says: that the album was left as it was.
    static let nothingAdded = Phrase("nothing was added", korean: "아무것도 추가하지 않았습니다")

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
                if !quiet {
                    let line = Phrase("skipped \(sourcePath): already in the album as \(id)", korean: "건너뜀 \(sourcePath): 이미 앨범에 있음 (사진 \(id))")
                    console.note(VisibleText.of(line.text(in: console.language)))
                }
            case let .duplicate(id, sourcePath):
                let message = Phrase(
                    "\(sourcePath) is already in the album as \(id); use --skip-existing to leave it out, --allow-duplicate to add it anyway",
                    korean: "\(sourcePath) 파일은 이미 앨범에 있습니다 (사진 \(id)). 빼려면 --skip-existing을, 그래도 추가하려면 --allow-duplicate를 주십시오"
                )
                console.error(message)
                failures.append(JSONFailure(path: sourcePath, error: message.english, duplicateOf: id))
            }
        }
        return (added, skipped)
    }
}
