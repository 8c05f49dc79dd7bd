import PokiSystem

/// User text made safe to print: every ``ControlCharacters`` character is shown as text instead
/// of acting on the terminal, so a memo or a file name cannot recolour or retitle the terminal,
/// break a table with a tab or line break, or reverse what follows it.
///
/// The forms are those `cat -v` and `less` use: C0 controls in caret notation (`^[` for escape,
/// `^I` for a tab, `^J` for a line feed, `^M` for a carriage return), DEL as `^?`, and the C1
/// controls, line and paragraph separators and bidirectional controls as `<U+202E>`, a byte of a
/// file name that is not UTF-8 as `\xBB` (``FileNameBytes``). Every other
/// character, Hangul and emoji included, is left as it is.
enum VisibleText {
    /// `text` with its control characters in their visible forms.
    static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: ControlCharacters.contains) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard ControlCharacters.contains(scalar) else {
                shown.append(scalar)
                continue
            }
            shown.append(contentsOf: form(of: scalar).unicodeScalars)
        }
        return String(shown)
    }

    /// `text` made visible line by line: line feeds still end lines, everything else is shown.
    static func lines(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { of(String($0)) }.joined(separator: "\n")
    }

    /// `text` made visible except for the escape character, for lines that carry poki's own colour
    /// codes around user text already passed through ``of(_:)``.
    static func keepingEscapes(of text: String) -> String {
        text.split(separator: "\u{1B}", omittingEmptySubsequences: false).map { lines(of: String($0)) }.joined(separator: "\u{1B}")
    }

    /// The visible form of one control character.
    private static func form(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        case 0x7F: return "^?"
        case FileNameBytes.escapes:
            return "\\x" + String(scalar.value - FileNameBytes.escapeBase, radix: 16, uppercase: true)
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
    }
}
