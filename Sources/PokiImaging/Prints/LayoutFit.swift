/// The cuts of a print whose layout is known (the user said so): the grid of that many equal
/// cuts, separated by equal gaps, whose bands are most like the frame and whose cuts least.
///
/// Each direction is fitted on its own, from how much of each column (and each row) is frame:
/// the first cut's start, the cuts' size and the gap between them are searched whole, every
/// combination that fits, for the largest difference between the bands' frame share and the
/// cuts'. A cut whose backdrop melts into the frame still loses to the gaps beside it, which are
/// frame from end to end, so the grid holds where thresholds would not.
enum LayoutFit {
    /// One direction's fit: where each of the cuts starts and ends, in pixels.
    struct Line: Equatable {
        var cuts: [(start: Double, end: Double)]
        /// The bands' mean frame share less the cuts': 1 for a perfect print, 0 for no evidence.
        var contrast: Double
        /// The least, over the gaps between cuts, of the gap's mean frame share less that of the
        /// cuts beside it: how surely every gap is one (1 with a single cut, which has none).
        var weakestGap: Double
        /// The lesser mean frame share of the two margins, before the first cut and after the
        /// last; 0 when either is empty (a cut touching the image's edge).
        var margins: Double
        /// The cuts' mean frame share.
        var cutShare: Double

        static func == (left: Line, right: Line) -> Bool {
            left.contrast == right.contrast && left.weakestGap == right.weakestGap && left.margins == right.margins
                && left.cutShare == right.cutShare && left.cuts.elementsEqual(right.cuts) { $0.start == $1.start && $0.end == $1.end }
        }
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
        func sum(_ start: Int, _ end: Int) -> Double { prefix[end] - prefix[start] }

        let smallest = max(2, length / (2 * count))
        /// The best grid whose first cut starts in `starts`, of a size in `sizes` and a gap in
        /// `gaps` (each stepped by `step`), that fits the line.
        func search(starts: ClosedRange<Int>, sizes: ClosedRange<Int>, gaps: ClosedRange<Int>, step: Int) -> (contrast: Double, start: Int, size: Int, gap: Int)? {
            var best: (contrast: Double, start: Int, size: Int, gap: Int)?
            for start in stride(from: starts.lowerBound, through: starts.upperBound, by: step) {
                for size in stride(from: sizes.lowerBound, through: sizes.upperBound, by: step) {
                    let largestGap = count == 1 ? 0 : min(gaps.upperBound, max(1, size / 5))
                    for gap in stride(from: gaps.lowerBound, through: max(gaps.lowerBound, largestGap), by: step) {
                        let end = start + size * count + gap * (count - 1)
                        guard end < length else { break }
                        var cutFrame = 0.0
                        for index in 0..<count {
                            let from = start + index * (size + gap)
                            cutFrame += sum(from, from + size)
                        }
                        let cutPixels = Double(size * count), bandPixels = Double(length) - cutPixels
                        let bandMean = bandPixels > 0 ? (total - cutFrame) / bandPixels : 1
                        let contrast = bandMean - cutFrame / cutPixels
                        if best == nil || contrast > best!.contrast + 1e-9 { best = (contrast, start, size, gap) }
                    }
                }
            }
            return best
        }
        // A print has a margin on every side: no cut starts or ends at the image's edge. The whole
        // range is searched in steps of about a 200th of the line, then every pixel near the best.
        let firstGap = count == 1 ? 0 : 1
        let largestSize = (length - 2) / count
        guard largestSize >= smallest else { return nil }
        let step = max(1, length / 200)
        guard let coarse = search(starts: 1...(length / 3), sizes: smallest...largestSize, gaps: firstGap...max(firstGap, length / 5), step: step),
              let fine = search(
                  starts: max(1, coarse.start - step)...(coarse.start + step), sizes: max(smallest, coarse.size - step)...(coarse.size + step),
                  gaps: max(firstGap, coarse.gap - step)...max(firstGap, coarse.gap + step), step: 1
              )
        else { return nil }
        let best = fine.contrast >= coarse.contrast ? fine : coarse
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
        let first = Int(cuts[0].start), last = Int(cuts[count - 1].end)
        let margins = first == 0 || last == length ? 0 : min(sum(0, first) / Double(first), sum(last, length) / Double(length - last))
        let cutShare = cuts.reduce(0) { $0 + sum(Int($1.start), Int($1.end)) } / Double(best.size * count)
        return Line(cuts: cuts, contrast: best.contrast, weakestGap: weakestGap, margins: margins, cutShare: cutShare)
    }

    /// How much of each column and each row of `image` is frame: from its ``FrameMask`` when its
    /// edge reads as one even frame (plain, gradient, dotted), else from the frame's few colours
    /// (``framePalette(of:)``: checks, stripes, glitter, a picture), graded as the mask grades
    /// them, 0.06 from the nearest of those colours counting nothing.
    static func frameShares(of image: WorkingImage, ring: EdgeRing) -> (columns: [Double], rows: [Double]) {
        if let edge = FrameEdge(ring, strictness: .frame), edge.purity >= 0.85 {
            return FrameMask(image, edge: edge).closenessShares()
        }
        let palette = framePalette(of: ring)
        let reach: Float = 0.06
        var columns = [Double](repeating: 0, count: image.width), rows = [Double](repeating: 0, count: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = y * image.width + x
                var closeness: Float = 1
                if image.isOpaque(index) {
                    let point = image.pixelPoint(index)
                    let nearest = palette.map { point.squaredDistance(to: $0) }.min() ?? .infinity
                    closeness = max(0, 1 - nearest / (reach * reach))
                }
                columns[x] += Double(closeness) / Double(image.height)
                rows[y] += Double(closeness) / Double(image.width)
            }
        }
        return (columns, rows)
    }

    /// The frame's main colours, from its edge: the edge's colours in Oklab cells (0.05 of
    /// lightness, 0.03 of each chroma axis), each cell holding at least 8 % of the edge giving its
    /// mean; at most six, the fullest first. One colour for a plain frame, two or three for checks
    /// and stripes, several for a picture or glitter.
    static func framePalette(of ring: EdgeRing) -> [FramePoint] {
        paletteCells(of: ring).map { $0.sum * (1 / Float($0.count)) }
    }

    /// Whether `ring` looks like a frame's edge at all: even and mostly one colour or ramp (it
    /// reads as a ``FrameEdge`` at least 70 % pure), or made of at most three colours that take
    /// in 90 % of it, as checks and stripes are and a photo's edge is not. Fitting layouts costs
    /// more than the rest of the detector; an ordinary photo is turned down here, from its edge alone.
    static func edgeLooksLikeAFrame(_ ring: EdgeRing) -> Bool {
        if let edge = FrameEdge(ring, strictness: .frame), edge.purity >= 0.7 { return true }
        let cells = paletteCells(of: ring).prefix(3)
        return cells.reduce(0) { $0 + $1.count } * 10 >= ring.points.count * 9
    }

    /// The Oklab cells of ``framePalette(of:)``: each holding at least 8 % of the edge, at most
    /// six, the fullest first, with their colours' sum and count.
    private static func paletteCells(of ring: EdgeRing) -> [(sum: FramePoint, count: Int)] {
        struct Cell: Hashable { var lightness: Int, a: Int, b: Int }
        var sums: [Cell: (sum: FramePoint, count: Int)] = [:]
        for point in ring.points {
            let cell = Cell(lightness: Int((point.lightness / 0.05).rounded()), a: Int((point.a / 0.03).rounded()), b: Int((point.b / 0.03).rounded()))
            let old = sums[cell] ?? (FramePoint(0, 0, 0), 0)
            sums[cell] = (old.sum + point, old.count + 1)
        }
        let least = max(1, ring.points.count * 8 / 100)
        return Array(sums.values.filter { $0.count >= least }.sorted { $0.count > $1.count }.prefix(6))
    }
}
