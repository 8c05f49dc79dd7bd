import Foundation
import Testing
import PokiTestSupport

/// `edit --layout`, `--print`, `--not-print` and `colours --layout` (issue #25): a print poki
/// missed gets the cuts of the layout the user names, and everything that stands on the cuts
/// follows. Fixtures/missed holds prints the detector misses, with their true cuts.
@Suite struct PrintLayoutCorrectionTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    private func fixture(_ name: String) -> String { PokiProcess.fixtures.appendingPathComponent(name).path }

    private func document(_ id: Int) throws -> [String: Any] {
        let shown = try album.poki(["show", String(id), "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
    }

    /// The true cuts of a fixture under Fixtures/missed, as [x, y, width, height].
    private func truth(_ name: String) throws -> [[Double]] {
        let data = try Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("missed/truth.json"))
        let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        return try #require(all[name]?["cuts"] as? [[Double]])
    }

    /// The true cuts of a generated print under Fixtures/missed/generated (`97.jpg`), from the generator's truth.
    private func generatedTruth(_ file: String) throws -> [[Double]] {
        let text = try String(contentsOf: PokiProcess.fixtures.appendingPathComponent("missed/generated/truth.jsonl"), encoding: .utf8)
        for line in text.split(separator: "\n") {
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if fields["file"] as? String == file { return try #require(fields["cuts"] as? [[Double]]) }
        }
        Issue.record("no truth for \(file)")
        return []
    }

    private static func overlap(_ a: [Double], _ b: [Double]) -> Double {
        let width = max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]))
        let height = max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
        let shared = width * height
        return shared / (a[2] * a[3] + b[2] * b[3] - shared)
    }

    private func cuts(of document: [String: Any]) throws -> [[Double]] {
        let print = try #require(document["print"] as? [String: Any])
        let boxes = try #require(print["cuts"] as? [[String: Any]])
        return boxes.map { box in ["x", "y", "width", "height"].map { (box[$0] as? Double) ?? 0 } }
    }

    @Test func aMissedPrintGetsTheCutsOfTheLayoutGivenAndEverythingFollows() throws {
        #expect(try album.poki(["add", fixture("missed/generated/97.jpg")]).standardOutput == "1000\n")
        let before = try document(1000)
        #expect(before["print"] == nil, "the detector misses this print: a maroon strip whose cuts are scenes")

        let edited = try album.poki(["edit", "1000", "--layout", "1x4"])
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(edited.standardError.hasPrefix("print: 1x4 cuts, frame #"))
        let after = try document(1000)
        #expect(after["layoutSource"] as? String == "user")
        let found = try cuts(of: after), expected = try generatedTruth("97.jpg")
        #expect(found.count == 4)
        for (box, true_) in zip(found, expected) {
            #expect(Self.overlap(box, true_) >= 0.85, "cut \(box) against \(true_)")
        }
        #expect((before["palette"] as? [String: Any])?["entries"] as? NSArray != (after["palette"] as? [String: Any])?["entries"] as? NSArray,
                "the palette is now the cuts'")
        #expect(try album.poki(["show", "1000"]).standardOutput.contains("print:    1x4 cuts, frame #"))
        #expect(try album.poki(["show", "1000"]).standardOutput.contains("(set by hand)"))

        let folder = album.scratch.appendingPathComponent("cuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cut = try album.poki(["cuts", "1000", "--to", folder.path])
        #expect(cut.status == 0, "\(cut.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 4)
        #expect(try album.poki(["check"]).status == 0)

        let auto = try album.poki(["edit", "1000", "--layout", "auto"])
        #expect(auto.standardError.hasPrefix("not a print"))
        #expect(try document(1000)["layoutSource"] == nil, "poki decides again")
    }

    @Test func aTwoCutStripTheDetectorMissesIsCorrected() throws {
        _ = try album.poki(["add", fixture("missed/generated/489.jpg")])
        let layout = { (document: [String: Any]) in (document["print"] as? [String: Any])?["layout"] as? [String: Int] }
        #expect(try document(1000)["print"] == nil, "the detector misses the dotted strip of two cuts")
        #expect(try album.poki(["edit", "1000", "--layout", "1x2"]).status == 0)
        #expect(layout(try document(1000)) == ["columns": 1, "rows": 2])
        let found = try cuts(of: document(1000)), expected = try generatedTruth("489.jpg")
        #expect(found.count == 2)
        for (box, true_) in zip(found, expected) {
            #expect(Self.overlap(box, true_) >= 0.85, "cut \(box) against \(true_)")
        }
    }

    @Test func printFitsTheLayoutBoothsMakeThatFitsBest() throws {
        _ = try album.poki(["add", fixture("missed/generated/489.jpg")])
        let edited = try album.poki(["edit", "1000", "--print", "--json"])
        #expect(edited.status == 0, "\(edited.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(edited.standardOutput.utf8)) as? [String: Any])
        let layout = try #require((document["print"] as? [String: Any])?["layout"] as? [String: Int])
        #expect(layout == ["columns": 1, "rows": 2])
        let found = try cuts(of: document), expected = try generatedTruth("489.jpg")
        for (box, true_) in zip(found, expected) {
            #expect(Self.overlap(box, true_) >= 0.85, "cut \(box) against \(true_)")
        }
    }

    /// The detector finds prints it used to miss: a cut whose backdrop is the frame's colour, a
    /// navy sheet of two strips, a black strip whose end cuts have dark backdrops, a mint strip
    /// whose middle cut's backdrop is the frame's mint.
    @Test(arguments: [
        ("pink-2x3-pink-backdrop", ["columns": 2, "rows": 3]), ("navy-strips", ["columns": 2, "rows": 4]),
        ("black-strip-dark", ["columns": 1, "rows": 4]), ("mint-1x3-near", ["columns": 1, "rows": 3]),
    ])
    func printsTheDetectorMissedAreFoundNow(name: String, layout: [String: Int]) throws {
        let result = try album.poki(["colours", fixture("missed/\(name).jpg"), "--json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let print = try #require(reports.first?["print"] as? [String: Any])
        #expect(print["layout"] as? [String: Int] == layout)
        let found = try cuts(of: reports[0]), expected = try truth(name)
        #expect(found.count == expected.count)
        for (box, true_) in zip(found, expected) {
            #expect(Self.overlap(box, true_) >= 0.85, "cut \(box) against \(true_)")
        }
    }

    /// A black strip whose every cut's backdrop is a shade lighter than the frame: the frame map
    /// sees only the people, so the cuts of the layout the user gives are found by their faint
    /// straight edges (they were boxed around the people, overlapping the true cuts by half).
    @Test func cutsTheFrameMapCannotSeeAreFoundByTheirEdges() throws {
        let file = fixture("missed/black-strip-all-dark.jpg")
        let detected = try album.poki(["colours", file, "--json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(detected.standardOutput.utf8)) as? [[String: Any]])
        #expect(reports.first?["print"] == nil, "the detector misses this strip")
        let fitted = try album.poki(["colours", file, "--layout", "1x4", "--json"])
        let fit = try #require(try JSONSerialization.jsonObject(with: Data(fitted.standardOutput.utf8)) as? [[String: Any]])
        let found = try cuts(of: fit[0]), expected = try truth("black-strip-all-dark")
        #expect(found.count == 4)
        for (box, true_) in zip(found, expected) {
            #expect(Self.overlap(box, true_) >= 0.85, "cut \(box) against \(true_)")
        }
    }

    @Test func notAPrintMakesItAnOrdinaryPhoto() throws {
        _ = try album.poki(["add", fixture("album/harufilm-pink.jpg")])
        #expect(try document(1000)["print"] != nil)
        #expect(try album.poki(["edit", "1000", "--not-print"]).status == 0)
        let after = try document(1000)
        #expect(after["print"] == nil && after["layoutSource"] as? String == "user")
        #expect(try album.poki(["show", "1000"]).standardOutput.contains("print:    not a print (set by hand)"))
        #expect(try album.poki(["cuts", "1000", "--to", album.scratch.path]).status == 1)
    }

    @Test func coloursReadsAFileWithTheLayoutGiven() throws {
        let result = try album.poki(["colours", fixture("missed/generated/97.jpg"), "--layout", "1x4"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("print: 1x4 cuts, frame #"), "\(result.standardOutput)")
    }

    @Test(arguments: [
        (["edit", "1000", "--layout", "9x9"], "--layout must be columns x rows like 1x4, 2x2 or 2x3, at most 8 cuts, or 'auto', not '9x9'"),
        (["edit", "1000", "--layout", "2x3", "--print"], "--layout, --print say different things; give one"),
        (["edit", "1000", "1001", "--not-print"], "--layout, --print and --not-print are about one photo's image; give a single ID"),
        (["colours", "x.jpg", "--layout", "x"], "--layout must be columns x rows like 1x4, 2x2 or 2x3, at most 8 cuts, or 'auto', not 'x'"),
    ])
    func badLayoutsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try album.poki(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: \(message)\n"), "\(result.standardError)")
    }
}
