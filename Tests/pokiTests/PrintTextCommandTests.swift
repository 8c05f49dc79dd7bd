import Foundation
import Testing
import PokiTestSupport

/// A print's own words as a user meets them (issue #29): imported without flags, a print is filed
/// under the brand its frame names and dated by the day printed on it; what the user gives wins;
/// without Tesseract a note says what to install and everything else works.
@Suite struct PrintTextCommandTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    private func fixture(_ name: String) -> String {
        PokiProcess.fixtures.appendingPathComponent(name).path
    }

    private var texts: [String] {
        ["text/harufilm-day.jpg", "text/lifefourcuts-hangul.png", "text/other-booth-dark.jpg"].map(fixture)
    }

    private func document(_ id: Int) throws -> [String: Any] {
        let shown = try album.poki(["show", String(id), "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
    }

    @Test func aFolderOfPrintsImportedWithoutFlagsGetsTheirBrandsAndDays() throws {
        let result = try album.poki(["import", "--json"] + texts)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("note:"), "Tesseract is installed: \(result.standardError)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let imported = try #require(summary["imported"] as? [[String: Any]])
        #expect(imported.map { $0["dateSource"] as? String } == ["print", "print", "print"])

        let expected: [(String, String, String?)] = [("하루필름", "2025-10-16", "하루필름"), ("인생네컷", "2024-05-03", "인생네컷"), ("비분류 브랜드", "2023-01-02", nil)]
        for (offset, (tag, day, brand)) in expected.enumerated() {
            let photo = try document(1000 + offset)
            #expect((photo["tag"] as? [String: Any])?["label"] as? String == tag)
            #expect(photo["date"] as? String == day)
            let text = try #require((photo["print"] as? [String: Any])?["text"] as? [String: Any], "\(photo)")
            #expect(text["brand"] as? String == brand)
            #expect(text["day"] as? String == day)
        }
        let shown = try album.poki(["show", "1000"], environment: ["COLUMNS": "100"])
        #expect(shown.standardOutput.contains("text:     harufilm / 2025.10.16 (brand 하루필름, day 2025-10-16)\n"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("day:      printed on the print\n"))
        #expect(try album.poki(["list", "--tag", "harufilm", "--ids"]).standardOutput == "1000\n")
        #expect(try album.poki(["check"]).status == 0)
    }

    @Test func aTagADayOrAnEXIFDateGivenWinsOverThePrint() throws {
        let given = try album.poki(["add", fixture("text/harufilm-day.jpg"), "--tag", "포토이즘", "--date", "2020-02-02"])
        #expect(given.standardOutput == "1000\n", "\(given.standardError)")
        let photo = try document(1000)
        #expect((photo["tag"] as? [String: Any])?["label"] as? String == "포토이즘")
        #expect(photo["date"] as? String == "2020-02-02" && photo["dateSource"] as? String == "given")
        // What the print says is kept all the same.
        #expect(((photo["print"] as? [String: Any])?["text"] as? [String: Any])?["brand"] as? String == "하루필름")

        // The album's harufilm print has an EXIF date and no day on its frame; its brand is read.
        #expect(try album.poki(["add", fixture("album/harufilm-pink.jpg")]).standardOutput == "1001\n")
        let exif = try document(1001)
        #expect(exif["dateSource"] as? String == "exif" && exif["date"] as? String == "2026-01-10")
        #expect((exif["tag"] as? [String: Any])?["label"] as? String == "하루필름")
    }

    @Test func coloursShowsWhatTheFrameSays() throws {
        let result = try album.poki(["colours", fixture("text/lifefourcuts-hangul.png")])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  text: 인 생 네 컷 / 2024 년 5 월 3 일 (brand 인생네컷, day 2024-05-03)\n"), "\(result.standardOutput)")
        let json = try album.poki(["colours", "--json", fixture("text/other-booth-dark.jpg")])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let text = try #require((reports.first?["print"] as? [String: Any])?["text"] as? [String: Any])
        #expect(text["lines"] as? [String] == ["snap studio", "2023-01-02"])
        #expect(text["brand"] == nil && text["day"] as? String == "2023-01-02")
    }

    /// Generated prints (`Fixtures/generated/text`) whose words OCR reads imperfectly: seed 125, a
    /// day whose slash between month and day is lost (`2019/0106 16:49`); seed 324, a brand the
    /// band's ink image misses while it reads the day; seeds 281 and 337, a line that starts left
    /// of the cuts, nearer the print's edge; seed 246, a brand and day in a bottom margin as thin as
    /// the others; seed 165, a black brand and day on a glitter frame whose grey specks hide them
    /// from the engine until the darkest level of the band's ink is read alone. poki reads each
    /// print's brand and day as the generator's truth says.
    @Test(arguments: ["125.jpg", "324.jpg", "281.png", "337.png", "246.jpg", "165.jpg"])
    func wordsOCRReadsImperfectlyStillNameTheBrandAndDay(_ file: String) throws {
        let folder = PokiProcess.fixtures.appendingPathComponent("generated/text")
        let truth = try String(contentsOf: folder.appendingPathComponent("truth.jsonl"), encoding: .utf8)
        let entries = try truth.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let entry = try #require(entries.first { $0?["file"] as? String == file } ?? nil, "\(file) in truth.jsonl")
        #expect(entry["brandLabel"] is String && entry["day"] is String)
        let result = try album.poki(["colours", "--json", folder.appendingPathComponent(file).path])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let text = try #require((reports.first?["print"] as? [String: Any])?["text"] as? [String: Any], "\(result.standardOutput)")
        #expect(text["brand"] as? String == entry["brandLabel"] as? String, "\(text)")
        #expect(text["day"] as? String == entry["day"] as? String, "\(text)")
    }

    /// Phone photos of prints (`Fixtures/generated/text`, seeds 398, 325 and 300), turned on a
    /// table: their brand line is read on the paper turned upright. A day is taken only when three
    /// of four more readings name it too (a blurred photo's digit misread one way is often misread again:
    /// seed 300's `19.07.10` reads `16.07.10` twice), so the day is the truth's or none, never another.
    @Test(arguments: ["398.jpg", "325.jpg", "300.jpg"])
    func aPhotographedPrintsBrandIsReadOnItsPaperTurnedUpright(_ file: String) throws {
        let folder = PokiProcess.fixtures.appendingPathComponent("generated/text")
        let truth = try String(contentsOf: folder.appendingPathComponent("truth.jsonl"), encoding: .utf8)
        let entries = try truth.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let entry = try #require(entries.first { $0?["file"] as? String == file } ?? nil, "\(file) in truth.jsonl")
        #expect(entry["kind"] as? String == "phone" && entry["brandLabel"] is String)
        let result = try album.poki(["colours", "--json", folder.appendingPathComponent(file).path])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let text = try #require((reports.first?["print"] as? [String: Any])?["text"] as? [String: Any], "\(result.standardOutput)")
        #expect(text["brand"] as? String == entry["brandLabel"] as? String, "\(text)")
        #expect(text["day"] == nil || text["day"] as? String == entry["day"] as? String, "\(text)")
    }

    /// A white sheet with sparse green dots, whose style reads as plain: the dots between the cuts
    /// are frame too, so the bands' dots are not taken for letters and the line under the cuts
    /// reads `2025. 07. 02 14:44 인생네컷`. The bands above the cuts, whose dots Tesseract reads
    /// as scraps of letters it is unsure of (`ous / 아어 / to`), show no text.
    @Test func aDottedFramesDotsAreNotLetters() throws {
        let json = try album.poki(["colours", "--json", fixture("text/dotted-sheet.jpg")])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let text = try #require((reports.first?["print"] as? [String: Any])?["text"] as? [String: Any], "\(json.standardOutput)")
        #expect(text["brand"] as? String == "인생네컷", "\(text)")
        #expect(text["day"] as? String == "2025-07-02", "\(text)")
        let lines = try #require(text["lines"] as? [String])
        #expect(lines.count == 1 && lines.first?.hasPrefix("2025. 07. 02") == true, "\(lines)")
    }

    /// A sheet on a mint frame darkening to slate, its day and brand in light letters on the
    /// gradient: the band's lightness is turned dark on light because its strokes are light (the
    /// frame's colours, mostly dark, said otherwise), and its ground is evened out, so the engine
    /// reads `하루필름` where it read nothing.
    @Test func lightLettersOnAGradientAreRead() throws {
        let json = try album.poki(["colours", "--json", fixture("text/gradient-sheet.jpg")])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let text = try #require((reports.first?["print"] as? [String: Any])?["text"] as? [String: Any], "\(json.standardOutput)")
        #expect(text["brand"] as? String == "하루필름", "\(text)")
        #expect((text["lines"] as? [String])?.first == "2024 년 1 월 25 일", "\(text)")
    }

    /// Leptonica, inside Tesseract, complains about some bands on standard error
    /// (`Error in boxClipToRectangle: box outside rectangle`); none of it reaches the user between
    /// poki's own messages. This strip's bands made Leptonica complain four times when Leptonica
    /// was left to speak (a build without `setMsgSeverity`): a change to how bands are made may
    /// need another strip that does.
    @Test func theOCRLibrariesSayNothingOfTheirOwn() throws {
        let result = try album.poki(["colours", fixture("text/glitter-strip.jpg")])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  print: 1x4 cuts"), "\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    /// A machine without Tesseract (hidden here by a bind mount): the prints still import, filed
    /// as before, and one note says what to install; `--json` output stays one document.
    @Test func withoutTesseractOneNoteSaysWhatToInstall() throws {
        let script = """
        library=$(readlink -f "$(ldconfig -p | awk '$1 == "libtesseract.so.5" { print $NF; exit }')") || exit 99
        mount --bind /dev/null "$library" || exit 99
        "$POKI" --library "$ALBUM" import --json "$FIRST" "$SECOND" "$THIRD" > "$ALBUM.json"; echo "import $?"
        """
        let result = try ShellScript.run(
            script, environment: ["ALBUM": album.directory.path, "FIRST": texts[0], "SECOND": texts[1], "THIRD": texts[2]],
            privateMounts: true
        )
        #expect(result.standardOutput.hasSuffix("import 0\n"), "\(result.standardOutput)")
        let notes = result.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("note: cannot read the text on prints") }
        #expect(notes.count == 1, "\(result.standardOutput)")
        #expect(notes.first?.hasSuffix("; install tesseract-ocr and tesseract-ocr-kor") == true)
        let output = try Data(contentsOf: URL(fileURLWithPath: album.directory.path + ".json"))
        let summary = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        #expect((summary["imported"] as? [[String: Any]])?.count == 3)
        let photo = try document(1000)
        #expect((photo["tag"] as? [String: Any])?["label"] as? String == "비분류 브랜드")
        #expect(photo["dateSource"] as? String == "today")
        #expect((photo["print"] as? [String: Any])?["text"] == nil)
    }

    /// Tesseract without its Korean data reads the Latin prints; the note names the package.
    @Test func withoutKoreanDataLatinPrintsAreStillRead() throws {
        let data = album.scratch.appendingPathComponent("tessdata")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: data.appendingPathComponent("eng.traineddata"), withDestinationURL: URL(fileURLWithPath: "/usr/share/tesseract-ocr/5/tessdata/eng.traineddata")
        )
        let result = try album.poki(["import"] + texts, environment: ["TESSDATA_PREFIX": data.path])
        #expect(result.status == 0)
        #expect(result.standardError.contains("note: cannot read the text on prints: Tesseract has no data for kor; install tesseract-ocr-kor\n"), "\(result.standardError)")
        #expect((try document(1000)["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        #expect((try document(1001)["tag"] as? [String: Any])?["label"] as? String == "비분류 브랜드")
    }
}
