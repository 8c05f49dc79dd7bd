/// A help page laid out for a terminal: each line longer than the terminal is broken between
/// words, its continuation lines starting under its text, as people expect of `--help`.
///
/// A line's text starts after its indent, after a label that ends in a colon (`usage: `,
/// `사용법: `), or, for an option or a command, after the run of spaces before its description.
/// When that would leave less than half the terminal for the text, an option's description goes
/// on the lines under it, four columns in, and other continuation lines start four columns in.
enum HelpLayout {
    /// `page` with every line at most `width` columns wide (Hangul counted double), or as it is
    /// when `width` is nil (a pipe).
    static func fitted(_ page: String, toWidth width: Int?) -> String {
        guard let width, width > 0 else { return page }
        return page.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { lines(of: String($0), toWidth: width) }
            .joined(separator: "\n")
    }

    /// `line` broken into lines of at most `width` columns.
    static func lines(of line: String, toWidth width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        let characters = Array(line)
        let indent = characters.prefix { $0 == " " }.count
        let description = descriptionStart(in: characters, after: indent)
        let textStart = description ?? labelEnd(in: characters, after: indent) ?? indent
        let head = String(characters[..<textStart])
        let text = String(characters[textStart...])
        let inner = String(repeating: " ", count: indent + 4)
        if DisplayWidth.of(head) <= width / 2 {
            let hang = String(repeating: " ", count: DisplayWidth.of(head))
            var lines = DisplayWidth.wrapped(text, toWidth: width, indent: hang)
            lines[0] = head + lines[0].dropFirst(hang.count)
            return lines
        }
        // Too little room beside the head. An option's or a command's description goes under it,
        // four columns in; other text runs on from the indent and continues four columns in.
        if description != nil {
            let name = String(head.reversed().drop { $0 == " " }.reversed())
            return continued(name, indent: indent, toWidth: width) + DisplayWidth.wrapped(text, toWidth: width, indent: inner)
        }
        return continued(line, indent: indent, toWidth: width)
    }

    /// `text` (starting with `indent` spaces) broken to `width` columns, its lines after the first four columns further in.
    private static func continued(_ text: String, indent: Int, toWidth width: Int) -> [String] {
        let words = String(text.dropFirst(indent))
        let first = DisplayWidth.wrapped(words, toWidth: width, indent: String(repeating: " ", count: indent))[0]
        let rest = words.dropFirst(first.count - indent).drop { $0 == " " }
        guard !rest.isEmpty else { return [first] }
        return [first] + DisplayWidth.wrapped(String(rest), toWidth: width, indent: String(repeating: " ", count: indent + 4))
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

    /// Where the text after a label starts: the line's first word ends in a colon (`usage:`); nil otherwise.
    private static func labelEnd(in characters: [Character], after indent: Int) -> Int? {
        guard let space = characters[indent...].firstIndex(of: " "), space > indent, characters[space - 1] == ":" else { return nil }
        return space + 1 < characters.count ? space + 1 : nil
    }
}
