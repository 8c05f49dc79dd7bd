/// The grid of a given number of equal cuts, separated by equal gaps, that best parts an image
/// into frame and photo: the cuts where the image is least frame, the bands (margins and gaps)
/// where it is most.
///
/// Each direction is fitted on its own, from how much of each column (and each row) is frame
/// (``FrameMap``): the first cut's start, the cuts' size and the gap between them are searched
/// whole, every combination that fits, for the best parting of the line into cuts and bands,
/// scored as Otsu scores a threshold (the share of each, times the square of the difference
/// of their means), so neither a grid that swallows a band nor one that gives a cut's edge to
/// the bands wins. Whether the grid found is a print is ``LayoutEvidence``'s to say.
enum LayoutFit {
    /// One direction's fit: where each of the cuts starts and ends, in pixels.
    struct Line {
        var cuts: [(start: Double, end: Double)]
        /// The bands' mean frame share less the cuts': 1 for a perfect print, 0 for no evidence.
        var contrast: Double
        /// How well the grid parts the line: the share of the line in cuts times the share in
        /// bands times the square of their means' difference (negative when the cuts are more frame).
        var score: Double
        /// The least, over the gaps between cuts, of the gap's mean frame share less that of the
        /// cuts beside it: how surely every gap is one (1 with a single cut, which has none).
        var weakestGap: Double
    }

    /// The best `count` cuts along a line of `share.count` pixels, `share[i]` being how much of
    /// pixel line `i` is frame (0 to 1); nil when the line is too short for that many cuts.
    ///
    /// The cuts together cover at least half of the line; the margin before the first cut is at
    /// most a third of it; gaps are at least a pixel and at most a fifth of a cut.
    static func line(_ share: [Double], count: Int) -> Line? {
        let length = share.count
        guard count >= 1, length >= count * 4 + 2 else { return nil }
        var prefix = [Double](repeating: 0, count: length + 1)
        for index in 0..<length { prefix[index + 1] = prefix[index] + share[index] }
        let total = prefix[length]
        return prefix.withUnsafeBufferPointer { prefix in
            fitted(count: count, length: length, total: total) { start, end in prefix[end] - prefix[start] }
        }
    }

    /// ``line(_:count:)`` on a line of `length` pixels whose frame shares add up to `total`,
    /// `sum(start, end)` adding those of pixels `start..<end`.
    @inline(__always)
    private static func fitted(count: Int, length: Int, total: Double, sum: (Int, Int) -> Double) -> Line? {
        // A print has a margin on every side: no cut starts or ends at the image's edge. The whole
        // range is searched in steps of about a 200th of the line, then every pixel near the best.
        let smallest = max(2, length / (2 * count))
        guard let best = GridSearch.best(
            count: count, length: length, starts: 1...(length / 3), smallest: smallest, largest: (length - 2) / count, steps: 200, tolerance: 1e-12,
            score: { start, size, gap in
            let end = start + size * count + gap * (count - 1)
            guard end < length else { return nil }
            var cutFrame = 0.0
            for index in 0..<count {
                let from = start + index * (size + gap)
                cutFrame += sum(from, from + size)
            }
            let cutPixels = Double(size * count), bandPixels = Double(length) - cutPixels
            let bandMean = bandPixels > 0 ? (total - cutFrame) / bandPixels : 1
            let difference = bandMean - cutFrame / cutPixels
            return cutPixels * bandPixels / Double(length * length) * difference * abs(difference)
        }) else { return nil }
        let cuts = (0..<count).map { index -> (start: Double, end: Double) in
            let from = best.start + index * (best.size + best.gap)
            return (Double(from), Double(from + best.size))
        }
        var weakestGap = 1.0
        for index in 1..<max(count, 1) {
            let gapStart = Int(cuts[index - 1].end), gapEnd = Int(cuts[index].start)
            let gap = sum(gapStart, gapEnd) / Double(max(gapEnd - gapStart, 1))
            let beside = (sum(Int(cuts[index - 1].start), gapStart) + sum(gapEnd, Int(cuts[index].end))) / Double(2 * best.size)
            weakestGap = min(weakestGap, gap - beside)
        }
        let cutShare = cuts.reduce(0) { $0 + sum(Int($1.start), Int($1.end)) } / Double(best.size * count)
        let bandShare = length > best.size * count ? (total - cutShare * Double(best.size * count)) / Double(length - best.size * count) : 1
        return Line(cuts: cuts, contrast: bandShare - cutShare, score: best.score, weakestGap: weakestGap)
    }
}
