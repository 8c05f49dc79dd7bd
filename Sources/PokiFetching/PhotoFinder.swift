import PokiImaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the links to the photo on a booth's download page: the `og:image` the page declares for
/// itself first, then every `<img src>` and every `<a href>` to a file with an extension of one of
/// poki's formats (`.png`, `.jpg`, `.jpeg`, `.webp`, `.heic` …),
/// in page order, resolved against the page's URL (or its `<base href>`), without repeats.
public enum PhotoFinder {
    /// One link found on a page.
    public struct Candidate: Sendable, Equatable {
        /// Absolute http(s) URL.
        public var url: String
        /// Declared by `og:image` (the page's own choice).
        public var declared: Bool
    }

    /// Whether `bytes` look like an HTML page (a tag near the start, after any whitespace or BOM).
    public static func looksLikeHTML(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        return ["<!doctype html", "<html", "<head", "<meta", "<body", "<img", "<title"].contains { head.contains($0) }
    }

    /// The photo links on the page `html`, fetched from `pageURL`.
    public static func candidates(in html: String, pageURL: String) -> [Candidate] {
        var base = URL(string: pageURL)
        var declared: [String] = []
        var linked: [String] = []
        for tag in tags(in: html) {
            switch tag.name {
            case "base":
                if let href = tag.attributes["href"], let url = URL(string: href, relativeTo: base) { base = url.absoluteURL }
            case "meta":
                let key = (tag.attributes["property"] ?? tag.attributes["name"] ?? "").lowercased()
                if ["og:image", "og:image:url", "og:image:secure_url"].contains(key), let content = tag.attributes["content"] {
                    declared.append(content)
                }
            case "img":
                if let source = tag.attributes["src"] { linked.append(source) }
            case "a":
                if let href = tag.attributes["href"], hasPhotoExtension(href) { linked.append(href) }
            default:
                break
            }
        }
        var seen: Set<String> = []
        var found: [Candidate] = []
        for (links, isDeclared) in [(declared, true), (linked, false)] {
            for link in links {
                let trimmed = link.trimmingWhitespace()
                guard !trimmed.isEmpty, !trimmed.lowercased().hasPrefix("data:"),
                      let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
                      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { continue }
                let absolute = url.absoluteString
                if seen.insert(absolute).inserted { found.append(Candidate(url: absolute, declared: isDeclared)) }
            }
        }
        return found
    }

    /// Whether a link's path (before any query or fragment) ends in an image extension (.jpg …).
    static func hasPhotoExtension(_ link: String) -> Bool {
        ImageFormat.format(namedBy: link.prefix { $0 != "?" && $0 != "#" }) != nil
    }

    // MARK: Tags

    package struct Tag {
        var name: String
        var attributes: [String: String]
    }

    /// The start tags of `html` with their attributes (names lower-cased, values with character
    /// references decoded), skipping comments and the insides of scripts and styles.
    static func tags(in html: String) -> [Tag] {
        let characters = Array(html.unicodeScalars)
        var tags: [Tag] = []
        var index = 0
        func skip(past terminator: String) {
            let target = Array(terminator.unicodeScalars)
            while index < characters.count {
                if characters[index...].starts(with: target) { index += target.count; return }
                index += 1
            }
        }
        while index < characters.count {
            guard characters[index] == "<" else { index += 1; continue }
            if characters[index...].starts(with: Array("<!--".unicodeScalars)) { skip(past: "-->"); continue }
            index += 1
            var name = ""
            while index < characters.count, characters[index].properties.isAlphabetic || ("0"..."9").contains(characters[index]) {
                name.unicodeScalars.append(characters[index])
                index += 1
            }
            name = name.lowercased()
            var attributes: [String: String] = [:]
            while index < characters.count, characters[index] != ">" {
                let scalar = characters[index]
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "/" { index += 1; continue }
                var key = ""
                while index < characters.count, !" \t\n\r/>=".unicodeScalars.contains(characters[index]) {
                    key.unicodeScalars.append(characters[index])
                    index += 1
                }
                var value = ""
                if index < characters.count, characters[index] == "=" {
                    index += 1
                    if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                        let quote = characters[index]
                        index += 1
                        while index < characters.count, characters[index] != quote {
                            value.unicodeScalars.append(characters[index])
                            index += 1
                        }
                        index += 1
                    } else {
                        while index < characters.count, !" \t\n\r>".unicodeScalars.contains(characters[index]) {
                            value.unicodeScalars.append(characters[index])
                            index += 1
                        }
                    }
                }
                if key.isEmpty { index += 1; continue }
                let lowered = key.lowercased()
                if attributes[lowered] == nil { attributes[lowered] = decodeReferences(value) }
            }
            index += 1
            guard !name.isEmpty else { continue }
            tags.append(Tag(name: name, attributes: attributes))
            if name == "script" || name == "style" { skip(past: "</\(name)") }
        }
        return tags
    }

    /// Decodes the character references a URL in an attribute may hold: `&amp;`, `&quot;`,
    /// `&apos;`, `&lt;`, `&gt;`, `&#NN;` and `&#xHH;`.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            let name = rest[afterAmpersand..<semicolon]
            let named = ["amp": "&", "quot": "\"", "apos": "'", "lt": "<", "gt": ">"]
            var replacement: String?
            if let value = named[String(name)] {
                replacement = value
            } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16) {
                replacement = Unicode.Scalar(code).map { String(Character($0)) }
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()) {
                replacement = Unicode.Scalar(code).map { String(Character($0)) }
            }
            if let replacement {
                result += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }
}
