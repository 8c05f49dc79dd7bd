import PokiSystem
import PokiAlbum
import PokiExport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `poki export --html DIR [--jobs N] [--title T] [--tag T] [--since D] [--until D] [--search TEXT]
/// [--originals [--keep-location]] [--keep-qr] [--json]`: the album as a static web album.
struct ExportCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["export"],
        summary: Phrase(
            "Write the album as web pages to open in a browser, offline or from any web server.",
            korean: "앨범을 브라우저에서 볼 수 있는 웹 페이지로 내보냅니다. 오프라인에서도, 어느 웹 서버에서도 열립니다."
        ),
        options: [
            .value("html", "DIR", help: Phrase("Folder to write the web album into (made when missing).", korean: "웹 앨범을 저장할 폴더 (없으면 만듭니다).")),
            .value("title", "T", help: Phrase("Title of the pages (default: ", korean: "페이지 제목 (기본값: ") + ExportOptions.defaultTitle + Phrase(").", korean: ").")),
            .value("tag", "T", help: Phrase("Only photos with this tag.", korean: "이 태그가 붙은 사진만.")),
            .value("search", "TEXT", help: Phrase("Only photos whose memo contains TEXT (any case).", korean: "메모에 TEXT가 들어 있는 사진만 (대소문자 무시).")),
            .value("since", "YYYY-MM-DD", help: Phrase("Only memories on or after this day.", korean: "이 날짜와 그 뒤의 추억만.")),
            .value("until", "YYYY-MM-DD", help: Phrase("Only memories on or before this day.", korean: "이 날짜와 그 앞의 추억만.")),
            .value("jobs", "N", help: Phrase("Threads making pictures (default: one per core).", korean: "이미지를 만드는 스레드 수 (기본값: 코어마다 하나).")),
            .flag("originals", help: Phrase(
                "Copy the album's own image files too (under originals/), without their location.",
                korean: "앨범의 이미지 파일 자체도 위치 정보 없이 복사합니다 (originals/ 아래)."
            )),
            .flag("keep-location", help: Phrase(
                "With --originals, keep the location in the copies' metadata.", korean: "--originals와 함께: 사본의 메타데이터에 위치 정보를 남깁니다."
            )),
            .flag("keep-qr", help: Phrase(
                "Publish QR codes as they are (by default every code on a picture is covered).",
                korean: "QR 코드를 그대로 공개합니다 (기본값: 이미지의 모든 코드를 가립니다)."
            )),
            .flag("json", help: Phrase(
                "Print a JSON summary: files written, unchanged and removed, and failures.",
                korean: "요약을 JSON으로 출력합니다: 쓴 파일, 그대로 둔 파일, 지운 파일, 실패."
            )),
        ],
        discussion: Phrase(
            """
            DIR gets index.html (the feed, newest first, grouped by month, with a page per tag),
            a page per photo under photos/, calendar.html and poses.html, and for each photo a
            thumbnail (480 pixels on the long side) and a screen-size picture (1600), as JPEGs turned
            upright with no metadata. A print's QR code fetches its original and the booth's
            session video, so every code on a picture (and on an original) is covered with the
            colour around it, dark-on-light and light-on-dark alike; --keep-qr keeps them. Nothing is fetched from the network. Exporting again into the
            same DIR writes only what changed, removes the files of photos no longer exported and leaves
            files poki did not make alone. A DIR holding other files that is not a poki export is
            refused. Exit status 1 when a photo could not be exported (the others are).
            """,
            korean: """
            DIR에는 index.html(피드: 최근 것부터, 달별로 묶고, 태그마다 페이지 하나),
            photos/ 아래 사진마다 페이지 하나, calendar.html과 poses.html, 그리고 사진마다
            썸네일(긴 변 480픽셀)과 화면 크기 이미지(1600)가 들어갑니다. 이미지는 바로 세운
            JPEG이며 메타데이터가 없습니다. 인화 사진의 QR 코드로는 원본과 부스의 촬영 영상을
            내려받을 수 있으므로, 이미지(와 원본)의 모든 코드를 주변 색으로 가립니다.
            밝은 바탕의 어두운 코드도, 어두운 바탕의 밝은 코드도 가리며, --keep-qr을 주면 그대로 둡니다. 네트워크에서는 아무것도 가져오지 않습니다. 같은
            DIR에 다시 내보내면 바뀐 것만 쓰고, 더 이상 내보내지 않는 사진의 파일은 지우며,
            poki가 만들지 않은 파일은 그대로 둡니다. 다른 파일이 있는데 poki로 내보낸 폴더가
            아닌 DIR은 거부합니다. 내보내지 못한 사진이 있으면 종료 상태는 1입니다 (나머지는 내보냅니다).
            """
        )
    )

    var options: ExportOptions
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let directory = arguments.value("html"), !directory.isEmpty else {
            throw UsageError(Phrase(
                "missing --html DIR: the folder to write the web album into", korean: "--html DIR이 필요합니다: 웹 앨범을 저장할 폴더입니다"
            ), for: Self.spec)
        }
        if arguments.has("keep-location"), !arguments.has("originals") {
            throw UsageError(Phrase(
                "--keep-location is for the copies --originals makes; add --originals or leave it out",
                korean: "--keep-location은 --originals가 만드는 사본에 쓰는 옵션입니다. --originals를 더하거나 --keep-location을 빼십시오"
            ), for: Self.spec)
        }
        let filter = PhotoFilter(
            tag: arguments.value("tag"),
            search: arguments.value("search"),
            since: try DayArgument.parse(arguments, "since"),
            until: try DayArgument.parse(arguments, "until")
        )
        options = ExportOptions(
            directory: directory, title: arguments.value("title"), filter: filter,
            jobs: try arguments.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount,
            includesOriginals: arguments.has("originals"), keepsLocation: arguments.has("keep-location"),
            keepsQRCodes: arguments.has("keep-qr")
        )
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        var options = options
        options.language = console.language
        options.weeksStartOnSunday = context.configuration.weeksStartOnSunday(in: options.language)
        let exporter = AlbumExporter(album: try context.existingAlbum(), options: options)
        var progress: ProgressLine?
        let summary = try exporter.run(progress: { done, total in
            if progress == nil { progress = ProgressLine(console: console, total: total) }
            progress?.update(done: done)
        }, failed: { failure in
            progress?.clear()
            console.error(failure.message)
        })
        progress?.clear()
        if json {
            context.printJSON(summary)
        } else {
            let directory = VisibleText.of(summary.directory), s = summary.photos == 1 ? "" : "s"
            console.output(Phrase(
                "\(directory): \(summary.photos) photo\(s); \(summary.written) files written, \(summary.unchanged) unchanged, \(summary.removed) removed",
                korean: "\(directory): 사진 \(summary.photos)장. 파일 \(summary.written)개를 썼고, \(summary.unchanged)개는 그대로이며, \(summary.removed)개를 지웠습니다"
            ))
        }
        return summary.failures.isEmpty ? .success : .failure
    }
}
