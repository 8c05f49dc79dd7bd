/// The grid of a print on a photographed paper, found by the steps in colour at its cuts' edges
/// rather than by what is frame: for prints whose cuts' backdrops are about the frame's colour
/// (a studio white on a white frame), which ``FrameMap`` calls frame, so that no grid fitted to
/// the map parts the paper into frame and photo.
///
/// A cut's four sides are straight lines where the colour steps, however slightly, from the
/// frame to the photo, along most of their length, at the places the booth's grid puts them:
/// equal cuts, equal gaps. Each direction is fitted on its own to the mean step between
/// neighbouring lines (``line(_:count:)``), then the grid is judged (``isPrint``): every side a
/// step along most of its length, the bands (margins and gaps) of one colour and quieter than
/// the cuts, the cuts covering much of the paper.
///
/// Used only on a paper ``PaperFinder`` found, after the frame map found no print there.
struct EdgeGrid {
    let columns: [(start: Int, end: Int)]
    let rows: [(start: Int, end: Int)]
    /// The mean step at the grid's lines over the image's median step, both directions' least.
    let strength: Double
    private let image: WorkingImage
    private let noise: Float

    /// What every layout's grid on one image is fitted to and judged by, measured once.
    struct Measures {
        /// The mean colour step, over the image's height (width), between each column (row) and
        /// the one after the next: a step blurred over two pixels counts in full.
        var columns: [Float]
        var rows: [Float]
        /// The median step between neighbouring pixels across the image: its noise and texture.
        var noise: Float

        init(of image: WorkingImage) {
            (columns, rows) = EdgeGrid.steps(of: image)
            noise = EdgeGrid.noiseLevel(of: image)
        }
    }

    /// One direction's fit (``line(_:count:)``): the cuts along it and how clear their edges are.
    typealias Line = (cuts: [(start: Int, end: Int)], strength: Double)

    /// The grid of `columns` and `rows` (each fitted by ``line(_:count:)`` to `measures`) on
    /// `image` (in Oklab).
    init(columns: Line, rows: Line, in image: WorkingImage, measures: Measures) {
        self.columns = columns.cuts
        self.rows = rows.cuts
        strength = min(columns.strength, rows.strength)
        self.image = image
        noise = measures.noise
    }

    /// ``Measures/columns`` and ``Measures/rows``.
    private static func steps(of image: WorkingImage) -> (columns: [Float], rows: [Float]) {
        lineSteps(of: image) { $0 }
    }

    /// For each column (row), `weight` of the colour step between it and the one after the next
    /// (a step blurred over two pixels counts in full), averaged over the image's height (width).
    @inline(__always)
    private static func lineSteps(of image: WorkingImage, weight: (Float) -> Float) -> (columns: [Float], rows: [Float]) {
        let width = image.width, height = image.height
        var columns = [Float](repeating: 0, count: max(width - 1, 0)), rows = [Float](repeating: 0, count: max(height - 1, 0))
        for y in 0..<height {
            for x in 0..<width {
                if x >= 1, x + 2 < width { columns[x] += weight(image.point(y * width + x - 1).distance(to: image.point(y * width + x + 2))) }
                if y >= 1, y + 2 < height { rows[y] += weight(image.point((y - 1) * width + x).distance(to: image.point((y + 2) * width + x))) }
            }
        }
        for index in columns.indices { columns[index] /= Float(height) }
        for index in rows.indices { rows[index] /= Float(width) }
        return (columns, rows)
    }

    /// The `count` equal cuts, with equal gaps, whose edges fall where `steps` is highest: the
    /// mean step at the 2 x `count` edges over the line's median step. The cuts cover at least
    /// half of the line, each margin at least 2 pixels and at most a quarter of it, gaps from 1
    /// pixel to a fifth of a cut.
    static func line(_ steps: [Float], count: Int) -> Line? {
        let length = steps.count + 1
        guard count >= 1, length >= count * 8 + 4 else { return nil }
        let usual = Double(max(FrameMask.median(steps), 1e-4))
        // The edge before pixel `from` is the step at `from - 1`; a blurred edge peaks a pixel
        // either side: each boundary's edge is the largest of three steps, taken once here rather
        // than for every grid the search tries.
        let edges = steps.indices.map { boundary -> Double in
            let low = max(boundary - 1, 0), high = min(boundary + 1, steps.count - 1)
            var best: Float = 0
            for index in low...high { best = max(best, steps[index]) }
            return Double(best)
        }
        guard let best = strongestGrid(
            edges, count: count, starts: 2...(length / 4), sizes: max(4, length / (2 * count))...((length - 4) / count),
            smallestGap: 1, widestGapPerCut: 5, lastMargin: length / 4
        ) else { return nil }
        return (best.cuts, best.score / Double(2 * count) / usual)
    }

    /// The grid of `count` equal cuts with equal gaps (``GridSearch``) whose 2 x `count` edges
    /// have the most of `edges` (the edge before pixel `from` is `edges[from - 1]`), the first cut
    /// starting in `starts`, its size in `sizes`, the margin after the last at most `lastMargin`
    /// and at least 2 pixels; with that sum.
    private static func strongestGrid(
        _ edges: [Double], count: Int, starts: ClosedRange<Int>, sizes: ClosedRange<Int>, smallestGap: Int, widestGapPerCut: Int, lastMargin: Int
    ) -> (cuts: [(start: Int, end: Int)], score: Double)? {
        let length = edges.count + 1
        func edge(_ boundary: Int) -> Double { edges.indices.contains(boundary) ? edges[boundary] : 0 }
        guard let best = GridSearch.best(
            count: count, length: length, starts: starts, smallest: sizes.lowerBound, largest: sizes.upperBound,
            smallestGap: smallestGap, widestGapPerCut: widestGapPerCut, steps: 150, tolerance: 1e-9,
            score: { start, size, gap in
            let end = start + size * count + gap * (count - 1)
            guard end <= length - 2 else { return nil }
            guard length - end <= lastMargin else { return -.infinity }
            var total = 0.0
            for index in 0..<count {
                let from = start + index * (size + gap)
                total += edge(from - 1) + edge(from + size - 1)
            }
            return total
        }) else { return nil }
        let cuts = (0..<count).map { index -> (start: Int, end: Int) in
            let from = best.start + index * (best.size + best.gap)
            return (from, from + best.size)
        }
        return (cuts, best.score)
    }

    // MARK: - Cuts moved onto their edges

    /// The share of the image's height (width) along which the colour steps by more than three
    /// times the image's noise (``Measures/noise``) between each column (row) and the one after
    /// the next: a cut's edge steps along all its length, however faintly, where a person's
    /// outline crosses a column only here and there.
    static func stepShares(of image: WorkingImage) -> (columns: [Float], rows: [Float]) {
        let threshold = 3 * noiseLevel(of: image)
        return lineSteps(of: image) { $0 > threshold ? 1 : 0 }
    }

    /// The `count` cuts whose edges fall where `shares` (``stepShares(of:)``) is highest near
    /// `cuts`, another fit's grid: the first cut starting anywhere before a third of a cut past
    /// where it does there, the cuts from a third smaller than theirs to as large as the line
    /// holds (a grid fitted to a frame map that took the cuts' backdrop for frame lies around the
    /// people in them, by as much as the backdrop around them, on any side), gaps from 3 pixels
    /// (the end of one cut and the start of the next are two edges: each share spans three
    /// pixels) to a third of a cut, the margin after them as wide as it may be (a brand's band).
    /// With the mean share at the edges over the line's median share (`usual`, at least 0.02), for
    /// the grid found and for `cuts`; nil when the line is too short for them.
    static func line(_ shares: [Float], count: Int, near cuts: [(start: Double, end: Double)]) -> (line: Line, given: Double, usual: Double)? {
        let length = shares.count + 1
        guard count >= 1, cuts.count == count, let first = cuts.first, length >= count * 8 + 4 else { return nil }
        let size = Int((first.end - first.start).rounded()), reach = max(2, size / 3)
        let start = Int(first.start.rounded())
        let usual = Double(max(FrameMask.median(shares), 0.02))
        let edges = shares.map(Double.init)
        guard let best = strongestGrid(
            edges, count: count, starts: 2...max(2, start + reach), sizes: max(4, size - reach)...max(4, size - reach, (length - 4) / count),
            smallestGap: 3, widestGapPerCut: 3, lastMargin: length
        ) else { return nil }
        func edge(_ boundary: Int) -> Double { edges.indices.contains(boundary) ? edges[boundary] : 0 }
        let given = cuts.reduce(0.0) { $0 + edge(Int($1.start.rounded()) - 1) + edge(Int($1.end.rounded()) - 1) }
        return ((best.cuts, best.score / Double(2 * count) / usual), given / Double(2 * count) / usual, usual)
    }

    // MARK: - Judging

    /// Whether the grid is a print's: see the type's description.
    var isPrint: Bool {
        let cutWidth = columns[0].end - columns[0].start, cutHeight = rows[0].end - rows[0].start
        guard cutWidth >= 12, cutHeight >= 12, columns.count * rows.count > 1 else { return false }
        let aspect = Double(cutWidth) / Double(cutHeight)
        let area = Double(columns.count * rows.count * cutWidth * cutHeight) / Double(image.width * image.height)
        guard aspect >= 0.5, aspect <= 3.4, area >= 0.4, strength >= 3 else { return false }
        // Every side of every cut a step along most of its length.
        for row in rows.indices {
            for column in columns.indices where sideSteps(column: column, row: row, above: 3 * Double(noise)) < 0.6 {
                return false
            }
        }
        // The bands: one colour all around and between the cuts, quieter than the cuts.
        return bandsAreOneFrame()
    }

    /// ``Measures/noise``, from every other pixel of every other row, at least 0.004.
    static func noiseLevel(of image: WorkingImage) -> Float {
        var values: [Float] = []
        let width = image.width
        for y in stride(from: 0, to: image.height - 1, by: 2) {
            for x in stride(from: 0, to: width - 1, by: 2) {
                values.append(image.point(y * width + x).distance(to: image.point(y * width + x + 1)))
            }
        }
        return values.isEmpty ? 0.004 : max(FrameMask.median(values), 0.004)
    }

    /// The least share, over the four sides of the cut in `column` and `row` (their ends left
    /// out), of the positions where a pixel of the band just outside (one or two pixels out,
    /// within the band, however thin) differs from the pixel two in by more than `threshold`.
    private func sideSteps(column: Int, row: Int, above threshold: Double) -> Double {
        let width = image.width, height = image.height
        let cut = (left: columns[column].start, top: rows[row].start, right: columns[column].end, bottom: rows[row].end)
        // The band on each side: from the cut before (or the paper's edge) to the cut.
        let before = (x: column == 0 ? 0 : columns[column - 1].end, y: row == 0 ? 0 : rows[row - 1].end)
        let after = (x: column == columns.count - 1 ? width : columns[column + 1].start, y: row == rows.count - 1 ? height : rows[row + 1].start)
        func share(_ positions: Range<Int>, outside: [Int], inside: Int, vertical: Bool) -> Double {
            guard !positions.isEmpty, !outside.isEmpty else { return 0 }
            var stepped = 0
            for position in positions {
                let index = { (line: Int) in vertical ? position * width + line : line * width + position }
                let here = image.point(index(inside))
                if outside.contains(where: { Double(image.point(index($0)).distance(to: here)) > threshold }) { stepped += 1 }
            }
            return Double(stepped) / Double(positions.count)
        }
        let across = (cut.left + (cut.right - cut.left) / 8)..<(cut.right - (cut.right - cut.left) / 8)
        let down = (cut.top + (cut.bottom - cut.top) / 8)..<(cut.bottom - (cut.bottom - cut.top) / 8)
        return [
            share(across, outside: [cut.top - 1, cut.top - 2].filter { $0 >= before.y }, inside: cut.top + 2, vertical: false),
            share(across, outside: [cut.bottom, cut.bottom + 1].filter { $0 < after.y }, inside: cut.bottom - 3, vertical: false),
            share(down, outside: [cut.left - 1, cut.left - 2].filter { $0 >= before.x }, inside: cut.left + 2, vertical: true),
            share(down, outside: [cut.right, cut.right + 1].filter { $0 < after.x }, inside: cut.right - 3, vertical: true),
        ].min() ?? 0
    }

    /// Whether the bands (the margins and the gaps, two pixels away from the cuts) are one
    /// frame: each gap's mean colour within 0.08 of all the bands', and the bands' pixels
    /// changing from one to the next less than the cuts' do.
    private func bandsAreOneFrame() -> Bool {
        let width = image.width, height = image.height
        var isBand = [Bool](repeating: true, count: width * height)
        for row in rows {
            for column in columns {
                for y in max(row.start - 2, 0)..<min(row.end + 2, height) {
                    for x in max(column.start - 2, 0)..<min(column.end + 2, width) { isBand[y * width + x] = false }
                }
            }
        }
        var bandMean = FramePoint(0, 0, 0), bandCount = 0
        var bandStep: Float = 0, bandSteps = 0, cutStep: Float = 0, cutSteps = 0
        for y in 0..<height {
            for x in 0..<(width - 1) {
                let index = y * width + x
                let step = image.point(index).distance(to: image.point(index + 1))
                if isBand[index] {
                    let point = image.point(index)
                    bandMean = FramePoint(bandMean.lightness + point.lightness, bandMean.a + point.a, bandMean.b + point.b)
                    bandCount += 1
                    if isBand[index + 1] { bandStep += step; bandSteps += 1 }
                } else if !isBand[index + 1] {
                    cutStep += step
                    cutSteps += 1
                }
            }
        }
        guard bandCount > 0, bandSteps > 0, cutSteps > 0 else { return false }
        let count = Float(bandCount)
        let mean = FramePoint(bandMean.lightness / count, bandMean.a / count, bandMean.b / count)
        guard bandStep / Float(bandSteps) < cutStep / Float(cutSteps) else { return false }
        // Each gap's mean colour is the bands'.
        for index in 1..<max(columns.count, 1) {
            let gap = (left: columns[index - 1].end + 1, right: columns[index].start - 1)
            if gap.right > gap.left, let colour = meanColour(left: gap.left, top: rows[0].start, right: gap.right, bottom: rows[rows.count - 1].end),
               colour.distance(to: mean) > 0.08 { return false }
        }
        for index in 1..<max(rows.count, 1) {
            let gap = (top: rows[index - 1].end + 1, bottom: rows[index].start - 1)
            if gap.bottom > gap.top, let colour = meanColour(left: columns[0].start, top: gap.top, right: columns[columns.count - 1].end, bottom: gap.bottom),
               colour.distance(to: mean) > 0.08 { return false }
        }
        return true
    }

    private func meanColour(left: Int, top: Int, right: Int, bottom: Int) -> FramePoint? {
        var sum = FramePoint(0, 0, 0), count = 0
        for y in max(top, 0)..<min(bottom, image.height) {
            for x in max(left, 0)..<min(right, image.width) {
                let point = image.point(y * image.width + x)
                sum = FramePoint(sum.lightness + point.lightness, sum.a + point.a, sum.b + point.b)
                count += 1
            }
        }
        guard count > 0 else { return nil }
        return FramePoint(sum.lightness / Float(count), sum.a / Float(count), sum.b / Float(count))
    }
}
