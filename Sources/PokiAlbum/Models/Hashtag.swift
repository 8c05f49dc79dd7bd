/// The hashtags of a memo: words starting with `#` (`#홍대 #민지`), which label friends and places.
///
/// A hashtag is `#` followed by Hangul (syllables and jamo), Latin letters (ASCII and the accented
/// letters of Latin-1 and Latin Extended-A/B), digits and `_`, read after NFC normalisation (as
/// tags are), so a memo typed in decomposed Hangul has the same hashtags as one typed composed.
/// The `#` must start the memo or follow a character that cannot be part of a hashtag (`a#b` is
/// not one), and a hashtag needs at least one character that is not a digit (`#1`, `#2024` are
/// numbers, as on Instagram and X). Latin letters are compared without case: a hashtag's name is
/// kept in lower case (`#Seoul` and `#seoul` are the hashtag `seoul`).
public enum Hashtag {
    /// The hashtags of `memo`, by name (without `#`, NFC, lower case), each once, in the order
    /// they first appear.
    public static func all(in memo: String) -> [String] {
        guard memo.utf8.contains(UInt8(ascii: "#")) else { return [] }
        var names: [String] = []
        var current: String.UnicodeScalarView?
        var previousAllowsStart = true
        func finish() {
            if let word = current, word.contains(where: { !("0"..."9").contains($0) }) {
                let name = String(word).lowercased()
                if !names.contains(name) { names.append(name) }
            }
            current = nil
        }
        for scalar in Tag.normalized(memo).unicodeScalars {
            if isNameCharacter(scalar) {
                current?.append(scalar)
                previousAllowsStart = false
                continue
            }
            finish()
            if scalar == "#", previousAllowsStart {
                current = String.UnicodeScalarView()
            }
            previousAllowsStart = scalar != "#"
        }
        finish()
        return names
    }

    /// The hashtag a user named on the command line (`홍대` or `#홍대`), as memos' hashtags are
    /// named, or nil when it is not a hashtag (empty, a number, a character no hashtag has).
    public static func name(of argument: String) -> String? {
        let text = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        let found = all(in: "#" + text)
        return found.count == 1 && found[0] == Tag.normalized(text).lowercased() ? found[0] : nil
    }

    /// Whether `scalar` may be part of a hashtag's name.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xC0...0x24F: return scalar.value != 0xD7 && scalar.value != 0xF7
        case 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }
}
