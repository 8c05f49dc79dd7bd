/// How a booth brand's link leads to its photo, for the brands whose download page draws the
/// photo by script, where a reader of the page finds none: the photo's own URL, made from the
/// link as the brand's app does (Documentation/BoothFlowsResearch.md), tried before the page.
///
/// A flow is chosen by the link's whole host, one of the brand's built-in hosts
/// (``BoothHosts/builtIn``): never a look-alike (`haru8.mx2.co.kr.example`) or a subdomain.
enum BoothFlow: Sendable, Equatable {
    /// 하루필름: `http://haruN.mx2.co.kr/@<album>` → `http://haruN.mx2.co.kr/download/album/<album>/output/output.jpg`.
    case haruFilm
    /// 포토 시그니쳐: `http://photoqrN.kr/…/index.html` → `a.jpg` beside it.
    case photoSignature

    /// The flow for `url`'s host, when its brand has one.
    init?(url: String) {
        guard let host = BoothHosts.host(of: url), let brand = BoothHosts.builtIn[host] else { return nil }
        switch brand {
        case "하루필름" where host.hasSuffix(".mx2.co.kr"): self = .haruFilm
        case "포토 시그니쳐" where host.hasPrefix("photoqr"): self = .photoSignature
        default: return nil
        }
    }

    /// The URLs of the photo `url` leads to, in the order tried; empty when the link does not
    /// have the brand's shape (then only its page is read).
    func photoURLs(for url: String) -> [String] {
        guard let schemeEnd = url.firstRange(of: "://") else { return [] }
        let afterScheme = url[schemeEnd.upperBound...]
        let authorityEnd = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        let base = String(url[..<authorityEnd])
        let path = afterScheme[authorityEnd...].prefix { $0 != "?" && $0 != "#" }
        switch self {
        case .haruFilm:
            // As Haru Film's app reads it: the path without its slashes and `@`, at either end.
            let album = path.drop { $0 == "/" || $0 == "@" }.reversed().drop { $0 == "/" || $0 == "@" }.reversed()
            guard !album.isEmpty, album.allSatisfy(Self.isAlbumCharacter) else { return [] }
            return ["\(base)/download/album/\(String(album))/output/output.jpg"]
        case .photoSignature:
            guard path.hasSuffix("/index.html") else { return [] }
            return [base + path.dropLast("index.html".count) + "a.jpg"]
        }
    }

    /// The characters of a Haru Film album code: ASCII letters, digits, `-` and `_`.
    private static func isAlbumCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
