/// Characters that act on a terminal or on the layout of text instead of showing themselves.
///
/// They are the C0 and C1 controls and DEL (an escape sequence can recolour or retitle a terminal,
/// a tab or line break can break a table), the line and paragraph separators, and the
/// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text
/// read in a different order from the one it is stored in (`abc‮txt.exe` shows as `abcexe.txt`).
/// With them count the stand-ins for bytes that are not UTF-8 (``FileNameBytes``), which are no
/// text at all.
/// Labels people choose (tags, nicknames, pose titles) may not hold them; text that may hold
/// anything (memos, file names) is shown with them made visible.
public enum ControlCharacters {
    /// Whether `scalar` is one of the characters described above.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        case FileNameBytes.escapes: return true
        default: return false
        }
    }

    /// Whether `text` holds any of them; a line feed is allowed when `allowingLineFeeds`.
    public static func occur(in text: String, allowingLineFeeds: Bool = false) -> Bool {
        text.unicodeScalars.contains { contains($0) && !(allowingLineFeeds && $0 == "\n") }
    }
}
