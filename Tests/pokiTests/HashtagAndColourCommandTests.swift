import Foundation
import Testing
import PokiTestSupport

/// `poki hashtags`, `list --hashtag` and `list --colour` run as a user runs them, on albums built
/// in the test from the solid-colour fixtures.
@Suite struct HashtagAndColourCommandTests {
    let album: TemporaryAlbum

    init() throws { album = try TemporaryAlbum() }

    /// 1000 pink "#홍대 #민지" (typed decomposed), 1001 red "#민지", 1002 white "#Seoul trip",
    /// 1003 black, no hashtag.
    private func addPrints() throws {
        let prints = [("pink", "#홍대 with #민지".decomposedStringWithCanonicalMapping), ("red", "#민지 birthday"), ("white", "#Seoul trip"), ("black", "plain")]
        for (index, (name, memo)) in prints.enumerated() {
            let base = try Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("solid/\(name).png"))
            let url = album.scratch.appendingPathComponent("\(name)-print.png")
            try (base + Data("copy \(index)".utf8)).write(to: url)
            let result = try album.poki(["add", url.path, "--date", "2025-05-0\(index + 1)", "--memo", memo])
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    private func listedIDs(_ arguments: [String]) throws -> [Int] {
        let result = try album.poki(["list"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return photos.compactMap { $0["id"] as? Int }
    }

    @Test func hashtagsWithCountsAndListingByThem() throws {
        try addPrints()
        let result = try album.poki(["hashtags", "--json"])
        #expect(result.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? NSArray
        #expect(document == [["hashtag": "민지", "photoCount": 2], ["hashtag": "seoul", "photoCount": 1], ["hashtag": "홍대", "photoCount": 1]] as NSArray)
        let table = try album.poki(["hashtags"])
        #expect(table.standardOutput == "HASHTAG  PHOTOS\n#민지    2\n#seoul   1\n#홍대    1\n")
        #expect(try listedIDs(["--hashtag", "민지"]) == [1001, 1000])
        #expect(try listedIDs(["--hashtag", "#민지", "--hashtag", "홍대".decomposedStringWithCanonicalMapping]) == [1000])
        #expect(try listedIDs(["--hashtag", "SEOUL"]) == [1002])
        #expect(try listedIDs(["--search", "white-print"]) == [1002])
    }

    @Test func editedMemosAndTheTrashChangeWhatIsFound() throws {
        try addPrints()
        #expect(try album.poki(["edit", "1001", "--memo", "#부산 now"]).status == 0)
        #expect(try listedIDs(["--hashtag", "민지"]) == [1000])
        #expect(try listedIDs(["--hashtag", "부산"]) == [1001])
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        #expect(try listedIDs(["--hashtag", "홍대"]) == [])
        #expect(try listedIDs(["--colour", "pink"]) == [])
        #expect(try album.poki(["restore", "1000"]).status == 0)
        #expect(try listedIDs(["--hashtag", "홍대"]) == [1000])
        #expect(try album.poki(["check"]).status == 0)
    }

    @Test func colourByNameOrHexInEitherLanguage() throws {
        try addPrints()
        #expect(try listedIDs(["--colour", "red"]) == [1001])
        #expect(try listedIDs(["--colour", "빨강"]) == [1001])
        #expect(try listedIDs(["--colour", "분홍"]) == [1000])
        #expect(try listedIDs(["--colour", "흰색"]) == [1002])
        #expect(try listedIDs(["--colour", "black", "--hashtag", "민지"]) == [])
        #expect(try listedIDs(["--colour", "#000000", "--within", "0.3"]) == [1003])
        let table = try album.poki(["list", "--colour", "white"])
        #expect(table.status == 0)
        #expect(table.standardOutput.contains("#Seoul trip"))
    }

    @Test(arguments: [
        (["list", "--hashtag", "2024"], "'2024' is not a hashtag"),
        (["list", "--hashtag", "홍대 민지"], "'홍대 민지' is not a hashtag"),
        (["list", "--colour", "puce"], "unknown colour 'puce': give #RRGGBB or one of red (빨강), orange (주황), yellow (노랑), green (초록), mint (민트), cyan (청록), sky (하늘색), blue (파랑), navy (남색), purple (보라), lavender (연보라), pink (분홍), brown (갈색), beige (베이지), ivory (아이보리), cream (크림), black (검정), white (흰색), grey (회색)"),
        (["list", "--colour", "#12345"], "unknown colour '#12345'"),
        (["list", "--colour", "red", "--within", "0"], "--within must be an Oklab distance above 0 and at most 1"),
        (["list", "--colour", "red", "--within", "x"], "--within must be an Oklab distance above 0 and at most 1"),
        (["list", "--within", "0.1"], "--within is the distance of --colour or --frame; add one"),
        (["list", "--colour", "red", "--sort", "date"], "--colour lists the photos the colour covers most first; leave out --sort"),
    ])
    func badInputIsAUsageError(arguments: [String], message: String) throws {
        try addPrints()
        let before = try album.snapshot()
        let result = try album.poki(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("error: " + message))
        let json = try album.poki(arguments + ["--json"])
        #expect(json.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? NSDictionary
        #expect((document?["error"] as? String)?.hasPrefix(message) == true)
        #expect(try album.snapshot() == before)
    }
}
