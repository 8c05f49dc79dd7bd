#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a booth brand's link leads to its photo and its session video, as the brand's own app
/// goes (Documentation/BoothLinks.md, "Booth flows", with the sources of each): their download
/// pages draw the photo by script, so a reader of the page finds none.
///
/// A flow is chosen by the link's whole host, or a dot-bounded suffix the brand owns: never a
/// look-alike (`api.life4cut.net.example`) and never "contains".
enum BoothFlow: Sendable, Equatable, CaseIterable {
    /// 인생네컷: `https://api.life4cut.net/…` redirects to `download.life4cut.net/webQr?bucket=&region=&folderPath=`;
    /// the photo is `https://{bucket}.s3.{region}.amazonaws.com{folderPath}/image.jpg`, sent with
    /// the download page as Referer, the video `video.mp4` beside it.
    case life4cut
    /// 포토이즘: `https://qr.seobuk.kr/s/<code>` redirects to a page with `?u=<uid>`; a POST of the uid to
    /// its resource API answers with the photo's and the video's paths, or code 1003 when expired.
    case photoism
    /// 하루필름: `http://haruN.mx2.co.kr/@<album>` → `/download/album/<album>/output/output.jpg`, or the
    /// `base_api` album download, which also gives the video.
    case haruFilm
    /// 포토그레이: `https://pgshort.aprd.io/<x>` redirects to `photogray-download.aprd.io/?id=<base64>`, whose
    /// id holds `sessionId`; photo `pg-qr-resource.aprd.io/<sessionId>/image.jpg`, video `video.mp4`.
    case photogray
    /// 포토 시그니쳐: `http://photoqrN.kr/…/index.html` → `a.jpg` beside it, video `video.mp4` (older: `output.mp4`).
    case photoSignature
    /// 포토 시그니쳐's newer viewer: `photosignature-viewer.web.app/view/<id>` (or `imagenetworks.web.app/v/<id>`)
    /// → `…/sessions/<id>/final.jpg` on its asset host; no video is known.
    case photoSignatureViewer
    /// 모노맨션 and 픽닷: `…?qrcode=X` → `/api/download.php?qrcode=X&type=P`, video `type=V`, on the link's host.
    case downloadScript
    /// 모노맨션's newer pages, `qr.mono-mansion.com`: the photo and the video are linked from the page.
    case monoMansionPage
    /// 돈룩업: `https://x.dontlxxkup.kr/image/<name>` → `/uploads/<name>`; its video has `video` and `.mp4` for
    /// `image` and `.jpg`; a redirect to `/delete` means the booth deleted it.
    case dontLookUp
    /// PixPixLink (several booths): `…pixpixlink.com/?id=<id>` → `/take/<id>.jpg|.mp4`;
    /// `t.pixpixlink.com/g4?d=<d>&i=<i>` → `/t/<d>/<i>.jpg|.mp4`.
    case pixPixLink

    /// Where the photo and the video of one link are, each a list of requests tried in order.
    struct Media: Sendable, Equatable {
        var photos: [HTTPClient.Request]
        var videos: [HTTPClient.Request]
    }

    /// The network a flow needs before it knows where the media are.
    struct Web {
        /// Where `url` redirects to (absolute), or nil when it answers without redirecting.
        var redirect: (String) throws(FetchError) -> String?
        /// The body `request` answers with.
        var body: (HTTPClient.Request) throws(FetchError) -> [UInt8]
    }

    /// The flow for `url`'s host, when a brand with one owns it.
    init?(url: String) {
        guard let flow = Link(url).flatMap({ Self(host: $0.host) }) else { return nil }
        self = flow
    }

    /// The flow for a lower-case host: names of letters, digits and hyphens only, so that no
    /// escaped character (`x%2f%3f.pixpixlink.com`) can make another host pass for a brand's.
    init?(host: String) {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } }) else {
            return nil
        }
        switch host {
        case "api.life4cut.net", "download.life4cut.net": self = .life4cut
        case "qr.seobuk.kr": self = .photoism
        case "pgshort.aprd.io", "photogray-download.aprd.io": self = .photogray
        case "photosignature-viewer.web.app", "imagenetworks.web.app": self = .photoSignatureViewer
        case "monomansion.net", "picdot.kr": self = .downloadScript
        case "qr.mono-mansion.com": self = .monoMansionPage
        default:
            if labels.count == 4, labels[1...] == ["mx2", "co", "kr"], Self.isNumbered(labels[0], "haru") {
                self = .haruFilm
            } else if labels.count == 2, labels[1] == "kr", Self.isNumbered(labels[0], "photoqr") {
                self = .photoSignature
            } else if labels.count == 3, labels[1...] == ["monomansion", "net"], !labels[0].isEmpty {
                self = .downloadScript
            } else if labels.count == 3, labels[1...] == ["dontlxxkup", "kr"], !labels[0].isEmpty {
                self = .dontLookUp
            } else if labels.count == 3, labels[1...] == ["pixpixlink", "com"], !labels[0].isEmpty {
                self = .pixPixLink
            } else {
                return nil
            }
        }
    }

    /// Whether `label` is `prefix` followed by nothing or by decimal digits (`haru`, `haru8`).
    private static func isNumbered(_ label: Substring, _ prefix: String) -> Bool {
        label.hasPrefix(prefix) && label.dropFirst(prefix.count).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Where the photo and the video of `url` are; nil when the link does not have the brand's
    /// shape (then its page is read as any page).
    /// - Throws: ``FetchError/boothLinkExpired(url:)`` when the booth says the link is gone, or
    ///   what the requests the flow needs met.
    func media(for url: String, web: Web) throws(FetchError) -> Media? {
        guard let link = Link(url) else { return nil }
        switch self {
        case .life4cut:
            // The bucket is read only from life4cut's own download page, the older form's page
            // only from where its link redirects (and only on a life4cut host).
            let target = try Self.follow(link, web: web) { $0.host == "download.life4cut.net" || ($0.url != link.url && $0.query("path") != nil) }
            return target.flatMap(Self.life4cutMedia)
        case .photoism:
            guard let target = try Self.follow(link, web: web, until: { $0.query("u") != nil }),
                  let uid = target.query("u"), Link.isToken(uid) else { return nil }
            return try Self.photoismMedia(uid: uid, link: url, web: web)
        case .haruFilm:
            // As Haru Film's app reads it: the path without its slashes and `@`, at either end.
            let album = link.path.drop { $0 == "/" || $0 == "@" }.reversed().drop { $0 == "/" || $0 == "@" }.reversed()
            guard Link.isToken(String(album)) else { return nil }
            let download = "\(link.origin)/base_api?command=albumdn&albumCode=\(String(album))"
            return Media(
                photos: [.init("\(link.origin)/download/album/\(String(album))/output/output.jpg"),
                         .init(download + "&type=photo&file_name=output.jpg&max=10&limit=+24%20hours")],
                videos: [.init(download + "&type=video&max=10&limit=+24%20hours")]
            )
        case .photogray:
            guard let target = try Self.follow(link, web: web, until: { $0.query("id") != nil }),
                  let session = target.query("id").flatMap(Self.photograySession) else { return nil }
            let base = "https://pg-qr-resource.aprd.io/\(session)"
            return Media(photos: [.init(base + "/image.jpg")], videos: [.init(base + "/video.mp4"), .init(base + "/timelapse.mp4")])
        case .photoSignature:
            guard link.path.hasSuffix("/index.html") else { return nil }
            let folder = link.origin + link.path.dropLast("index.html".count)
            return Media(photos: [.init(folder + "a.jpg")], videos: [.init(folder + "video.mp4"), .init(folder + "output.mp4")])
        case .photoSignatureViewer:
            let segments = (link.path + "/" + link.fragment).split(separator: "/")
            let marker = link.host == "imagenetworks.web.app" ? "v" : "view"
            guard let index = segments.firstIndex(where: { $0 == marker }), index + 1 < segments.count,
                  Link.isToken(String(segments[index + 1])) else { return nil }
            let photo = "https://photosignature-asset-cdn.photosignature.workers.dev/sessions/\(segments[index + 1])/final.jpg"
            return Media(photos: [.init(photo)], videos: [])
        case .downloadScript:
            guard let code = link.query("qrcode"), Link.isToken(code) else { return nil }
            let script = "https://\(link.host)/api/download.php?qrcode=\(code)"
            return Media(photos: [.init(script + "&type=P")], videos: [.init(script + "&type=V")])
        case .monoMansionPage:
            return Self.monoMansionMedia(page: try web.body(.init(url)))
        case .dontLookUp:
            let segments = link.path.split(separator: "/")
            guard segments.count == 2, segments[0] == "image", Link.isFileName(String(segments[1])) else { return nil }
            if let target = try web.redirect(url).flatMap(Link.init), target.path.hasSuffix("/delete") {
                throw .boothLinkExpired(url: url)
            }
            let name = String(segments[1])
            let video = name.replacing("image", with: "video").replacing(".jpg", with: ".mp4")
            // A name the rule does not change has no video of its own.
            return Media(photos: [.init("\(link.origin)/uploads/\(name)")], videos: video == name ? [] : [.init("\(link.origin)/uploads/\(video)")])
        case .pixPixLink:
            let base: String
            if link.host == "t.pixpixlink.com" {
                guard link.path == "/g4", let folder = link.query("d"), let name = link.query("i"),
                      Link.isToken(folder), Link.isToken(name) else { return nil }
                base = "https://t.pixpixlink.com/t/\(folder)/\(name)"
            } else {
                guard let id = link.query("id"), Link.isToken(id) else { return nil }
                base = "\(link.origin)/take/\(id)"
            }
            return Media(photos: [.init(base + ".jpg")], videos: [.init(base + ".mp4")])
        }
    }

    // MARK: Brands' steps

    /// Follows `link`'s redirects, without opening their targets, until one satisfies `done`;
    /// nil when the redirects end first.
    private static func follow(_ link: Link, web: Web, until done: (Link) -> Bool) throws(FetchError) -> Link? {
        var current = link
        for _ in 0...FetchOptions.maximumRedirects {
            if done(current) { return current }
            guard let next = try web.redirect(current.url).flatMap(Link.init) else { return nil }
            current = next
        }
        throw .tooManyRedirects(url: link.url)
    }

    /// 인생네컷's photo and video from its download page's query: S3 with the page as Referer, or
    /// the older `path=…/index.html`.
    private static func life4cutMedia(_ target: Link) -> Media? {
        if let bucket = target.query("bucket"), let region = target.query("region"), let folder = target.query("folderPath"),
           isHostLabel(bucket), isHostLabel(region), isFolderPath(folder) {
            var folder = folder
            while folder.hasSuffix("/") { folder.removeLast() }
            let base = "https://\(bucket).s3.\(region).amazonaws.com" + (folder.hasPrefix("/") ? "" : "/") + folder
            let referer = "https://download.life4cut.net"
            return Media(photos: [.init(base + "/image.jpg", referer: referer)], videos: [.init(base + "/video.mp4", referer: referer)])
        }
        if let page = target.query("path"), let pageLink = Link(page), pageLink.path.hasSuffix("/index.html"),
           pageLink.host == "life4cut.net" || pageLink.host.hasSuffix(".life4cut.net") {
            let folder = pageLink.origin + pageLink.path.dropLast("index.html".count)
            return Media(photos: [.init(folder + "image.jpg")], videos: [.init(folder + "video.mp4")])
        }
        return nil
    }

    /// 포토이즘's resource API: the POST its page makes, answered with the media's paths.
    private static func photoismMedia(uid: String, link: String, web: Web) throws(FetchError) -> Media? {
        struct Answer: Decodable {
            struct Content: Decodable { var fileInfo: FileInfo? }
            struct FileInfo: Decodable { var picFile: File?, vidFile: File? }
            struct File: Decodable { var path: String? }
            var code: Int?
            var content: Content?
        }
        let api = "https://cmsapi.seobuk.kr/v1/etc/seq/resource"
        let body = try web.body(.init(api, referer: "https://qr.seobuk.kr/", jsonBody: #"{"uid":"\#(uid)","appUserId":null}"#))
        guard let answer = try? JSONDecoder().decode(Answer.self, from: Data(body)) else {
            throw .failed(url: api, reason: FetchError.notJSON.english)
        }
        // The code Photoism's server gives for an album it no longer keeps.
        if answer.code == 1003 { throw .boothLinkExpired(url: link) }
        let isWebLink = { (path: String) in Link(path) != nil }
        guard let photo = answer.content?.fileInfo?.picFile?.path, isWebLink(photo) else {
            throw .noPhotoFromBooth(url: api, code: answer.code)
        }
        let video = answer.content?.fileInfo?.vidFile?.path.flatMap { isWebLink($0) ? $0 : nil }
        return Media(photos: [.init(photo)], videos: video.map { [.init($0)] } ?? [])
    }

    /// The session in 포토그레이's `id`: Base64 (either alphabet, padding optional) of a query
    /// holding `sessionId`.
    private static func photograySession(_ id: String) -> String? {
        var text = id.replacing("-", with: "+").replacing("_", with: "/")
        text += String(repeating: "=", count: (4 - text.count % 4) % 4)
        guard let data = Data(base64Encoded: text) else { return nil }
        for pair in String(decoding: data, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == "sessionId", Link.isToken(String(parts[1])) { return String(parts[1]) }
        }
        return nil
    }

    /// 모노맨션's newer page: the photo is the page's link to its `ncloudstorage.com` JPEG, the
    /// video a button's `data-url`.
    private static func monoMansionMedia(page: [UInt8]) -> Media? {
        let tags = PhotoFinder.tags(in: String(decoding: page, as: UTF8.self))
        let isStorage = { (url: String) in
            guard let link = Link(url) else { return false }
            return link.host == "ncloudstorage.com" || link.host.hasSuffix(".ncloudstorage.com")
        }
        let photo = tags.lazy.compactMap { $0.name == "a" ? $0.attributes["href"] : nil }
            .first { isStorage($0) && Link($0)?.path.lowercased().hasSuffix(".jpg") == true }
        guard let photo else { return nil }
        let videos = tags.compactMap { $0.attributes["data-url"] }.filter { isStorage($0) && Link($0)?.path.lowercased().hasSuffix(".mp4") == true }
        return Media(photos: [.init(photo)], videos: videos.prefix(1).map { .init($0) })
    }

    /// Whether `text` can stand as one label of a host name: `release-renewal-s3`, `ap-northeast-2`.
    private static func isHostLabel(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 63 && text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == ".") }
            && !text.hasPrefix(".") && !text.hasSuffix(".") && !text.contains("..")
    }

    /// Whether `text` is a plain folder path: `/QRimage/20250508/770/<uuid>`, no `..`, nothing to escape.
    private static func isFolderPath(_ text: String) -> Bool {
        let segments = text.split(separator: "/")
        return !segments.isEmpty && segments.allSatisfy { Link.isFileName(String($0)) }
    }
}

/// A link's parts, as the flows read them.
private struct Link {
    var url: String
    /// `scheme://host[:port]`, the host in lower case.
    var origin: String
    /// Lower case.
    var host: String
    /// Percent-encoded, as written; `/` when empty.
    var path: String
    var fragment: String
    var queryItems: [URLQueryItem]

    init?(_ url: String) {
        // The host as written, never percent-decoded: it is the one libcurl connects to.
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.percentEncodedHost?.lowercased(), !host.isEmpty,
              host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }),
              components.user == nil, components.password == nil else { return nil }
        self.url = url
        self.host = host
        origin = "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
        path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        fragment = components.fragment ?? ""
        queryItems = components.queryItems ?? []
    }

    /// The first value of the query parameter `name`, percent-decoded.
    func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Whether `text` is a code or ID that goes into a URL as it is: ASCII letters, digits, `-`, `_`, `~`.
    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 200 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_~".contains($0)) }
    }

    /// Whether `text` is a token that may also hold dots, but is not `.` or `..`: `image_1.jpg`.
    static func isFileName(_ text: String) -> Bool {
        text != "." && text != ".." && !text.isEmpty && text.count <= 200
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_~.".contains($0)) }
    }
}
