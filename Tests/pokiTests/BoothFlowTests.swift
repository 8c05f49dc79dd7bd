import Foundation
import Testing
import PokiTestSupport

/// The booth brands whose download page draws the photo by script (issue #26): `add --url` takes
/// the photo where the brand's app does. Each runs against `Tests/HTTPServer/booths.py` under the
/// brand's real host name, in a private network and mount namespace whose /etc/hosts sends those
/// names to its loopback, through poki's normal libcurl path: nothing reaches the internet.
@Suite struct BoothFlowTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    /// Runs `commands` beside the booth servers; each poki line should end by echoing its status.
    private func withBooths(_ commands: String) throws -> PokiProcess.Result {
        let root = PokiProcess.fixtures.deletingLastPathComponent()
        let script = """
        ip link set lo up || exit 99
        printf '127.0.0.1 haru8.mx2.co.kr photoqr3.kr haru8.mx2.co.kr.example\\n' > "$SCRATCH/hosts"
        mount --bind "$SCRATCH/hosts" /etc/hosts || exit 99
        # Its output goes nowhere, so that it never holds the test's pipe open; and it is killed
        # with SIGKILL, since the test runner's processes inherit SIGTERM ignored.
        python3 "$SERVER" 80 "$FIXTURES" >/dev/null 2>&1 & server=$!
        trap 'kill -KILL $server' EXIT
        for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/80) 2>/dev/null && break; sleep 0.05; done
        \(commands)
        """
        return try ShellScript.run(script, environment: [
            "ALBUM": album.directory.path, "SCRATCH": album.scratch.path, "FIXTURES": PokiProcess.fixtures.path,
            "SERVER": root.appendingPathComponent("Tests/HTTPServer/booths.py").path,
        ], privateMounts: true, privateNetwork: true)
    }

    private func sha256(_ fixture: String) throws -> String {
        let result = try ShellScript.run("sha256sum '\(PokiProcess.fixtures.appendingPathComponent(fixture).path)'")
        return String(result.standardOutput.prefix(64))
    }

    @Test func haruFilmAndPhotoSignatureGiveThePhotoTheirAppsFetch() throws {
        let result = try withBooths("""
        "$POKI" --library "$ALBUM" add --url http://haru8.mx2.co.kr/@HF12ab; echo "haru $?"
        "$POKI" --library "$ALBUM" add --url http://photoqr3.kr/20251120/Ab12/index.html; echo "signature $?"
        "$POKI" --library "$ALBUM" list --json
        """)
        #expect(result.standardOutput.contains("1000\nharu 0\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("1001\nsignature 0\n"))
        #expect(result.standardOutput.contains(
            "warning: http://haru8.mx2.co.kr/download/album/HF12ab/output/output.jpg: fetched over plain http://; the photo travelled unencrypted\n"))
        #expect(result.standardOutput.components(separatedBy: "travelled unencrypted").count == 3, "one warning for each photo")
        let list = String(result.standardOutput.drop { $0 != "[" })
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: photos.map { ($0["id"] as? Int ?? 0, $0) })
        #expect(byID[1000]?["sha256"] as? String == (try sha256("album/harufilm-pink.jpg")))
        #expect((byID[1000]?["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        #expect(byID[1001]?["sha256"] as? String == (try sha256("album/photosignature-mono.jpg")))
        #expect((byID[1001]?["tag"] as? [String: Any])?["label"] as? String == "포토 시그니쳐")
    }

    @Test func aGoneHaruFilmAlbumHasExpired() throws {
        let before = try album.snapshot()
        let result = try withBooths("""
        "$POKI" --library "$ALBUM" add --url http://haru8.mx2.co.kr/@GONE01; echo "gone $?"
        """)
        #expect(result.standardOutput.contains(
            "error: http://haru8.mx2.co.kr/@GONE01: the link has expired (booths keep photos 1 to 3 days)\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("gone 1\n"))
        #expect(try album.snapshot() == before)
    }

    /// A photo the booth fails to give (503) is not an expired link: the user is told what failed.
    @Test func aBusyBoothSaysWhatFailed() throws {
        let result = try withBooths("""
        "$POKI" --library "$ALBUM" add --url http://haru8.mx2.co.kr/@BUSY01; echo "busy $?"
        """)
        #expect(result.standardOutput.contains(
            "error: http://haru8.mx2.co.kr/download/album/BUSY01/output/output.jpg: the server answered HTTP 503\n"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("expired"))
        #expect(result.standardOutput.contains("busy 1\n"))
    }

    /// A host that only contains a brand's host gets no brand flow: its page is read as any page.
    @Test func aLookAlikeHostIsNotABooth() throws {
        let result = try withBooths("""
        "$POKI" --library "$ALBUM" add --url http://haru8.mx2.co.kr.example/@HF12ab; echo "look-alike $?"
        """)
        #expect(result.standardOutput.contains("no photo on this page"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("look-alike 1\n"))
    }
}
