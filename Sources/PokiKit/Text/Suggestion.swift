/// Finds the known word closest to a mistyped one, for "did you mean …?": tags, commands, options.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `word` (both in NFC, compared by Unicode
    /// scalar, case-insensitively), when that distance is at most `maximumDistance`; by default a
    /// third of the word's length, between 1 and 3.
    public static func closest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let typed = Array(Tag.normalized(word).lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(Tag.normalized(candidate).lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = maximumDistance ?? max(1, min(3, typed.count / 3))
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func editDistance<Element: Equatable>(_ source: [Element], _ target: [Element]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for (row, sourceElement) in source.enumerated() {
            current[0] = row + 1
            for (column, targetElement) in target.enumerated() {
                let substitution = previous[column] + (sourceElement == targetElement ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
