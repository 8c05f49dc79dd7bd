import Foundation
import Testing
import PokiTestSupport

/// Files that are not what they claim: an image or a document that is a link to `/dev/zero` or a
/// FIFO must be refused at once, never read (which would never end, or block forever).
@Suite struct IrregularFileTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func checkReportsImagesAndDocumentsThatAreLinksOrFIFOsWithoutReadingThem() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["add"] + files).standardOutput == "1000\n1001\n1002\n")
        let images = album.directory.appendingPathComponent("images").path
        let photos = album.directory.appendingPathComponent("photos").path
        try FileManager.default.removeItem(atPath: "\(images)/1000.png")
        try FileManager.default.createSymbolicLink(atPath: "\(images)/1000.png", withDestinationPath: "/dev/zero")
        try FileManager.default.removeItem(atPath: "\(images)/1001.png")
        #expect(mkfifo("\(images)/1001.png", 0o600) == 0)
        try FileManager.default.removeItem(atPath: "\(photos)/1002.json")
        try FileManager.default.createSymbolicLink(atPath: "\(photos)/1002.json", withDestinationPath: "/dev/zero")

        let check = try album.poki(["check"], timeLimit: 30)
        #expect(check.status == 1)
        let lines = check.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("photo 1000's image is a symbolic link, not a regular file; put the image itself there (\(images)/1000.png)"))
        #expect(lines.contains("photo 1001's image is a FIFO, not a regular file; put the image itself there (\(images)/1001.png)"))
        #expect(lines.contains("unreadable document: it is a symbolic link, not a regular file (\(photos)/1002.json)"))
        // The image of the document that cannot be read is its own, not an orphan.
        #expect(!check.standardOutput.contains("1002.png"))

        let show = try album.poki(["show", "1002"], timeLimit: 30)
        #expect(show.status == 1)
        #expect(show.standardError == "error: cannot read document: it is a symbolic link, not a regular file; 'poki check --repair' can quarantine it (\(photos)/1002.json)\n")
    }

    @Test func addingAFIFOOrALinkToADeviceIsRefusedAtOnceAndAddsNothing() throws {
        let fifo = album.scratch.appendingPathComponent("fifo.jpg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let zero = album.scratch.appendingPathComponent("zero.jpg").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let good = try album.distinctImages(1)[0]
        #expect(try album.poki(["add", good]).standardOutput == "1000\n")
        let before = try album.snapshot()

        let addFIFO = try album.poki(["add", fifo], timeLimit: 30)
        #expect(addFIFO.status == 1)
        #expect(addFIFO.standardError == "error: \(fifo): cannot read file (a FIFO, not a regular file)\nnothing was added\n")
        let addZero = try album.poki(["add", zero], timeLimit: 30)
        #expect(addZero.status == 1)
        #expect(addZero.standardError == "error: \(zero): cannot read file (a device, not a regular file)\nnothing was added\n")
        #expect(try album.snapshot() == before)
    }

    @Test func aFIFOInAManifestFailsAloneAndTheRestImports() throws {
        let fifo = album.scratch.appendingPathComponent("fifo.jpg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let good = try album.distinctImages(1)[0]
        let manifest = album.scratch.appendingPathComponent("list.csv")
        try Data("path\nfifo.jpg\n\(URL(fileURLWithPath: good).lastPathComponent)\n".utf8).write(to: manifest)

        let result = try album.poki(["import", "--manifest", manifest.path, "--json"], timeLimit: 30)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let imported = try #require(document["imported"] as? [[String: Any]])
        let failed = try #require(document["failed"] as? [[String: Any]])
        #expect(imported.map { $0["id"] as? Int } == [1000])
        #expect(failed.count == 1)
        #expect((failed.first?["path"] as? String)?.hasSuffix("fifo.jpg") == true)
        #expect((failed.first?["reason"] as? String)?.contains("a FIFO, not a regular file") == true)
    }

    @Test func aLockThatIsALinkOutOfTheAlbumIsRefusedAndNothingOutsideIsCreated() throws {
        let files = try album.distinctImages(2)
        #expect(try album.poki(["add", files[0]]).status == 0)
        let lock = album.directory.appendingPathComponent("lock").path
        let victim = album.scratch.appendingPathComponent("victim").path
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: victim)
        let add = try album.poki(["add", files[1]], timeLimit: 30)
        #expect(add.status == 1)
        #expect(add.standardError == "error: a symbolic link, not a regular file (\(lock))\n")
        #expect(!FileManager.default.fileExists(atPath: victim))
        #expect(!FileManager.default.fileExists(atPath: album.directory.appendingPathComponent("photos/1001.json").path))
    }
}
