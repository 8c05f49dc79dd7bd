import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport
import PokiTestSupport

/// Booth prints end to end: `colours`, `show`, the document, `check`, `recolour` and `cuts`.
@Suite struct PrintCommandsTests {
    let album: TemporaryAlbum
    /// A 1x4 PNG strip on a black (#101010) frame: lossless, so the frame colour is exact.
    let strip = PokiProcess.fixtures.appendingPathComponent("prints/strip-black.png").path
    /// A 2x2 JPEG sheet stored turned, EXIF orientation 6.
    let turned = PokiProcess.fixtures.appendingPathComponent("prints/grid2x2-white-exif6.jpg").path
    let ordinary = PokiProcess.fixtures.appendingPathComponent("prints/photo-portrait.jpg").path

    init() throws { album = try TemporaryAlbum() }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func document(_ id: Int) throws -> [String: Any] {
        try json(String(decoding: Data(contentsOf: album.directory.appendingPathComponent("photos/\(id).json")), as: UTF8.self))
    }

    @Test func coloursNamesTheLayoutAndFrameInWordsAndJSON() throws {
        let text = try PokiProcess.run(["colours", strip, ordinary])
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  print: ") } == ["  print: 1x4 cuts, frame #101010, plain"])
        #expect(lines.contains { $0.contains("palette definition v2") })

        let result = try PokiProcess.run(["colours", "--json", strip, ordinary])
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let print = try #require(documents[0]["print"] as? [String: Any])
        #expect(print["frame"] as? String == "#101010")
        #expect(print["frameKind"] as? String == "plain" && print["frameColours"] as? [String] == ["#101010"])
        #expect((print["layout"] as? [String: Any])?["rows"] as? Int == 4)
        #expect((print["layout"] as? [String: Any])?["columns"] as? Int == 1)
        let cuts = try #require(print["cuts"] as? [[String: Int]])
        #expect(cuts.count == 4)
        #expect(cuts.allSatisfy { Set($0.keys) == ["x", "y", "width", "height"] })
        #expect(documents[1]["print"] == nil, "an ordinary photo has no print")
    }

    @Test func showAndTheDocumentCarryThePrint() throws {
        #expect(try album.poki(["add", strip]).standardOutput == "1000\n")
        let show = try album.poki(["show", "1000"])
        #expect(show.standardOutput.contains("\nprint:    1x4 cuts, frame #101010, plain\nframe:    black frame\n"))
        let shown = try json(album.poki(["show", "1000", "--json"]).standardOutput)
        #expect((shown["print"] as? [String: Any])?["frame"] as? String == "#101010")
        let stored = try document(1000)
        #expect(stored["schemaVersion"] as? Int == 2)
        #expect((stored["palette"] as? [String: Any])?["version"] as? Int == 2)
        #expect((stored["print"] as? [String: Any])?["cuts"] as? [Any] != nil)
    }

    /// A pastel frame is named by its faint hue, as a person names it: this 4x1 print's frame is
    /// #C5DDF2, a pale blue (`Fixtures/generated/text/246.jpg`).
    @Test func aPaleBlueFrameIsShownAsABlueFrame() throws {
        let paleBlue = PokiProcess.fixtures.appendingPathComponent("generated/text/246.jpg").path
        #expect(try album.poki(["add", paleBlue]).standardOutput == "1000\n")
        let show = try album.poki(["show", "1000"])
        #expect(show.standardOutput.contains("\nframe:    blue frame\n"), "\(show.standardOutput)")
    }

    @Test func checkNotesOlderAnalysesAndRecolourBringsThemUpToDate() throws {
        #expect(try album.poki(["add", strip, turned, ordinary]).standardOutput == "1000\n1001\n1002\n")
        for id in [1000, 1001, 1002] { try album.rewriteAsVersionOne(id) }

        let show = try album.poki(["show", "1000"])
        #expect(show.status == 0, "a version-1 document still reads")
        #expect(!show.standardOutput.contains("print:"))

        let check = try album.poki(["check"])
        #expect(check.status == 0, "older colours are not a problem")
        #expect(check.standardError.contains("note: 3 photos were analysed by an older palette definition than v2 (1002, 1001, 1000); 'poki recolour' updates them"))
        #expect((try json(album.poki(["check", "--json"]).standardOutput))["outdatedAnalyses"] as? [Int] == [1002, 1001, 1000])

        let before = try album.snapshot()
        let dryRun = try album.poki(["recolour", "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.standardOutput.isEmpty)
        #expect(dryRun.standardError.contains("would recolour 1000 (palette definition v1)"))
        #expect(try album.snapshot() == before, "a dry run writes nothing")

        // One photo first, as an interrupted run would leave it; the next run does only the rest.
        let one = try album.poki(["recolour", "1001"])
        #expect(one.status == 0)
        #expect(one.standardOutput == "1001\n")
        #expect((try document(1001)["print"] as? [String: Any])?["layout"] as? [String: Int] == ["rows": 2, "columns": 2])
        let rest = try album.poki(["recolour", "--jobs", "2"])
        #expect(rest.status == 0)
        #expect(rest.standardOutput == "1002\n1000\n")
        #expect(rest.standardError.contains("2 photos recoloured to palette definition v2"))
        #expect(try document(1000)["schemaVersion"] as? Int == 2)
        #expect(try document(1000)["print"] != nil)
        #expect(try document(1002)["print"] == nil)
        #expect((try document(1002)["palette"] as? [String: Any])?["version"] as? Int == 2)

        let again = try album.poki(["recolour"])
        #expect(again.standardOutput.isEmpty)
        #expect(again.standardError.contains("0 photos recoloured"))
        #expect(!(try album.poki(["check"])).standardError.contains("note:"))
        #expect(try album.poki(["recolour", "1005"]).status == 1)
        #expect(try album.poki(["recolour", "12"]).status == 2)
    }

    @Test func cutsWritesEachCutAtFullResolutionUpright() throws {
        #expect(try album.poki(["add", turned, strip, ordinary]).standardOutput == "1000\n1001\n1002\n")
        let truth = try #require(PrintTruthFile.print(for: "prints/grid2x2-white-exif6.jpg"))
        let folder = album.scratch.appendingPathComponent("cuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let result = try album.poki(["cuts", "1000", "--to", folder.path])
        #expect(result.status == 0)
        let paths = (1...4).map { folder.appendingPathComponent("1000-cut\($0).jpg").path }
        #expect(result.standardOutput == paths.map { $0 + "\n" }.joined())
        for (path, cut) in zip(paths, truth.cuts) {
            let analysis = try ImageAnalyzer.analyze(fileAt: path)
            #expect(analysis.orientation == 1)
            #expect(abs(analysis.width - cut.width) <= 8 && abs(analysis.height - cut.height) <= 8, "\(path): \(analysis.width)x\(analysis.height)")
            let dominant = try #require(analysis.palette.dominant)
            #expect(Oklab(dominant.colour).distance(to: Oklab(Colour(red: 255, green: 255, blue: 255))) > 0.03, "the frame is cut away")
        }

        let single = try album.poki(["cuts", "1001", "--to", folder.path, "--index", "3"])
        #expect(single.standardOutput == folder.appendingPathComponent("1001-cut3.png").path + "\n")
        let pngCut = try ImageAnalyzer.analyze(fileAt: folder.appendingPathComponent("1001-cut3.png").path)
        #expect(pngCut.format == .png)

        let notAPrint = try album.poki(["cuts", "1002", "--to", folder.path])
        #expect(notAPrint.status == 1)
        #expect(notAPrint.standardError == "error: photo 1002 is not a booth print: no cuts to write\n")
        let noSuchCut = try album.poki(["cuts", "1001", "--to", folder.path, "--index", "5"])
        #expect(noSuchCut.status == 1)
        #expect(noSuchCut.standardError == "error: photo 1001 has 4 cuts; there is no cut 5\n")
        #expect(try album.poki(["cuts", "1001", "--index", "0"]).status == 2)
        let missingFolder = try album.poki(["cuts", "1001", "--to", "/nonexistent/folder"])
        #expect(missingFolder.status == 1)
        #expect(missingFolder.standardError == "error: /nonexistent/folder: not a folder to write cuts into\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["1000-cut1.jpg", "1000-cut2.jpg", "1000-cut3.jpg", "1000-cut4.jpg", "1001-cut3.png"])
    }

    /// A hand-edited print that does not fit its image is refused with the file named, not trusted.
    @Test func aDamagedPrintInADocumentIsRefused() throws {
        #expect(try album.poki(["add", strip]).status == 0)
        var stored = try document(1000)
        var print = try #require(stored["print"] as? [String: Any])
        print["cuts"] = [["x": 0, "y": 0, "width": 100_000, "height": 10]]
        stored["print"] = print
        try JSONSerialization.data(withJSONObject: stored).write(to: album.directory.appendingPathComponent("photos/1000.json"))
        let show = try album.poki(["show", "1000"])
        #expect(show.status == 1)
        #expect(show.standardError.hasPrefix("error: "))
        #expect(show.standardError.contains("photos/1000.json"))
        #expect(show.standardError.contains("print has 1 cuts for a layout of 4"))
    }
}

/// The truth file the fixture script wrote, for the end-to-end tests.
enum PrintTruthFile {
    static func print(for file: String) -> BoothPrint? {
        struct Entry: Decodable {
            var file: String
            var print: BoothPrint?
        }
        let url = PokiProcess.fixtures.appendingPathComponent("prints/truth.json")
        guard let data = try? Data(contentsOf: url), let entries = try? JSONDecoder().decode([Entry].self, from: data) else { return nil }
        return entries.first { $0.file == file }?.print
    }
}
