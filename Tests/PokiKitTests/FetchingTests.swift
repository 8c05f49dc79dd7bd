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

/// Which links get a booth brand's own flow, and where each flow finds the photo and the video
/// (issue #26): the network a flow needs is a table of redirects and answers here.
@Suite struct BoothFlowURLTests {
    /// A flow's network: `redirects` by URL; every request recorded; `answers` by URL.
    final class FakeWeb: @unchecked Sendable {
        var redirects: [String: String] = [:]
        var answers: [String: String] = [:]
        var requests: [HTTPClient.Request] = []

        var web: BoothFlow.Web {
            BoothFlow.Web(
                redirect: { (url: String) throws(FetchError) -> String? in
                    self.requests.append(.init(url, followsRedirects: false))
                    return self.redirects[url]
                },
                body: { (request: HTTPClient.Request) throws(FetchError) -> [UInt8] in
                    self.requests.append(request)
                    guard let answer = self.answers[request.url] else { throw .expired(url: request.url) }
                    return Array(answer.utf8)
                }
            )
        }
    }

    private func media(_ link: String, _ web: FakeWeb = FakeWeb()) throws -> BoothFlow.Media? {
        try #require(BoothFlow(url: link)).media(for: link, web: web.web)
    }

    @Test(arguments: [
        ("http://haru8.mx2.co.kr/@HF12ab", "http://haru8.mx2.co.kr/download/album/HF12ab/output/output.jpg"),
        ("http://haru8.mx2.co.kr/@HF12ab/", "http://haru8.mx2.co.kr/download/album/HF12ab/output/output.jpg"),
        ("http://HARU8.mx2.co.kr:8080/@HF12ab?x=1#top", "http://haru8.mx2.co.kr:8080/download/album/HF12ab/output/output.jpg"),
        ("http://haru.mx2.co.kr/@a_b-1", "http://haru.mx2.co.kr/download/album/a_b-1/output/output.jpg"),
        ("http://haru13.mx2.co.kr/@HF12ab", "http://haru13.mx2.co.kr/download/album/HF12ab/output/output.jpg"),
        ("http://photoqr3.kr/20251120/Ab12/index.html", "http://photoqr3.kr/20251120/Ab12/a.jpg"),
        ("http://photoqr.kr/x/index.html?s=1", "http://photoqr.kr/x/a.jpg"),
        ("https://photosignature-viewer.web.app/view/SIG77", "https://photosignature-asset-cdn.photosignature.workers.dev/sessions/SIG77/final.jpg"),
        ("https://photosignature-viewer.web.app/#/view/SIG77", "https://photosignature-asset-cdn.photosignature.workers.dev/sessions/SIG77/final.jpg"),
        ("https://imagenetworks.web.app/v/S1", "https://photosignature-asset-cdn.photosignature.workers.dev/sessions/S1/final.jpg"),
        ("https://kor1.monomansion.net/?qrcode=MM1", "https://kor1.monomansion.net/api/download.php?qrcode=MM1&type=P"),
        ("https://picdot.kr/?qrcode=PD1", "https://picdot.kr/api/download.php?qrcode=PD1&type=P"),
        ("http://t9.pixpixlink.com/?id=PX1", "http://t9.pixpixlink.com/take/PX1.jpg"),
        ("https://t.pixpixlink.com/g4?d=T4797&i=SoaV", "https://t.pixpixlink.com/t/T4797/SoaV.jpg"),
    ])
    func aBrandsLinkLeadsToItsPhotoWithoutAsking(link: String, photo: String) throws {
        let web = FakeWeb()
        #expect(try media(link, web)?.photos.first?.url == photo)
        #expect(web.requests.isEmpty)
    }

    @Test func lifeFourCutsFollowsItsRedirectToTheBucketWithItsPageAsReferer() throws {
        let web = FakeWeb()
        web.redirects["https://api.life4cut.net/L4C123"] =
            "https://download.life4cut.net/webQr?bucket=release-renewal-s3&region=ap-northeast-2&folderPath=%2FQRimage%2F20251120%2F770%2Fab-1"
        let found = try #require(try media("https://api.life4cut.net/L4C123", web))
        let base = "https://release-renewal-s3.s3.ap-northeast-2.amazonaws.com/QRimage/20251120/770/ab-1"
        #expect(found.photos == [.init(base + "/image.jpg", referer: "https://download.life4cut.net")])
        #expect(found.videos == [.init(base + "/video.mp4", referer: "https://download.life4cut.net")])
        // The download page itself is never opened: its address says all.
        #expect(web.requests.map(\.url) == ["https://api.life4cut.net/L4C123"])
    }

    @Test(arguments: ["bucket=evil.example%2F&region=x&folderPath=/x", "bucket=a&region=b/c&folderPath=/x", "bucket=a&region=b&folderPath=/x/../y"])
    func lifeFourCutsRefusesABucketThatIsNotOne(query: String) throws {
        let web = FakeWeb()
        web.redirects["https://api.life4cut.net/X"] = "https://download.life4cut.net/webQr?" + query
        #expect(try media("https://api.life4cut.net/X", web) == nil)
    }

    @Test func photoismPostsTheUidAndTakesThePathsItAnswers() throws {
        let web = FakeWeb()
        web.redirects["https://qr.seobuk.kr/s/8ijZsg_"] = "https://photoism.seobuk.kr/web/?u=UID8~ij"
        let api = "https://cmsapi.seobuk.kr/v1/etc/seq/resource"
        web.answers[api] = #"{"code":200,"content":{"fileInfo":{"picFile":{"path":"https://cdn.example/p.jpg"},"vidFile":{"path":"https://cdn.example/v.mp4"}}}}"#
        let found = try #require(try media("https://qr.seobuk.kr/s/8ijZsg_", web))
        #expect(found.photos == [.init("https://cdn.example/p.jpg")])
        #expect(found.videos == [.init("https://cdn.example/v.mp4")])
        #expect(web.requests.last == .init(api, referer: "https://qr.seobuk.kr/", jsonBody: #"{"uid":"UID8~ij","appUserId":null}"#))

        web.answers[api] = #"{"code":1003,"message":"만료"}"#
        #expect(throws: FetchError.boothLinkExpired(url: "https://qr.seobuk.kr/s/8ijZsg_")) { try media("https://qr.seobuk.kr/s/8ijZsg_", web) }
        web.answers[api] = "<html>busy</html>"
        #expect(throws: FetchError.failed(url: api, reason: "the booth's server did not answer in JSON")) { try media("https://qr.seobuk.kr/s/8ijZsg_", web) }
        web.redirects["https://qr.seobuk.kr/s/8ijZsg_"] = "https://photoism.seobuk.kr/web/?u=a%22b"
        #expect(try media("https://qr.seobuk.kr/s/8ijZsg_", web) == nil, "a uid that would need escaping is not sent")
    }

    @Test func photograyReadsTheSessionInItsBase64Id() throws {
        let web = FakeWeb()
        let id = Data("sessionId=SESS42&mode=qr".utf8).base64EncodedString()
        web.redirects["https://pgshort.aprd.io/AbC1"] = "https://photogray-download.aprd.io/?id=\(id)"
        let found = try #require(try media("https://pgshort.aprd.io/AbC1", web))
        #expect(found.photos.map(\.url) == ["https://pg-qr-resource.aprd.io/SESS42/image.jpg"])
        #expect(found.videos.map(\.url) == ["https://pg-qr-resource.aprd.io/SESS42/video.mp4", "https://pg-qr-resource.aprd.io/SESS42/timelapse.mp4"])
    }

    @Test func dontLookUpsDeleteRedirectIsAnExpiredLink() throws {
        let web = FakeWeb()
        let link = "https://x.dontlxxkup.kr/image/image_1.jpg"
        let found = try #require(try media(link, web))
        #expect(found.photos.map(\.url) == ["https://x.dontlxxkup.kr/uploads/image_1.jpg"])
        #expect(found.videos.map(\.url) == ["https://x.dontlxxkup.kr/uploads/video_1.mp4"])
        web.redirects[link] = "https://x.dontlxxkup.kr/delete"
        #expect(throws: FetchError.boothLinkExpired(url: link)) { try media(link, web) }
    }

    @Test func monoMansionsPageLinksItsStoragePhotoAndVideo() throws {
        let web = FakeWeb()
        web.answers["https://qr.mono-mansion.com/s/MM2"] = """
        <img src="/logo.png"><a href="https://evil.example/x.jpg">x</a>
        <a href="https://kr.object.ncloudstorage.com/q/MM2_COMPLETE.jpg?a=1&amp;b=2">사진</a>
        <button data-url="https://kr.object.ncloudstorage.com/q/MM2_VIDEO.mp4">영상</button>
        """
        let found = try #require(try media("https://qr.mono-mansion.com/s/MM2", web))
        #expect(found.photos.map(\.url) == ["https://kr.object.ncloudstorage.com/q/MM2_COMPLETE.jpg?a=1&b=2"])
        #expect(found.videos.map(\.url) == ["https://kr.object.ncloudstorage.com/q/MM2_VIDEO.mp4"])
    }

    @Test(arguments: [
        "http://haru8.mx2.co.kr.example/@HF12ab", "http://haru-1.mx2.co.kr/@HF12ab", "http://other.mx2.co.kr/@HF12ab",
        "http://photoqr3.kr.example/x/index.html", "http://evil.example/@HF12ab", "https://life4cut.net/x",
        "https://api.life4cut.net.example/L4C123", "https://evilqr.seobuk.kr/s/x", "https://qr.seobuk.kr.evil/s/x",
        "https://aprd.io/x", "https://x.pgshort.aprd.io/x", "https://monomansion.net.example/?qrcode=1", "https://a.b.dontlxxkup.kr/image/1",
    ])
    func otherHostsHaveNoFlow(link: String) {
        #expect(BoothFlow(url: link) == nil, "\(link)")
    }

    @Test(arguments: [
        "http://haru8.mx2.co.kr/", "http://haru8.mx2.co.kr/@HF%2012", "http://photoqr3.kr/x/", "http://photoqr3.kr/x/a.jpg",
        "https://kor1.monomansion.net/?qrcode=a/b", "https://x.dontlxxkup.kr/image/..", "https://t9.pixpixlink.com/",
        // The brand's host, but the bucket or page named in the user's own link, not by life4cut's redirect.
        "https://api.life4cut.net/x?path=http://127.0.0.1:8765/a/index.html",
        "https://api.life4cut.net/x?bucket=evil&region=us-east-1&folderPath=/x",
    ])
    func aLinkOfAnotherShapeIsReadAsAPage(link: String) throws {
        let flow = try #require(BoothFlow(url: link), "\(link)")
        #expect(try flow.media(for: link, web: FakeWeb().web) == nil, "\(link)")
    }

    /// A host that only decodes to a brand's (`%2e`, `%2f`) is none of theirs, for the flow and the tag.
    @Test(arguments: [
        "http://127%2e0%2e0%2e1%3a8765%2f%3f.pixpixlink.com/?id=abc", "https://x%2f%3f.monomansion.net/?qrcode=MM1",
        "http://haru8.mx2.co.kr@evil.example/@HF12ab", "https://evil.example%2f.dontlxxkup.kr/image/a.jpg",
    ])
    func anEscapedHostIsNoBrands(link: String) {
        #expect(BoothFlow(url: link) == nil, "\(link)")
        #expect(BoothHosts().label(forURL: link) == nil, "\(link)")
    }

    /// Every host a flow answers for gives its brand's tag, and the brand is a built-in one.
    @Test(arguments: [
        ("https://api.life4cut.net/x", "인생네컷"), ("https://qr.seobuk.kr/s/x", "포토이즘"), ("http://haru13.mx2.co.kr/@x", "하루필름"),
        ("https://pgshort.aprd.io/x", "포토그레이"), ("http://photoqr7.kr/x/index.html", "포토 시그니쳐"),
        ("https://imagenetworks.web.app/v/x", "포토 시그니쳐"), ("https://kor1.monomansion.net/?qrcode=1", "모노맨션"),
        ("https://qr.mono-mansion.com/s/1", "모노맨션"), ("https://picdot.kr/?qrcode=1", "픽닷"), ("https://x.dontlxxkup.kr/image/1", "돈룩업"),
    ])
    func aFlowsHostGivesItsBrand(link: String, label: String) throws {
        #expect(BoothHosts().label(forURL: link) == label)
        #expect(BoothBrands.brand(labelled: label) != nil)
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
