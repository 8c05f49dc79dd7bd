import Foundation
import Testing
import PokiTestSupport

/// The exported album in a real browser: `Tests/browser/check.sh` loads the feed and a photo page
/// in headless Chromium at a phone's width (installing Debian's chromium when missing) and checks
/// the cards, that no request leaves the folder and that nothing scrolls sideways. Its screenshots
/// stay in Tests/browser/screenshots/ (ignored by git) for a person to look at.
@Suite struct BrowserCheckTests {
    static let script = PokiProcess.fixtures.deletingLastPathComponent().appendingPathComponent("Tests/browser/check.sh").path

    private func check(_ directory: URL, _ arguments: [String]) throws -> PokiProcess.Result {
        try ShellScript.run("\"$CHECK\" \"$DIRECTORY\" " + arguments.joined(separator: " "),
                            environment: ["CHECK": Self.script, "DIRECTORY": directory.path], timeLimit: 600)
    }

    @Test func theFeedAndAPhotoPageLoadInChromiumAtPhoneWidthWithNothingFromOutside() throws {
        let album = try TemporaryAlbum()
        let fixtures = PokiProcess.fixtures
        #expect(try album.poki(["tags", "add", "셀카"]).status == 0)
        #expect(try album.poki(["import", "--manifest", fixtures.appendingPathComponent("album/prints.csv").path]).status == 0)
        #expect(try album.poki(["pose", "like", "two-03"]).status == 0)
        let long = String(repeating: "아주긴메모", count: 40)
        #expect(try album.poki(["add", fixtures.appendingPathComponent("exif/portrait-orientation-6.jpg").path, "--tag", "셀카",
                                "--memo", "<script>alert(1)</script> \(long)", "--date", "2026-03-12"]).status == 0)
        let export = album.scratch.appendingPathComponent("web")
        #expect(try album.poki(["export", "--html", export.path, "--title", "민지의 네컷 <앨범>"]).status == 0)
        let result = try check(export, ["--cards", "6", "--page", "photos/1005.html", "--page", "calendar.html", "--page", "poses.html"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("browser check passed"))
    }

    /// In Korean, the album's own words are Korean and the page says so (`lang="ko"`), and it
    /// still passes every check in Chromium: a screenshot of each page is kept for a person.
    @Test func theKoreanAlbumLoadsInChromiumInKorean() throws {
        let album = try TemporaryAlbum()
        let korean = ["LANG": "ko_KR.UTF-8"]
        #expect(try album.poki(["import", "--manifest", PokiProcess.fixtures.appendingPathComponent("album/prints.csv").path], environment: korean).status == 0)
        let export = album.scratch.appendingPathComponent("web")
        #expect(try album.poki(["export", "--html", export.path], environment: korean).status == 0)
        let feed = try String(contentsOf: export.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(feed.contains("<html lang=\"ko\">"))
        #expect(feed.contains(">사진</a> <a href=\"calendar.html\">달력</a>"), "\(feed)")
        #expect(feed.contains("<time datetime=\"2026-05\">2026년 5월</time>"))
        let calendar = try String(contentsOf: export.appendingPathComponent("calendar.html"), encoding: .utf8)
        #expect(calendar.contains("<th>일</th><th>월</th>"), "weeks start on Sunday in Korean")
        let shots = album.scratch.appendingPathComponent("shots")
        let result = try check(export, ["--cards", "5", "--page", "photos/1000.html", "--page", "calendar.html", "--screenshots", shots.path])
        #expect(result.status == 0, "\(result.standardOutput)")
        for page in ["index", "photos_1000", "calendar"] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("\(page).png").path), "\(page)")
        }
    }

    /// The check itself fails for a page that loads a picture from the web and is wider than a phone.
    @Test func theCheckFailsForAPageThatReachesOutOrScrollsSideways() throws {
        let directory = try PokiProcess.temporaryDirectory()
        let page = """
        <!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
        <article class="card"><img src="http://tracker.invalid/pixel.png" width="1" height="1"></article>
        <div style="width: 600px">wide</div></body></html>
        """
        try Data(page.utf8).write(to: directory.appendingPathComponent("index.html"))
        let result = try check(directory, ["--cards", "1", "--screenshots", directory.appendingPathComponent("shots").path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("FAIL index.html: requested http://tracker.invalid/pixel.png"))
        #expect(result.standardOutput.contains("FAIL index.html: names an address outside the folder: http://tracker.invalid/pixel.png"))
        #expect(result.standardOutput.contains("FAIL index.html: scrolls sideways at 390 px"))
    }
}
