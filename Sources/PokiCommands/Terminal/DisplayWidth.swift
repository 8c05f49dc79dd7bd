/// How many terminal columns text occupies: Hangul and other East Asian wide characters take two,
/// combining marks (including the medial and final jamo of decomposed Hangul) take none.
enum DisplayWidth {
    /// Columns `text` occupies on a terminal.
    static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// The terminal rows a line takes at `columns` wide once the terminal wraps it (a wide
    /// character that does not fit the row's last column starts the next); its colour escape
    /// sequences (`ESC [ … m`) take no room.
    static func rows(of line: String, columns: Int) -> Int {
        let columns = max(columns, 1)
        var rows = 1, column = 0
        var inEscape = false, afterEscape = false
        for scalar in line.unicodeScalars {
            if afterEscape {
                afterEscape = false
                inEscape = scalar == "["
                continue
            }
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                afterEscape = true
                continue
            }
            let width = of(scalar)
            if column + width > columns {
                rows += 1
                column = 0
            }
            column += width
        }
        return rows
    }

    /// Columns one scalar occupies: 0, 1 or 2.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = of(String(character))
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `width` columns (Hangul counted double), between words
    /// where it can, inside a word longer than a line where it must; each line starts with
    /// `indent`, which counts towards its width.
    static func wrapped(_ text: String, toWidth width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        let indentWidth = of(indent)
        var line = indent, used = indentWidth
        func finish() {
            lines.append(line)
            line = indent
            used = indentWidth
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = of(String(word))
            let gap = used == indentWidth ? 0 : 1
            if used + gap + wordWidth <= width {
                if gap == 1 { line += " " }
                line += word
                used += gap + wordWidth
                continue
            }
            if used > indentWidth { finish() }
            for character in word {
                let columns = of(String(character))
                if used + columns > width, used > indentWidth { finish() }
                line.append(character)
                used += columns
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` broken into lines of at most `width` columns as ``wrapped(_:toWidth:indent:)``
    /// does, the first line from its own indentation and the next ones after it and `indent`.
    static func hanging(_ text: String, toWidth width: Int, indent: String) -> [String] {
        guard of(text) > width else { return [text] }
        // `wrapped` drops a line's leading spaces: they are set aside and put back.
        let lead = text.prefix { $0 == " " }.count
        guard lead < width else { return wrapped(text, toWidth: width) }
        let margin = String(repeating: " ", count: lead)
        let body = String(text.dropFirst(lead))
        let first = wrapped(body, toWidth: width - lead)
        guard first.count > 1, let head = first.first else { return first.map { margin + $0 } }
        let rest = String(body.dropFirst(head.count).drop { $0 == " " })
        return [margin + head] + wrapped(rest, toWidth: width - lead, indent: indent).map { margin + $0 }
    }

    /// `line` broken between words into lines of at most `width` columns, its further lines
    /// under its value: after its own indentation and, for a `label: value` line (`  print: 2x2
    /// cuts`, `privacy:  …`, `error: …`), after the label, or at least `leastHang` columns in.
    static func underLabel(_ line: String, toWidth width: Int, leastHang: Int = 0) -> [String] {
        guard of(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        let body = line.dropFirst(lead)
        var hang = leastHang
        if let colon = body.firstIndex(of: ":"), of(String(body[...colon])) <= 20 {
            let spaces = body[body.index(after: colon)...].prefix { $0 == " " }.count
            if spaces > 0 { hang = max(hang, of(String(body[...colon])) + spaces) }
        }
        // A hang past the middle would leave the value a sliver: then only `leastHang`, or none.
        if lead + hang > width / 2 { hang = lead + leastHang > width / 2 ? 0 : leastHang }
        return hanging(line, toWidth: width, indent: String(repeating: " ", count: hang))
    }

    /// `text` cut to `width` columns and padded with spaces to exactly `width`.
    static func fit(_ text: String, toWidth width: Int) -> String {
        let cut = truncate(text, toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    // MARK: - Unicode tables

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x1160...0x11FF,  // Hangul medial vowels and final consonants (decomposed syllables)
             0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064,
             0x20D0...0x20FF, 0x302A...0x302F, 0x3099...0x309A,
             0xD7B0...0xD7FF,  // Hangul Jamo Extended-B
             0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,  // Hangul initial consonants
             0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE,
             0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
             0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705,
             0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0,
             0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F,  // Hangul Jamo Extended-A
             0xAC00...0xD7A3,  // Hangul syllables
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
