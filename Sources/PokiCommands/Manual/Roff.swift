/// Writing text into a manual page (roff, the `man` macros) so it prints as written.
enum Roff {
    /// `text` with roff's special characters escaped: backslashes, every hyphen as `\-` (so
    /// `--library` copies as two ASCII hyphens), and characters outside ASCII as `\[uXXXX]`
    /// (so any groff shows Hangul without a preprocessor).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\t": result += " "
            default:
                if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\[u" + hex(scalar.value) + "]"
                }
            }
        }
        return result
    }

    /// Escaped text as input lines: a line that would start with `.` or `'` (read as a request)
    /// starts with the zero-width `\&`; empty lines are dropped (a paragraph break is `.PP`).
    static func lines(_ text: String) -> String {
        text.split(separator: "\n").map { line -> String in
            let escaped = escaped(String(line))
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }.joined(separator: "\n")
    }

    /// Paragraphs of `text` (separated by blank lines) as escaped lines with `.PP` between them.
    static func paragraphs(_ text: String) -> String {
        blocks(of: text).map(lines).joined(separator: "\n.PP\n")
    }

    /// Four or more uppercase hex digits, as `\[u…]` wants them.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The paragraphs of `text`: runs of lines separated by empty lines.
    private static func blocks(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
        return paragraphs
    }
}
