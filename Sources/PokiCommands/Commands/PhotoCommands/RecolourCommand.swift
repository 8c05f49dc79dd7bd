import PokiSystem
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
        summary: Phrase(
            "Recompute the colours (and print layout) of photos analysed by an older poki.",
            korean: "예전 poki가 분석한 사진의 색(과 인화 사진 레이아웃)을 다시 계산합니다."
        ),
        arguments: "[ID...]",
        minimumArguments: 0,
        maximumArguments: nil,
        options: [
            .value("jobs", "N", help: Phrase("Decoding threads (default: one per core).", korean: "디코딩 스레드 수 (기본값: 코어마다 하나).")),
            .flag("dry-run", help: Phrase(
                "List the photos that would be recomputed; write nothing.",
                korean: "다시 계산할 사진을 나열하기만 하고, 아무것도 쓰지 않습니다."
            )),
        ],
        discussion: Phrase(
            """
            Photos whose palette comes from an older palette definition are analysed again from their
            own images (all of them when no ID is given) and their documents rewritten atomically, one
            by one, printing each ID when it is done. An interrupted run keeps what it finished; run it
            again to carry on. Photos already up to date are left as they are. Exit status 1 when an
            image could not be read (the others are still recomputed).
            """,
            korean: """
            팔레트가 예전 팔레트 정의로 만들어진 사진은 각자의 이미지에서 다시 분석하고(ID를 주지 않으면
            그런 사진 모두), 문서를 한 장씩 원자적으로 다시 쓰며, 끝날 때마다 ID를 출력합니다. 중간에
            멈춰도 끝낸 것은 남으니 다시 실행해 이어 가면 됩니다. 이미 최신인 사진은 그대로 둡니다.
            읽지 못한 이미지가 있으면 종료 상태는 1입니다(다른 사진은 그래도 다시 계산합니다).
            """
        ),
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
        let version = PaletteExtractor.definitionVersion
        if dryRun {
            for photo in outdated {
                console.note(Phrase(
                    "would recolour \(photo.id) (palette definition v\(photo.palette.version))",
                    korean: "색 다시 계산 예정: 사진 \(photo.id) (팔레트 정의 v\(photo.palette.version))"
                ))
            }
            let count = outdated.count
            let s = count == 1 ? "" : "s"
            console.note(Phrase(
                "\(count) photo\(s) to recolour to palette definition v\(version)",
                korean: "팔레트 정의 v\(version)에 맞춰 색을 다시 계산할 사진 \(count)장"
            ))
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
                console.warning(Phrase.verbatim("\(photo.id): ") + warning)
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
                console.error(Phrase("photo \(photo.id): ", korean: "사진 \(photo.id): ") + Phrase.describing(error))
                failed = true
            }
            progress.update(done: done)
        }
        progress.clear()
        if let storeFailure { throw storeFailure }
        let s = recoloured == 1 ? "" : "s"
        console.note(Phrase(
            "\(recoloured) photo\(s) recoloured to palette definition v\(version)",
            korean: "사진 \(recoloured)장의 색을 팔레트 정의 v\(version)에 맞춰 다시 계산했습니다"
        ))
        return failed ? .failure : .success
    }
}
