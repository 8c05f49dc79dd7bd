import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// What a killed writer leaves, and how the next writer and `recoverInterruptedWrites` clean it up.
@Suite struct RecoveryTests {
    @Test func stagedPhotosCommitInOrderWithDuplicatesAcrossBatches() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.recoverInterruptedWrites()
        let a = try scratch.newPhoto("a.jpg"), b = try scratch.newPhoto("b.jpg")
        let first = try scratch.album.commit([try scratch.album.stage(a), try scratch.album.stage(b), try scratch.album.stage(a)], today: ScratchAlbum.today)
        #expect(first.map(\.id) == [1000, 1001, nil])
        #expect(first[2] == .duplicate(of: 1000, sourcePath: a.sourcePath))
        let second = try scratch.album.commit([try scratch.album.stage(b)], today: ScratchAlbum.today)
        #expect(second == [.duplicate(of: 1001, sourcePath: b.sourcePath)])
        // Nothing staged is left behind, committed or not.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.album.layout.images).sorted() == ["1000.jpg", "1001.jpg"])
        #expect(try scratch.album.check() == [])
    }

    @Test func theNextWriterRepairsAnInterruptedAdd() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let layout = scratch.album.layout
        // Killed after the counter, the image and the document, before the indexes: and a second
        // photo whose image was renamed in but whose document was never written.
        var photo = try scratch.album.photo(withID: 1000)
        photo.id = 1001
        photo.image = "1001.jpg"
        photo.sha256 = SHA256.hex(of: Array("other".utf8))
        try Data("other".utf8).write(to: URL(fileURLWithPath: layout.image(named: "1001.jpg")))
        try scratch.album.writeDocument(photo, to: layout.document(forID: 1001))
        try Data("x".utf8).write(to: URL(fileURLWithPath: layout.image(named: "1002.jpg")))
        try AtomicFile.write(Array("1003\n".utf8), to: layout.counter)
        _ = FileManager.default.createFile(atPath: layout.unfinished, contents: nil)
        #expect(try scratch.album.check().contains(.leftover(path: layout.unfinished)))

        let ids = try scratch.add([scratch.newPhoto("c.jpg")])
        #expect(ids == [1003])
        #expect(try scratch.album.photoIDs(withSHA256: photo.sha256) == [1001])
        #expect(try scratch.album.check() == [])
        #expect(FileManager.default.fileExists(atPath: layout.quarantine + "/1002.jpg"))
    }

    @Test func leftoversOfEndedProcessesGoButWritesInProgressStay() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let layout = scratch.album.layout
        let ended = layout.images + "/.tmp-999999999-abc-incoming"
        let endedIndex = layout.root + "/index/sha256/.tmp-999999999-abc-3f"
        let running = layout.images + "/.tmp-\(getpid())-abc-incoming"
        for path in [ended, endedIndex, running] { _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) }
        #expect(Set(try scratch.album.check().map(\.description)) == Set([AlbumProblem.leftover(path: ended), .leftover(path: endedIndex)].map(\.description)))
        try scratch.album.recoverInterruptedWrites()
        #expect(try scratch.album.check() == [])
        #expect(FileManager.default.fileExists(atPath: running))
        #expect(!FileManager.default.fileExists(atPath: ended) && !FileManager.default.fileExists(atPath: endedIndex))
    }

    @Test func aPhotoInTheAlbumAndTheTrashIsFoundAndTheTrashCopyQuarantined() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let layout = scratch.album.layout
        try FileManager.default.copyItem(atPath: layout.document(forID: 1000), toPath: layout.trashedDocument(forID: 1000))
        try FileManager.default.copyItem(atPath: layout.image(named: "1000.jpg"), toPath: layout.trashedImage(named: "1000.jpg"))
        #expect(try scratch.album.check() == [.inAlbumAndTrash(id: 1000)])
        try scratch.album.repair()
        #expect(try scratch.album.check() == [])
        #expect(FileManager.default.fileExists(atPath: layout.quarantine + "/1000.jpg"))
        #expect(try scratch.album.photo(withID: 1000).id == 1000)
    }
}

private extension AddOutcome {
    var id: Int? {
        if case let .added(photo) = self { return photo.id }
        return nil
    }
}
