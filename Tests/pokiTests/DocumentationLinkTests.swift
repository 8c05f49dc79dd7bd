import Foundation
import Testing

/// Every relative link in README.md and Documentation/*.md leads somewhere: to a file that exists
/// and, for `page.md#anchor`, to a heading of that page under GitHub's anchor rules. Links with a
/// scheme (`https:`, `mailto:`) and anything inside code are not checked.
@Suite struct DocumentationLinkTests {
    /// The repository: three levels up from this file (Tests/pokiTests/DocumentationLinkTests.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown page in Documentation/, relative to the repository.
    static let documents: [String] = {
        let folder = root.appendingPathComponent("Documentation").path
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" }
    }()

    @Test(arguments: documents)
    func everyRelativeLinkLeadsToAFileAndHeading(document: String) throws {
        let file = Self.root.appendingPathComponent(document)
        let page = try MarkdownPage(contentsOf: file)
        for (index, line) in page.proseLines.enumerated() {
            for target in MarkdownPage.linkTargets(in: line) {
                if let problem = try Self.problem(with: target, linkedFrom: file) {
                    Issue.record("\(document):\(index + 1): link '\(target)' \(problem)")
                }
            }
        }
    }

    /// Why `target`, linked from `file`, points nowhere; nil when it leads somewhere or is not
    /// relative.
    static func problem(with target: String, linkedFrom file: URL) throws -> String? {
        if hasScheme(target) { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : ""
        let destination = path.isEmpty
            ? file
            : file.deletingLastPathComponent()
                .appendingPathComponent(path.removingPercentEncoding ?? path).standardized
        guard FileManager.default.fileExists(atPath: destination.path) else {
            return "leads to no file (\(destination.path))"
        }
        guard !anchor.isEmpty, destination.pathExtension == "md" else { return nil }
        let wanted = anchor.removingPercentEncoding ?? anchor
        let anchors = try MarkdownPage(contentsOf: destination).anchors
        return anchors.contains(wanted)
            ? nil : "leads to no heading '#\(wanted)' in \(destination.lastPathComponent)"
    }

    /// Whether the link starts with a URL scheme (`https:`, `mailto:`): letters, then letters,
    /// digits, `+`, `.` or `-`, then a colon.
    static func hasScheme(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        let scheme = target[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }
}

/// A Markdown page as far as links go: its lines, the same lines with code taken out, and the
/// anchors of its headings.
private struct MarkdownPage {
    let lines: [String]
    /// The lines with fenced and indented code blocks blanked and code spans replaced by a word,
    /// so that nothing written in code is read as a link or a heading.
    let proseLines: [String]

    init(contentsOf file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let allLines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map(String.init)
        lines = allLines
        var prose: [String] = []
        var fence: (marker: Character, length: Int)?
        var previousLineBlank = true
        var inIndentedCode = false
        for line in allLines {
            let marker = Self.fenceMarker(line)
            if let open = fence {
                if let close = marker, close.marker == open.marker, close.length >= open.length {
                    fence = nil
                }
                prose.append("")
                previousLineBlank = false
                continue
            }
            if let marker {
                fence = marker
                prose.append("")
                continue
            }
            let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
            let indented = line.hasPrefix("    ") || line.hasPrefix("\t")
            if indented && !blank && (previousLineBlank || inIndentedCode) {
                inIndentedCode = true
                prose.append("")
                continue
            }
            if !blank { inIndentedCode = false }
            previousLineBlank = blank
            prose.append(Self.replacingCodeSpans(in: line))
        }
        proseLines = prose
    }

    /// The anchors GitHub gives the page's headings: `heading`, then `heading-1`, `heading-2` …
    /// for headings that repeat one.
    var anchors: Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for (index, line) in lines.enumerated() where !proseLines[index].isEmpty {
            guard let heading = Self.atxHeading(line) ?? setextHeading(at: index) else { continue }
            let anchor = Self.anchor(forHeading: heading)
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }

    /// GitHub's anchor for a heading: the text (a link's text, no HTML tags) in lower case, with
    /// spaces turned into '-' and every character other than letters (Hangul included), marks,
    /// digits, '-' and '_' removed.
    static func anchor(forHeading heading: String) -> String {
        var text = ""
        var rest = Substring(heading)
        while let link = rest.range(of: "](") {
            text += rest[..<link.lowerBound]
            rest = rest[link.upperBound...].drop { $0 != ")" }.dropFirst()
        }
        text += rest
        var plain = ""
        var insideTag = false
        for character in text {
            if character == "<" { insideTag = true }
            if !insideTag { plain.append(character) }
            if character == ">" { insideTag = false }
        }
        var anchor = ""
        for scalar in plain.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark,
                 .decimalNumber, .letterNumber, .otherNumber:
                anchor.unicodeScalars.append(scalar)
            default:
                if scalar == " " { anchor.append("-") }
                if scalar == "-" || scalar == "_" { anchor.unicodeScalars.append(scalar) }
            }
        }
        return anchor
    }

    /// The text of an ATX heading (`## Text`, up to three spaces in, closing `#`s dropped).
    static func atxHeading(_ line: String) -> String? {
        let indent = line.prefix { $0 == " " }.count
        guard indent < 4 else { return nil }
        let rest = line.dropFirst(indent)
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let afterHashes = rest.dropFirst(level)
        guard afterHashes.isEmpty || afterHashes.first == " " || afterHashes.first == "\t" else {
            return nil
        }
        var text = afterHashes.trimmingCharacters(in: .whitespaces)
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = text.dropLast(closing)
            if before.isEmpty || before.last == " " || before.last == "\t" {
                text = before.trimmingCharacters(in: .whitespaces)
            }
        }
        return text
    }

    /// The text of a setext heading: a line of text underlined by `===` or `---`.
    func setextHeading(at index: Int) -> String? {
        guard index + 1 < lines.count else { return nil }
        let underline = lines[index + 1].trimmingCharacters(in: .whitespaces)
        guard let first = underline.first, first == "=" || first == "-",
              underline.allSatisfy({ $0 == first }),
              lines[index + 1].prefix(while: { $0 == " " }).count < 4 else { return nil }
        let text = lines[index].trimmingCharacters(in: .whitespaces)
        guard !text.hasPrefix("|"), !text.hasPrefix("#"), !Self.isListItem(text) else { return nil }
        return text
    }

    /// Whether a trimmed line starts a list item (`- `, `* `, `+ `, `1. `).
    static func isListItem(_ text: String) -> Bool {
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " { return true }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && text.dropFirst(digits.count).hasPrefix(". ")
    }

    /// The opening or closing of a fenced code block: three or more '`' or '~', at most three
    /// spaces in.
    static func fenceMarker(_ line: String) -> (marker: Character, length: Int)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard indent < 4, let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        return length >= 3 ? (first, length) : nil
    }

    /// The line with each code span (text between two equal runs of backticks) replaced by the
    /// word `code`.
    static func replacingCodeSpans(in line: String) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            var search = index + run
            var closing: Int?
            while search < characters.count {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                let length = characters[search...].prefix { $0 == "`" }.count
                if length == run {
                    closing = search
                    break
                }
                search += length
            }
            if let closing {
                result += "code"
                index = closing + run
            } else {
                result += String(repeating: "`", count: run)
                index += run
            }
        }
        return result
    }

    /// The targets of a line's links and images, `[text](target)` or `[text](<target> "title")`,
    /// and of its HTML `src="…"` and `href="…"` attributes.
    static func linkTargets(in line: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(line)
        while let opening = rest.range(of: "](") {
            let afterOpening = rest[opening.upperBound...].drop { $0 == " " }
            let target = afterOpening.first == "<"
                ? afterOpening.dropFirst().prefix(while: { $0 != ">" })
                : afterOpening.prefix(while: { $0 != ")" && $0 != " " && $0 != "\t" })
            targets.append(String(target))
            rest = rest[opening.upperBound...]
        }
        for attribute in ["src=\"", "href=\""] {
            var rest = Substring(line)
            while let start = rest.range(of: attribute) {
                targets.append(String(rest[start.upperBound...].prefix { $0 != "\"" }))
                rest = rest[start.upperBound...]
            }
        }
        return targets
    }
}
