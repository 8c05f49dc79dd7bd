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

        static func == (left: Line, right: Line) -> Bool {
            left.contrast == right.contrast && left.weakestGap == right.weakestGap
                && left.cuts.elementsEqual(right.cuts) { $0.start == $1.start && $0.end == $1.end }
        }
    }

    /// The best `count` cuts along a line of `share.count` pixels, `share[i]` being how much of
    /// pixel line `i` is frame (0 to 1); nil when the line is too short for that many cuts.
    ///
    /// The cuts together cover at least half of the line; the margin before the first cut is at
    /// most a third of it; gaps are at least a pixel and at most a fifth of a cut.
    static func line(_ share: [Double], count: Int) -> Line? {
        let length = share.count
        guard count >= 1, length >= count * 4 else { return nil }
        var prefix = [Double](repeating: 0, count: length + 1)
        for index in 0..<length { prefix[index + 1] = prefix[index] + share[index] }
        let total = prefix[length]
        func sum(_ start: Int, _ end: Int) -> Double { prefix[end] - prefix[start] }

        var best: (contrast: Double, start: Int, size: Int, gap: Int)?
        let smallest = max(2, length / (2 * count))
        for start in 0...(length / 3) {
            let largest = (length - start) / count
            guard largest >= smallest else { break }
            for size in smallest...largest {
                let largestGap = count == 1 ? 0 : min(max(1, size / 5), (length - start - size * count) / (count - 1))
                for gap in (count == 1 ? 0 : 1)...max(count == 1 ? 0 : 1, largestGap) {
                    let end = start + size * count + gap * (count - 1)
                    guard end <= length else { break }
                    var cutFrame = 0.0
                    for index in 0..<count {
                        let from = start + index * (size + gap)
                        cutFrame += sum(from, from + size)
                    }
                    let cutPixels = Double(size * count), bandPixels = Double(length) - cutPixels
                    let bandMean = bandPixels > 0 ? (total - cutFrame) / bandPixels : 1
                    let contrast = bandMean - cutFrame / cutPixels
                    if best == nil || contrast > best!.contrast + 1e-9 {
                        best = (contrast, start, size, gap)
                    }
                }
            }
        }
        guard let best else { return nil }
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
        return Line(cuts: cuts, contrast: best.contrast, weakestGap: weakestGap)
    }

    /// How much of each column and each row of `image` is frame: from its ``FrameMask`` when its
    /// edge reads as a frame, else from the Oklab distance to the edge's median colour (a busy or
    /// patterned frame), 0.08 being a clearly seen difference.
    static func frameShares(of image: WorkingImage, ring: EdgeRing) -> (columns: [Double], rows: [Double]) {
        if let edge = FrameEdge(ring, strictness: .frame) {
            let mask = FrameMask(image, edge: edge)
            return (mask.columnFrame.map { Double($0) / Double(image.height) }, mask.rowFrame.map { Double($0) / Double(image.width) })
        }
        let centre = FramePoint(
            FrameMask.median(ring.points.map(\.lightness)), FrameMask.median(ring.points.map(\.a)), FrameMask.median(ring.points.map(\.b))
        )
        var columns = [Double](repeating: 0, count: image.width), rows = [Double](repeating: 0, count: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = y * image.width + x
                guard !image.isOpaque(index) || image.pixelPoint(index).distance(to: centre) < 0.08 else { continue }
                columns[x] += 1 / Double(image.height)
                rows[y] += 1 / Double(image.width)
            }
        }
        return (columns, rows)
    }
}
