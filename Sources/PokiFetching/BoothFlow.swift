/// How a booth brand's link leads to its photo, for the brands whose download page draws the
/// photo by script, where a reader of the page finds none: the photo's own URL, made from the
/// link as the brand's app does (Documentation/BoothFlowsResearch.md), tried before the page.
///
/// A flow is chosen by the link's exact host (a numbered host counts, `haru8.mx2.co.kr`), never
/// by a look-alike (`haru8.mx2.co.kr.example`). Links of other hosts go to the page as before.
enum BoothFlow: Sendable, Equatable {
    /// 하루필름: `http://haruN.mx2.co.kr/@<album>` → `http://haruN.mx2.co.kr/download/album/<album>/output/output.jpg`.
    case haruFilm
    /// 포토 시그니쳐: `http://photoqrN.kr/…/index.html` → `a.jpg` beside it.
    case photoSignature

    /// The flow for `url`'s host, when its brand has one.
    init?(url: String) {
        guard let host = BoothHosts.host(of: url) else { return nil }
        if Self.isNumbered(host, prefix: "haru", suffix: ".mx2.co.kr") {
            self = .haruFilm
        } else if Self.isNumbered(host, prefix: "photoqr", suffix: ".kr") {
            self = .photoSignature
        } else {
            return nil
        }
    }

    /// The brand, as the built-in hosts name it.
    var brand: String {
        switch self {
        case .haruFilm: "하루필름"
        case .photoSignature: "포토 시그니쳐"
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
            let album = path.drop { $0 == "/" || $0 == "@" }
            guard !album.isEmpty, album.allSatisfy(Self.isAlbumCharacter) else { return [] }
            return ["\(base)/download/album/\(album)/output/output.jpg"]
        case .photoSignature:
            guard path.hasSuffix("/index.html") else { return [] }
            return [base + path.dropLast("index.html".count) + "a.jpg"]
        }
    }

    /// `prefix` + nothing or digits + `suffix`, the whole host.
    private static func isNumbered(_ host: String, prefix: String, suffix: String) -> Bool {
        guard host.hasPrefix(prefix), host.hasSuffix(suffix), host.count > prefix.count + suffix.count - 1 else { return false }
        let number = host.dropFirst(prefix.count).dropLast(suffix.count)
        return number.allSatisfy(\.isASCIIDigit)
    }

    /// The characters of a Haru Film album code: letters, digits, `-` and `_`.
    private static func isAlbumCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
