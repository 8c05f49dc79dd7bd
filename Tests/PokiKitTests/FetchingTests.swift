import Foundation
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport
import Testing

/// The pieces of fetching that need no network: finding the photo on a page, sizes, hosts.
@Suite struct FetchingTests {
    @Test func aPageOffersItsOgImageFirstThenImagesAndPhotoLinksResolved() {
        let html = """
        <html><head><base href="https://booth.example/s/abc/">
        <META CONTENT='https://cdn.example/og.jpg?x=1&amp;y=2' PROPERTY='og:image'>
        </head><body>
        <!-- <img src="hidden.jpg"> -->
        <img src="frame.png"><img src="data:image/png;base64,AAAA"><img src=/top.jpeg alt=x>
        <a href="video.mp4">video</a><a href="../orig/photo.JPG?dl=1">photo</a><a href="mailto:x@y">mail</a>
        <script>document.write("<img src='script.jpg'>")</script>
        <img src="frame.png">
        </body></html>
        """
        let found = PhotoFinder.candidates(in: html, pageURL: "https://booth.example/s/abc/page")
        #expect(found.map(\.url) == [
            "https://cdn.example/og.jpg?x=1&y=2",
            "https://booth.example/s/abc/frame.png",
            "https://booth.example/top.jpeg",
            "https://booth.example/s/orig/photo.JPG?dl=1",
        ])
        #expect(found.map(\.declared) == [true, false, false, false])
    }

    @Test func aPageWithoutPhotosOffersNothing() {
        #expect(PhotoFinder.candidates(in: "<p>expired</p><a href='/home'>home</a>", pageURL: "http://x/").isEmpty)
        #expect(PhotoFinder.looksLikeHTML(Array("\u{FEFF}  <!DOCTYPE html><html>".utf8)))
        #expect(!PhotoFinder.looksLikeHTML(Array("just text".utf8)))
    }

    @Test(arguments: [
        ("8M", Int64(8 << 20)), ("512k", Int64(512 << 10)), ("1GiB", Int64(1 << 30)), ("65536", Int64(65536)), ("2MB", Int64(2 << 20)),
    ])
    func sizesParse(text: String, bytes: Int64) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test(arguments: ["", "M", "0", "-1M", "8X", "1.5M", "99999999999G", "８M"])
    func badSizesDoNot(text: String) {
        #expect(ByteSize.parse(text) == nil)
    }

    @Test func hostsMatchTheirSubdomainsAndPlainHTTPIsNoticed() {
        let hosts = BoothHosts(labels: ["booth.example": "인생네컷"])
        #expect(hosts.label(forURL: "https://dl.booth.example/x.jpg") == "인생네컷")
        #expect(hosts.label(forURL: "https://user@BOOTH.example:8443/x") == "인생네컷")
        #expect(hosts.label(forURL: "https://notbooth.example/x") == nil)
        // The built-in hosts: each brand's own, matched as a whole host or a dot-bounded suffix.
        let builtIn = BoothHosts()
        #expect(builtIn.label(forURL: "https://api.life4cut.net/abc") == "인생네컷")
        #expect(builtIn.label(forURL: "https://qr.seobuk.kr/s/8ijZsg_") == "포토이즘")
        #expect(builtIn.label(forURL: "http://haru8.mx2.co.kr/@abc") == "하루필름")
        #expect(builtIn.label(forURL: "https://pgshort.aprd.io/x") == "포토그레이")
        #expect(builtIn.label(forURL: "http://photoqr3.kr/a/index.html") == "포토 시그니쳐")
        #expect(builtIn.label(forURL: "https://monomansion.net/api/download.php?qrcode=1") == "모노맨션")
        #expect(builtIn.label(forURL: "https://life4cut.net.example/x") == nil)
        #expect(builtIn.label(forURL: "https://notlife4cut.net/x") == nil)
        #expect(builtIn.label(forURL: "http://other.mx2.co.kr/@abc") == nil)
        #expect(builtIn.label(forURL: "https://other.aprd.io/x") == nil)
        #expect(Set(BoothBrands.all.map(\.label)).isSuperset(of: BoothHosts.builtIn.values))
        #expect(BoothHosts.isUnencrypted("http://photo.example/1.jpg"))
        #expect(!BoothHosts.isUnencrypted("https://photo.example/1.jpg"))
        #expect(!BoothHosts.isUnencrypted("http://127.0.0.1:8080/1.jpg"))
        #expect(!BoothHosts.isUnencrypted("http://localhost/1.jpg"))
        #expect(!BoothHosts.isUnencrypted("http://[::1]:80/1.jpg"))
    }
}

/// Which links get a booth brand's own flow, and the photo URL it makes (issue #26).
@Suite struct BoothFlowURLTests {
    @Test(arguments: [
        ("http://haru8.mx2.co.kr/@HF12ab", "http://haru8.mx2.co.kr/download/album/HF12ab/output/output.jpg"),
        ("http://haru8.mx2.co.kr/@HF12ab/", "http://haru8.mx2.co.kr/download/album/HF12ab/output/output.jpg"),
        ("http://HARU8.mx2.co.kr:8080/@HF12ab?x=1#top", "http://HARU8.mx2.co.kr:8080/download/album/HF12ab/output/output.jpg"),
        ("http://haru.mx2.co.kr/@a_b-1", "http://haru.mx2.co.kr/download/album/a_b-1/output/output.jpg"),
        ("http://photoqr3.kr/20251120/Ab12/index.html", "http://photoqr3.kr/20251120/Ab12/a.jpg"),
        ("http://photoqr.kr/x/index.html?s=1", "http://photoqr.kr/x/a.jpg"),
    ])
    func aBrandsLinkLeadsToItsPhoto(link: String, photo: String) throws {
        let flow = try #require(BoothFlow(url: link))
        #expect(flow.photoURLs(for: link) == [photo])
    }

    @Test(arguments: [
        "http://haru8.mx2.co.kr.example/@HF12ab", "http://haru13.mx2.co.kr/@HF12ab", "http://haru-1.mx2.co.kr/@HF12ab",
        "http://other.mx2.co.kr/@HF12ab", "http://photoqr3.kr.example/x/index.html", "http://evil.example/@HF12ab",
        "http://haru8.mx2.co.kr@evil.example/@HF12ab", "https://life4cut.net/x",
    ])
    func otherHostsHaveNoFlow(link: String) {
        #expect(BoothFlow(url: link) == nil, "\(link)")
    }

    @Test(arguments: ["http://haru8.mx2.co.kr/", "http://haru8.mx2.co.kr/@HF%2012", "http://photoqr3.kr/x/", "http://photoqr3.kr/x/a.jpg"])
    func aLinkOfAnotherShapeIsReadAsAPage(link: String) throws {
        #expect(try #require(BoothFlow(url: link)).photoURLs(for: link).isEmpty)
    }
}

/// The size a file's header declares, read by its own library without decoding (issue #26).
@Suite struct DeclaredSizeTests {
    @Test(arguments: [
        ("album/harufilm-pink.jpg", 600, 900), ("solid/red.png", 16, 16), ("phone/harufilm-pink.webp", 600, 900),
        ("phone/iphone-grid-irot270-exif6.heic", 3024, 4032), ("phone/animated.webp", 120, 80), ("exif/orientation-6.jpg", 60, 40),
    ])
    func eachFormatsHeaderGivesItsSize(file: String, width: Int, height: Int) throws {
        let descriptor = open(Fixture.path(file), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(ImageDecoder.declaredSize(ofFileOpenOn: descriptor) == PixelSize(width: width, height: height))
    }

    @Test(arguments: ["other/notes.txt", "corrupt/empty.png", "corrupt/wrong-magic.png", "other/holiday.heic"])
    func noSizeForWhatHasNoReadableHeader(file: String) throws {
        let descriptor = open(Fixture.path(file), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(ImageDecoder.declaredSize(ofFileOpenOn: descriptor) == nil, "\(file)")
    }
}
