import PokiImaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `poki recolour [ID...] [--jobs N] [--dry-run]`: recompute analyses an older poki stored.
struct RecolourCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["recolour"],
        summary: "Recompute the colours (and print layout) of photos analysed by an older poki.",
        arguments: "[ID...]",
        minimumArguments: 0,
        maximumArguments: nil,
        options: [
            .value("jobs", "N", help: "Decoding threads (default: one per core)."),
            .flag("dry-run", help: "List the photos that would be recomputed; write nothing."),
        ],
        discussion: """
        Photos whose palette comes from an older palette definition are analysed again from their
        own images (all of them when no ID is given) and their documents rewritten atomically, one
        by one, printing each ID when it is done. An interrupted run keeps what it finished; run it
        again to carry on. Photos already up to date are left as they are. Exit status 1 when an
        image could not be read (the others are still recomputed).
        """,
        argumentKind: .photoID
    )

    var ids: [Int]
    var jobs: Int?
    var dryRun: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoID.parse(arguments.arguments, for: Self.spec)
        jobs = try arguments.integer("jobs", in: 1...256)
        dryRun = arguments.has("dry-run")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        let album = try context.existingAlbum()
        let outdated = try album.outdatedAnalyses(among: ids.isEmpty ? nil : ids)
        let definition = "palette definition v\(PaletteExtractor.definitionVersion)"
        if dryRun {
            for photo in outdated { console.note("would recolour \(photo.id) (palette definition v\(photo.palette.version))") }
            console.note("\(count(outdated.count)) to recolour to \(definition)")
            return .success
        }

        let progress = ProgressLine(console: console, total: outdated.count)
        var done = 0, recoloured = 0, failed = false
        let paths = outdated.map { album.layout.image(named: $0.image) }
        var storeFailure: (any Error)?
        // A layout the user set is fitted again, not detected.
        let choices = outdated.map(\.printChoice)
        ImageAnalysisRun.analyze(
            paths, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, choices: choices, readingText: true
        ) { index, outcome in
            done += 1
            guard storeFailure == nil else { return }
            let photo = outdated[index]
            for warning in outcome.warnings {
                progress.clear()
                console.warning("\(photo.id): \(warning)")
            }
            switch outcome.result {
            case let .success(analysis):
                do {
                    if try album.storeReanalysis(analysis, id: photo.id, image: photo.image) {
                        recoloured += 1
                        progress.clear()
                        console.output(String(photo.id))
                        console.flush()
                    }
                } catch {
                    storeFailure = error
                }
            case let .failure(error):
                progress.clear()
                console.error("photo \(photo.id): \(error.description)")
                failed = true
            }
            progress.update(done: done)
        }
        progress.clear()
        if let storeFailure { throw storeFailure }
        console.note("\(count(recoloured)) recoloured to \(definition)")
        return failed ? .failure : .success
    }

    private func count(_ number: Int) -> String {
        number == 1 ? "1 photo" : "\(number) photos"
    }
}
