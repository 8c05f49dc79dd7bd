import Foundation
import Testing
import PokiTestSupport

/// One garbled document must not hide the rest of the album: commands that read many documents
/// list what they can, warn once per damaged document, and exit 1.
@Suite struct DamagedDocumentTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
        let files = try album.distinctImages(3)
        #expect(try album.poki(["add"] + files + ["--date", "2026-05-05"]).standardOutput == "1000\n1001\n1002\n")
    }

    private func garble(_ relative: String) throws -> String {
        let url = album.directory.appendingPathComponent(relative)
        try Data("{\"id\": 10".utf8).write(to: url)
        return url.path
    }

    private func warnings(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    }

    @Test(arguments: [[], ["--limit", "5"], ["--sort", "date"], ["--sort", "date", "--limit", "5"], ["--reverse"]])
    func listShowsTheReadablePhotosAndWarnsOnce(_ options: [String]) throws {
        let path = try garble("photos/1001.json")
        let result = try album.poki(["list"] + options)
        #expect(result.status == 1)
        let ids = result.standardOutput.split(separator: "\n").dropFirst().map { $0.prefix(4) }
        #expect(Set(ids) == ["1000", "1002"])
        let warned = warnings(result.standardError)
        #expect(warned.count == 1)
        #expect(warned.first?.contains(path) == true)
        #expect(warned.first?.contains("poki check --repair") == true)
    }

    @Test func listJSONHoldsThePhotosAndTheDamagedDocument() throws {
        let path = try garble("photos/1001.json")
        let result = try album.poki(["list", "--json"])
        #expect(result.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? Int } == [1002, 1000])
        let failures = entries.filter { $0["error"] != nil }
        #expect(failures.count == 1)
        #expect(failures.first?["path"] as? String == path)
        #expect(warnings(result.standardError).count == 1)
    }

    @Test func showOfAnotherPhotoIsUnaffected() throws {
        let path = try garble("photos/1001.json")
        let other = try album.poki(["show", "1002"])
        #expect(other.status == 0)
        #expect(other.standardOutput.hasPrefix("1002  2026-05-05"))
        #expect(other.standardError.isEmpty)
        let damaged = try album.poki(["show", "1001"])
        #expect(damaged.status == 1)
        #expect(damaged.standardError.contains(path))
    }

    @Test func trashListsWhatItCanReadAndEmptyingRefusesToRemoveWhatItCannot() throws {
        #expect(try album.poki(["delete", "1000", "1002", "--yes"]).status == 0)
        let path = try garble("trash/1000.json")
        let listed = try album.poki(["trash"])
        #expect(listed.status == 1)
        #expect(listed.standardOutput.contains("1002"))
        #expect(warnings(listed.standardError).count == 1)
        #expect(listed.standardError.contains(path))

        // Removing for good what cannot be read (or guessing its image) is refused: nothing changes.
        let before = try album.snapshot()
        let emptied = try album.poki(["trash", "--empty", "--yes"])
        #expect(emptied.status == 1)
        #expect(emptied.standardError.split(separator: "\n").count == 1)
        #expect(emptied.standardError.hasPrefix("error: ") && emptied.standardError.contains(path))
        #expect(try album.snapshot() == before)
    }
}
