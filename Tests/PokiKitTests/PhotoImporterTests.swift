import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PhotoImporterTests {
    static let files = [
        "album/harufilm-pink.jpg", "other/notes.txt", "png/split-rgb8.png", "corrupt/truncated.png",
        "album/harufilm-pink.jpg", "corrupt/empty.png", "solid/red.jpg", "other/photo.avif",
    ].map(Fixture.path)

    @Test(arguments: [1, 3])
    func outcomesFollowTheInputOrder(jobs: Int) throws {
        let scratch = try ScratchAlbum()
        let importer = PhotoImporter(album: scratch.album, jobs: jobs, today: ScratchAlbum.today, maximumBatch: 2)
        var outcomes: [ImportOutcome] = []
        try importer.run(Self.files.map { ImportItem(path: $0, tag: "포토이즘") }) { index, outcome, _ in
            #expect(index == outcomes.count)
            outcomes.append(outcome)
        }
        let files = Self.files
        #expect(outcomes[0] == .imported(path: files[0], id: 1000, dateSource: .exif))
        #expect(outcomes[1] == .notAnImage(path: files[1], reason: .verbatim("not a PNG, JPEG, WebP or HEIF image")))
        #expect(outcomes[2] == .imported(path: files[2], id: 1001, dateSource: .today))
        #expect({ if case .failed = outcomes[3] { true } else { false } }())
        #expect(outcomes[4] == .duplicate(path: files[4], of: 1000))
        #expect(outcomes[5] == .failed(path: files[5], reason: .verbatim("empty file, named as a PNG photo")))
        #expect(outcomes[6] == .imported(path: files[6], id: 1002, dateSource: .today))
        #expect(outcomes[7] == .failed(path: files[7], reason: RefusedFormat.avif.refusal))
        #expect(try scratch.album.photo(withID: 1001).tag.label == "포토이즘")
        #expect(try scratch.album.check() == [])
    }

    @Test func aDryRunPredictsAndWritesNothing() throws {
        let scratch = try ScratchAlbum()
        var outcomes: [ImportOutcome] = []
        try PhotoImporter(album: scratch.album, jobs: 2, dryRun: true, today: ScratchAlbum.today).run(Self.files.map { ImportItem(path: $0) }) { _, outcome, _ in
            outcomes.append(outcome)
        }
        #expect(outcomes.compactMap { if case let .imported(_, id, _) = $0 { id } else { nil } } == [1000, 1001, 1002])
        let sources = outcomes.compactMap { outcome -> DateSource? in
            if case let .imported(_, _, source) = outcome { return source }
            return nil
        }
        #expect(sources == [.exif, .today, .today])
        #expect(outcomes[4] == .duplicate(path: Self.files[4], of: 1000))
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
    }

    @Test func anUnknownTagFailsOnlyItsFiles() throws {
        let scratch = try ScratchAlbum()
        var outcomes: [ImportOutcome] = []
        let items = [ImportItem(path: Self.files[0], tag: "없는태그"), ImportItem(path: Self.files[2])]
        try PhotoImporter(album: scratch.album, jobs: 2, today: ScratchAlbum.today).run(items) { _, outcome, _ in
            outcomes.append(outcome)
        }
        #expect(outcomes[0] == .failed(path: Self.files[0], reason: .verbatim("unknown tag '없는태그'; 'poki tags' lists them, 'poki tags add' creates one")))
        #expect(outcomes[1] == .imported(path: Self.files[2], id: 1000, dateSource: .today))
    }
}
