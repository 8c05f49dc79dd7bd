import Foundation
import Testing
import PokiTestSupport

/// `poki share` end to end: what it prints, its exit statuses and its one JSON document.
@Suite struct ShareCommandTests {
    let album: TemporaryAlbum
    let folder: URL

    init() throws {
        album = try TemporaryAlbum()
        folder = album.scratch.appendingPathComponent("to friends")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = ["share/phone-gps-orientation-6.jpg", "share/print-with-code-gps.jpg"]
        let added = try album.poki(["add", "--tag", "인생네컷"] + files.map { PokiProcess.fixtures.appendingPathComponent($0).path })
        #expect(added.status == 0, "\(added.standardError)")
    }

    private var written: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    @Test func printsEachPathWritten() throws {
        let result = try album.poki(["share", "1000", "1001", "--to", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "\(folder.path)/2026-03-12_인생네컷_1000.jpg\n\(folder.path)/2026-03-14_인생네컷_1001.jpg\n")
        #expect(written == ["2026-03-12_인생네컷_1000.jpg", "2026-03-14_인생네컷_1001.jpg"])
    }

    @Test func aNameTakenInTheFolderIsRefusedAndNothingIsWritten() throws {
        let taken = folder.appendingPathComponent("2026-03-14_인생네컷_1001.jpg")
        try Data("not mine to replace".utf8).write(to: taken)
        let result = try album.poki(["share", "1000", "1001", "--to", folder.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "error: \(taken.path) already exists; poki share never writes over a file (move it, or share into another folder)\n")
        #expect(written == ["2026-03-14_인생네컷_1001.jpg"])
        #expect(try String(contentsOf: taken, encoding: .utf8) == "not mine to replace")
    }

    @Test func jsonIsOneArrayWithTheFailuresAfterTheCopies() throws {
        let result = try album.poki(["share", "1001", "1000", "--to", folder.path, "--mask-qr", "--json"])
        #expect(result.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["id"] as? Int == 1001)
        #expect(entries[0]["path"] as? String == "\(folder.path)/2026-03-14_인생네컷_1001.jpg")
        #expect(entries[0]["coveredCodes"] as? Int == 1)
        #expect(entries[0]["removedLocation"] as? Bool == true)
        #expect(entries[1]["id"] as? Int == 1000)
        #expect((entries[1]["error"] as? String)?.hasPrefix("photo 1000: no QR code found to cover") == true)
        #expect(result.standardError.contains("error: photo 1000: no QR code found to cover"))
        #expect(written == ["2026-03-14_인생네컷_1001.jpg"])
    }

    @Test func theFolderIsRequired() throws {
        let result = try album.poki(["share", "1000"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: give the folder to share into with --to DIR\n"))
    }

    @Test func idsComeFromStandardInput() throws {
        let result = try album.poki(["share", "-", "--to", folder.path], input: "1001\n1000\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(written == ["2026-03-12_인생네컷_1000.jpg", "2026-03-14_인생네컷_1001.jpg"])
        let bad = try album.poki(["share", "-", "--to", folder.path], input: "1000 12x\n")
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: '12x' on standard input is not a photo ID"))
    }
}
