/// A help page laid out for a terminal: each paragraph and each option's description broken
/// between words to the terminal's width, its continuation lines starting under its text, as
/// people expect of `--help`.
///
/// The page is written for a wide terminal, some descriptions and paragraphs already broken
/// over lines: those are joined first (a line indented to the description above it continues
/// that description; a line of prose continues the prose above it), then broken again. A line's
/// text starts after its indent, after `usage: ` (`사용법: `), or, for an option or a command,
/// after the run of spaces before its description. When that would leave less than half the
/// terminal for the text, an option's description goes on the lines under it, four columns in,
/// and other continuation lines start four columns in.
enum HelpLayout {
    /// The labels whose text continues after them: the usage line's.
    static let labels = ["usage:", "사용법:"]

    /// `page` with every line at most `width` columns wide (Hangul counted double), or as it is
    /// when `width` is nil (a pipe).
    static func fitted(_ page: String, toWidth width: Int?) -> String {
        guard let width, width > 0 else { return page }
        return paragraphs(of: page).flatMap { lines(of: $0, toWidth: width) }.joined(separator: "\n")
    }

    /// The page's lines with the lines that continue a description or a paragraph joined to it.
    static func paragraphs(of page: String) -> [String] {
        var joined: [String] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let characters = Array(line), indent = characters.prefix { $0 == " " }.count
            guard let previous = joined.last, !previous.allSatisfy({ $0 == " " }), indent < characters.count,
                  descriptionStart(in: characters, after: indent) == nil else {
                joined.append(line)
                continue
            }
            let above = Array(previous), aboveIndent = above.prefix { $0 == " " }.count
            let continuesDescription = descriptionStart(in: above, after: aboveIndent) == indent
            let continuesProse = indent == 0 && aboveIndent == 0 && descriptionStart(in: above, after: 0) == nil && previous.last != ":"
            if continuesDescription || continuesProse {
                joined[joined.count - 1] = previous + " " + String(characters[indent...])
            } else {
                joined.append(line)
            }
        }
        return joined
    }

    /// `line` broken into lines of at most `width` columns.
    static func lines(of line: String, toWidth width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        var characters = Array(line)
        // An indent of more than half the terminal is cut to half: the text needs the room.
        let leading = characters.prefix { $0 == " " }.count, indent = min(leading, width / 2)
        characters.removeFirst(leading - indent)
        let description = descriptionStart(in: characters, after: indent)
        let textStart = description ?? labelEnd(in: characters, after: indent) ?? indent
        let head = String(characters[..<textStart])
        let text = String(characters[textStart...])
        if DisplayWidth.of(head) <= width / 2 {
            let hang = String(repeating: " ", count: DisplayWidth.of(head))
            var lines = DisplayWidth.wrapped(text, toWidth: width, indent: hang)
            lines[0] = head + lines[0].dropFirst(hang.count)
            return lines
        }
        // Too little room beside the head. An option's or a command's description goes under it,
        // four columns in; other text runs on from the indent and continues four columns in.
        let inner = String(repeating: " ", count: min(indent + 4, width / 2))
        if description != nil {
            let name = String(head.reversed().drop { $0 == " " }.reversed())
            return continued(name, indent: indent, inner: inner, toWidth: width) + DisplayWidth.wrapped(text, toWidth: width, indent: inner)
        }
        return continued(String(characters), indent: indent, inner: inner, toWidth: width)
    }

    /// `text` (starting with `indent` spaces) broken to `width` columns, its lines after the
    /// first starting with `inner`.
    private static func continued(_ text: String, indent: Int, inner: String, toWidth width: Int) -> [String] {
        let words = String(text.dropFirst(indent))
        // The first line is the words' start exactly (spaces kept), however they were broken.
        let first = DisplayWidth.wrapped(words, toWidth: width, indent: String(repeating: " ", count: indent))[0]
        let rest = words.dropFirst(first.count - indent).drop { $0 == " " }
        guard !rest.isEmpty else { return [first] }
        return [first] + DisplayWidth.wrapped(String(rest), toWidth: width, indent: inner)
    }

    /// Where an option's or a command's description starts: after the first run of two spaces
    /// or more inside the line; nil when the line has none.
    private static func descriptionStart(in characters: [Character], after indent: Int) -> Int? {
        var index = indent
        while index + 1 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end < characters.count ? end : nil
            }
            index += 1
        }
        return nil
    }

    /// Where the text after a label (``labels``) at the line's start begins; nil for any other line.
    private static func labelEnd(in characters: [Character], after indent: Int) -> Int? {
        let rest = String(characters[indent...])
        guard let label = labels.first(where: { rest.hasPrefix($0 + " ") }) else { return nil }
        return indent + label.count + 1
    }
}
