import Foundation
import Testing
import PokiTestSupport

/// Right after a killed writer: `check` says what the next writer repairs by design as a note
/// (exit 0), the next writer of any kind repairs it, and recovery touches nothing else.
@Suite struct InterruptedWriteCommandTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func leftoversOfAKilledImportAreANoteAndTheNextWriterRemovesThem() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["import", files[0], files[1]]).status == 0)
        let root = album.directory
        // What an import killed after its counter and one image, before the document and the
        // indexes, leaves; and the copy an add killed while staging leaves.
        try Data(#"{"operation": "import"}"#.utf8).write(to: root.appendingPathComponent("unfinished"))
        try Data("1003\n".utf8).write(to: root.appendingPathComponent("counter"))
        try FileManager.default.copyItem(atPath: files[2], toPath: root.appendingPathComponent("images/1002.png").path)
        let staged = root.appendingPathComponent("incoming/.tmp-999999999-x-incoming")
        try Data("half a copy".utf8).write(to: staged)

        let check = try album.poki(["check"])
        #expect(check.status == 0)
        #expect(check.standardOutput.isEmpty)
        #expect(check.standardError == "note: 3 leftovers of an interrupted import; the next change cleans them up, or run 'poki check --repair'\nthe album is fine\n")
        let json = try album.poki(["check", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((report["problems"] as? [String]) == [])
        #expect((report["leftovers"] as? [String])?.count == 3)
        #expect(report["interrupted"] as? String == "import")

        // The next writer of any kind: here one that changes no photo.
        #expect(try album.poki(["tags", "add", "친구"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: staged.path))
        let after = try album.poki(["check"])
        #expect(after.status == 0)
        #expect(after.standardError == "the album is fine\n")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("quarantine/1002.png").path))
    }

    @Test func aStagedCopyOfAKilledAddIsRemovedByTheNextWriterWithoutAnyMarker() throws {
        let files = try album.distinctImages(2)
        #expect(try album.poki(["add", files[0]]).status == 0)
        let staged = album.directory.appendingPathComponent("incoming/.tmp-999999999-y-incoming")
        try Data("copy".utf8).write(to: staged)
        let check = try album.poki(["check"])
        #expect(check.status == 0)
        #expect(check.standardError.hasPrefix("note: 1 leftover of interrupted writes;"))
        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: staged.path))
    }

    @Test func recoveryNeverMovesADocumentItCannotReadOrItsImage() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["add"] + files).standardOutput == "1000\n1001\n1002\n")
        let root = album.directory
        let newer = root.appendingPathComponent("photos/1000.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: newer)) as? [String: Any])
        document["schemaVersion"] = 99
        document["somethingNew"] = "from poki 9"
        try JSONSerialization.data(withJSONObject: document).write(to: newer)
        try Data("{ damaged".utf8).write(to: root.appendingPathComponent("photos/1001.json"))
        try Data().write(to: root.appendingPathComponent("unfinished"))
        let newerBytes = try Data(contentsOf: newer)

        // The next writer recovers: neither document nor either image moves.
        #expect(try album.poki(["tags", "add", "친구"]).status == 0)
        for name in ["images/1000.png", "images/1001.png", "photos/1001.json"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path), "\(name) was moved")
        }
        #expect(try Data(contentsOf: newer) == newerBytes)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("quarantine").path))

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("document of a newer poki (schema version 99); upgrade poki to read it (\(newer.path))"))
        #expect(check.standardOutput.contains("unreadable document:"))
        #expect(!check.standardOutput.contains("image that no photo refers to"))

        // --repair sets the damaged document aside with its image; the newer one stays.
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 1)
        let quarantine = root.appendingPathComponent("quarantine").path
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: quarantine)) == ["1001.json", "1001.png"])
        #expect(try Data(contentsOf: newer) == newerBytes)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("images/1000.png").path))
    }

    @Test func anInterruptedTagRenameIsFinishedByTheNextWriter() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["tags", "add", "친구"]).status == 0)
        #expect(try album.poki(["add", "--tag", "친구"] + files).status == 0)
        let root = album.directory
        // A rename killed after its marker and one document, before the others and tags.json.
        try Data(#"{"operation": "tags rename", "tagRename": {"from": "친구", "to": "friends"}}"#.utf8)
            .write(to: root.appendingPathComponent("unfinished"))
        let first = root.appendingPathComponent("photos/1000.json")
        let text = try String(contentsOf: first, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"친구\"", with: "\"friends\"").utf8).write(to: first)

        let check = try album.poki(["check"])
        #expect(check.status == 0)
        #expect(check.standardError.hasPrefix("note: 3 leftovers of an interrupted tags rename;"))

        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        let tags = try album.poki(["tags", "--json"])
        #expect(tags.standardOutput.contains("\"friends\""))
        #expect(!tags.standardOutput.contains("친구"))
        let list = try album.poki(["list", "--tag", "friends", "--json"])
        #expect(list.standardOutput.components(separatedBy: "\"friends\"").count - 1 == 3)
        #expect(try album.poki(["check"]).standardError == "the album is fine\n")
    }

    @Test func checkReportsPhotosWhoseTagIsNotATagAndRepairRestoresIt() throws {
        let files = try album.distinctImages(2)
        #expect(try album.poki(["tags", "add", "친구"]).status == 0)
        #expect(try album.poki(["add", "--tag", "친구"] + files).status == 0)
        // tags.json restored from an older backup, without the tag.
        try Data(#"{"custom": [], "schemaVersion": 1}"#.utf8).write(to: album.directory.appendingPathComponent("tags.json"))

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput == "2 photos carry the tag '친구', which is not in the tag list (1000, 1001)\n")
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 0)
        #expect(repair.standardError.contains("repaired: added the tag '친구' to"))
        #expect(try album.poki(["tags"]).standardOutput.contains("친구"))
    }
}
