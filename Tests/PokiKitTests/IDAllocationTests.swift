import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct IDAllocationTests {
    @Test func idsStartAt1000InInputOrder() throws {
        let scratch = try ScratchAlbum()
        let ids = try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg"), scratch.newPhoto("c.jpg")])
        #expect(ids == [1000, 1001, 1002])
        #expect(try scratch.album.photo(withID: 1001).originalFileName == "b.jpg")
    }

    @Test func deletedIDIsNotReused() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg"), scratch.newPhoto("c.jpg"), scratch.newPhoto("d.jpg")])
        try scratch.album.delete(ids: [1003])
        #expect(try scratch.add([scratch.newPhoto("e.jpg")]) == [1004])
    }

    @Test func idsAreNotReusedAfterRestoreOrEmptyTrash() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg")])
        try scratch.album.delete(ids: [1001])
        try scratch.album.restore(id: 1001)
        #expect(try scratch.add([scratch.newPhoto("c.jpg")]) == [1002])
        try scratch.album.delete(ids: [1002, 1001])
        #expect(try scratch.album.emptyTrash().photoCount == 2)
        #expect(try scratch.add([scratch.newPhoto("d.jpg")]) == [1003])
    }

    @Test func duplicatesAreFoundInAlbumAndBatch() throws {
        let scratch = try ScratchAlbum()
        let first = try scratch.source("a.jpg", content: "same")
        try scratch.add([NewPhoto(sourcePath: first, analysis: ScratchAlbum.analysis)])
        let again = try scratch.source("copy-of-a.jpg", content: "same")
        let other = try scratch.source("b.jpg", content: "other")
        let otherAgain = try scratch.source("b2.jpg", content: "other")
        let outcomes = try scratch.album.add([again, other, otherAgain].map { NewPhoto(sourcePath: $0, analysis: ScratchAlbum.analysis) }, today: ScratchAlbum.today)
        #expect(outcomes.count == 3)
        #expect(outcomes[0] == .duplicate(of: 1000, sourcePath: again))
        guard case let .added(photo) = outcomes[1] else {
            Issue.record("b.jpg was not added: \(outcomes[1])")
            return
        }
        #expect(photo.id == 1001)
        #expect(outcomes[2] == .duplicate(of: 1001, sourcePath: otherAgain))
        #expect(try scratch.add([NewPhoto(sourcePath: again, analysis: ScratchAlbum.analysis)], allowDuplicate: true) == [1002])
    }

    @Test func dateDefaultsToCaptureDayThenToday() throws {
        let scratch = try ScratchAlbum()
        var plain = ScratchAlbum.analysis
        plain.capturedAt = nil
        plain.metadataDate = nil
        let ids = try scratch.add([
            scratch.newPhoto("exif.jpg"),
            NewPhoto(sourcePath: try scratch.source("plain.jpg"), analysis: plain),
            scratch.newPhoto("given.jpg", date: "2024-01-02"),
        ])
        #expect(try ids.map { try scratch.album.photo(withID: $0).date.description } == ["2025-05-04", "2026-11-20", "2024-01-02"])
    }

    @Test func imageIsTheAlbumsOwnCopy() throws {
        let scratch = try ScratchAlbum()
        let source = try scratch.source("a.jpg", content: "four cuts")
        try scratch.add([NewPhoto(sourcePath: source, analysis: ScratchAlbum.analysis)])
        try Syscall.unlinkIfPresent(source)
        let photo = try scratch.album.photo(withID: 1000)
        #expect(photo.image == "1000.jpg")
        #expect(try Syscall.contentsIfPresent(of: scratch.album.layout.image(named: photo.image)) == Array("four cuts".utf8))
        #expect(photo.sha256 == SHA256.hex(of: Array("four cuts".utf8)))
    }
}
