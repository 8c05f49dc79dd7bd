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
        summary: "Write the album as web pages to open in a browser, offline or from any web server.",
        options: [
            .value("html", "DIR", help: "Folder to write the web album into (made when missing)."),
            .value("title", "T", help: "Title of the pages (default: \(ExportOptions.defaultTitle))."),
            .value("tag", "T", help: "Only photos with this tag."),
            .value("search", "TEXT", help: "Only photos whose memo contains TEXT (any case)."),
            .value("since", "YYYY-MM-DD", help: "Only memories on or after this day."),
            .value("until", "YYYY-MM-DD", help: "Only memories on or before this day."),
            .value("jobs", "N", help: "Threads making pictures (default: one per core)."),
            .flag("originals", help: "Copy the album's own image files too (under originals/), without their location."),
            .flag("keep-location", help: "With --originals, keep the location in the copies' metadata."),
            .flag("keep-qr", help: "Publish QR codes as they are (by default every code on a picture is covered)."),
            .flag("json", help: "Print a JSON summary: files written, unchanged and removed, and failures."),
        ],
        discussion: """
        DIR gets index.html (the feed, newest first, grouped by month, with a page per tag),
        a page per photo under photos/, calendar.html and poses.html, and for each photo a
        thumbnail (480 pixels on the long side) and a screen-size picture (1600), as JPEGs turned
        upright with no metadata. A print's QR code fetches its original and the booth's
        session video, so every code on a picture (and on an original) is covered with the
        colour around it, dark-on-light and light-on-dark alike; --keep-qr keeps them. Nothing is fetched from the network. Exporting again into the
        same DIR writes only what changed, removes the files of photos no longer exported and leaves
        files poki did not make alone. A DIR holding other files that is not a poki export is
        refused. Exit status 1 when a photo could not be exported (the others are).
        """
    )

    var options: ExportOptions
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let directory = arguments.value("html"), !directory.isEmpty else {
            throw UsageError("missing --html DIR: the folder to write the web album into", for: Self.spec)
        }
        if arguments.has("keep-location"), !arguments.has("originals") {
            throw UsageError("--keep-location is for the copies --originals makes; add --originals or leave it out", for: Self.spec)
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
        options.weeksStartOnSunday = context.configuration.weekStart == .sunday
        let exporter = AlbumExporter(album: try context.existingAlbum(), options: options)
        var progress: ProgressLine?
        let summary = try exporter.run(progress: { done, total in
            if progress == nil { progress = ProgressLine(console: console, total: total) }
            progress?.update(done: done)
        }, failed: { failure in
            progress?.clear()
            console.error(failure.error)
        })
        progress?.clear()
        if json {
            context.printJSON(summary)
        } else {
            let photos = summary.photos == 1 ? "1 photo" : "\(summary.photos) photos"
            console.output("\(VisibleText.of(summary.directory)): \(photos); \(summary.written) files written, \(summary.unchanged) unchanged, \(summary.removed) removed")
        }
        return summary.failures.isEmpty ? .success : .failure
    }
}
