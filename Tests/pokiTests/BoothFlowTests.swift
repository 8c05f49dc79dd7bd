import Foundation
import Testing
import PokiTestSupport

/// The booth brands' own flows (issue #26): `add --url` takes the photo and the session video
/// where each brand's app does. Each runs against `Tests/HTTPServer/booths.py` under the brands'
/// real host names, over http and over https with a certificate from a throwaway CA, in a
/// private network and mount namespace whose /etc/hosts sends those names to its loopback and
/// whose /etc/ssl/certs holds only that CA: poki's normal libcurl path, nothing reaches the
/// internet, and nothing in poki knows it is a test.
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
        hosts=$(python3 "$SERVER" --hosts) || exit 99
        printf '127.0.0.1 %s\\n' "$hosts" > "$SCRATCH/hosts"
        mount --bind "$SCRATCH/hosts" /etc/hosts || exit 99
        "$MAKE_CA" "$SCRATCH/tls" $hosts || exit 99
        mkdir -p "$SCRATCH/certs" && cp "$SCRATCH/tls/ca.pem" "$SCRATCH/certs/ca-certificates.crt"
        mount --bind "$SCRATCH/certs" /etc/ssl/certs || exit 99
        # Its output goes nowhere, so that it never holds the test's pipe open; and it is killed
        # with SIGKILL, since the test runner's processes inherit SIGTERM ignored.
        python3 "$SERVER" 80 "$FIXTURES" 443 "$SCRATCH/tls/server.pem" "$SCRATCH/tls/server.key" >/dev/null 2>&1 & server=$!
        trap 'kill -KILL $server' EXIT
        for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/443) 2>/dev/null && break; sleep 0.05; done
        \(commands)
        """
        return try ShellScript.run(script, environment: [
            "ALBUM": album.directory.path, "SCRATCH": album.scratch.path, "FIXTURES": PokiProcess.fixtures.path,
            "SERVER": root.appendingPathComponent("Tests/HTTPServer/booths.py").path,
            "MAKE_CA": root.appendingPathComponent("Tests/HTTPServer/make_test_ca.sh").path,
        ], privateMounts: true, privateNetwork: true)
    }

    /// The album's photos from `list --json` at the end of `output`, by ID.
    private func photos(in output: String) throws -> [Int: [String: Any]] {
        let start = try #require(output.range(of: "\n[", options: .backwards)).lowerBound
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(output[start...].utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: photos.map { ($0["id"] as? Int ?? 0, $0) })
    }

    private func sha256(_ fixture: String) throws -> String {
        let result = try ShellScript.run("sha256sum '\(PokiProcess.fixtures.appendingPathComponent(fixture).path)'")
        return String(result.standardOutput.prefix(64))
    }

    /// Every brand's link shape gives the brand's photo (by SHA-256), its tag and, where the
    /// booth keeps one, its session video, stored beside the image.
    @Test func everyBrandsLinkGivesItsPhotoItsTagAndItsVideo() throws {
        let links: [(url: String, photo: String, label: String, video: Bool)] = [
            ("https://api.life4cut.net/L4C123", "album/lifefourcuts-sky.jpg", "인생네컷", true),
            ("https://qr.seobuk.kr/s/8ijZsg_", "album/photoism-mint.jpg", "포토이즘", true),
            ("http://haru8.mx2.co.kr/@HF12ab", "album/harufilm-pink.jpg", "하루필름", true),
            ("https://pgshort.aprd.io/AbC1", "prints/strip-pastel-stickers.jpg", "포토그레이", true),
            ("http://photoqr3.kr/20251120/Ab12/index.html", "album/photosignature-mono.jpg", "포토 시그니쳐", true),
            ("https://photosignature-viewer.web.app/view/SIG77", "prints/grid2x2-navy.jpg", "포토 시그니쳐", false),
            ("https://kor1.monomansion.net/?qrcode=MM1", "prints/strip1x3-dotted.jpg", "모노맨션", true),
            ("https://picdot.kr/?qrcode=PD1", "prints/horizontal-lavender.jpg", "픽닷", true),
            ("https://qr.mono-mansion.com/s/MM2", "prints/sheet-two-strips-black.jpg", "모노맨션", true),
            ("https://x.dontlxxkup.kr/image/image_20251120_77.jpg", "prints/grid2x3-gradient.jpg", "돈룩업", true),
            ("http://t9.pixpixlink.com/?id=PX1", "prints/single-white.jpg", "비분류 브랜드", true),
            ("https://t.pixpixlink.com/g4?d=T4797&i=SoaV", "prints/strip-white.jpg", "비분류 브랜드", true),
        ]
        let commands = links.enumerated().map { "\"$POKI\" --library \"$ALBUM\" add --url '\($0.element.url)' 2>/dev/null; echo \"link\($0.offset) $?\"" }
        let result = try withBooths(commands.joined(separator: "\n") + "\n\"$POKI\" --library \"$ALBUM\" list --json")
        let byID = try photos(in: result.standardOutput)
        let video = try sha256("video/session.mp4")
        for (offset, link) in links.enumerated() {
            #expect(result.standardOutput.contains("\(1000 + offset)\nlink\(offset) 0\n"), "\(link.url): \(result.standardOutput)")
            let photo = try #require(byID[1000 + offset], "\(link.url)")
            #expect(photo["sha256"] as? String == (try sha256(link.photo)), "\(link.url)")
            #expect((photo["tag"] as? [String: Any])?["label"] as? String == link.label, "\(link.url)")
            #expect((photo["source"] as? [String: Any])?["url"] as? String == link.url)
            let stored = photo["video"] as? [String: Any]
            #expect((stored?["sha256"] as? String) == (link.video ? video : nil), "\(link.url)")
            if link.video {
                #expect(stored?["file"] as? String == "\(1000 + offset).mp4")
                #expect(stored?["size"] as? Int == 44086)
                #expect(stored?["duration"] as? Double == 2)
                let file = album.directory.appendingPathComponent("images/\(1000 + offset).mp4").path
                let attributes = try FileManager.default.attributesOfItem(atPath: file)
                #expect((attributes[.posixPermissions] as? Int) == 0o600)
            }
        }
        #expect(byID.count == links.count)
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    }

    /// 인생네컷's bucket refuses a request without the download page as Referer (so the test
    /// server shows poki sends it); `add --qr` of a print whose code holds 포토이즘's link runs
    /// the same flow, POST and all.
    @Test func theRefererIsSentAndAQRCodeRunsTheFlow() throws {
        let print = PokiProcess.fixtures.appendingPathComponent("qr/photoism-print.png").path
        let result = try withBooths("""
        python3 -c 'import ssl, urllib.request, urllib.error
        try:
            urllib.request.urlopen("https://release-renewal-s3.s3.ap-northeast-2.amazonaws.com/QRimage/20251120/770/7f3a-uuid/image.jpg")
            print("without referer: 200")
        except urllib.error.HTTPError as error:
            print("without referer:", error.code)'
        "$POKI" --library "$ALBUM" add --url https://api.life4cut.net/L4C123 --no-video; echo "life4cut $?"
        "$POKI" --library "$ALBUM" add --qr '\(print)'; echo "qr $?"
        "$POKI" --library "$ALBUM" add --url http://haru8.mx2.co.kr/@HF12ab --no-video --date 2025-10-16; echo "haru $?"
        "$POKI" --library "$ALBUM" list --json
        """)
        #expect(result.standardOutput.contains("without referer: 403\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("1000\nlife4cut 0\n"))
        #expect(result.standardOutput.contains("1001\nqr 0\n"))
        #expect(result.standardOutput.contains(
            "warning: http://haru8.mx2.co.kr/download/album/HF12ab/output/output.jpg: fetched over plain http://; the photo travelled unencrypted\n1002\nharu 0\n"))
        let byID = try photos(in: result.standardOutput)
        #expect(byID[1000]?["video"] == nil, "--no-video takes the photo only")
        #expect(byID[1001]?["sha256"] as? String == (try sha256("album/photoism-mint.jpg")))
        #expect((byID[1001]?["tag"] as? [String: Any])?["label"] as? String == "포토이즘")
        #expect((byID[1001]?["video"] as? [String: Any])?["sha256"] as? String == (try sha256("video/session.mp4")))
    }

    /// Each brand's own sign of a gone album (a 404 from the bucket, Photoism's code 1003, Don't
    /// Look Up's redirect to /delete, a 404 for the link or the photo elsewhere) is the expired
    /// message, and leaves the album as it was.
    @Test func eachBrandsExpiredLinkSaysSo() throws {
        _ = try album.poki(["add", PokiProcess.fixtures.appendingPathComponent("album/harufilm-pink.jpg").path])
        let before = try album.snapshot()
        let links = [
            "https://api.life4cut.net/L4CGONE", "https://qr.seobuk.kr/s/GONE", "https://x.dontlxxkup.kr/image/image_20251120_00.jpg",
            "https://pgshort.aprd.io/GONE1", "http://photoqr3.kr/20251120/GONE/index.html", "https://photosignature-viewer.web.app/view/GONE",
            "https://kor1.monomansion.net/?qrcode=GONE", "https://picdot.kr/?qrcode=GONE", "https://qr.mono-mansion.com/s/GONE",
            "http://t9.pixpixlink.com/?id=GONE", "https://t.pixpixlink.com/g4?d=T1&i=GONE",
        ]
        let result = try withBooths(links.enumerated().map { "\"$POKI\" --library \"$ALBUM\" add --url '\($0.element)'; echo \"link\($0.offset) $?\"" }
            .joined(separator: "\n"))
        for (offset, link) in links.enumerated() {
            #expect(result.standardOutput.contains("error: \(link): the link has expired (booths keep photos 1 to 3 days)\n"), "\(link): \(result.standardOutput)")
            #expect(result.standardOutput.contains("link\(offset) 1\n"))
        }
        #expect(try album.snapshot() == before)
    }

    /// A session video that cannot be taken (not a video, larger than --max-size) fails the add
    /// with what to do, and nothing is added; --no-video adds the photo alone. A booth with no
    /// video for the session gives the photo and a note.
    @Test func aVideoThatCannotBeTakenAddsNothing() throws {
        let before = try album.snapshot()
        let result = try withBooths("""
        "$POKI" --library "$ALBUM" add --url https://qr.seobuk.kr/s/NOTVID; echo "notvid $?"
        "$POKI" --library "$ALBUM" add --url https://qr.seobuk.kr/s/BIGVID --max-size 1M; echo "bigvid $?"
        "$POKI" --library "$ALBUM" add --url https://qr.seobuk.kr/s/BIGVID --max-size 1M --json >"$SCRATCH/big.json"; echo "bigjson $?"
        ls "$ALBUM/images" "$ALBUM/incoming" 2>/dev/null | grep -c . ; echo "files listed"
        """)
        #expect(result.standardOutput.contains(
            "error: https://photoism-cms-prd.s3.ap-northeast-2.amazonaws.com/UIDNOTVID/vid.mp4: the booth's video is not an MP4 or MOV video (it is an HTML page); add the photo without its video with --no-video\n"),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("notvid 1\n"))
        #expect(result.standardOutput.contains(
            "error: https://photoism-cms-prd.s3.ap-northeast-2.amazonaws.com/UIDBIGVID/vid.mp4: larger than 1 MiB; raise the limit with --max-size; add the photo without its video with --no-video\n"))
        #expect(result.standardOutput.contains("bigvid 1\n"))
        #expect(result.standardOutput.contains("bigjson 1\n"))
        let json = try String(contentsOf: album.scratch.appendingPathComponent("big.json"), encoding: .utf8)
        let failures = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(failures.count == 1 && failures[0]["path"] as? String == "https://qr.seobuk.kr/s/BIGVID")
        #expect(try album.snapshot() == before)

        let alone = try withBooths("""
        "$POKI" --library "$ALBUM" add --url https://qr.seobuk.kr/s/NOTVID --no-video --date 2025-10-16; echo "notvid $?"
        "$POKI" --library "$ALBUM" add --url https://api.life4cut.net/L4CNOVID --date 2025-10-16; echo "novideo $?"
        "$POKI" --library "$ALBUM" list --json
        """)
        #expect(alone.standardOutput.contains("1000\nnotvid 0\n"), "\(alone.standardOutput)")
        #expect(alone.standardOutput.contains("https://api.life4cut.net/L4CNOVID: the booth keeps no video of this session\n"))
        #expect(alone.standardOutput.contains("1001\nnovideo 0\n"))
        let byID = try photos(in: alone.standardOutput)
        #expect(byID[1000]?["video"] == nil && byID[1001]?["video"] == nil)
        #expect(byID[1001]?["sha256"] as? String == (try sha256("prints/strip-white-backdrop.jpg")))
    }

    /// poki killed while the video arrives leaves nothing: no photo, no file, nothing to repair.
    @Test func aKillDuringTheVideoLeavesNothing() throws {
        _ = try album.poki(["add", PokiProcess.fixtures.appendingPathComponent("album/harufilm-pink.jpg").path])
        let before = try album.snapshot()
        let result = try withBooths("""
        "$POKI" --library "$ALBUM" add --url https://qr.seobuk.kr/s/SLOWVID & poki=$!
        # The photo is in and the video's first bytes have arrived when the stall begins.
        sleep 3
        kill -KILL $poki; wait $poki; echo "killed $?"
        "$POKI" --library "$ALBUM" check; echo "check $?"
        """)
        #expect(result.standardOutput.contains("killed 137\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("check 0\n"), "\(result.standardOutput)")
        #expect(try album.snapshot() == before)
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
        "$POKI" --library "$ALBUM" add --url https://api.life4cut.net.example/L4C123; echo "life4cut look-alike $?"
        """)
        #expect(result.standardOutput.contains("error: http://haru8.mx2.co.kr.example/@HF12ab: no photo on this page"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("look-alike 1\n"))
        #expect(result.standardOutput.contains("error: https://api.life4cut.net.example/L4C123: no photo on this page"))
        #expect(result.standardOutput.contains("life4cut look-alike 1\n"))
    }
}
