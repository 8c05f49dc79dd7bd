import Foundation
import Testing
import PokiTestSupport

/// With `--json`, standard output holds exactly one JSON document, whatever happens: failures are
/// in it (as `{"path", "error"}` entries, or `{"error"}` for a command that failed as a whole)
/// and on standard error.
@Suite struct JSONContractTests {
    let album: TemporaryAlbum
    let sky = PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path
    let mint = PokiProcess.fixtures.appendingPathComponent("album/photoism-mint.jpg").path
    let corrupt = PokiProcess.fixtures.appendingPathComponent("corrupt/truncated.jpg").path

    init() throws {
        album = try TemporaryAlbum()
        #expect(try album.poki(["add", sky]).standardOutput == "1000\n")
    }

    private func document(_ result: PokiProcess.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

    private func entries(_ result: PokiProcess.Result) throws -> [[String: Any]] {
        try #require(try document(result) as? [[String: Any]], "\(result.standardOutput)")
    }

    @Test func addWithACorruptFileListsTheFailure() throws {
        let result = try album.poki(["add", mint, corrupt, "--json"])
        #expect(result.status == 1)
        let failures = try entries(result)
        #expect(failures.count == 1)
        #expect(failures.first?["path"] as? String == corrupt)
        #expect((failures.first?["error"] as? String)?.contains("corrupt JPEG") == true)
        #expect(result.standardError.contains("error: \(corrupt): corrupt JPEG"))
    }

    @Test func addWithADuplicateListsTheAddedPhotoAndTheDuplicate() throws {
        let result = try album.poki(["add", mint, sky, "--json"])
        #expect(result.status == 1)
        let items = try entries(result)
        #expect(items.count == 2)
        #expect(items[0]["id"] as? Int == 1001)
        #expect(items[1]["path"] as? String == sky)
        #expect(items[1]["duplicateOf"] as? Int == 1000)
        #expect((items[1]["error"] as? String)?.contains("already in the album as 1000") == true)
        #expect(result.standardError.contains("error: \(sky) is already in the album as 1000"))
    }

    @Test func coloursListsFailedFilesInOrder() throws {
        let result = try PokiProcess.run(["colours", corrupt, sky, "--json"])
        #expect(result.status == 1)
        let items = try entries(result)
        #expect(items.count == 2)
        #expect(items[0]["path"] as? String == corrupt)
        #expect(items[0]["error"] != nil)
        #expect(items[1]["file"] as? String == sky)
        #expect(result.standardError.contains("error: \(corrupt)"))
    }

    @Test func deleteRestoreTagsAndInitPrintJSON() throws {
        let deleted = try album.poki(["delete", "1000", "--yes", "--json"])
        #expect(deleted.status == 0)
        let trashed = try entries(deleted)
        #expect(trashed.first?["id"] as? Int == 1000)
        #expect(trashed.first?["deletedAt"] is String)

        let restored = try album.poki(["restore", "1000", "4242", "--json"])
        #expect(restored.status == 1)
        let items = try entries(restored)
        #expect(items.count == 2)
        #expect(items[0]["id"] as? Int == 1000 && items[0]["deletedAt"] == nil)
        #expect(items[1]["id"] as? Int == 4242 && items[1]["error"] as? String == "no photo with ID 4242 in the trash (4242)")
        #expect(try album.poki(["show", "1000"]).status == 0)

        let added = try album.poki(["tags", "add", "팝업부스", "--json"])
        #expect(try document(added) as? [String: String] == ["label": "팝업부스"])
        let renamed = try album.poki(["tags", "rename", "팝업부스", "팝업", "--json"])
        let rename = try #require(try document(renamed) as? [String: Any])
        #expect(rename["old"] as? String == "팝업부스" && rename["new"] as? String == "팝업" && rename["photoCount"] as? Int == 0)
        let removed = try album.poki(["tags", "remove", "팝업", "--json"])
        #expect(try document(removed) as? [String: String] == ["removed": "팝업"])
        let initialised = try album.poki(["init", "--json"])
        #expect(try document(initialised) as? [String: String] == ["directory": album.directory.path])
    }

    /// Every command that has `--json`, made to fail: by a bad ID, tag, file or value, or by a
    /// usage error (exit 2), which prints `{"error"}` too.
    static let failures: [[String]] = [
        ["add", "/nonexistent/a.jpg"], ["add", "SKY", "--tag", "없는태그"], ["add", "SKY", "--date", "2025-02-30"],
        ["import", "/nonexistent/folder"], ["list", "--tag", "없는태그"], ["list", "--since", "yesterday"],
        ["show", "4242"], ["edit", "4242", "--memo", "x"], ["edit", "1000"], ["delete", "4242", "--yes"], ["delete", "1000"],
        ["trash", "--empty"], ["restore", "4242"], ["tags", "extra"], ["tags", "add", "  "],
        ["tags", "rename", "없는태그", "x"], ["tags", "remove", "인생네컷"], ["init", "extra"], ["check", "extra"],
        ["colours", "/nonexistent/a.jpg"], ["pose", "--category", "bogus"], ["pose", "show", "two-99"],
        ["pose", "like", "two-99"], ["pose", "unlike", "two-99"], ["pose", "liked", "extra"],
        ["pose", "add", "/nonexistent/a.jpg", "--category", "two", "--title", "x"], ["profile", "extra"],
        ["profile", "set", "--nickname", ""], ["profile", "delete"], ["notices", "show", "999"], ["about", "extra"],
        ["bogus"], ["list", "--bogus"],
    ]

    @Test(arguments: failures)
    func everyFailureIsOneJSONDocument(_ words: [String]) throws {
        let result = try album.poki(words.map { $0 == "SKY" ? sky : $0 } + ["--json"])
        #expect(result.status != 0)
        #expect(!result.standardError.isEmpty)
        let parsed = try document(result)
        if let object = parsed as? [String: Any], result.status == 2 {
            #expect(object["error"] is String)
            #expect(!result.standardError.contains("{"))
        }
    }
}
