import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct CheckTests {
    @Test func indexesAgreeWithDocumentsAfterMixedOperations() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.addTag("팝업부스")
        try scratch.add((0..<12).map { try scratch.newPhoto("p\($0).jpg", tag: $0 % 3 == 0 ? "팝업부스" : nil, date: "2026-0\($0 % 9 + 1)-1\($0 % 3)") })
        try scratch.album.delete(ids: [1002, 1005, 1007])
        try scratch.album.restore(id: 1005)
        try scratch.album.update(id: 1003, PhotoEdit(tag: "셀픽스", date: CalendarDay("2020-01-01")))
        try scratch.album.renameTag("팝업부스", to: "팝업")
        #expect(try scratch.album.check() == [])
        let indexes = try snapshotOfIndexes(scratch)
        try scratch.album.rebuildIndexes()
        #expect(try snapshotOfIndexes(scratch) == indexes)
    }

    @Test func checkFindsAndRepairFixes() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg"), scratch.newPhoto("c.jpg")])
        let layout = scratch.album.layout
        let leftover = layout.photos + "/.tmp-999999999-abc-1003.json"
        _ = FileManager.default.createFile(atPath: leftover, contents: Data("{".utf8))
        try AtomicFile.write(Array("not json".utf8), to: layout.document(forID: 1001))
        try AtomicFile.write(Array("1001\n".utf8), to: layout.counter)
        try AtomicFile.write(Array("changed".utf8), to: layout.image(named: "1002.jpg"))

        let problems = try scratch.album.check()
        #expect(problems.contains(.leftover(path: leftover)))
        #expect(problems.contains { if case let .unreadableDocument(path, _) = $0 { path == layout.document(forID: 1001) } else { false } })
        #expect(problems.contains(.counterBehind(counter: 1001, highestID: 1002)))
        #expect(problems.contains(.imageMismatch(id: 1002, path: layout.image(named: "1002.jpg"))))
        // The image of the document that cannot be read is that document's, not an orphan.
        #expect(!problems.contains(.orphanImage(path: layout.image(named: "1001.jpg"))))
        #expect(problems.contains { if case .staleIndex = $0 { true } else { false } })

        try scratch.album.repair()
        #expect(try scratch.album.check() == [.imageMismatch(id: 1002, path: layout.image(named: "1002.jpg"))])
        #expect(FileManager.default.fileExists(atPath: layout.quarantine + "/1001.json"))
        #expect(FileManager.default.fileExists(atPath: layout.quarantine + "/1001.jpg"))
        #expect(try scratch.add([scratch.newPhoto("d.jpg")]) == [1003])
    }

    @Test func interruptedDeleteIsRepairedIntoTheTrash() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let layout = scratch.album.layout
        // What a kill between the two renames of a delete leaves behind.
        try Syscall.rename(layout.document(forID: 1000), to: layout.trashedDocument(forID: 1000))
        #expect(try scratch.album.check().contains(.orphanImage(path: layout.image(named: "1000.jpg"))))
        try scratch.album.repair()
        #expect(try scratch.album.check() == [])
        #expect(try scratch.album.restore(id: 1000).id == 1000)
    }

    @Test func aLooseOrphanImageIsSetAsideAndMadePrivate() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let layout = scratch.album.layout
        // An image copied in by hand, readable by everyone: an orphan and a loose file at once.
        let orphan = layout.image(named: "1005.jpg")
        _ = FileManager.default.createFile(atPath: orphan, contents: Data("not a photo of the album".utf8), attributes: [.posixPermissions: 0o644])
        #expect(try scratch.album.check().contains(.orphanImage(path: orphan)))
        try scratch.album.repair()
        // One repair is enough: the image lies in quarantine/, private, and nothing is left to fix.
        #expect(try scratch.album.check() == [])
        let kept = layout.quarantine + "/1005.jpg"
        #expect(try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int == 0o600)
    }

    @Test func aLooseFolderSetAsideHasItsFilesMadePrivateToo() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let layout = scratch.album.layout
        // A folder copied into images/ by hand, readable by everyone, with a readable file in it.
        let folder = layout.images + "/extra"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        _ = FileManager.default.createFile(atPath: folder + "/b.jpg", contents: Data("someone's".utf8), attributes: [.posixPermissions: 0o644])
        #expect(try scratch.album.check() != [])
        try scratch.album.repair()
        #expect(try scratch.album.check() == [])
        let kept = layout.quarantine + "/extra"
        #expect(try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int == 0o700)
        #expect(try FileManager.default.attributesOfItem(atPath: kept + "/b.jpg")[.posixPermissions] as? Int == 0o600)
    }

    @Test func temporaryFilesOfRunningProcessesAreNotLeftovers() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let inFlight = scratch.album.layout.images + "/.tmp-\(ProcessInfo.processInfo.processIdentifier)-abc-incoming"
        _ = FileManager.default.createFile(atPath: inFlight, contents: Data("copying".utf8))
        #expect(try scratch.album.check() == [])
        try scratch.album.repair()
        #expect(FileManager.default.fileExists(atPath: inFlight))
    }

    /// The index files with entries: a file emptied when its last photo left stays (so a sync
    /// tool sees two devices' changes conflict) and says what no file says.
    private func snapshotOfIndexes(_ scratch: ScratchAlbum) throws -> [String: Data] {
        try scratch.snapshot().filter { $0.key.hasPrefix("index/") && !$0.value.isEmpty }
    }
}
