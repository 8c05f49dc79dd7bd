import Foundation
import Testing
import PokiTestSupport

/// Queries that feed other commands: `list --ids` (`-0`) piped into `edit -`, `show -`,
/// `delete -`, `restore -` through a real shell pipe, and several IDs on one command line.
@Suite struct IDPipelineTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
        let files = try album.distinctImages(4)
        #expect(try album.poki(["add", "--tag", "셀픽스", "--date", "2026-03-01"] + files.prefix(3)).status == 0)
        #expect(try album.poki(["add", "--tag", "하루필름", "--date", "2026-03-02", files[3]]).status == 0)
    }

    private func pipeline(_ script: String) throws -> PokiProcess.Result {
        try ShellScript.run("set -o pipefail; " + script, environment: ["POKI_LIBRARY": album.directory.path])
    }

    private func tags() throws -> [Int: String] {
        let listed = try album.poki(["list", "--json"])
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        var tags: [Int: String] = [:]
        for photo in photos { tags[photo["id"] as? Int ?? 0] = (photo["tag"] as? [String: Any])?["label"] as? String }
        return tags
    }

    @Test func listIDsPrintsOneIDALineOrNULSeparated() throws {
        #expect(try album.poki(["list", "--tag", "셀픽스", "--ids"]).standardOutput == "1002\n1001\n1000\n")
        #expect(try album.poki(["list", "--ids", "-0", "--sort", "date"]).standardOutput == "1003\u{0}1002\u{0}1001\u{0}1000\u{0}")
        #expect(try album.poki(["list", "--ids", "--json"]).status == 2)
        #expect(try album.poki(["list", "-0"]).status == 2)
    }

    @Test func retaggingThroughAPipeChangesEveryListedPhoto() throws {
        let result = try pipeline("\"$POKI\" list --tag 셀픽스 --ids | \"$POKI\" edit - --tag 포토이즘")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(try tags() == [1000: "포토이즘", 1001: "포토이즘", 1002: "포토이즘", 1003: "하루필름"])
    }

    @Test func nulSeparatedIDsFeedShow() throws {
        let result = try pipeline("\"$POKI\" list --tag 셀픽스 --ids -0 | \"$POKI\" show - --json")
        #expect(result.status == 0)
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(shown.map { $0["id"] as? Int } == [1002, 1001, 1000])
        #expect(shown.allSatisfy { $0["imagePath"] is String })
    }

    @Test func anUnknownIDAmongSeveralChangesNothing() throws {
        let before = try album.snapshot()
        let result = try pipeline("printf '1000\\n1001 4444\\n' | \"$POKI\" edit - --memo 'same for all'")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("4444"))
        #expect(try album.snapshot() == before)
        let several = try album.poki(["edit", "1000", "1003", "--date", "2026-04-01", "--json"])
        #expect(several.status == 0)
        let edited = try #require(try JSONSerialization.jsonObject(with: Data(several.standardOutput.utf8)) as? [[String: Any]])
        #expect(edited.map { $0["date"] as? String } == ["2026-04-01", "2026-04-01"])
    }

    @Test func deleteAndRestoreReadIDsFromAPipe() throws {
        let refused = try pipeline("\"$POKI\" list --tag 셀픽스 --ids | \"$POKI\" delete -")
        #expect(refused.status == 2)
        #expect(try album.poki(["list", "--ids"]).standardOutput == "1003\n1002\n1001\n1000\n")
        let deleted = try pipeline("\"$POKI\" list --tag 셀픽스 --ids | \"$POKI\" delete - --yes")
        #expect(deleted.status == 0)
        #expect(try album.poki(["list", "--ids"]).standardOutput == "1003\n")
        let restored = try album.poki(["restore", "-"], input: "1000\n1002")
        #expect(restored.status == 0)
        #expect(try album.poki(["list", "--ids"]).standardOutput == "1003\n1002\n1000\n")
    }

    @Test func idsAndMemoCannotBothComeFromStandardInput() throws {
        let result = try album.poki(["edit", "-", "--memo", "-"], input: "1000")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: standard input cannot give both the IDs ('-') and the memo (--memo -)"))
        #expect(try album.poki(["edit", "1000", "1001", "--image", "x.png"]).status == 2)
    }
}
