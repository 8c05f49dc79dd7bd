import Foundation
import Testing
import PokiTestSupport

/// The trash is part of the album a user can see: a trashed photo is named as such, a file whose
/// copy is in the trash is added with a note, and the trash says when each photo was deleted.
@Suite struct TrashVisibilityTests {
    let album: TemporaryAlbum
    let sky = PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path

    init() throws {
        album = try TemporaryAlbum()
        #expect(try album.poki(["add", sky, "--memo", "하늘"]).standardOutput == "1000\n")
    }

    @Test func showAndEditOfATrashedPhotoSayHowToRestoreIt() throws {
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        for arguments in [["show", "1000"], ["edit", "1000", "--memo", "x"], ["delete", "1000", "--yes"]] {
            let result = try album.poki(arguments)
            #expect(result.status == 1)
            #expect(result.standardError == "error: photo 1000 is in the trash; 'poki restore 1000' brings it back (1000)\n", "\(arguments)")
        }
        #expect(try album.poki(["show", "1001"]).standardError == "error: no photo with ID 1001 in the album (1001)\n")
    }

    @Test func addingAFileWhoseCopyIsInTheTrashAddsItWithANote() throws {
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        let again = try album.poki(["add", sky])
        #expect(again.status == 0)
        #expect(again.standardOutput == "1001\n")
        #expect(again.standardError == "note: the same image is in the trash as 1000; 'poki restore 1000' brings it back\n")
        let other = try album.distinctImages(1)
        #expect(!(try album.poki(["add"] + other).standardError.contains("trash")))
    }

    @Test func importingAFileWhoseCopyIsInTheTrashImportsItWithANote() throws {
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        let folder = album.scratch.appendingPathComponent("prints")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sky, toPath: folder.appendingPathComponent("sky.jpg").path)
        let imported = try album.poki(["import", folder.path])
        #expect(imported.status == 0)
        #expect(imported.standardOutput == "1001\n")
        #expect(imported.standardError.contains("note: 1001 is the same image as 1000 in the trash; 'poki restore 1000' brings it back"))
    }

    /// A trashed photo whose image was lost (removed by hand, not synced) cannot come back; the
    /// error names the missing file and the trash keeps the photo as it was, deletedAt included.
    @Test func restoringAPhotoWhoseImageIsMissingFromTheTrashNamesItAndChangesNothing() throws {
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        let image = album.directory.appendingPathComponent("trash/1000.jpg")
        let kept = album.scratch.appendingPathComponent("1000.jpg")
        try FileManager.default.moveItem(at: image, to: kept)
        let before = try album.snapshot()
        let restored = try album.poki(["restore", "1000"])
        #expect(restored.status == 1)
        #expect(restored.standardError == "error: photo 1000's image is missing from the trash (\(image.path)); put it back there to restore the photo\n")
        #expect(try album.snapshot() == before)
        let listed = try album.poki(["trash", "--json"])
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        #expect(documents.count == 1 && documents.first?["deletedAt"] is String)

        try FileManager.default.moveItem(at: kept, to: image)
        #expect(try album.poki(["restore", "1000"]).status == 0)
        #expect(try album.poki(["show", "1000"]).status == 0)
    }

    @Test func theTrashRecordsAndShowsWhenEachPhotoWasDeleted() throws {
        let start = Date()
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        let listed = try album.poki(["trash", "--json"])
        #expect(listed.status == 0)
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        let stamp = try #require(documents.first?["deletedAt"] as? String)
        let deletedAt = try #require(ISO8601DateFormatter().date(from: stamp))
        #expect(deletedAt.timeIntervalSince(start) > -2 && deletedAt.timeIntervalSinceNow < 2)

        let table = try album.poki(["trash"], environment: ["TZ": "UTC"])
        #expect(table.status == 0)
        let lines = table.standardOutput.split(separator: "\n")
        #expect(lines.first?.contains("DELETED") == true)
        #expect(lines.count == 2 && lines[1].hasPrefix("1000") && lines[1].contains(String(stamp.prefix(10))))

        #expect(try album.poki(["restore", "1000"]).status == 0)
        let restored = try album.poki(["show", "1000", "--json"])
        #expect(!restored.standardOutput.contains("deletedAt"))
    }
}
