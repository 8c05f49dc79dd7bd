import Foundation
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import Testing
import PokiTestSupport

/// `poki add --url` end to end, against the tests' own web server on 127.0.0.1.
@Suite struct AddFromLinkTests {
    let album: TemporaryAlbum
    let server: TestWebServer

    init() throws {
        album = try TemporaryAlbum()
        server = try TestWebServer()
    }

    private func fixtureSHA256(_ relative: String) throws -> String {
        try SHA256.hex(ofFileAt: PokiProcess.fixtures.appendingPathComponent(relative).path)
    }

    private func documents(_ result: PokiProcess.Result) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    /// Downloads were stored 0644 under the usual umask 022, so a new album failed `check` at
    /// once (issue #24).
    @Test func aDownloadedImageIsPrivateAndTheNewAlbumChecksClean() throws {
        let result = try ShellScript.run(
            #"umask 022 && "$POKI" add --url "$URL""#,
            environment: ["POKI_LIBRARY": album.directory.path, "URL": server.url("/photo.jpg")]
        )
        #expect(result.status == 0, "\(result.standardOutput)")
        let image = album.directory.appendingPathComponent("images/1000.jpg").path
        let permissions = try FileManager.default.attributesOfItem(atPath: image)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    }

    @Test func aDirectJPEGIsAddedWithItsSource() throws {
        let url = server.url("/photo.jpg")
        let result = try album.poki(["add", "--url", url, "--tag", "인생네컷", "--memo", "from the booth", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("unencrypted"), "a loopback link is not a warning")
        let document = try #require(try documents(result).first)
        #expect(document["sha256"] as? String == (try fixtureSHA256("album/lifefourcuts-sky.jpg")))
        #expect(document["originalFileName"] as? String == "photo.jpg")
        #expect(document["memo"] as? String == "from the booth")
        #expect((document["tag"] as? [String: Any])?["label"] as? String == "인생네컷")
        #expect(document["date"] as? String == "2026-02-11", "the EXIF day of the downloaded file")
        let source = try #require(document["source"] as? [String: Any])
        #expect(source["url"] as? String == url)
        let fetchedAt = try #require(source["fetchedAt"] as? String)
        #expect(fetchedAt.hasSuffix("Z") && fetchedAt.count == 20)

        let shown = try album.poki(["show", "1000", "--json"])
        #expect(shown.standardOutput.contains("\"url\" : \"\(url)\""), "the document keeps its source")
        let image = album.directory.appendingPathComponent("images/1000.jpg")
        #expect(try Data(contentsOf: image) == Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg")))
        #expect(try album.poki(["check"]).status == 0)
    }

    @Test func aPNGServedAsOctetStreamIsAPhoto() throws {
        let result = try album.poki(["add", "--url", server.url("/download"), "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try documents(result).first)
        #expect(document["format"] as? String == "png")
        #expect(document["sha256"] as? String == (try fixtureSHA256("solid/pink.png")))
        #expect((document["tag"] as? [String: Any])?["label"] as? String == "비분류 브랜드")
    }

    @Test func aPageGivesItsOgImage() throws {
        let page = server.url("/og.html")
        let result = try album.poki(["add", "--url", page, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try documents(result).first)
        #expect(document["sha256"] as? String == (try fixtureSHA256("album/harufilm-pink.jpg")), "og:image, not the <img> decoy")
        #expect(document["originalFileName"] as? String == "og-photo.jpg")
        #expect((document["source"] as? [String: Any])?["url"] as? String == page)
    }

    @Test func aPageWithOnlyRelativeLinksGivesTheLargestPhotoAndSaysWhich() throws {
        let result = try album.poki(["add", "--url", server.url("/album/relative.html"), "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try documents(result).first)
        #expect(document["sha256"] as? String == (try fixtureSHA256("album/harufilm-sunset.jpg")))
        #expect(result.standardError.contains("2 photos on the page; took the largest, \(server.url("/files/big.jpg"))"))
    }

    /// The largest picture is the largest in pixels, read from each header: a 16x16 logo PNG of
    /// 240 KB loses to the 600x900 WebP print of 7 KB beside it (issue #26).
    @Test func theLargestPhotoIsTheLargestInPixels() throws {
        let result = try album.poki(["add", "--url", server.url("/album/logo.html"), "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try documents(result).first)
        #expect(document["format"] as? String == "webp")
        #expect(document["sha256"] as? String == (try fixtureSHA256("phone/harufilm-pink.webp")))
        #expect(result.standardError.contains("3 photos on the page; took the largest, \(server.url("/album/print.webp")) (600x900, 7072 bytes)"),
                "\(result.standardError)")
    }

    @Test func redirectsAreFollowed() throws {
        let result = try album.poki(["add", "--url", server.url("/hop/9"), "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try documents(result).first?["sha256"] as? String == (try fixtureSHA256("album/lifefourcuts-sky.jpg")))
    }

    @Test func theHostsFileNamesTheBrand() throws {
        let config = album.scratch.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("poki"), withIntermediateDirectories: true)
        try Data("# booth download hosts\n127.0.0.1  하루필름\n".utf8).write(to: config.appendingPathComponent("poki/hosts"))
        let result = try album.poki(["add", "--url", server.url("/photo.jpg"), "--json"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect((try documents(result).first?["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        let tagged = try album.poki(["add", "--url", server.url("/download"), "--tag", "포토이즘", "--json"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect((try documents(tagged).first?["tag"] as? [String: Any])?["label"] as? String == "포토이즘", "--tag wins")
    }

    /// Each failing link: its path, extra options, and the error after `error: <url>: `.
    static let failures: [(String, [String], String)] = [
        ("/loop", [], "more than 10 redirects"),
        ("/hop/11", [], "more than 10 redirects"),
        ("/gone", [], "the link has expired or is wrong"),
        ("/deleted", [], "the link has expired or is wrong"),
        ("/broken", [], "the server answered HTTP 500"),
        ("/nophoto.html", [], "no photo on this page (booth links expire after 1 to 3 days)"),
        ("/endless.jpg", ["--max-size", "1M"], "larger than 1 MiB; raise the limit with --max-size"),
        ("/stall.jpg", ["--timeout", "1"], "no answer for 1 s; try again, or wait longer with --timeout"),
        ("/text", [], "not a PNG, JPEG, WebP or HEIF photo"),
        ("/corrupt.jpg", [], "corrupt JPEG (Premature end of JPEG file)"),
    ]

    @Test(arguments: failures)
    func aFailingLinkSaysWhyAndLeavesTheAlbumAsItWas(path: String, options: [String], message: String) throws {
        _ = try album.poki(["add", try album.distinctImages(1)[0]])
        let before = try album.snapshot()
        let url = server.url(path)
        let started = Date()
        let result = try album.poki(["add", "--url", server.url("/photo.jpg"), url] + options + ["--json"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: \(url): \(message)\n"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("nothing was added\n"))
        let failures = try documents(result)
        #expect(failures.count == 1 && failures[0]["path"] as? String == url, "one JSON document: the failure")
        #expect((failures.first?["error"] as? String)?.hasSuffix(message) == true)
        #expect(try album.snapshot() == before, "nothing written, no download left behind")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    /// A failed download made a new album (album.json, counter, index) where a failed
    /// `add FILE` makes nothing (issue #24).
    @Test(arguments: [false, true])
    func aFailedDownloadLeavesNoNewAlbumBehind(folderExists: Bool) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("poki-new-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let library = scratch.appendingPathComponent("album").path
        if folderExists { try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let result = try ShellScript.run(
            #""$POKI" add --url "$GOOD" "$BAD""#,
            environment: ["POKI_LIBRARY": library, "GOOD": server.url("/photo.jpg"), "BAD": server.url("/gone")]
        )
        #expect(result.status == 1)
        #expect(result.standardOutput.hasSuffix("nothing was added\n"), "\(result.standardOutput)")
        if folderExists {
            #expect(try FileManager.default.contentsOfDirectory(atPath: library).isEmpty, "the user's folder is left empty, as it was")
        } else {
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "no album folder is left")
        }
        let second = try ShellScript.run(#""$POKI" add --url "$GOOD""#, environment: ["POKI_LIBRARY": library, "GOOD": server.url("/photo.jpg")])
        #expect(second.standardOutput.hasSuffix("1000\n"), "a later add makes the album and gives the first ID: \(second.standardOutput)")
    }

    @Test func aKilledDownloadLeavesTheAlbumClean() throws {
        _ = try album.poki(["add", try album.distinctImages(1)[0]])
        let before = try album.snapshot()
        let process = Process()
        process.executableURL = PokiProcess.executable
        process.arguments = ["add", "--url", server.url("/slow.jpg")]
        process.environment = ["POKI_LIBRARY": album.directory.path, "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let check = try album.poki(["check"])
        #expect(check.status == 0)
        #expect(check.standardError == "the album is fine\n")
        #expect(try album.snapshot() == before)
    }

    @Test(arguments: [
        (["add", "--url", "--qr", "x"], "--url and --qr cannot be used together"),
        (["add", "a.jpg", "--timeout", "3"], "--timeout needs --url or --qr"),
        (["add", "--url", "http://127.0.0.1/", "--max-size", "8X"], "--max-size must be a size like 8M, 512K or 1G, not '8X'"),
        (["add", "--url", "http://127.0.0.1/", "--timeout", "0"], "--timeout must be a whole number of seconds from 1 to 3600, not '0'"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try album.poki(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: \(message)\n"))
    }

    @Test func aLinkThatIsNotHTTPIsRefused() throws {
        let result = try album.poki(["add", "--url", "file:///etc/passwd"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: file:///etc/passwd: not an http:// or https:// link\n"))
    }
}
