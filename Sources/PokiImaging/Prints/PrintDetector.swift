/// Decides whether an image is a booth print and, if so, finds its layout, cuts and frame colour.
///
/// Works on the decode's working image (no second pass over the file), turned upright:
///
/// 1. **A digital print** fills the image: its edge is the frame. ``FrameMask`` marks the pixels
///    that look like the frame (the edge must be even and at least 85 % frame), and ``CutGrid``
///    finds rows and columns of cuts the frame surrounds.
/// 2. **A photographed print** lies on a table: when step 1 finds no print, or a single cut,
///    ``PaperFinder`` looks for the paper's four edges (turned, seen at a slant, with a shadow),
///    resamples the paper upright, and step 1 runs on the paper alone.
/// 3. **Cuts** are reported in display pixels, in reading order; a photographed print's cuts as
///    the upright boxes around them.
///
/// No randomness, hashing or threads: the same pixels give the same answer bit for bit.
public enum PrintDetector {
    /// The print in `working` (stored orientation, as the decoder made it), for an image whose
    /// display size is `displayWidth` x `displayHeight`; nil when the image is not a print.
    public static func find(in working: SampleImage, orientation: Int, displayWidth: Int, displayHeight: Int) -> PrintFinding? {
        let upright = WorkingImage(stored: working, orientation: orientation)
        guard let ring = EdgeRing(upright) else { return nil }
        let digital = analyse(upright, ring: ring)
        if let digital, digital.grid.rows.count * digital.grid.columns.count > 1 {
            return finding(digital, in: upright, mapping: nil, displayWidth: displayWidth, displayHeight: displayHeight)
        }
        let paper = PaperFinder.upright(in: upright, ring: ring)
        if let (paper, flat) = paper {
            if let flatRing = EdgeRing(flat), let photographed = analyse(flat, ring: flatRing) {
                return finding(photographed, in: flat, mapping: (paper, upright), displayWidth: displayWidth, displayHeight: displayHeight)
            }
        }
        if LayoutFit.edgeLooksLikeAFrame(ring), let structural = structure(of: upright, ring: ring, paper: paper) {
            return finding(structural, displayWidth: displayWidth, displayHeight: displayHeight)
        }
        return digital.flatMap { finding($0, in: upright, mapping: nil, displayWidth: displayWidth, displayHeight: displayHeight) }
    }

    /// A print the steps above missed (a cut's backdrop that melts into the frame, a patterned
    /// frame, dark cuts on a dark frame), found by its structure: of the sheet layouts (2x2, 2x3,
    /// 2x4) fitted to the image or its paper (``LayoutFit``), those that look like a print in both
    /// directions (``isConvincing(_:)``), the one with the most cuts, then the clearest bands.
    ///
    /// Strips (one column or one row) are left to the steps above: a bookshelf's rows in a plain
    /// case fit a strip as well as a print does, and the generated ordinary images showed it.
    private static func structure(
        of upright: WorkingImage, ring: EdgeRing, paper: (PaperQuadrilateral, WorkingImage)?
    ) -> LayoutCandidate? {
        let layouts = BoothPrint.Layout.boothLayouts.filter { $0.rows > 1 && $0.columns > 1 }
        let all = fitted(layouts, in: upright, ring: ring, paper: paper)
        let chosen = all.filter(isConvincing).max { left, right in
            let leftCuts = left.layout.rows * left.layout.columns, rightCuts = right.layout.rows * right.layout.columns
            return leftCuts != rightCuts ? leftCuts < rightCuts : left.contrast < right.contrast
        }
        return chosen
    }

    /// Whether a fitted grid is a print's: frame all around it (both margins of both directions
    /// at least 75 % frame), every gap at least 0.5 more frame than the cuts beside it, cuts at
    /// most 60 % frame, covering at least 30 % of the image. A window grid or a tiled wall runs to
    /// the image's edge or has walls between its windows as much like the frame as the gaps.
    private static func isConvincing(_ candidate: LayoutCandidate) -> Bool {
        let lines = [candidate.columns, candidate.rows]
        guard lines.allSatisfy({ $0.margins >= 0.75 && $0.weakestGap >= 0.5 && $0.cutShare <= 0.6 }) else { return false }
        let area = candidate.cuts.reduce(0.0) { $0 + ($1.right - $1.left) * ($1.bottom - $1.top) }
        return area >= 0.3 * Double(candidate.image.width * candidate.image.height)
    }

    /// The print in `working` laid out as `layout`, which the user gave: the grid of that many
    /// cuts that fits the image best (``LayoutFit``), on the image as it is or on the paper found
    /// in it (a photographed print), whichever shows the clearer bands; nil only for an image too
    /// small to hold that many cuts.
    public static func fit(
        _ layout: BoothPrint.Layout, in working: SampleImage, orientation: Int, displayWidth: Int, displayHeight: Int
    ) -> PrintFinding? {
        let fits = fitted([layout], in: WorkingImage(stored: working, orientation: orientation))
        guard let best = fits.max(by: { $0.contrast < $1.contrast }) else { return nil }
        return finding(best, displayWidth: displayWidth, displayHeight: displayHeight)
    }

    /// The layout among those booths make that the print shows, for a print the user says is one
    /// when poki did not see it: of the layouts whose every gap is clearly frame (a gap's frame
    /// share at least ``clearGap`` above its cuts'), the one with the most cuts, then the clearest
    /// bands. A layout with fewer rows than the print fits too, its cuts taking in the gaps, but
    /// explains less of it.
    public static func fitAnyLayout(in working: SampleImage, orientation: Int, displayWidth: Int, displayHeight: Int) -> PrintFinding? {
        let fits = fitted(BoothPrint.Layout.boothLayouts, in: WorkingImage(stored: working, orientation: orientation))
        let clear = fits.filter { $0.weakestGap >= clearGap }
        let best = clear.max { left, right in
            let leftCuts = left.layout.rows * left.layout.columns, rightCuts = right.layout.rows * right.layout.columns
            return leftCuts != rightCuts ? leftCuts < rightCuts : left.contrast < right.contrast
        }
        return best.flatMap { finding($0, displayWidth: displayWidth, displayHeight: displayHeight) }
    }

    /// How much more of a gap than of the cuts beside it must be frame for ``fitAnyLayout(in:orientation:displayWidth:displayHeight:)``
    /// to take it for a gap.
    static let clearGap = 0.3

    /// One layout fitted to an image: the cuts, how clearly the bands are frame, where.
    private struct LayoutCandidate {
        var layout: BoothPrint.Layout
        var cuts: [(left: Double, top: Double, right: Double, bottom: Double)]
        /// The mean of the two directions' ``LayoutFit/Line/contrast``.
        var contrast: Double
        /// The lesser of the two directions' ``LayoutFit/Line/weakestGap``.
        var weakestGap: Double
        /// The two directions' fits.
        var columns: LayoutFit.Line
        var rows: LayoutFit.Line
        var image: WorkingImage
        var mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?
    }

    /// Each of `layouts` fitted to `upright` as it is and, when a paper is found in it, to the paper.
    private static func fitted(_ layouts: [BoothPrint.Layout], in upright: WorkingImage) -> [LayoutCandidate] {
        guard let ring = EdgeRing(upright) else { return [] }
        return fitted(layouts, in: upright, ring: ring, paper: PaperFinder.upright(in: upright, ring: ring))
    }

    /// ``fitted(_:in:)`` with the image's edge and the paper found in it (nil for none) already known.
    private static func fitted(
        _ layouts: [BoothPrint.Layout], in upright: WorkingImage, ring: EdgeRing, paper: (PaperQuadrilateral, WorkingImage)?
    ) -> [LayoutCandidate] {
        var images: [(image: WorkingImage, ring: EdgeRing, mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?)] = [(upright, ring, nil)]
        if let (paper, flat) = paper, let flatRing = EdgeRing(flat) {
            images.append((flat, flatRing, (paper, upright)))
        }
        var candidates: [LayoutCandidate] = []
        for (image, ring, mapping) in images {
            let shares = LayoutFit.frameShares(of: image, ring: ring)
            // Layouts share their counts of columns and of rows: each line is fitted once.
            var columnLines: [Int: LayoutFit.Line?] = [:], rowLines: [Int: LayoutFit.Line?] = [:]
            for layout in layouts {
                if columnLines[layout.columns] == nil { columnLines[layout.columns] = LayoutFit.line(shares.columns, count: layout.columns) }
                if rowLines[layout.rows] == nil { rowLines[layout.rows] = LayoutFit.line(shares.rows, count: layout.rows) }
                guard let columns = columnLines[layout.columns] ?? nil, let rows = rowLines[layout.rows] ?? nil else { continue }
                var cuts: [(left: Double, top: Double, right: Double, bottom: Double)] = []
                for row in rows.cuts {
                    for column in columns.cuts { cuts.append((column.start, row.start, column.end, row.end)) }
                }
                // Both directions count: a layout with too few rows fits its columns as well as
                // the right one does, and only its rows tell them apart.
                candidates.append(LayoutCandidate(
                    layout: layout, cuts: cuts, contrast: (columns.contrast + rows.contrast) / 2,
                    weakestGap: min(columns.weakestGap, rows.weakestGap), columns: columns, rows: rows, image: image, mapping: mapping
                ))
            }
        }
        return candidates
    }

    private static func finding(_ candidate: LayoutCandidate, displayWidth: Int, displayHeight: Int) -> PrintFinding? {
        guard let first = candidate.cuts.first, let frame = FrameColour.around(first, in: candidate.image, mask: nil) else { return nil }
        return finding(
            candidate.cuts, layout: candidate.layout, frame: frame, in: candidate.image, mapping: candidate.mapping,
            displayWidth: displayWidth, displayHeight: displayHeight
        )
    }

    // MARK: - Steps

    /// The frame mask and grid of cuts of `image`, whose edge is `ring`; nil, before any pixel
    /// but the edge's is looked at, when the edge is no print's frame.
    private static func analyse(_ image: WorkingImage, ring: EdgeRing) -> (mask: FrameMask, grid: CutGrid)? {
        guard let edge = FrameEdge(ring, strictness: .frame), edge.purity >= 0.85, edge.noise <= 0.03 else { return nil }
        let mask = FrameMask(image, edge: edge)
        guard let grid = CutGrid(mask) else { return nil }
        return (mask, grid)
    }

    private static func finding(
        _ found: (mask: FrameMask, grid: CutGrid), in image: WorkingImage, mapping: (paper: PaperQuadrilateral, photo: WorkingImage)?,
        displayWidth: Int, displayHeight: Int
    ) -> PrintFinding? {
        var cuts: [(left: Double, top: Double, right: Double, bottom: Double)] = []
        for row in found.grid.rows {
            for column in found.grid.columns { cuts.append((column.start, row.start, column.end, row.end)) }
        }
        guard let first = cuts.first, let frame = FrameColour.around(first, in: image, mask: found.mask) else { return nil }
        let layout = BoothPrint.Layout(rows: found.grid.rows.count, columns: found.grid.columns.count)
        return finding(cuts, layout: layout, frame: frame, in: image, mapping: mapping, displayWidth: displayWidth, displayHeight: displayHeight)
    }

    /// The finding of `cuts` (in `image`'s pixels, which are the paper's when `mapping` says
    /// where the paper lies in the photo) in display pixels, with the pixels of the cuts.
    private static func finding(
        _ cuts: [(left: Double, top: Double, right: Double, bottom: Double)], layout: BoothPrint.Layout, frame: Colour, in image: WorkingImage,
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
        return PrintFinding(print: BoothPrint(layout: layout, frame: frame, cuts: boxes), cutSample: cutSample(cuts, of: image))
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
