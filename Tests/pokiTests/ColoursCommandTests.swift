import Foundation
import Testing
import PokiTestSupport

/// `poki colours` as users and scripts run it.
@Suite struct ColoursCommandTests {
    let split = PokiProcess.fixtures.appendingPathComponent("png/split-rgb8.png").path
    let portrait = PokiProcess.fixtures.appendingPathComponent("exif/portrait-orientation-6.jpg").path

    @Test func printsFormatSizeAndTheDominantColourWithItsShare() throws {
        let result = try PokiProcess.run(["colours", split])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "\(split): PNG 100x100, orientation 1")
        #expect(lines.contains { $0.contains("#E94B6A") && $0.contains("70.0%") && $0.contains("dominant") })
        #expect(!result.standardOutput.contains("\u{1B}["), "no colour escapes when stdout is a pipe")
    }

    /// A header wider than the terminal puts the file on a line of its own and the details under
    /// it; no line is wider than the terminal, and a wide one keeps the header on one line.
    @Test(arguments: [50, 200])
    func theHeaderFitsTheTerminal(columns: Int) throws {
        let result = try PokiProcess.run(["colours", portrait], environment: ["COLUMNS": String(columns)])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= columns, "\(line) is wider than \(columns)") }
        let details = "JPEG 80x120, orientation 6"
        if columns >= 200 {
            #expect(lines.first?.hasPrefix("\(portrait): \(details)") == true)
        } else {
            #expect(lines.first == String("\(portrait):".prefix(columns - 1)) + "…" || lines.first == "\(portrait):")
            #expect(lines.count > 1 && lines[1].hasPrefix("  \(details)"))
        }
    }

    @Test func jsonIsOneParsableArrayWithDisplaySizeAndPalette() throws {
        let result = try PokiProcess.run(["colours", "--json", split, portrait])
        #expect(result.status == 0)
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(documents.count == 2)
        let dominant = try #require(documents[0]["dominant"] as? [String: Any])
        #expect(dominant["colour"] as? String == "#E94B6A")
        #expect(abs((dominant["share"] as? Double ?? 0) - 0.70) <= 0.03)
        #expect(documents[1]["width"] as? Int == 80)
        #expect(documents[1]["height"] as? Int == 120)
        #expect(documents[1]["orientation"] as? Int == 6)
    }

    @Test func aFailingFileIsNamedOnStandardErrorAndTheOthersStillPrint() throws {
        let avif = PokiProcess.fixtures.appendingPathComponent("other/photo.avif").path
        let result = try PokiProcess.run(["colours", avif, split])
        #expect(result.status == 1)
        #expect(result.standardError == "error: \(avif): unsupported image format (AVIF); poki reads PNG, JPEG, WebP and HEIF; "
            + "avifdec (Debian: libavif-bin) makes a PNG of it\n")
        #expect(result.standardOutput.contains("#E94B6A"))
    }

    @Test func missingFileIsAFailureNotAUsageError() throws {
        let result = try PokiProcess.run(["colours", "/nonexistent/photo.jpg"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: /nonexistent/photo.jpg: "))
        #expect(result.standardOutput.isEmpty)
    }
}
