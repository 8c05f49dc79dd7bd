import Foundation
import Testing
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import PokiTestSupport

/// `poki pose …` end to end: recommendations, bookmarks and the user's own poses.
@Suite struct PoseCommandsTests {
    let album: TemporaryAlbum
    let pink = PokiProcess.fixtures.appendingPathComponent("solid/pink.png").path

    init() throws { album = try TemporaryAlbum() }

    @Test(arguments: PoseCategory.allCases)
    func everyCategoryOffersAtLeastTwelvePoses(_ category: PoseCategory) throws {
        let result = try album.poki(["pose", "--category", category.rawValue, "--count", "100", "--json"])
        #expect(result.status == 0)
        let poses = try jsonArray(result.standardOutput)
        #expect(poses.count >= 12)
        #expect(Set(poses.compactMap { $0["id"] as? String }).count == poses.count, "no pose twice")
        #expect(poses.allSatisfy { $0["category"] as? String == category.rawValue })
        #expect(poses.allSatisfy { ($0["title"] as? String)?.isEmpty == false && ($0["howTo"] as? String)?.isEmpty == false })
    }

    @Test func aSeedGivesTheSamePosesInEveryProcess() throws {
        let first = try album.poki(["pose", "--count", "5", "--seed", "2026"])
        let second = try album.poki(["pose", "--count", "5", "--seed", "2026"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(!first.standardOutput.isEmpty)
        let other = try album.poki(["pose", "--count", "5", "--seed", "2027"])
        #expect(other.standardOutput != first.standardOutput)
    }

    @Test func withoutASeedTheChoiceVaries() throws {
        var seen = Set<String>()
        for _ in 0..<6 {
            let result = try album.poki(["pose", "--count", "3", "--json"])
            #expect(result.status == 0)
            seen.insert(try jsonArray(result.standardOutput).compactMap { $0["id"] as? String }.joined(separator: ","))
        }
        // Six draws of 3 out of 48 poses agree every time with probability far below one in a billion.
        #expect(seen.count > 1)
    }

    @Test func readingPosesCreatesNoAlbum() throws {
        #expect(try album.poki(["pose", "--count", "3"]).status == 0)
        #expect(try album.poki(["pose", "show", "two-01"]).status == 0)
        // POKI_LIBRARY names a folder with no album yet: the likes cannot be read from it.
        #expect(try album.poki(["pose", "liked"]).standardError.hasPrefix("error: no album at "))
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
    }

    @Test func likesPersistAcrossProcessesInTheOrderTheyWereMade() throws {
        for id in ["many-04", "alone-02", "two-11"] {
            let result = try album.poki(["pose", "like", id])
            #expect(result.status == 0)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("liked \(id)"))
        }
        let again = try album.poki(["pose", "like", "many-04"])
        #expect(again.status == 0)
        #expect(again.standardError.contains("already liked"))
        #expect(try likedIDs() == ["many-04", "alone-02", "two-11"])

        let unlike = try album.poki(["pose", "unlike", "alone-02", "--json"])
        #expect(unlike.status == 0)
        let change = try jsonObject(unlike.standardOutput)
        #expect(change["liked"] as? Bool == false)
        #expect(change["changed"] as? Bool == true)
        #expect(try likedIDs() == ["many-04", "two-11"])

        let harmless = try album.poki(["pose", "unlike", "alone-02"])
        #expect(harmless.status == 0)
        #expect(harmless.standardError.contains("was not liked"))

        let table = try album.poki(["pose", "liked"]).standardOutput.split(separator: "\n")
        #expect(table.count == 3)
        // Columns line up with double-width Hangul: 여럿이서 and 둘이서 take 8 and 6 columns.
        #expect(table[1].hasPrefix("many-04  여럿이서  "))
        #expect(table[1].hasSuffix("손 모아 하트"))
        #expect(table[2].hasPrefix("two-11   둘이서    "))
        #expect(try album.poki(["pose", "show", "two-11", "--json"]).standardOutput.contains(#""liked" : true"#))
    }

    @Test(arguments: [["pose", "show", "two-99"], ["pose", "like", "two-99"], ["pose", "unlike", "two-99"]])
    func unknownPoseIsAClearFailure(_ arguments: [String]) throws {
        let result = try album.poki(arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: unknown pose 'two-99'"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
    }

    @Test func userPoseIsStoredShownAndRecommended() throws {
        let added = try album.poki(["pose", "add", pink, "--category", "two", "--title", "우리만의 하트", "--note", "손목을 맞대요"])
        #expect(added.status == 0)
        #expect(added.standardOutput == "user-1000\n")

        let shown = try jsonObject(album.poki(["pose", "show", "user-1000", "--json"]).standardOutput)
        #expect(shown["title"] as? String == "우리만의 하트")
        #expect(shown["category"] as? String == "two")
        #expect(shown["note"] as? String == "손목을 맞대요")
        #expect(shown["imagePath"] as? String == "poses/user-1000.png")
        let imageFile = try #require(shown["imageFile"] as? String)
        #expect(FileManager.default.contents(atPath: imageFile) == FileManager.default.contents(atPath: pink))
        let palette = try #require(shown["palette"] as? [String: Any])
        let entries = try #require(palette["entries"] as? [[String: Any]])
        #expect(entries.first?["colour"] as? String == "#E94B6A")

        let text = try album.poki(["pose", "show", "user-1000"]).standardOutput
        #expect(text.contains("user-1000  우리만의 하트"))
        #expect(text.contains("note:     손목을 맞대요"))

        let two = try jsonArray(album.poki(["pose", "--category", "two", "--count", "1000", "--json"]).standardOutput)
        #expect(two.contains { $0["id"] as? String == "user-1000" })
        let alone = try jsonArray(album.poki(["pose", "--category", "alone", "--count", "1000", "--json"]).standardOutput)
        #expect(!alone.contains { $0["id"] as? String == "user-1000" })

        #expect(try album.poki(["pose", "like", "user-1000"]).status == 0)
        #expect(try likedIDs() == ["user-1000"])
        #expect(try album.poki(["pose", "add", pink, "--category", "many", "--title", "둘째"]).standardOutput == "user-1001\n")
    }

    @Test func userPoseWithABadImageOrMissingOptionsAddsNothing() throws {
        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        let before = try album.snapshot()
        let corrupt = PokiProcess.fixtures.appendingPathComponent("corrupt/truncated.png").path
        let bad = try album.poki(["pose", "add", corrupt, "--category", "two", "--title", "깨진 그림"])
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("error: "))
        #expect(try album.poki(["pose", "add", pink, "--title", "분류 없음"]).status == 2)
        #expect(try album.poki(["pose", "add", pink, "--category", "three", "--title", "x"]).status == 2)
        #expect(try album.poki(["pose", "add", pink, "--category", "two"]).status == 2)
        let blank = try album.poki(["pose", "add", pink, "--category", "two", "--title", "  "])
        #expect(blank.status == 1)
        #expect(blank.standardError.contains("pose title"))
        #expect(try album.snapshot() == before)
    }

    @Test func badCountsAndSeedsAreUsageErrors() throws {
        for arguments in [["pose", "--count", "0"], ["pose", "--count", "x"], ["pose", "--seed", "-1"], ["pose", "--category", "solo"]] {
            let result = try album.poki(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains("usage: poki pose"))
        }
    }

    // MARK: Helpers

    private func likedIDs() throws -> [String] {
        let result = try album.poki(["pose", "liked", "--json"])
        #expect(result.status == 0)
        return try jsonArray(result.standardOutput).compactMap { $0["id"] as? String }
    }

    private func jsonArray(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    private func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
