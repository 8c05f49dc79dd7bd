/// Finds a brand's name in the words read on a print, forgiving what OCR confuses.
enum PrintedBrand {
    /// Most words a brand's name spans: `PLAY IN THE BOX`, or Hangul read a syllable a word
    /// (`포 토 시 그 니 쳐`).
    static let longestName = 8

    /// The label of the one brand of `names` (names as printed, by label) that `lines` name: a run
    /// of words that reads as one of its names once case, spaces and punctuation are ignored and
    /// letters OCR confuses (`0` and `o`, `1`, `l` and `i`, `rn` and `m`) are taken as one; a long
    /// name (7 letters, or 4 syllables) may differ in one letter, and a long Hangul name read in as
    /// many syllables in two of their letters (jamo: `보도그레이` for `포토그레이`, ㅍ read as ㅂ and
    /// ㅌ as ㄷ). nil when none does, or when two brands are named as closely.
    static func label(in lines: [String], names: [String: [String]]) -> String? {
        let keys = names.flatMap { label, names in names.map { (label: label, key: key($0)) } }.filter { !$0.key.isEmpty }
        let longestKey = keys.map(\.key.count).max() ?? 0
        var exact: Set<String> = [], close: Set<String> = []
        for line in lines {
            let words = line.split(whereSeparator: \.isWhitespace).map { key(String($0)) }
            for start in words.indices {
                var run: [Unicode.Scalar] = []
                for end in start..<min(words.count, start + longestName) {
                    run += words[end]
                    if run.count > longestKey + 1 { break }
                    for (label, name) in keys {
                        if run == name {
                            exact.insert(label)
                        } else if forgivesOneLetter(name), abs(run.count - name.count) <= 1, distance(run, name) <= 1 {
                            close.insert(label)
                        } else if isHangulClose(run, name) {
                            close.insert(label)
                        }
                    }
                }
            }
        }
        if exact.count == 1 { return exact.first }
        return exact.isEmpty && close.count == 1 ? close.first : nil
    }

    /// `text` lowercased, without spaces and punctuation, with the letters OCR confuses made one.
    static func key(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case "0": scalars.append("o")
            case "1", "l", "|", "!", "í", "ì": scalars.append("i")
            case "5": scalars.append("s")
            case "n" where scalars.last == "r": scalars[scalars.count - 1] = "m"
            default:
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { scalars.append(scalar) }
            }
        }
        return scalars
    }

    private static func forgivesOneLetter(_ name: [Unicode.Scalar]) -> Bool {
        let hangul = name.filter(isSyllable).count
        return hangul >= 4 || name.count - hangul >= 7
    }

    /// Whether `run` and the Hangul `name` (4 syllables or more) have as many syllables and differ
    /// in at most two of their letters: Tesseract reads a stroke more or less (ㅍ as ㅂ, ㅌ as ㄷ, ㅊ
    /// as ㅈ), each such slip a whole syllable wrong. No two built-in brands are as close.
    private static func isHangulClose(_ run: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        guard run.count == name.count, name.count >= 4, (run + name).allSatisfy(isSyllable) else { return false }
        return distance(letters(of: run), letters(of: name)) <= 2
    }

    private static func isSyllable(_ scalar: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(scalar.value) }

    /// Hangul syllables as their letters: the leading consonant, the vowel and any final consonant
    /// (Unicode's conjoining jamo, by the arithmetic of the syllable block).
    private static func letters(of syllables: [Unicode.Scalar]) -> [Unicode.Scalar] {
        syllables.flatMap { syllable -> [Unicode.Scalar] in
            let index = syllable.value - 0xAC00
            let (lead, vowel, tail) = (index / 588, index % 588 / 28, index % 28)
            let letters = [0x1100 + lead, 0x1161 + vowel] + (tail == 0 ? [] : [0x11A7 + tail])
            return letters.compactMap(Unicode.Scalar.init)
        }
    }

    /// Levenshtein distance, for names of a few letters.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
