/// A gap of a pixel or two between two cuts, across the middle of what was found as one cut.
///
/// Booths print strips whose cuts are parted by a hairline of the frame's colour. At the working
/// image's size that line is a pixel or two, which the frame map does not see as frame: a 1x4
/// strip fits as 1x2, each cut two photos. What the map misses, the colours show: across a cut's
/// middle, the colour steps (more than three times the image's noise) along the cut's whole width,
/// where a person's outline or a horizon crosses a line only in part.
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
            guard let middle = line(across: across, along: along, acrossRows: acrossRows, in: image, threshold: threshold) else { return nil }
            if acrossRows {
                parted.append((cut.left, cut.top, cut.right, middle - 1))
                parted.append((cut.left, middle + 1, cut.right, cut.bottom))
            } else {
                parted.append((cut.left, cut.top, middle - 1, cut.bottom))
                parted.append((middle + 1, cut.top, cut.right, cut.bottom))
            }
        }
        return parted
    }

    /// How much of a cut's width the colour must step along at its hairline (on the development
    /// prints: 1.0 at every hairline, at most 0.9 across the middle of any other cut) ...
    static let leastShare: Float = 0.97
    /// ... and how many times more than along the cut's usual line (1.7 to 9 at the hairlines).
    static let leastGain: Float = 1.5
    /// How far from a cut's middle its hairline may lie, as a share of the cut.
    static let reach = 0.12

    /// Where the hairline across a cut spanning `across` lies (the line between its two halves),
    /// its length spanning `along`; nil when there is none.
    private static func line(
        across: (Double, Double), along: (Double, Double), acrossRows: Bool, in image: WorkingImage, threshold: Float
    ) -> Double? {
        let first = Int(across.0.rounded()) + 3, last = Int(across.1.rounded()) - 4
        let from = Int(along.0.rounded()) + 1, to = Int(along.1.rounded()) - 2
        let limit = acrossRows ? image.height : image.width, length = acrossRows ? image.width : image.height
        guard first >= 1, last + 2 < limit, first < last, from >= 0, to < length, to - from >= 8 else { return nil }
        func point(_ line: Int, _ position: Int) -> FramePoint {
            acrossRows ? image.point(line * image.width + position) : image.point(position * image.width + line)
        }
        // The share of the cut's length along which the colour steps between lines `line - 1` and `line + 2`.
        let shares = (first...last).map { line -> Float in
            var stepping = 0
            for position in from...to where point(line - 1, position).distance(to: point(line + 2, position)) > threshold { stepping += 1 }
            return Float(stepping) / Float(to - from + 1)
        }
        let usual = max(FrameMask.median(shares), 0.02)
        let middle = (across.0 + across.1) / 2, span = (across.1 - across.0) * reach
        let near = shares.indices.filter { Double(first + $0) >= middle - span && Double(first + $0) <= middle + span }
        guard let best = near.max(by: { shares[$0] < shares[$1] }), shares[best] >= leastShare, shares[best] >= leastGain * usual else { return nil }
        // A hairline steps on the few lines around it: its middle is theirs.
        let lines = near.filter { shares[$0] >= 0.9 * shares[best] && abs($0 - best) <= 3 }
        return Double(first) + Double(lines.reduce(0, +)) / Double(lines.count) + 0.5
    }
}

