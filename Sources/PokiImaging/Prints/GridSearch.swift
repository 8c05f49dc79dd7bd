/// The search both grid fits share (``LayoutFit`` on the frame map, ``EdgeGrid`` on the steps in
/// colour): `count` equal cuts with equal gaps along a line, tried whole in coarse steps, then
/// every pixel near the best.
enum GridSearch {
    /// A grid along the line: where its first cut starts, its cuts' size and the gap between them.
    struct Grid {
        var score: Double
        var start: Int
        var size: Int
        var gap: Int
    }

    /// The grid `score` rates highest (the first of equal ones, within `tolerance`) of first cuts
    /// starting in `starts`, cuts of `smallest` to `largest` pixels and gaps from `smallestGap`
    /// pixels (none for one cut) to a fifth of the line and a `widestGapPerCut`th of a cut, in steps of about
    /// `length / steps` pixels, then of single pixels around it. `score` returns nil for a grid that runs past the line's end
    /// (larger gaps will too) and `-infinity` for one it does not take.
    // Inlined into each caller, so that the score, called for every grid tried, is inlined too.
    @inline(__always)
    static func best(
        count: Int, length: Int, starts: ClosedRange<Int>, smallest: Int, largest: Int, smallestGap: Int = 1, widestGapPerCut: Int = 5,
        steps: Int, tolerance: Double,
        score: (_ start: Int, _ size: Int, _ gap: Int) -> Double?
    ) -> Grid? {
        guard largest >= smallest, starts.lowerBound <= starts.upperBound else { return nil }
        @inline(__always)
        func search(starts: ClosedRange<Int>, sizes: ClosedRange<Int>, gaps: ClosedRange<Int>, step: Int) -> Grid? {
            var best: Grid?
            for start in stride(from: starts.lowerBound, through: starts.upperBound, by: step) {
                for size in stride(from: sizes.lowerBound, through: sizes.upperBound, by: step) {
                    let largestGap = count == 1 ? 0 : min(gaps.upperBound, max(1, size / widestGapPerCut))
                    for gap in stride(from: gaps.lowerBound, through: max(gaps.lowerBound, largestGap), by: step) {
                        guard let value = score(start, size, gap) else { break }
                        if value > (best?.score ?? -.infinity) + tolerance { best = Grid(score: value, start: start, size: size, gap: gap) }
                    }
                }
            }
            return best
        }
        let firstGap = count == 1 ? 0 : smallestGap
        let step = max(1, length / steps)
        guard let coarse = search(starts: starts, sizes: smallest...largest, gaps: firstGap...max(firstGap, length / 5), step: step),
              let fine = search(
                  starts: max(starts.lowerBound, coarse.start - step)...(coarse.start + step), sizes: max(smallest, coarse.size - step)...(coarse.size + step),
                  gaps: max(firstGap, coarse.gap - step)...max(firstGap, coarse.gap + step), step: 1
              )
        else { return nil }
        return fine.score >= coarse.score ? fine : coarse
    }
}
