import Foundation
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import Testing
import PokiTestSupport

/// `poki add --qr` and the `qr` field of `colours --json` and of documents, on the QR fixtures
/// `Fixtures/make_fixtures.py` made. Their codes link to 127.0.0.1:47613, where one test serves them.
@Suite struct AddFromQRCodeTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    private func fixture(_ name: String) -> String { PokiProcess.fixtures.appendingPathComponent("qr/\(name)").path }

    private func sha256(_ relative: String) throws -> String {
        try SHA256.hex(ofFileAt: PokiProcess.fixtures.appendingPathComponent(relative).path)
    }

    /// A code's text is shown as poki shows all user text, `^[` for an escape (issue #24: it was
    /// `\u{1b}`), and never reaches the terminal raw.
    @Test func aCodeWithAnEscapeIsShownInCaretNotation() throws {
        let result = try album.poki(["add", "--qr", fixture("escape-text.png")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("QR code http://127.0.0.1:47613/qr/^[[31mphoto.jpg\n"), "\(result.standardError)")
        #expect(!result.standardError.contains("\u{1B}"))
        #expect(!result.standardError.contains("\\u{1b}"))
    }

    /// QR text over 2,047 bytes was cut without a word (issue #24); a code holds up to 2,953.
    @Test func aCodeOf2500BytesIsReadWhole() throws {
        var expected = "http://127.0.0.1:47613/qr/photo.jpg?"
        var number = 0
        while expected.utf8.count < 2500 {
            expected += "&n=\(number)"
            number += 1
        }
        expected = String(expected.prefix(2500))
        let result = try PokiProcess.run(["colours", "--json", fixture("long-text.png")])
        #expect(result.status == 0, "\(result.standardError)")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let text = try #require((reports.first?["qr"] as? [String: Any])?["text"] as? String)
        #expect(text.utf8.count == 2500)
        #expect(text == expected)
    }

    @Test func everyCodeInEveryPictureIsFollowed() throws {
        let server = try TestWebServer(port: 47613)
        let photo = "http://127.0.0.1:47613/qr/photo.jpg", second = "http://127.0.0.1:47613/qr/second.jpg"
        let cases: [(String, [String], [String])] = [
            ("clean.png", [photo], ["album/lifefourcuts-sky.jpg"]),
            ("angled-print.jpg", [photo], ["album/lifefourcuts-sky.jpg"]),
            ("small-code-12mp.jpg", [photo], ["album/lifefourcuts-sky.jpg"]),
            ("two-codes.png", [photo, second], ["album/lifefourcuts-sky.jpg", "album/photoism-mint.jpg"]),
        ]
        for (picture, links, images) in cases {
            let result = try album.poki(["add", "--qr", fixture(picture), "--allow-duplicate", "--json"])
            #expect(result.status == 0, "\(picture): \(result.standardError)")
            let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            #expect(documents.compactMap { ($0["source"] as? [String: Any])?["url"] as? String } == links, "\(picture)")
            #expect(documents.compactMap { $0["sha256"] as? String } == (try images.map(sha256)), "\(picture)")
            for link in links { #expect(result.standardError.contains("\(fixture(picture)): QR code \(link)\n")) }
        }
        withExtendedLifetime(server) {}
    }

    @Test func aPictureWithoutACodeIsAnErrorAndAddsNothing() throws {
        _ = try album.poki(["add", try album.distinctImages(1)[0]])
        let before = try album.snapshot()
        let result = try album.poki(["add", "--qr", fixture("no-code.jpg")])
        #expect(result.status == 1)
        #expect(result.standardError == "error: \(fixture("no-code.jpg")): no QR code found\nnothing was added\n")
        #expect(try album.snapshot() == before)
    }

    @Test func coloursReportsTheCodeAndItsBox() throws {
        let result = try album.poki(["colours", "--json", fixture("clean.png"), fixture("no-code.jpg"), fixture("angled-print.jpg")])
        #expect(result.status == 0)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let clean = try #require(reports[0]["qr"] as? [String: Any])
        #expect(clean["text"] as? String == "http://127.0.0.1:47613/qr/photo.jpg")
        #expect([clean["x"], clean["y"], clean["width"], clean["height"]].compactMap { $0 as? Int } == [40, 40, 291, 291])
        #expect(reports[1]["qr"] == nil)
        let angled = try #require(reports[2]["qr"] as? [String: Any])
        // The code sits in the print's bottom right corner, which the photo puts around (900…1070, 950…1100).
        let x = try #require(angled["x"] as? Int), y = try #require(angled["y"] as? Int)
        #expect((850...950).contains(x) && (900...1000).contains(y), "\(angled)")
    }

    @Test func aPrintAddedFromAFileKeepsItsLink() throws {
        let result = try album.poki(["add", fixture("angled-print.jpg"), "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"text\" : \"http://127.0.0.1:47613/qr/photo.jpg\""))
        let shown = try album.poki(["show", "1000", "--json"])
        #expect(shown.standardOutput.contains("\"text\" : \"http://127.0.0.1:47613/qr/photo.jpg\""))
        #expect(!shown.standardOutput.contains("\"source\""))
    }

    /// A print whose code leads to a known booth host (Photoism's short link) is filed under that
    /// brand without `--tag`; `--tag` still wins, the user's hosts file may say otherwise, and a
    /// print whose code leads elsewhere gets the default tag.
    @Test func aPrintFromAFileGetsTheBrandOfItsCodesHost() throws {
        let result = try album.poki(["add", fixture("photoism-print.png")])
        #expect(result.status == 0)
        #expect(try label(of: 1000) == "포토이즘")

        _ = try album.poki(["add", fixture("photoism-print.png"), "--tag", "하루필름", "--allow-duplicate"])
        #expect(try label(of: 1001) == "하루필름")

        let config = album.scratch.appendingPathComponent("config/poki")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "qr.seobuk.kr 모노맨션  # a shop that rents Photoism's booths\n".write(to: config.appendingPathComponent("hosts"), atomically: true, encoding: .utf8)
        let overridden = try album.poki(
            ["add", fixture("photoism-print.png"), "--allow-duplicate"], environment: ["XDG_CONFIG_HOME": album.scratch.appendingPathComponent("config").path]
        )
        #expect(overridden.status == 0)
        #expect(try label(of: 1002) == "모노맨션")

        _ = try album.poki(["add", fixture("angled-print.jpg")])
        #expect(try label(of: 1003) == "비분류 브랜드")
    }

    private func label(of id: Int) throws -> String? {
        let shown = try album.poki(["show", String(id), "--json"]).standardOutput
        let document = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
        return (document?["tag"] as? [String: Any])?["label"] as? String
    }
}
