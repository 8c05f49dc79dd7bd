import Foundation
import Testing
import PokiTestSupport

/// Colour search that agrees with what poki shows (issue #29): a family's name finds what `stats`
/// counts under it, a pale colour is judged by its hue, `--frame` finds a print by its frame's
/// colour, and `--color pink` is answered with the option meant.
@Suite struct ColourSearchCommandTests {
    let album: TemporaryAlbum
    let fixtures = PokiProcess.fixtures

    init() throws {
        album = try TemporaryAlbum()
        #expect(try album.poki(["import", "--manifest", fixtures.appendingPathComponent("album/prints.csv").path]).status == 0)
        for file in ["solid/pink.png", "solid/red.png", "prints/phone-strip1x3-pink-cloth.jpg"] {
            #expect(try album.poki(["add", fixtures.appendingPathComponent(file).path, "--date", "2025-10-16"]).status == 0)
        }
    }

    private func ids(_ arguments: [String]) throws -> [Int] {
        let result = try album.poki(["list"] + arguments + ["--ids"])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").compactMap { Int($0) }
    }

    private func family(_ name: String, in stats: [String: Any]) -> Int {
        let families = stats["colourFamilies"] as? [[String: Any]] ?? []
        return families.first { $0["name"] as? String == name }?["count"] as? Int ?? -1
    }

    @Test func aFamilysNameFindsWhatStatsCountsUnderIt() throws {
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(try album.poki(["stats", "--json"]).standardOutput.utf8)) as? [String: Any])
        for (english, korean) in [("pink", "분홍"), ("red", "빨강"), ("white", "흰색"), ("black", "검정"), ("blue", "파랑"), ("cyan", "청록")] {
            let found = try ids(["--colour", english])
            #expect(found.count >= family(english, in: stats), "\(english): stats \(family(english, in: stats)), list \(found)")
            #expect(try ids(["--colour", korean]) == found, "\(korean)")
        }
        // The pink print (1000, harufilm-pink) and the pink picture (1005) are pink; the red one (1006) is not.
        let pink = try ids(["--colour", "핑크"])
        #expect(pink.contains(1000) && pink.contains(1005) && !pink.contains(1006), "\(pink)")
    }

    /// Looking for a pastel pink with a wide distance lists the pink print first, before photos
    /// whose colours are only as light (beige skin, mint, sky blue).
    @Test func aPaleColourIsJudgedByItsHue() throws {
        let found = try ids(["--colour", "#F8C8D6", "--within", "0.15"])
        #expect(found.first == 1000, "\(found)")
        #expect(try ids(["--colour", "#F8C8D6"]) == [1000])
    }

    @Test func frameFindsAPrintByTheColourOfItsFrame() throws {
        let pink = try ids(["--frame", "pink"])
        #expect(pink.contains(1007), "the pink-framed strip: \(pink)")
        #expect(!pink.contains(1000), "harufilm-pink has a white frame: \(pink)")
        #expect(try ids(["--frame", "분홍"]) == pink)
        let white = try ids(["--frame", "white"])
        #expect(white.contains(1000) && !white.contains(1007) && !white.contains(1005), "\(white)")
        #expect(try ids(["--frame", "#FFD1DC"]).contains(1007))
        let unknown = try album.poki(["list", "--frame", "puce"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown colour 'puce'"))
    }

    @Test func colorWithAColourSaysWhichOptionWasMeant() throws {
        let result = try album.poki(["list", "--color", "pink"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: --color must be one of auto, always, never, not 'pink'; to find photos of a colour, give --colour pink\n"),
                "\(result.standardError)")
        let other = try album.poki(["show", "1000", "--color", "pink"])
        #expect(other.standardError.hasPrefix("error: --color must be one of auto, always, never, not 'pink'\n"), "show has no --colour")
    }
}
