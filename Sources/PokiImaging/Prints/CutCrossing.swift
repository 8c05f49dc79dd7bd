/// A line running across a found cut from side to side, away from its edges: a comic's gutter, a
/// gallery's gap, a tiled wall's grout or the wall between a facade's windows, where a grid fitted
/// to an ordinary image holds two pictures or more in one cut.
///
/// A booth's cut is one photo, people before a backdrop: a person's outline crosses a line only
/// in part, and a backdrop's edge (a horizon, a table) is a single edge, one colour before it and
/// another after. So a cut is crossed where the colour steps sharply along nearly all of a line,
/// much as ``HairlineGap`` asks of a hairline, and that line is a ridge (a line of its own colour)
/// or a second such line lies within a gutter's width of it (a band's two sides). Two such lines
/// far apart are two edges of one picture, a table's and a shelf's, and do not cross it.
enum CutCrossing {
    /// Lines within this share of the cut from its sides are not taken for lines crossing it (a
    /// cut found a few pixels loose has the frame's edge there); they still count towards the
    /// cut's usual line.
    static let edgeShare = 0.12
    /// How much of a line's length the colour must step along for the line to cross the cut:
    /// nearly all, yet less than a hairline between two cuts must (``HairlineGap/leastShare``),
    /// because gutters meet. Where another gutter joins a gutter's side, that side does not step
    /// for the other gutter's width.
    static let leastShare: Float = 0.95
    /// How many times more the colour must step across a line than it drifts beside it: a
    /// blurred backdrop's colours drift by more than the image's noise all across a cut.
    static let sharpness: Float = 2
    /// How many times more of its length a crossing line must step along than the cut's usual
    /// line (the median of its lines) ...
    static let leastGain: Float = 1.5
    /// ... and along how much of it a lone line's colour must differ from both its sides the
    /// same way, to be a hairline of its own colour rather than one edge. The same figures as a
    /// hairline gap's (``HairlineGap/leastGain``, ``HairlineGap/leastRidge``), held apart so
    /// that tuning one leaves the other be.
    static let leastRidge: Float = 0.25
    /// How far apart, as a share of the cut's span across them, two stepping lines may lie to be
    /// taken for one band's two sides: a comic's gutter or a gallery's gap is a few percent of a
    /// grid's cell, a backdrop's two edges (a table, a shelf) lie further apart.
    static let gutterShare = 0.15

    /// Whether a line crosses `cut` (in `image`'s pixels, ends exclusive) from side to side, in
    /// either direction; `threshold` is a step in colour (Oklab distance).
    static func isCrossed(_ cut: (left: Int, top: Int, right: Int, bottom: Int), in image: WorkingImage, threshold: Float) -> Bool {
        isCrossed(across: (cut.top, cut.bottom), along: (cut.left, cut.right), acrossRows: true, in: image, threshold: threshold)
            || isCrossed(across: (cut.left, cut.right), along: (cut.top, cut.bottom), acrossRows: false, in: image, threshold: threshold)
    }

    /// Whether a line crosses a cut spanning `across`, its lines spanning `along`: rows when `acrossRows`.
    private static func isCrossed(
        across: (Int, Int), along: (Int, Int), acrossRows: Bool, in image: WorkingImage, threshold: Float
    ) -> Bool {
        // The lines looked at, kept inside the image: the measures read four lines before the
        // first and five after the last, and a frameless grid's cuts reach its edge.
        let limit = acrossRows ? image.height : image.width, length = acrossRows ? image.width : image.height
        let first = max(across.0 + 3, 4), last = min(across.1 - 4, limit - 6)
        let from = max(along.0 + 1, 0), to = min(along.1 - 2, length - 1)
        guard last - first >= 16, to - from >= 8 else { return false }
        let lines = SteppingLines(image: image, acrossRows: acrossRows, along: from...to, threshold: threshold)
        let shares = lines.sharpShares(first...last, sharpness: sharpness)
        let usual = max(FrameMask.median(shares), 0.02)
        let inset = Int((Double(across.1 - across.0) * edgeShare).rounded(.up))
        let stepping = shares.indices.filter { index in
            let line = first + index
            return line >= across.0 + inset && line < across.1 - inset
                && shares[index] >= leastShare && shares[index] >= leastGain * usual
        }
        // Runs of neighbouring lines: one edge steps at three lines, a band's two edges make two runs.
        var runs: [(start: Int, end: Int)] = []
        for index in stepping {
            if let last = runs.last, last.end + 1 == index { runs[runs.count - 1].end = index } else { runs.append((index, index)) }
        }
        let gutter = Int((Double(across.1 - across.0) * gutterShare).rounded())
        if zip(runs, runs.dropFirst()).contains(where: { $1.start - $0.end <= gutter }) { return true }
        return runs.contains { run in lines.ridgeShare(at: first + (run.start + run.end) / 2 + 1) >= leastRidge }
    }
}
