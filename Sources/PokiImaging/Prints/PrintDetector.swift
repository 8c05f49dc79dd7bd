/// Decides whether an image is a booth print and, if so, finds its layout, cuts and frame colour.
///
/// Works on the decode's working image (a second decode only for a closer look at a photographed
/// paper, step 4), turned upright, by the print's structure rather than by thresholds on its colours:
///
/// 1. **The frame** is whatever the image's edge is made of: ``FrameMap`` marks the pixels with
///    the edge's colours (one colour, a gradient, dots, stripes, checks, glitter, a picture).
/// 2. **Every layout booths make** is fitted to the map (``LayoutFit``): for each, the grid of
///    equal cuts and equal gaps that best parts the image into frame and photo.
/// 3. **Each grid is judged** as a print or not (``LayoutEvidence``): frame all around and along
///    every gap, photo along the cuts' edges, nothing frame across a cut's middle, booth-shaped
///    cuts covering much of the image. Of the grids that pass, the one with the most cuts wins
///    (a layout with fewer cuts fits a print too, its cuts holding the gaps, and fails the
///    middle test), then the one that parts the image best. A 1x2, 2x2 or 2x1 grid whose every
///    cut a hairline parts across its middle (``HairlineGap``) is parted there.
/// 4. **A photographed print** lies on a table: when the image itself is no print, or only a
///    single cut (the table passing for its frame), ``PaperFinder`` looks for the paper's four
///    edges (turned, seen at a slant, with a shadow), resamples the paper upright, and steps 1
///    to 3 run on the paper alone; a print found there wins over the single cut. When the table
///    does not set the paper apart (a busy or blurred scene, a hand reaching the photo's edge),
///    ``PaperLineFinder`` finds papers by their straight sides, and the largest whose print
///    shows more than a print on a table must (``linePaperCutArea``) wins. When no paper shows a
///    print, each is looked at again on its map grown through smooth colour (step 5): a glare or
///    a shadow on the paper drifts the frame's colour away from its edge's. A paper a table sets
///    apart, not square to the image, seen in a working image smaller than the full working size
///    (a JPEG of under 4,096 pixels is decoded to 256 to 511 pixels) is looked for again in the
///    file decoded to the full size: the paper is a part of the photo, and its cuts and bands have
///    a half or a quarter of its pixels.
/// 5. **A frame glowing behind its cuts** in a colour its edge never shows: when nothing above
///    found a print of several cuts, the image's frame map is made again, grown from the edge
///    through smooth colour (``FrameMap``), and a print of several cuts on it wins.
/// 6. **Each cut is one picture**: a grid whose reported cut a line crosses from side to side
///    (``CutCrossing``: a gallery's gap, a comic's or a collage's gutter, a shelf) is no print.
///    A photographed paper's cuts are not asked, their resampled edges being soft. When the
///    image's own grid of several cuts is turned down so, step 5 still looks: a frame glowing
///    behind its cuts has gaps missing from the first map, and a grid fitted across them crosses
///    its cuts.
/// 7. **Cuts** are reported in display pixels, in reading order; a photographed print's cuts as
///    the upright boxes around them.
///
/// No randomness, hashing or threads: the same pixels give the same answer bit for bit.
public enum PrintDetector {
    /// The print in `working` (stored orientation, as the decoder made it), for an image whose
    /// display size is `displayWidth` x `displayHeight`; nil when the image is not a print.
    ///
    /// `closerLook` gives the same image decoded to the full working size (``ImageDecoder/workingLongSide``),
    /// or nil. It is asked for only when `working` is smaller than that (a JPEG is decoded to 256
    /// to 511 pixels) and a table set a paper apart (``PaperFinder``, a region not square to the
    /// image): a photographed paper fills a part of the photo, and its cuts and bands have a half
    /// or a quarter of the photo's pixels. On the closer image both paper steps run again, and a
    /// print on any paper found there (by the table or by its sides) wins over one found on the
    /// first look, unless that one has more cuts. Papers found by their straight sides alone do
    /// not ask for it: a third of ordinary photos show some, and the prints it found were on
    /// papers a table set apart.
    public static func find(
        in working: SampleImage, orientation: Int, displayWidth: Int, displayHeight: Int, closerLook: () -> SampleImage? = { nil }
    ) -> PrintFinding? {
        let upright = WorkingImage(stored: working, orientation: orientation).withOklab()
        guard let ring = EdgeRing(upright) else { return nil }
        let map = FrameMap(upright, ring: ring)
        let roomForCuts = map.mayShowPrint
        let whole = roomForCuts ? convincing(fitted(BoothPrint.Layout.boothLayouts, in: upright, map: map, mapping: nil)) : nil
        // A single cut in a frame is also what a paper print on a table looks like, the table
        // passing for the frame: then the paper is looked for too, and a print on it wins.
        if let whole, whole.layout.cutCount > 1 {
            if let found = finding(partedByHairlines(whole), displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: true) {
                return found
            }
            // A grid turned down (a line crosses one of its cuts: ``CutCrossing``) is no print; the
            // grown map may still show one: a frame glowing behind its cuts has gaps missing from the first
            // map, and a grid fitted across them crosses its cuts. (A paper found in a digital
            // print is a block of its cuts.)
            guard let grown = grownPrint(in: upright, map: map) else { return nil }
            return finding(partedByHairlines(grown), displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: true)
        }
        let onPaper = printOnPaper(in: upright, ring: ring)
        if onPaper.onTable, max(upright.width, upright.height) < ImageDecoder.workingLongSide, let closer = closerLook(),
           max(closer.width, closer.height) > max(upright.width, upright.height) {
            let closerUpright = WorkingImage(stored: closer, orientation: orientation).withOklab()
            if let closerRing = EdgeRing(closerUpright), let closerPrint = printOnPaper(in: closerUpright, ring: closerRing).print {
                // More cuts explain more of a print (as in ``convincing(_:)``); as many, the closer cuts are finer.
                let print = onPaper.print.map { $0.layout.cutCount > closerPrint.layout.cutCount ? $0 : closerPrint } ?? closerPrint
                return finding(print, displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: true)
            }
        }
        if let print = onPaper.print {
            return finding(print, displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: true)
        }
        // A frame whose middle has colours its edge does not: the map grown through smooth colour.
        // Growing only adds frame, so a map with no room for cuts is not grown.
        if roomForCuts, let grown = grownPrint(in: upright, map: map) {
            return finding(partedByHairlines(grown), displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: true)
        }
        return whole.flatMap { finding($0, displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: true) }
    }

    /// The print on a paper photographed in `upright` (whose edge is `ring`): on the paper its
    /// table's colour sets apart (``PaperFinder``), else on the largest found by its straight
    /// sides (``PaperLineFinder``) that holds one, else on the first of all these papers (the
    /// table's, then those found by their sides) whose map grown through smooth colour
    /// (``grownPrint(in:map:mapping:byLines:)``) shows one; and whether a table set a paper apart
    /// (a region not square to the image).
    private static func printOnPaper(in upright: WorkingImage, ring: EdgeRing) -> (print: LayoutCandidate?, onTable: Bool) {
        let found = PaperFinder.upright(in: upright, ring: ring)
        // A region square to the image is a block drawn in it (a digital print's cuts inside a
        // thin frame, a collage's panel), which a print may still be found on; never a paper on a table.
        let onTable = found.map { !PaperLineFinder.isSquareToImage($0.paper) } ?? false
        var looked: [PaperLook] = []
        if let (paper, flat) = found, let look = PaperLook(flat, at: paper, in: upright, byLines: false) {
            if let print = print(on: look) { return (print, onTable) }
            looked.append(look)
        }
        // A paper the table's colour does not set apart: found by its straight sides, the largest first.
        for (paper, flat) in PaperFinder.uprightByLines(in: upright, limit: linePaperLimit) {
            guard let look = PaperLook(flat, at: paper, in: upright, byLines: true) else { continue }
            if let print = print(on: look) { return (print, onTable) }
            looked.append(look)
        }
        // Light falling unevenly on a paper (a glare, a shadow) makes its frame's colour drift
        // smoothly away from its edge's: each paper's map grown through smooth colour, in the same order.
        for look in looked {
            if let print = grownPrint(in: look.image, map: look.map, mapping: look.mapping, byLines: look.byLines) { return (print, onTable) }
        }
        return (nil, onTable)
    }

    /// A paper found in a photo, resampled upright, and its frame map.
    private struct PaperLook {
        let image: WorkingImage
        let map: FrameMap
        let mapping: (paper: PaperQuadrilateral, photo: WorkingImage)
        let byLines: Bool

        /// The look at `flat` (the paper resampled upright, not yet in Oklab), found at `paper`
        /// in `photo`, `byLines` when by its straight sides; nil when it has no edge ring.
        init?(_ flat: WorkingImage, at paper: PaperQuadrilateral, in photo: WorkingImage, byLines: Bool) {
            guard let ring = EdgeRing(flat) else { return nil }
            image = flat.withOklab()
            map = FrameMap(image, ring: ring)
            mapping = (paper, photo)
            self.byLines = byLines
        }
    }

    /// How many of the papers ``PaperLineFinder`` finds are looked at for a print.
    static let linePaperLimit = 4

    /// The print of several cuts on `map` grown through smooth colour (``FrameMap/grown(in:)``):
    /// a frame glowing behind its cuts in a colour its edge never shows, or a paper's frame under
    /// a glare or a shadow. `mapping` and `byLines` say where the image lies in the photo when it
    /// is a paper found there, and how (as for ``fitted(_:in:ring:mapping:byLines:)``). A grown
    /// map with no room for cuts is not fitted.
    private static func grownPrint(
        in upright: WorkingImage, map: FrameMap, mapping: (paper: PaperQuadrilateral, photo: WorkingImage)? = nil, byLines: Bool = false
    ) -> LayoutCandidate? {
        let grown = map.grown(in: upright)
        guard grown.mayShowPrint, let print = convincing(fitted(BoothPrint.Layout.boothLayouts, in: upright, map: grown, mapping: mapping, byLines: byLines)),
              print.layout.cutCount > 1
        else { return nil }
        return print
    }

    /// The print on the paper `look` shows: a layout ``LayoutEvidence`` takes for a print or,
    /// for a paper set apart by its table's colour (not found `byLines`), one found by its cuts'
    /// edges (``EdgeGrid``).
    private static func print(on look: PaperLook) -> LayoutCandidate? {
        let candidates = fitted(BoothPrint.Layout.boothLayouts, in: look.image, map: look.map, mapping: look.mapping, byLines: look.byLines)
        if let print = convincing(candidates) { return print }
        guard !look.byLines else { return nil }
        return edgeFitted(in: look.image, map: look.map, mapping: look.mapping)
    }

    /// A paper found by its straight sides alone has no table of one colour around it to vouch
    /// that it is a paper (a shelf, a wall of tiles, a comic's panels have straight sides too), so
    /// its print must show more: cuts over this share of it (``LayoutEvidence/area``) ...
    static let linePaperCutArea = 0.45
    /// ... that are plainly photos, not rows of upright things (``LayoutEvidence/streakiness()``
    /// at most this; a shelf of books is about 3, the photographed prints measured up to 1.5).
    static let linePaperStreakiness = 1.8

    /// The print on a photographed paper found by its cuts' edges (``EdgeGrid``), for cuts whose
    /// backdrops the frame map takes for frame: of the layouts of several cuts whose grid is a
    /// print's, the one with the most cuts, then the clearest edges.
    private static func edgeFitted(in image: WorkingImage, map: FrameMap, mapping: (paper: PaperQuadrilateral, photo: WorkingImage)) -> LayoutCandidate? {
        let measures = EdgeGrid.Measures(of: image)
        // Layouts share their counts of columns and of rows: each line is fitted once.
        var columnLines: [Int: EdgeGrid.Line?] = [:], rowLines: [Int: EdgeGrid.Line?] = [:]
        let grids = BoothPrint.Layout.boothLayouts.filter { $0.cutCount > 1 }.compactMap { layout -> (BoothPrint.Layout, EdgeGrid)? in
            if columnLines[layout.columns] == nil { columnLines[layout.columns] = EdgeGrid.line(measures.columns, count: layout.columns) }
            if rowLines[layout.rows] == nil { rowLines[layout.rows] = EdgeGrid.line(measures.rows, count: layout.rows) }
            guard let columns = columnLines[layout.columns] ?? nil, let rows = rowLines[layout.rows] ?? nil else { return nil }
            return (layout, EdgeGrid(columns: columns, rows: rows, in: image, measures: measures))
        }.filter { $0.1.isPrint }
        guard let (layout, grid) = grids.max(by: { left, right in
            let leftCuts = left.0.cutCount, rightCuts = right.0.cutCount
            return leftCuts != rightCuts ? leftCuts < rightCuts : left.1.strength < right.1.strength
        }) else { return nil }
        var cuts: [(left: Double, top: Double, right: Double, bottom: Double)] = []
        for row in grid.rows {
            for column in grid.columns { cuts.append((Double(column.start), Double(row.start), Double(column.end), Double(row.end))) }
        }
        return LayoutCandidate(layout: layout, cuts: cuts, score: grid.strength, contrast: 0, weakestGap: 0, isPrint: true, map: map, image: image, mapping: mapping)
    }

    /// Of `candidates`, those that ``LayoutEvidence`` takes for a print: the one with the most
    /// cuts, then the one that parts the image into frame and photo best; nil when none is a print.
    ///
    /// A sheet of two strips (2x4) is two copies of one strip. A 2x4 grid whose two columns are
    /// not copies (``isTwoCopies(_:)``) is a strip or a sheet whose cuts hold two people on a
    /// backdrop the frame map took for a gap between them: another layout that is a print wins over it.
    private static func convincing(_ candidates: [LayoutCandidate]) -> LayoutCandidate? {
        let prints = candidates.filter(\.isPrint)
        let trusted = prints.filter { $0.layout != twoStrips || isTwoCopies($0) }
        return (trusted.isEmpty ? prints : trusted).max(by: isLessLikely)
    }

    /// `candidate` as the layout its cuts' hairline gaps (``HairlineGap``) say it is (its layout
    /// and cuts; the fit's scores stay the 1x2's, and are not read after this): a 1x2 strip
    /// whose every cut has one across its middle as 1x4, a 2x2 sheet as a sheet of two strips (when
    /// its columns are copies, as a sheet of two strips' are), a 2x1 with one down each cut's
    /// middle as 4x1; any other as it is.
    private static func partedByHairlines(_ candidate: LayoutCandidate) -> LayoutCandidate {
        let columns = candidate.layout.columns, rows = candidate.layout.rows
        guard candidate.mapping == nil, (columns <= 2 && rows == 2) || (columns == 2 && rows == 1) else { return candidate }
        let acrossRows = rows == 2
        guard let halves = HairlineGap.parted(candidate.cuts, acrossRows: acrossRows, in: candidate.image) else { return candidate }
        var parted = candidate
        if acrossRows {
            parted.layout = BoothPrint.Layout(rows: 4, columns: columns)
            // Reading order: each old row's top halves, then its bottom halves.
            parted.cuts = (0..<rows).flatMap { row in
                (0..<2).flatMap { half in (0..<columns).map { column in halves[2 * (row * columns + column) + half] } }
            }
        } else {
            parted.layout = BoothPrint.Layout(rows: 1, columns: 4)
            parted.cuts = halves
        }
        return parted.layout != twoStrips || isTwoCopies(parted) ? parted : candidate
    }

    /// The layout of a sheet of two 1x4 strips.
    static let twoStrips = BoothPrint.Layout(rows: 4, columns: 2)

    /// Whether the two columns of `candidate`'s grid show the same pictures: the mean colour
    /// difference between each cut and the one beside it at most half of that between each cut
    /// and the one below it (different photos of one strip), on a grid of 24 x 24 points two
    /// pixels in from the cuts' edges, each cut's points less their mean (light falls unevenly
    /// across a photographed sheet).
    private static func isTwoCopies(_ candidate: LayoutCandidate) -> Bool {
        let columns = candidate.layout.columns, cuts = candidate.cuts
        guard columns == 2, cuts.count >= 4 else { return false }
        let image = candidate.image
        let width = cuts.map { $0.right - $0.left }.min()! - 4, height = cuts.map { $0.bottom - $0.top }.min()! - 4
        guard width >= 2, height >= 2 else { return false }
        let samples = cuts.map { cut -> [FramePoint] in
            let points = (0..<576).map { index -> FramePoint in
                let dx = 2 + width * (Double(index % 24) + 0.5) / 24, dy = 2 + height * (Double(index / 24) + 0.5) / 24
                return image.point(Int(cut.top + dy) * image.width + Int(cut.left + dx))
            }
            let mean = points.reduce(FramePoint(0, 0, 0)) { FramePoint($0.lightness + $1.lightness, $0.a + $1.a, $0.b + $1.b) }
            return points.map { FramePoint($0.lightness - mean.lightness / 576, $0.a - mean.a / 576, $0.b - mean.b / 576) }
        }
        func difference(_ first: Int, _ second: Int) -> Double {
            zip(samples[first], samples[second]).reduce(0.0) { $0 + Double($1.0.distance(to: $1.1)) } / 576
        }
        var beside = 0.0, below = 0.0
        for row in 0..<(cuts.count / columns) {
            beside += difference(row * columns, row * columns + 1)
            if row + 1 < cuts.count / columns { below += difference(row * columns, (row + 1) * columns) }
        }
        let rows = cuts.count / columns
        return beside / Double(rows) <= 0.5 * below / Double(rows - 1)
    }

    /// Whether `left` explains less of a print than `right`: fewer cuts, or as many and a worse parting.
    private static func isLessLikely(_ left: LayoutCandidate, _ right: LayoutCandidate) -> Bool {
        let leftCuts = left.layout.cutCount, rightCuts = right.layout.cutCount
        return leftCuts != rightCuts ? leftCuts < rightCuts : left.score < right.score
    }

    /// The print in `working` laid out as `layout`, which the user gave: the grid of that many
    /// cuts that fits the image best (``LayoutFit``), on the image as it is or on the paper found
    /// in it (a photographed print): the one taken for a print if either is, else the one whose
    /// bands are clearer (the larger difference between the bands' and the cuts' frame shares;
    /// a paper found inside a digital print is one of its cuts, whose parting is no clearer than
    /// the print's); nil for an image too small to hold that many cuts or with a whole side
    /// transparent.
    public static func fit(
        _ layout: BoothPrint.Layout, in working: SampleImage, orientation: Int, displayWidth: Int, displayHeight: Int
    ) -> PrintFinding? {
        let fits = fittedWithPaper([layout], in: WorkingImage(stored: working, orientation: orientation).withOklab())
        guard let best = convincing(fits) ?? fits.max(by: { $0.contrast < $1.contrast }) else { return nil }
        return finding(best, displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: false)
    }

    /// The layout among those booths make that the print shows, for a print the user says is one
    /// when poki did not see it: a grid ``LayoutEvidence`` takes for a print if there is one (the
    /// most cuts first), else, of the layouts whose every gap is clearly frame (a gap's frame
    /// share at least ``clearGap`` above its cuts'), the one with the most cuts, then the best parting.
    public static func fitAnyLayout(in working: SampleImage, orientation: Int, displayWidth: Int, displayHeight: Int) -> PrintFinding? {
        let fits = fittedWithPaper(BoothPrint.Layout.boothLayouts, in: WorkingImage(stored: working, orientation: orientation).withOklab())
        let best = convincing(fits) ?? fits.filter { $0.weakestGap >= clearGap }.max(by: isLessLikely)
        return best.flatMap { finding($0, displayWidth: displayWidth, displayHeight: displayHeight, checkingCuts: false) }
    }

    /// How much more of a gap than of the cuts beside it must be frame for ``fitAnyLayout(in:orientation:displayWidth:displayHeight:)``
    /// to take it for a gap.
    static let clearGap = 0.3

    /// One layout fitted to an image: the cuts, how well they part the image, what they show.
    private struct LayoutCandidate {
        var layout: BoothPrint.Layout
        var cuts: [(left: Double, top: Double, right: Double, bottom: Double)]
        /// The mean of the two directions' ``LayoutFit/Line/score``.
        var score: Double
        /// The mean of the two directions' ``LayoutFit/Line/contrast``.
        var contrast: Double
        /// The lesser of the two directions' ``LayoutFit/Line/weakestGap``.
        var weakestGap: Double
        /// What ``LayoutEvidence`` says of the grid: a print or not.
        var isPrint: Bool
        var map: FrameMap
        var image: WorkingImage
        var mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?
    }

    /// Each of `layouts` fitted to `upright` (in Oklab) as it is and to each paper found in it.
    private static func fittedWithPaper(_ layouts: [BoothPrint.Layout], in upright: WorkingImage) -> [LayoutCandidate] {
        guard let ring = EdgeRing(upright) else { return [] }
        var candidates = fitted(layouts, in: upright, ring: ring, mapping: nil)
        if let (paper, flat) = PaperFinder.upright(in: upright, ring: ring), let flatRing = EdgeRing(flat) {
            candidates += fitted(layouts, in: flat.withOklab(), ring: flatRing, mapping: (paper, upright))
        }
        for (paper, flat) in PaperFinder.uprightByLines(in: upright, limit: linePaperLimit) {
            guard let flatRing = EdgeRing(flat) else { continue }
            candidates += fitted(layouts, in: flat.withOklab(), ring: flatRing, mapping: (paper, upright), byLines: true)
        }
        return candidates
    }

    /// Each of `layouts` fitted to `image` (in Oklab), whose edge is `ring`; `mapping` says where
    /// the image lies in the photo when it is a paper found there, `byLines` whether that paper
    /// was found by its straight sides (``linePaperCutArea``).
    private static func fitted(
        _ layouts: [BoothPrint.Layout], in image: WorkingImage, ring: EdgeRing, mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?,
        byLines: Bool = false
    ) -> [LayoutCandidate] {
        fitted(layouts, in: image, map: FrameMap(image, ring: ring), mapping: mapping, byLines: byLines)
    }

    /// Each of `layouts` fitted to `image` (in Oklab) by its frame `map`, as ``fitted(_:in:ring:mapping:byLines:)`` fits them.
    private static func fitted(
        _ layouts: [BoothPrint.Layout], in image: WorkingImage, map: FrameMap, mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?,
        byLines: Bool = false
    ) -> [LayoutCandidate] {
        let shares = map.lineShares()
        // Layouts share their counts of columns and of rows: each line is fitted once.
        var columnLines: [Int: LayoutFit.Line?] = [:], rowLines: [Int: LayoutFit.Line?] = [:]
        var candidates: [LayoutCandidate] = []
        for layout in layouts {
            if columnLines[layout.columns] == nil { columnLines[layout.columns] = LayoutFit.line(shares.columns, count: layout.columns) }
            if rowLines[layout.rows] == nil { rowLines[layout.rows] = LayoutFit.line(shares.rows, count: layout.rows) }
            guard let columns = columnLines[layout.columns] ?? nil, let rows = rowLines[layout.rows] ?? nil else { continue }
            var cuts: [(left: Double, top: Double, right: Double, bottom: Double)] = []
            for row in rows.cuts {
                for column in columns.cuts { cuts.append((column.start, row.start, column.end, row.end)) }
            }
            let evidence = LayoutEvidence(
                columns: columns.cuts.map { (Int($0.start), Int($0.end)) }, rows: rows.cuts.map { (Int($0.start), Int($0.end)) },
                map: map, image: image, photographed: isPhotographed(mapping)
            )
            candidates.append(LayoutCandidate(
                layout: layout, cuts: cuts, score: (columns.score + rows.score) / 2, contrast: (columns.contrast + rows.contrast) / 2, weakestGap: min(columns.weakestGap, rows.weakestGap),
                isPrint: evidence.isPrint && (!byLines || evidence.area >= linePaperCutArea && evidence.streakiness() <= linePaperStreakiness),
                map: map, image: image, mapping: mapping
            ))
        }
        return candidates
    }

    /// `candidate`'s cuts moved onto the steps in colour at their edges (``EdgeGrid/line(_:count:near:)``),
    /// in each direction where those are clear and much clearer than at the cuts' own edges
    /// (``alignedEdge``, ``alignedGain``; on busy backdrops ``alignedShare``, ``alignedShareGain``):
    /// the frame map takes a backdrop of about the frame's colour for frame, so a grid fitted to it
    /// sits around the people in the cuts rather than on the cuts. A paper or region found in the
    /// image is left as it is: its resampled edges are soft.
    private static func alignedToEdges(_ candidate: LayoutCandidate) -> LayoutCandidate {
        guard candidate.mapping == nil else { return candidate }
        let columnCount = candidate.layout.columns
        let columns = candidate.cuts.prefix(columnCount).map { (start: $0.left, end: $0.right) }
        let rows = stride(from: 0, to: candidate.cuts.count, by: columnCount).map { (start: candidate.cuts[$0].top, end: candidate.cuts[$0].bottom) }
        let shares = EdgeGrid.stepShares(of: candidate.image)
        func aligned(_ line: [(start: Double, end: Double)], _ shares: [Float]) -> [(start: Double, end: Double)] {
            guard let edges = EdgeGrid.line(shares, count: line.count, near: line) else { return line }
            let clearer = edges.line.strength >= alignedEdge && edges.line.strength >= alignedGain * edges.given
            // Where the cuts' backdrops are busy, most lines step along much of their length and
            // no edge steps three times as often as the usual line: there the edges step along
            // nearly all of it instead, and along clearly more of it than the given ones.
            let share = edges.line.strength * edges.usual, given = edges.given * edges.usual
            guard clearer || share >= alignedShare && share - given >= alignedShareGain else { return line }
            return edges.line.cuts.map { (Double($0.start), Double($0.end)) }
        }
        let newColumns = aligned(columns, shares.columns), newRows = aligned(rows, shares.rows)
        var aligned = candidate
        aligned.cuts = newRows.flatMap { row in newColumns.map { column in (column.start, row.start, column.end, row.end) } }
        return aligned
    }

    /// How much more often than along the image's usual line the colour must step along a
    /// grid's edges for ``alignedToEdges(_:)`` to move the cuts onto them ...
    static let alignedEdge = 3.0
    /// ... and how much more often than along the edges the frame map gave: cuts the map placed
    /// well already sit on their edges, and stay.
    static let alignedGain = 1.5
    /// Or, in a busy picture, along how much of their length, at least, the grid's edges must
    /// step (as a share, 0…1) ...
    static let alignedShare = 0.8
    /// ... and along how much more of it than the edges the frame map gave.
    static let alignedShareGain = 0.2

    /// The finding of `candidate`, its frame's colour taken from the pixels its map calls frame
    /// when it is a print (from every pixel around its first cut when the user's layout is all
    /// that makes it one); nil when no pixel around the first cut is opaque, or when
    /// `checkingCuts` and a line crosses one of a digital print's cuts, aligned and parted as
    /// they are reported (``CutCrossing``: two pictures in a cut, a gallery's or a comic's grid).
    /// That includes cuts found in a region square to the image (a collage's panels in a
    /// border); a photographed paper's are not checked: resampled, their edges are soft, and the
    /// paper's own edges vouch for it.
    private static func finding(_ candidate: LayoutCandidate, displayWidth: Int, displayHeight: Int, checkingCuts: Bool) -> PrintFinding? {
        let candidate = alignedToEdges(candidate)
        if checkingCuts, !isPhotographed(candidate.mapping), holdsCrossedCut(candidate) { return nil }
        let isFrame = candidate.isPrint ? candidate.map.isFrame : nil
        guard let frame = FrameColour.aroundFirst(of: candidate.cuts, in: candidate.image, isFrame: isFrame, photographed: isPhotographed(candidate.mapping))
        else { return nil }
        return finding(
            candidate.cuts, layout: candidate.layout, frame: frame, isFrame: isFrame, in: candidate.image, mapping: candidate.mapping,
            displayWidth: displayWidth, displayHeight: displayHeight
        )
    }

    /// Whether `mapping` places the image on a paper found turned or slanted in a photo: a region
    /// found square to the image is a block drawn in it (a booth file's cuts in a thin frame, a
    /// collage's panel), held to a booth file's measures.
    private static func isPhotographed(_ mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?) -> Bool {
        mapping.map { !PaperLineFinder.isSquareToImage($0.paper) } ?? false
    }

    /// Whether a line crosses one of `candidate`'s cuts from side to side (``CutCrossing``),
    /// each cut's edges rounded inwards to whole pixels.
    private static func holdsCrossedCut(_ candidate: LayoutCandidate) -> Bool {
        let image = candidate.image
        let threshold = 3 * EdgeGrid.noiseLevel(of: image)
        return candidate.cuts.contains { cut in
            let box = (left: Int(cut.left.rounded(.up)), top: Int(cut.top.rounded(.up)), right: Int(cut.right.rounded(.down)), bottom: Int(cut.bottom.rounded(.down)))
            return CutCrossing.isCrossed(box, in: image, threshold: threshold)
        }
    }

    /// The finding of `cuts` (in `image`'s pixels, which are the paper's when `mapping` says
    /// where the paper lies in the photo) in display pixels, with the pixels of the cuts and the
    /// frame's style (of the pixels `isFrame` marks, or of all outside the cuts).
    private static func finding(
        _ cuts: [(left: Double, top: Double, right: Double, bottom: Double)], layout: BoothPrint.Layout, frame: Colour, isFrame: [Bool]?,
        in image: WorkingImage,
        mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?, displayWidth: Int, displayHeight: Int
    ) -> PrintFinding {
        let photoWidth = mapping?.photo.width ?? image.width, photoHeight = mapping?.photo.height ?? image.height
        let scaleX = Double(displayWidth) / Double(photoWidth), scaleY = Double(displayHeight) / Double(photoHeight)
        let boxes = cuts.map { cut -> PixelBox in
            var corners = [(cut.left, cut.top), (cut.right, cut.top), (cut.left, cut.bottom), (cut.right, cut.bottom)]
            if let paper = mapping?.paper {
                corners = corners.map { corner in
                    let point = paper.imagePoint(u: corner.0, v: corner.1)
                    return (point.x, point.y)
                }
            }
            let xs = corners.map(\.0), ys = corners.map(\.1)
            let left = Int(((xs.min() ?? 0) * scaleX).rounded()), right = Int(((xs.max() ?? 0) * scaleX).rounded())
            let top = Int(((ys.min() ?? 0) * scaleY).rounded()), bottom = Int(((ys.max() ?? 0) * scaleY).rounded())
            let x = min(max(left, 0), displayWidth), y = min(max(top, 0), displayHeight)
            return PixelBox(x: x, y: y, width: min(right, displayWidth) - x, height: min(bottom, displayHeight) - y)
        }
        let style = FrameStyleFinder.style(around: cuts, in: image, isFrame: isFrame, plainColour: frame, photographed: mapping != nil)
        var found = PrintFinding(print: BoothPrint(layout: layout, frame: frame, cuts: boxes, frameStyle: style), cutSample: cutSample(cuts, of: image))
        if let paper = mapping?.paper, isPhotographed(mapping) {
            found.paper = PhotographedPaper(
                corners: paper.corners.flatMap { [$0.x * scaleX, $0.y * scaleY] },
                cuts: cuts.map { [$0.left / Double(image.width), $0.top / Double(image.height), $0.right / Double(image.width), $0.bottom / Double(image.height)] }
            )
        }
        return found
    }

    /// The cuts' pixels (a pixel in from each edge, which may mix with the frame), averaged in
    /// blocks at least as large as a pixel of the palette's sample of the whole image, so there
    /// are no more of them than in that sample.
    private static func cutSample(_ cuts: [(left: Double, top: Double, right: Double, bottom: Double)], of image: WorkingImage) -> SampleImage {
        let longSide = max(image.width, image.height)
        let block = max(1, (longSide + ImageDecoder.sampleLongSide - 1) / ImageDecoder.sampleLongSide)
        var rgba: [UInt8] = []
        image.rgba.withUnsafeBufferPointer { pixels in
            for cut in cuts {
                let left = Int(cut.left.rounded(.up)) + 1, right = Int(cut.right.rounded(.down)) - 1
                let top = Int(cut.top.rounded(.up)) + 1, bottom = Int(cut.bottom.rounded(.down)) - 1
                for blockTop in stride(from: top, to: bottom, by: block) {
                    for blockLeft in stride(from: left, to: right, by: block) {
                        var red = 0, green = 0, blue = 0, alpha = 0, count = 0
                        for y in blockTop..<min(blockTop + block, bottom) {
                            for x in blockLeft..<min(blockLeft + block, right) {
                                let offset = (y * image.width + x) * 4
                                let weight = Int(pixels[offset + 3])
                                red += Int(pixels[offset]) * weight
                                green += Int(pixels[offset + 1]) * weight
                                blue += Int(pixels[offset + 2]) * weight
                                alpha += weight
                                count += 1
                            }
                        }
                        guard alpha > 0 else {
                            for _ in 0..<4 { rgba.append(0) }
                            continue
                        }
                        rgba.append(UInt8((red + alpha / 2) / alpha))
                        rgba.append(UInt8((green + alpha / 2) / alpha))
                        rgba.append(UInt8((blue + alpha / 2) / alpha))
                        rgba.append(UInt8((alpha + count / 2) / count))
                    }
                }
            }
        }
        return SampleImage(width: rgba.count / 4, height: 1, rgba: rgba)
    }
}
