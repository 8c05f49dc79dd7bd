import PokiSystem

/// Which booth brand a download link's host belongs to, so a photo fetched from a booth's page,
/// or a print whose QR code holds such a link, is filed under its brand without `--tag`.
///
/// The built-in hosts are those the booths' QR links and download pages use in the public code
/// of other clients (Documentation/BoothFlowsResearch.md), for the brands poki knows. Users add
/// or override hosts in `$XDG_CONFIG_HOME/poki/hosts` (else `~/.config/poki/hosts`), one per
/// line: the host, white space, the brand or tag label, e.g. `photo.example.com 인생네컷`; `#`
/// starts a comment. A host also matches its subdomains (a dot-bounded suffix, never a look-alike
/// such as `life4cut.net.example`).
public struct BoothHosts: Sendable, Equatable {
    /// Host → tag label, built in: the hosts of the booths' QR links, download pages and photos
    /// (``BoothFlow``). Platforms other booths share (`mx2.co.kr`, `aprd.io`, `web.app`,
    /// `pixpixlink.com`) are named by the brand's own hosts only; Haru Film's numbered hosts
    /// (`haru8.mx2.co.kr`) and Photo Signature's (`photoqr3.kr`) are matched by their flow.
    public static let builtIn: [String: String] = [
        "life4cut.net": "인생네컷",
        "seobuk.kr": "포토이즘",
        "pgshort.aprd.io": "포토그레이", "photogray-download.aprd.io": "포토그레이", "pg-qr-resource.aprd.io": "포토그레이",
        "photosignature-viewer.web.app": "포토 시그니쳐", "imagenetworks.web.app": "포토 시그니쳐",
        "photosignature-asset-cdn.photosignature.workers.dev": "포토 시그니쳐",
        "monomansion.net": "모노맨션", "mono-mansion.com": "모노맨션",
        "picdot.kr": "픽닷",
        "dontlxxkup.kr": "돈룩업",
    ]

    /// Host (lower case) → tag label.
    public var labels: [String: String]

    public init(labels: [String: String] = builtIn) {
        self.labels = labels
    }

    /// The config file's path for `environment`, or nil when neither XDG_CONFIG_HOME nor HOME is set.
    public static func configPath(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return PathName.join(config, "poki/hosts") }
        if let home = environment["HOME"], !home.isEmpty { return PathName.join(home, ".config/poki/hosts") }
        return nil
    }

    /// The built-in table extended (and overridden) by the user's config file, when there is one.
    public static func load(environment: [String: String]) throws -> BoothHosts {
        var table = BoothHosts()
        guard let path = configPath(environment: environment), let bytes = try Syscall.contentsIfPresent(of: path) else {
            return table
        }
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let content = line.prefix { $0 != "#" }
            let fields = content.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2 else { continue }
            table.labels[fields[0].lowercased()] = fields.dropFirst().joined(separator: " ")
        }
        return table
    }

    /// The label for the host of `url`, trying the host and then each parent domain, then the
    /// numbered hosts of the brands' flows.
    public func label(forURL url: String) -> String? {
        guard let whole = Self.host(of: url) else { return nil }
        var host = whole
        while true {
            if let label = labels[host] { return label }
            guard let dot = host.firstIndex(of: ".") else { break }
            host = String(host[host.index(after: dot)...])
        }
        switch BoothFlow(host: whole) {
        case .haruFilm: return "하루필름"
        case .photoSignature: return "포토 시그니쳐"
        default: return nil
        }
    }

    /// The lower-case host of an http(s) URL, without user, port or brackets; nil when it holds
    /// an escape (`x%2f%3f.monomansion.net`), which no booth's host does.
    public static func host(of url: String) -> String? {
        guard let schemeEnd = url.firstRange(of: "://") else { return nil }
        var authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        }
        let host = String(authority.prefix { $0 != ":" }).lowercased()
        return host.contains("%") ? nil : host
    }

    /// Whether `url` is plain `http://` to a host other than this machine: the photo travels unencrypted.
    public static func isUnencrypted(_ url: String) -> Bool {
        guard url.lowercased().hasPrefix("http://"), let host = host(of: url) else { return false }
        return !(host == "localhost" || host.hasSuffix(".localhost") || host.hasPrefix("127.") || host == "::1")
    }
}
