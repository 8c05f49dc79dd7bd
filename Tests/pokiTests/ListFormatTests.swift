import Foundation
import Testing
import PokiTestSupport

/// `list --format TEMPLATE` and `list --jsonl`: output shaped for other commands.
@Suite struct ListFormatTests {
    /// An album of two photos, the second with a two-line memo holding an escape character.
    static func album() throws -> String {
        let album = try PokiProcess.temporaryDirectory().appendingPathComponent("album").path
        let fixtures = PokiProcess.fixtures.appendingPathComponent("solid")
        #expect(try PokiProcess.run(["--library", album, "add", fixtures.appendingPathComponent("pink.jpg").path, "--tag", "포토이즘", "--memo", "홍대", "--date", "2026-11-20"]).status == 0)
        #expect(try PokiProcess.run(["--library", album, "add", fixtures.appendingPathComponent("red.png").path, "--tag", "인생네컷", "--memo=first line\n\u{1B}[31msecond", "--date", "2026-11-21"]).status == 0)
        return album
    }

    @Test func fillsEveryFieldWithTabAndLineEscapes() throws {
        let album = try Self.album()
        let result = try PokiProcess.run(["--library", album, "list", "--format", #"{id}\t{date}\t{tag}\t{memo.firstLine}\t{colour}\t{width}x{height}\t{image}\n-"#])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        let newest = lines[0].split(separator: "\t").map(String.init)
        #expect(newest[0...3] == ["1001", "2026-11-21", "인생네컷", "first line"])
        #expect(newest[4].hasPrefix("#") && newest[4].count == 7)
        #expect(newest[6] == album + "/images/1001.png")
        #expect(lines[1] == "-")
        #expect(lines[2].hasPrefix("1000\t2026-11-20\t포토이즘\t홍대\t"))
    }

    @Test func controlCharactersInTheMemoAreShownSoOnePhotoStaysOneLine() throws {
        let album = try Self.album()
        let result = try PokiProcess.run(["--library", album, "list", "--format", "{id} {memo}", "--limit", "1"])
        #expect(result.standardOutput == "1001 first line^J^[[31msecond\n")
        let added = try PokiProcess.run(["--library", album, "list", "--format", "{added}", "--limit", "1"])
        #expect(try added.standardOutput.wholeMatch(of: Regex(#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n"#)) != nil)
    }

    @Test func anUnknownFieldIsAUsageErrorListingTheFields() throws {
        let album = try Self.album()
        let result = try PokiProcess.run(["--library", album, "list", "--format", "{id} {colour.hex}"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: unknown field '{colour.hex}' in --format; fields: {id}, {date}, {dateSource}, {capturedAt}, {tag}, {memo}, {memo.firstLine}, {colour}, {image}, {imagePath}, {originalFileName}, {sha256}, {width}, {height}, {added}\nusage: poki list"))
        let typo = try PokiProcess.run(["--library", album, "list", "--format", "{tga}"])
        #expect(typo.standardError.contains("(did you mean '{tag}'?)"))
        let unclosed = try PokiProcess.run(["--library", album, "list", "--format", "{id"])
        #expect(unclosed.status == 2)
        #expect(unclosed.standardError.hasPrefix("error: unclosed '{' in --format"))
        let both = try PokiProcess.run(["--library", album, "list", "--format", "{id}", "--jsonl"])
        #expect(both.status == 2)
    }

    @Test func jsonLinesHoldTheSameDocumentsAsJSONOneALine() throws {
        let album = try Self.album()
        let lines = try PokiProcess.run(["--library", album, "list", "--jsonl"])
        #expect(lines.status == 0)
        let array = try PokiProcess.run(["--library", album, "list", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(array.standardOutput.utf8)) as? [NSDictionary])
        let documents = try lines.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
        }
        #expect(lines.standardOutput.hasSuffix("}\n"))
        #expect(documents == items)
        #expect(documents.count == 2)
        #expect(lines.standardOutput.contains(#""memo":"first line\n\u001b[31msecond""#))
    }
}
