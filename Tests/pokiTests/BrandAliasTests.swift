import Foundation
import Testing
import PokiTestSupport

/// Booth brands by the names people type in Latin letters: accepted wherever a tag is, stored as
/// the brand's Korean label.
@Suite struct BrandAliasTests {
    let album: TemporaryAlbum
    let sky = PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path
    let mint = PokiProcess.fixtures.appendingPathComponent("album/photoism-mint.jpg").path

    init() throws { album = try TemporaryAlbum() }

    @Test func aliasesAreStoredAsTheKoreanLabelAndFilterLists() throws {
        #expect(try album.poki(["add", sky, "--tag", "Life4Cuts", "--date", "2026-03-12"]).status == 0)
        #expect(try album.poki(["add", mint, "--tag", "photo-ism", "--date", "2026-03-13"]).status == 0)
        let shown = try album.poki(["show", "1000", "--json"])
        #expect(shown.standardOutput.contains("\"인생네컷\""))
        #expect(try album.poki(["list", "--tag", "PHOTOISM", "--ids"]).standardOutput == "1001\n")
        #expect(try album.poki(["list", "--tag", "포토이즘", "--ids"]).standardOutput == "1001\n")

        #expect(try album.poki(["edit", "1001", "--tag", "pitb"]).status == 0)
        #expect(try album.poki(["list", "--tag", "플레이인더박스", "--ids"]).standardOutput == "1001\n")
    }

    @Test func manifestsAcceptAliases() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("poki-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("prints.csv")
        try "path,tag\n\(sky),harufilm\n".write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try album.poki(["import", "--manifest", manifest.path]).status == 0)
        #expect(try album.poki(["list", "--tag", "하루필름", "--ids"]).standardOutput == "1000\n")
    }

    @Test func tagsListsTheAliasesAndAnAliasCannotBecomeAnOwnTag() throws {
        #expect(try album.poki(["init"]).status == 0)
        let tags = try album.poki(["tags", "--json"])
        #expect(tags.status == 0)
        let usages = try #require(JSONSerialization.jsonObject(with: Data(tags.standardOutput.utf8)) as? [[String: Any]])
        let photoism = try #require(usages.first { ($0["tag"] as? [String: Any])?["label"] as? String == "포토이즘" })
        #expect(photoism["aliases"] as? [String] == ["photoism"])
        #expect(try album.poki(["tags"], environment: ["COLUMNS": "120"]).standardOutput.contains("life4cuts"))

        #expect(try album.poki(["add", sky]).status == 0)
        let before = try album.snapshot()
        let refused = try album.poki(["tags", "add", "Photoism"])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("error: tag already exists"))
        #expect(try album.snapshot() == before)
    }
}
