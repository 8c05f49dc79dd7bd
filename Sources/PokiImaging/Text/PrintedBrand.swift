/// Finds a brand's name in the words read on a print, forgiving what OCR confuses.
enum PrintedBrand {
    /// Most words a brand's name spans: `PLAY IN THE BOX`, or Hangul read a syllable a word
    /// (`포 토 시 그 니 쳐`).
    static let longestName = 8

    /// The label of the one brand of `names` (names as printed, by label) that `lines` name: a run
    /// of words that reads as one of its names once case, spaces and punctuation are ignored and
    /// letters OCR confuses (`0` and `o`, `1`, `l` and `i`, `rn` and `m`) are taken as one; a long
    /// name (7 letters, or 4 syllables) may differ in one letter, and a long Hangul name may have
    /// two of its letters (jamo) misread by a stroke (`보도그레이` for `포토그레이`: ``isHangulClose(_:_:)``).
    /// nil when none does, or when two brands are named as closely.
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
                        } else if isOneLetterOff(run, name) || isHangulClose(run, name) {
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
                if scalar.isLetterOrDigit { scalars.append(scalar) }
            }
        }
        return scalars
    }

    /// Whether `run` is one letter from `name`, a long name (4 syllables, or 7 letters).
    private static func isOneLetterOff(_ run: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        let hangul = name.filter(\.isHangulSyllable).count
        guard hangul >= 4 || name.count - hangul >= 7, abs(run.count - name.count) <= 1 else { return false }
        return distance(run, name) <= 1
    }

    /// Whether `run` reads as the Hangul `name` (4 syllables or more) with at most two letters
    /// (jamo) misread, each one Tesseract takes for another by a stroke more or less: the same
    /// syllables otherwise, none added or lost. `포토프레임` or `포토그래피` is no `포토그레이`.
    private static func isHangulClose(_ run: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        guard run.count == name.count, name.count >= 4, name.allSatisfy(\.isHangulSyllable), run.allSatisfy(\.isHangulSyllable) else { return false }
        var misread = 0
        for (read, printed) in zip(run, name) where read != printed {
            let (readLetters, printedLetters) = (letters(of: read), letters(of: printed))
            guard readLetters.final == printedLetters.final else { return false }
            for (pairs, a, b) in [(strokeLeads, readLetters.lead, printedLetters.lead), (strokeVowels, readLetters.vowel, printedLetters.vowel)] where a != b {
                guard pairs.contains([min(a, b), max(a, b)]) else { return false }
                misread += 1
            }
        }
        return misread <= 2
    }

    /// Leading consonants Tesseract reads one for the other, a stroke more or less (indices in
    /// Unicode's order ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ): ㄱ ㅋ, ㄷ ㅌ, ㅂ ㅍ, ㅈ ㅊ.
    private static let strokeLeads: Set<[UInt32]> = [[0, 15], [3, 16], [7, 17], [12, 14]]
    /// Vowels likewise (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ...): ㅐ ㅔ, ㅓ ㅕ, ㅗ ㅛ, ㅜ ㅠ.
    private static let strokeVowels: Set<[UInt32]> = [[1, 5], [4, 6], [8, 12], [13, 17]]

    /// A Hangul syllable's letters as Unicode orders them: its leading consonant, its vowel and its
    /// final consonant (0 for none), by the arithmetic of the syllable block.
    private static func letters(of syllable: Unicode.Scalar) -> (lead: UInt32, vowel: UInt32, final: UInt32) {
        let index = syllable.value - 0xAC00
        return (index / 588, index % 588 / 28, index % 28)
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
