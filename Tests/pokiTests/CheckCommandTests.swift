import Foundation
import Testing
import PokiTestSupport

/// `poki check [--repair] [--json]` end to end.
@Suite struct CheckCommandTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func aFreshAlbumIsFineAndAMissingOneIsSaid() throws {
        let missing = try album.poki(["check"])
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("error: no album at \(album.directory.path)"))
        let fresh = try PokiProcess.run(["check"], environment: ["HOME": album.scratch.path])
        #expect(fresh.status == 0 && fresh.standardError == "the album is fine\n")
        _ = try album.poki(["import", try album.distinctImages(3).first!])
        let result = try album.poki(["check"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "the album is fine\n")
    }

    /// One photo whose tag is not in the tag list (a tag renamed on another device) reads as English.
    @Test func onePhotoWithAnUnknownTagIsSaidInTheSingular() throws {
        _ = try album.poki(["add", try album.distinctImages(1)[0], "--tag", "인생네컷"])
        let document = album.directory.appendingPathComponent("photos/1000.json")
        let text = try String(contentsOf: document, encoding: .utf8).replacingOccurrences(of: "인생네컷", with: "popup-jeju")
        try Data(text.utf8).write(to: document)
        let check = try album.poki(["check"])
        #expect(check.standardOutput.contains("1 photo carries the tag 'popup-jeju', which is not in the tag list (1000)"), "\(check.standardOutput)")
    }

    @Test func problemsArePrintedAndRepairNeverDeletesAnImage() throws {
        _ = try album.distinctImages(3)
        #expect(try album.poki(["import", album.scratch.path]).standardOutput == "1000\n1001\n1002\n")
        let photos = album.directory.appendingPathComponent("photos")
        let images = album.directory.appendingPathComponent("images")
        let deadLeftover = images.appendingPathComponent(".tmp-999999999-x-incoming")
        let liveWrite = images.appendingPathComponent(".tmp-\(ProcessInfo.processInfo.processIdentifier)-x-incoming")
        try Data("half".utf8).write(to: deadLeftover)
        try Data("in progress".utf8).write(to: liveWrite)
        try Data("{ not json".utf8).write(to: photos.appendingPathComponent("1001.json"))
        try Data("changed".utf8).write(to: images.appendingPathComponent("1002.png"))

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        let lines = check.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("leftover of an interrupted write (\(deadLeftover.path))"))
        #expect(lines.contains { $0.hasPrefix("unreadable document:") && $0.hasSuffix("(\(photos.path)/1001.json)") })
        #expect(lines.contains("photo 1002's image does not match its recorded SHA-256 (\(images.path)/1002.png)"))
        // The image of the document that cannot be read is that document's, not an orphan.
        #expect(!lines.contains { $0.contains("1001.png") })
        #expect(!check.standardOutput.contains(liveWrite.lastPathComponent))

        let json = try album.poki(["check", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["problems"] as? [String])?.count == lines.count)

        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 1)
        #expect(repair.standardError.contains("not repaired: photo 1002's image does not match"))
        #expect(!FileManager.default.fileExists(atPath: deadLeftover.path))
        #expect(FileManager.default.fileExists(atPath: liveWrite.path))
        #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent("1002.png").path))
        let quarantine = album.directory.appendingPathComponent("quarantine")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: quarantine.path)) == ["1001.json", "1001.png"])
        let after = try album.poki(["check"])
        #expect(after.standardOutput == "photo 1002's image does not match its recorded SHA-256 (\(images.path)/1002.png)\n")
    }

    @Test func theNextWriterRepairsWhatAnInterruptedOneLeft() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["add", files[0], files[1]]).status == 0)
        // What a writer killed between its document and its indexes leaves: the marker, a document
        // the indexes do not know, and an image renamed in before its document was written.
        let root = album.directory
        try Data().write(to: root.appendingPathComponent("unfinished"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("index/sha256"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("index/sha256"), withIntermediateDirectories: true)
        try Data("1003\n".utf8).write(to: root.appendingPathComponent("counter"))
        try FileManager.default.copyItem(atPath: files[2], toPath: root.appendingPathComponent("images/1002.png").path)

        // All of it the next writer repairs by design: a note, not a failure.
        let check = try album.poki(["check"])
        #expect(check.status == 0)
        #expect(check.standardOutput.isEmpty)
        #expect(check.standardError.hasPrefix("note: 3 leftovers of interrupted writes; the next change cleans them up"))
        let json = try album.poki(["check", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let leftovers = try #require(report["leftovers"] as? [String])
        #expect(leftovers.contains("leftover of an interrupted write (\(root.path)/unfinished)"))
        #expect(leftovers.contains { $0.hasPrefix("index out of date") })

        // The next writer recovers first: the duplicate check works again, and the album is clean.
        let again = try album.poki(["add", files[0]])
        #expect(again.standardError.contains("already in the album as 1000"))
        #expect(try album.poki(["check"]).status == 0)
        #expect(try album.poki(["add", files[2]]).standardOutput == "1003\n")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("quarantine/1002.png").path))
    }
}
