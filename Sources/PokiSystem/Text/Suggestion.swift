/// Finds the known word closest to a mistyped one, for "did you mean …?": tags, commands, options.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `word` (both in NFC, compared by Unicode
    /// scalar, case-insensitively), when that distance is at most `maximumDistance`; by default a
    /// third of the word's length, between 1 and 3.
    public static func closest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let typed = scalars(word)
        let allowed = maximumDistance ?? max(1, min(3, typed.count / 3))
        return nearest(to: typed, among: candidates, within: allowed, substitutionCost: 1)
    }

    /// The candidate closest to a mistyped name of a command, option or column, when it is close
    /// enough to be what was meant. Stricter than ``closest(to:among:maximumDistance:)``: a missing,
    /// extra or swapped letter costs 1 but a changed letter 2, and the total may be at most 2. So
    /// `colrs` finds `colours` and `remve` finds `remove`, but `export` is not taken for `import`,
    /// a different word two letters away.
    public static func closestName(to word: String, among candidates: [String]) -> String? {
        nearest(to: scalars(word), among: candidates, within: 2, substitutionCost: 2)
    }

    private static func scalars(_ word: String) -> [Unicode.Scalar] {
        Array(NormalizationFormC.normalized(word).lowercased().unicodeScalars)
    }

    private static func nearest(to typed: [Unicode.Scalar], among candidates: [String], within allowed: Int, substitutionCost: Int) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, scalars(candidate), substitutionCost: substitutionCost)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.candidate
    }

    /// Edit distance with adjacent transpositions (optimal string alignment): insertions,
    /// deletions and swaps of two neighbours cost 1, substitutions `substitutionCost`.
    static func editDistance<Element: Equatable>(_ source: [Element], _ target: [Element], substitutionCost: Int = 1) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for row in source.indices {
            current[0] = row + 1
            for column in target.indices {
                let substitution = previous[column] + (source[row] == target[column] ? 0 : substitutionCost)
                var best = min(substitution, previous[column + 1] + 1, current[column] + 1)
                if row > 0, column > 0, source[row] == target[column - 1], source[row - 1] == target[column] {
                    best = min(best, beforePrevious[column - 1] + 1)
                }
                current[column + 1] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }
}
