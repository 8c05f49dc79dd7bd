import Foundation
import Testing
import PokiTestSupport

/// The README's first command sets up the build's packages and imports `Fixtures/album/prints.csv`: each print under its own brand,
/// with a Korean memo and a day, and a second run adds nothing and still succeeds.
@Suite struct SampleManifestTests {
    static let manifest = PokiProcess.fixtures.appendingPathComponent("album/prints.csv")

    @Test func theReadmesFirstCommandImportsTheSampleManifest() throws {
        let readme = PokiProcess.fixtures.deletingLastPathComponent().appendingPathComponent("README.md")
        let firstCommand = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").dropFirst().first
        #expect(firstCommand?.trimmingCharacters(in: .whitespaces)
            == "Tests/dependencies.sh build && swift run poki import --manifest Fixtures/album/prints.csv && swift run poki list")
    }

    @Test func eachPrintGetsItsBrandAMemoAndADayAndASecondRunSkipsThem() throws {
        let album = try TemporaryAlbum()
        let first = try album.poki(["import", "--manifest", Self.manifest.path])
        #expect(first.status == 0)
        #expect(first.standardOutput == "1000\n1001\n1002\n1003\n1004\n")
        #expect(!first.standardError.contains("warning:"))

        let output = try album.poki(["list", "--json", "--reverse"]).standardOutput
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let brands = photos.map { ($0["tag"] as? [String: Any])?["label"] as? String }
        #expect(brands == ["하루필름", "인생네컷", "포토이즘", "포토 시그니쳐", "하루필름"])
        // Every print is tagged with the brand its file name (and the text on the print) says.
        for photo in photos {
            let name = photo["originalFileName"] as? String ?? ""
            let brand = (photo["tag"] as? [String: Any])?["image"] as? String ?? ""
            #expect(brand == "brand-" + (name.split(separator: "-").first.map(String.init) ?? ""), "\(name) is tagged \(brand)")
        }
        #expect(photos.map { $0["date"] as? String } == ["2026-01-10", "2026-02-11", "2026-03-12", "2026-04-13", "2026-05-14"])
        #expect(photos.allSatisfy { $0["dateSource"] as? String == "given" })
        #expect(photos.allSatisfy { ($0["memo"] as? String)?.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } == true })

        let before = try album.snapshot()
        let second = try album.poki(["import", "--manifest", Self.manifest.path])
        #expect(second.status == 0)
        #expect(second.standardOutput.isEmpty)
        #expect(second.standardError.contains("imported 0, skipped 5 (duplicates 5, not images 0), failed 0"))
        #expect(try album.snapshot() == before)
    }
}
