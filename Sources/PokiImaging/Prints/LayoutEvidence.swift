/// What a grid fitted to an image (``LayoutFit``) shows of a print, and whether that is one.
///
/// A print is a grid of equal cuts in a frame: the frame runs all around the grid and along
/// every gap from end to end, and each cut is a photo, whose edge is photo and not frame along
/// its sides. The measures here ask exactly that of the grid, on the image's ``FrameMap``:
///
/// - the **margins**, the frame around the grid, are at least half frame (text, a QR code, a
///   brand line or stickers on them take the rest);
/// - every **gap**, taken between each pair of cuts on its own, is frame along its length, and
///   clearly more than the cuts beside it; a gap too thin for the working image to show its
///   frame (a pixel or two) is seen by the jump in colour across it instead, many times the
///   cuts' own;
/// - no **band inside a cut** is frame across nearly all of the cut's middle: a layout with too
///   few cuts holds the gaps of the right one there, a comic page or a collage its gutters (a
///   backdrop of the frame's colour leaves the people in the cut, so a band may be most of it);
/// - a strip of two cuts has **cuts' edges** that are photo, not frame: two panels of a comic or
///   two pictures of a collage look like one otherwise. Three cuts or more in a row, equal and
///   equally spaced, and a sheet's grid are not asked about: their backdrops may be the frame's
///   colour, and their regular gaps and margins say more;
/// - the cuts cover much of the image, are no taller than twice their width (booths draw
///   wide cuts on a strip, up to about three times their height), and are photos rather than
///   rows of upright things: a photo's colours change about as much across as down, while a
///   shelf of books changes three times as much across (``streakiness``).
///
/// A single cut (1x1) is what any picture in a plain border looks like, so it must show more:
/// wider frame all around (on a photographed paper, all but the band a brand line or a day takes,
/// the paper's edges vouching for the rest), its edges photo nearly all along, nothing frame
/// across it. A paper found turned or slanted in a photo and resampled upright (a photographed
/// paper) shows its frame less cleanly (light falls unevenly,
/// the paper curls, the resampling blurs the cuts' edges): there the cuts' edges are not asked
/// about, and a band across a cut's middle is held to the stricter measure that keeps a table's
/// edge or a room from passing for a gap.
///
/// Cuts under 8 working pixels a side are too small to show any of this: no print.
struct LayoutEvidence {
    /// The least frame share of the four margins (0 for a grid touching the image's edge, which
    /// ``LayoutFit`` does not fit).
    let margins: Double
    /// The second least: a print's brand line, day or QR code takes one band.
    let secondMargin: Double
    /// The least, over the gaps between two cuts, of the frame share of the gap's most frame line.
    let gaps: Double
    /// The least, over the gaps, of that share less the larger frame share of the two cuts beside it.
    let gapsOverCuts: Double
    /// The widest gap, in pixels.
    let widestGap: Int
    /// The mean frame share of the cuts.
    let cutFrame: Double
    /// The least share, over the cuts' sides, of a side's length that is photo just inside it
    /// (or, for a strip of two cuts, a few pixels further in: ``edgePhotoShare(_:map:slack:)``).
    /// Measured only where ``isPrint`` asks for it, one cut or a booth file's strip of two; 1
    /// for any other grid.
    let cutEdges: Double
    /// The largest frame share of a line across a cut's middle (across all of it, for one cut).
    let innerBand: Double
    /// The cuts' area over the image's.
    let area: Double
    /// A cut's width over its height.
    let aspect: Double

    private let columns: [(start: Int, end: Int)]
    private let rows: [(start: Int, end: Int)]
    private let image: WorkingImage
    private let segments: [GapSegment]
    private let photographed: Bool

    /// The grid of `columns` x `rows` cuts (pixel ranges, half-open) on `image` (in Oklab) and
    /// its `map`; `photographed` when the image is a paper found turned or slanted in a photo,
    /// resampled upright (a region square to the image is a block drawn in it, not a paper).
    init(columns: [(start: Int, end: Int)], rows: [(start: Int, end: Int)], map: FrameMap, image: WorkingImage, photographed: Bool) {
        self.columns = columns
        self.rows = rows
        self.image = image
        self.photographed = photographed
        let width = map.width, height = map.height
        let left = columns[0].start, right = columns[columns.count - 1].end
        let top = rows[0].start, bottom = rows[rows.count - 1].end
        let marginShares = [
            map.share(left: 0, top: 0, right: width, bottom: top), map.share(left: 0, top: bottom, right: width, bottom: height),
            map.share(left: 0, top: 0, right: left, bottom: height), map.share(left: right, top: 0, right: width, bottom: height),
        ].map { $0 ?? 0 }.sorted()
        margins = marginShares[0]
        secondMargin = marginShares[1]

        var cutShares: [[Double]] = []
        var cutEdges = 1.0, innerBand = 0.0
        let single = columns.count * rows.count == 1
        let edgesAsked = single || columns.count * rows.count == 2 && !photographed
        for row in rows {
            var line: [Double] = []
            for column in columns {
                line.append(map.share(left: column.start, top: row.start, right: column.end, bottom: row.end) ?? 0)
                let cut = (left: column.start, top: row.start, right: column.end, bottom: row.end)
                if edgesAsked { cutEdges = min(cutEdges, Self.edgePhotoShare(cut, map: map, slack: !single)) }
                innerBand = max(innerBand, Self.innerBand(cut, map: map, whole: single))
            }
            cutShares.append(line)
        }
        let flat = cutShares.flatMap { $0 }
        let segments = Self.gapSegments(columns: columns, rows: rows)
        var gaps = 1.0, gapsOverCuts = 1.0, widestGap = 0
        for segment in segments {
            widestGap = max(widestGap, segment.gap.count)
            let share = Self.bestLine(map, across: segment.gap.lowerBound - 1..<segment.gap.upperBound + 1, along: segment.along, vertical: segment.vertical)
            gaps = min(gaps, share)
            gapsOverCuts = min(gapsOverCuts, share - max(flat[segment.cuts.before], flat[segment.cuts.after]))
        }
        self.segments = segments
        self.gaps = gaps
        self.gapsOverCuts = gapsOverCuts
        self.widestGap = widestGap
        self.cutFrame = flat.reduce(0, +) / Double(flat.count)
        self.cutEdges = cutEdges
        self.innerBand = innerBand
        let cutWidth = columns[0].end - columns[0].start, cutHeight = rows[0].end - rows[0].start
        area = Double(flat.count * cutWidth * cutHeight) / Double(width * height)
        aspect = Double(cutWidth) / Double(max(cutHeight, 1))
    }

    /// The least share of the image that the cuts of a print cover (``area``) ...
    static let leastArea = 0.4
    /// ... and the most of them, on average, that may be frame (``cutFrame``).
    static let mostCutFrame = 0.6
    /// So a print's cuts hold at least this share of the image that is not frame, and a map with
    /// less (a little less, for the rounding of both measures) shows no print, whatever its grid.
    static let leastPhoto = leastArea * (1 - mostCutFrame) - 0.01

    /// Whether the grid is a print's, as the type's description says.
    var isPrint: Bool {
        let cuts = columns.count * rows.count
        guard columns[0].end - columns[0].start >= 8, rows[0].end - rows[0].start >= 8 else { return false }
        guard aspect >= 0.5, aspect <= 3.4, area >= Self.leastArea, cutFrame <= Self.mostCutFrame else { return false }
        if cuts == 1 {
            guard margins >= (photographed ? 0.5 : 0.75), secondMargin >= 0.75, innerBand <= 0.3, cutEdges >= 0.7 else { return false }
        } else {
            guard margins >= 0.5, innerBand <= (photographed ? 0.8 : 0.9) else { return false }
            let strip = columns.count == 1 || rows.count == 1
            guard photographed || cutEdges >= (strip && cuts < 3 ? 0.5 : 0) else { return false }
            guard gaps >= 0.35 && gapsOverCuts >= 0.2 || widestGap <= 3 && leastJumpAcrossGaps() >= 16 else { return false }
        }
        return streakiness() <= 2.4
    }

    /// The median, over the cuts, of how much more a cut's colours change in one direction than
    /// in the other: the mean jump from column to column over the mean jump from row to row, or
    /// its inverse, whichever is larger (two pixels in from the cut's edges). About 1 for a
    /// photo; 3 for a shelf of books, a row of upright things.
    func streakiness() -> Double {
        var ratios: [Double] = []
        for row in rows {
            for column in columns {
                let inside = (left: column.start + 2, top: row.start + 2, right: column.end - 2, bottom: row.end - 2)
                guard inside.right - inside.left >= 2, inside.bottom - inside.top >= 2 else { continue }
                let across = jumps(lines: inside.left..<inside.right, along: inside.top..<inside.bottom, vertical: true)
                let down = jumps(lines: inside.top..<inside.bottom, along: inside.left..<inside.right, vertical: false)
                let meanAcross = across.reduce(0, +) / Double(max(across.count, 1)), meanDown = down.reduce(0, +) / Double(max(down.count, 1))
                ratios.append(max(meanAcross, 1e-4) / max(meanDown, 1e-4))
            }
        }
        return Self.median(ratios.map { max($0, 1 / $0) })
    }

    // MARK: - Measures

    /// The frame share of the most frame line (a column when `vertical`) among those `across`
    /// (clamped to the image), each taken along `along`.
    private static func bestLine(_ map: FrameMap, across: Range<Int>, along: Range<Int>, vertical: Bool) -> Double {
        var best = 0.0
        for line in max(0, across.lowerBound)..<min(vertical ? map.width : map.height, across.upperBound) {
            let share = vertical
                ? map.share(left: line, top: along.lowerBound, right: line + 1, bottom: along.upperBound)
                : map.share(left: along.lowerBound, top: line, right: along.upperBound, bottom: line + 1)
            best = max(best, share ?? 0)
        }
        return best
    }

    /// The least share, over the cut's four sides, of the side (two pixels deep, one in from
    /// the cut's edge, its ends left out) where neither pixel across is frame; 0 for a cut
    /// under 8 pixels a side. With `slack` (a strip's cut), each side is also looked at up to
    /// 3 % of the cut less a pixel further in, and the most photo taken: a grid's cuts are all of a size, and
    /// a sticker or a word across a gap moves the fitted edges of the cuts beside it a few
    /// pixels into the frame. A single cut has no gap to move it, and is held to its edge.
    private static func edgePhotoShare(_ cut: (left: Int, top: Int, right: Int, bottom: Int), map: FrameMap, slack: Bool) -> Double {
        let width = cut.right - cut.left, height = cut.bottom - cut.top
        guard width >= 8, height >= 8 else { return 0 }
        func photoShare(positions: Range<Int>, depths: [Int], pixel: (Int, Int) -> Int) -> Double {
            let photo = positions.filter { position in depths.allSatisfy { !map.isFrame[pixel(position, $0)] } }.count
            return Double(photo) / Double(positions.count)
        }
        let across = (cut.left + 2)..<(cut.right - 2), down = (cut.top + 2)..<(cut.bottom - 2)
        let slackDown = slack ? max(0, height * 3 / 100 - 1) : 0, slackAcross = slack ? max(0, width * 3 / 100 - 1) : 0
        func best(_ deepest: Int, _ share: (Int) -> Double) -> Double { (0...deepest).map(share).max() ?? 0 }
        return [
            best(slackDown) { inset in photoShare(positions: across, depths: [cut.top + 1 + inset, cut.top + 2 + inset]) { $1 * map.width + $0 } },
            best(slackDown) { inset in photoShare(positions: across, depths: [cut.bottom - 3 - inset, cut.bottom - 2 - inset]) { $1 * map.width + $0 } },
            best(slackAcross) { inset in photoShare(positions: down, depths: [cut.left + 1 + inset, cut.left + 2 + inset]) { $0 * map.width + $1 } },
            best(slackAcross) { inset in photoShare(positions: down, depths: [cut.right - 3 - inset, cut.right - 2 - inset]) { $0 * map.width + $1 } },
        ].min() ?? 0
    }

    /// The largest frame share of a row or column inside the cut, three pixels in from its
    /// edges: across its middle (rows and columns from 30 % to 70 % of the way), or anywhere when `whole`.
    private static func innerBand(_ cut: (left: Int, top: Int, right: Int, bottom: Int), map: FrameMap, whole: Bool) -> Double {
        let width = cut.right - cut.left, height = cut.bottom - cut.top
        guard width > 6, height > 6 else { return 0 }
        let rows = whole ? (cut.top + 3)..<(cut.bottom - 3) : (cut.top + height * 3 / 10)..<(cut.top + height * 7 / 10)
        let columns = whole ? (cut.left + 3)..<(cut.right - 3) : (cut.left + width * 3 / 10)..<(cut.left + width * 7 / 10)
        var largest = 0.0
        for y in rows {
            largest = max(largest, map.share(left: cut.left + 3, top: y, right: cut.right - 3, bottom: y + 1) ?? 0)
        }
        for x in columns {
            largest = max(largest, map.share(left: x, top: cut.top + 3, right: x + 1, bottom: cut.bottom - 3) ?? 0)
        }
        return largest
    }

    /// The least, over the gaps between two cuts, of the largest colour jump from one line to
    /// the next across the gap (three pixels either side of it), over the median jump from line
    /// to line inside the cut before it: how clearly a gap too thin to show its frame parts two photos.
    private func leastJumpAcrossGaps() -> Double {
        segments.reduce(Double.infinity) { least, segment in
            let across = (segment.gap.lowerBound - 3)..<(segment.gap.upperBound + 3)
            let jump = jumps(lines: across, along: segment.along, vertical: segment.vertical).max() ?? 0
            let usual = Self.median(jumps(lines: segment.cutBefore, along: segment.along, vertical: segment.vertical))
            return min(least, jump / max(usual, 1e-3))
        }
    }

    /// One stretch of gap between two neighbouring cuts.
    private struct GapSegment {
        /// The lines of the gap: columns between two cuts side by side, rows between two cuts one above the other.
        var gap: Range<Int>
        /// Where along those lines the two cuts lie.
        var along: Range<Int>
        /// The lines of the cut before the gap.
        var cutBefore: Range<Int>
        /// Whether the lines are columns.
        var vertical: Bool
        /// The two cuts, in reading order (row by row).
        var cuts: (before: Int, after: Int)
    }

    /// Every stretch of gap of the grid: between each two cuts side by side, then between each
    /// two one above the other.
    private static func gapSegments(columns: [(start: Int, end: Int)], rows: [(start: Int, end: Int)]) -> [GapSegment] {
        var segments: [GapSegment] = []
        for index in 1..<max(columns.count, 1) {
            for (rowIndex, row) in rows.enumerated() {
                let before = rowIndex * columns.count + index - 1
                segments.append(GapSegment(
                    gap: columns[index - 1].end..<columns[index].start, along: row.start..<row.end,
                    cutBefore: columns[index - 1].start..<columns[index - 1].end, vertical: true, cuts: (before, before + 1)
                ))
            }
        }
        for index in 1..<max(rows.count, 1) {
            for (columnIndex, column) in columns.enumerated() {
                let before = (index - 1) * columns.count + columnIndex
                segments.append(GapSegment(
                    gap: rows[index - 1].end..<rows[index].start, along: column.start..<column.end,
                    cutBefore: rows[index - 1].start..<rows[index - 1].end, vertical: false, cuts: (before, before + columns.count)
                ))
            }
        }
        return segments
    }

    /// For each line in `lines` (clamped to the image) but the last, the mean Oklab distance,
    /// along `along`, between its pixels and the next line's: columns when `vertical`, else rows.
    private func jumps(lines: Range<Int>, along: Range<Int>, vertical: Bool) -> [Double] {
        let first = max(0, lines.lowerBound), last = min(vertical ? image.width : image.height, lines.upperBound)
        guard last - first >= 2, !along.isEmpty else { return [] }
        return (first..<(last - 1)).map { line in
            var total: Float = 0
            for position in along {
                let here = vertical ? position * image.width + line : line * image.width + position
                let next = vertical ? here + 1 : here + image.width
                total += image.point(here).distance(to: image.point(next))
            }
            return Double(total) / Double(along.count)
        }
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
