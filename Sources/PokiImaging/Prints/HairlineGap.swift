/// A gap of a pixel or two between two cuts, across the middle of what was found as one cut.
///
/// Booths print strips whose cuts are parted by a hairline of the frame's colour. At the working
/// image's size that line is a pixel or two, which the frame map does not see as frame: a 1x4
/// strip fits as 1x2, each cut two photos. What the map misses, the colours show: across a cut's
/// middle, the colour steps (more than three times the image's noise) along the cut's whole width,
/// where a person's outline crosses a line only in part; and the line differs from both its sides
/// the same way, where a horizon or a table's edge is one colour above and another below.
enum HairlineGap {
    /// The cuts of `cuts` (left, top, right, bottom, in `image`'s pixels) each parted in two where
    /// every one of them has a hairline across its middle: rows across (`acrossRows`) or columns
    /// down; nil when one of them has none.
    static func parted(
        _ cuts: [(left: Double, top: Double, right: Double, bottom: Double)], acrossRows: Bool, in image: WorkingImage
    ) -> [(left: Double, top: Double, right: Double, bottom: Double)]? {
        let threshold = 3 * EdgeGrid.noiseLevel(of: image)
        var parted: [(left: Double, top: Double, right: Double, bottom: Double)] = []
        for cut in cuts {
            let along = acrossRows ? (cut.left, cut.right) : (cut.top, cut.bottom)
            let across = acrossRows ? (cut.top, cut.bottom) : (cut.left, cut.right)
            guard let line = hairline(across: across, along: along, acrossRows: acrossRows, in: image, threshold: threshold) else { return nil }
            if acrossRows {
                parted.append((cut.left, cut.top, cut.right, line.end))
                parted.append((cut.left, line.start, cut.right, cut.bottom))
            } else {
                parted.append((cut.left, cut.top, line.end, cut.bottom))
                parted.append((line.start, cut.top, cut.right, cut.bottom))
            }
        }
        return parted
    }

    /// How much of a cut's width the colour must step along at its hairline (on the development
    /// prints: 1.0 at every hairline, at most 0.9 across the middle of any other cut) ...
    static let leastShare: Float = 0.97
    /// ... and how many times more than along the cut's usual line (1.7 to 9 at the hairlines) ...
    static let leastGain: Float = 1.5
    /// ... and along how much of it the line's colour differs from both sides the same way (0.55
    /// to 0.99 at the hairlines; a horizon, one colour above and another below, about 0.02).
    static let leastRidge: Float = 0.25
    /// How far from a cut's middle its hairline may lie, as a share of the cut.
    static let reach = 0.12

    /// The hairline across a cut spanning `across`, its length spanning `along`: the lines where
    /// the first half ends and the second starts (ends exclusive); nil when there is none.
    private static func hairline(
        across: (Double, Double), along: (Double, Double), acrossRows: Bool, in image: WorkingImage, threshold: Float
    ) -> (end: Double, start: Double)? {
        let first = Int(across.0.rounded()) + 3, last = Int(across.1.rounded()) - 4
        let from = Int(along.0.rounded()) + 1, to = Int(along.1.rounded()) - 2
        let limit = acrossRows ? image.height : image.width, length = acrossRows ? image.width : image.height
        guard first >= 1, last + 2 < limit, first < last, from >= 0, to < length, to - from >= 8 else { return nil }
        let lines = SteppingLines(image: image, acrossRows: acrossRows, along: from...to, threshold: threshold)
        let shares = lines.shares(first...last)
        let usual = max(FrameMask.median(shares), 0.02)
        let middle = (across.0 + across.1) / 2, span = (across.1 - across.0) * reach
        let near = shares.indices.filter { Double(first + $0) >= middle - span && Double(first + $0) <= middle + span }
        guard let best = near.max(by: { shares[$0] < shares[$1] }), shares[best] >= leastShare, shares[best] >= leastGain * usual else { return nil }
        // The run of steps around it (at most three lines either way): a line of k pixels from
        // `g` steps at the indices g - 2 through g + k, its two edges.
        var low = best, high = best
        while low > 0, best - low < 3, shares[low - 1] >= 0.9 * shares[best] { low -= 1 }
        while high + 1 < shares.count, high - best < 3, shares[high + 1] >= 0.9 * shares[best] { high += 1 }
        let lineStart = first + low + 2, lineEnd = max(first + high, lineStart)
        // A hairline differs from both sides the same way; a horizon or a table's edge, from one
        // colour above to another below, does not. Its middle line against two lines out.
        let centre = (first + low + first + high) / 2 + 1
        guard centre - 2 >= 0, centre + 2 < limit, lines.ridgeShare(at: centre) >= leastRidge else { return nil }
        return (Double(lineStart), Double(lineEnd))
    }
}
