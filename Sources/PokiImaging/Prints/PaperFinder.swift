import PokiSystem

/// Finds a paper print photographed on a table: its four edges, the paper turned by at most 20
/// degrees and seen at a slant, from the working image alone.
///
/// 1. The region unlike the image's edge (the table): the largest one, not touching the edge.
///    It takes in the paper's shadow and whatever of the table differs, so it only roughs the paper out.
/// 2. Its outline, split into four sides along the axes of its second moments, gives four lines.
/// 3. Each line is moved onto the paper's sharp edge (``PaperEdge/steps(in:from:to:towards:outer:inner:)``
///    and ``PaperEdge/sharpened(_:paper:)``): a shadow is soft, the paper's edge is a step.
/// 4. The corners must make a convex quadrilateral about the region's size, with corners near
///    square (a slant of a few degrees, no more). The rough outline's corners may be further
///    off (a hand or a shadow across a side tilts its line): the sides moved onto the paper's
///    edges are what must be near square.
enum PaperFinder {
    /// Largest turn accepted, in degrees.
    static let maximumAngle = 20.0
    /// Largest departure of a corner from a right angle, in degrees: a phone held over a print.
    static let maximumSlant = 20.0
    /// Largest departure from a right angle of a corner of the region's rough outline, before its
    /// sides are moved onto the paper's edges: a hand or a shadow across a side tilts it.
    static let roughSlant = 35.0

    /// The paper, upright: `image` resampled over the quadrilateral found, its edges trimmed of
    /// the lines of table the edges' pixels mix in. `ring` is the image's edge.
    static func upright(in image: WorkingImage, ring: EdgeRing) -> (paper: PaperQuadrilateral, flat: WorkingImage)? {
        paper(in: image, ring: ring).flatMap { trimmed($0, in: image) }
    }

    /// The papers whose four straight sides ``PaperLineFinder`` finds in `image` (Oklab
    /// converted), upright as ``upright(in:ring:)`` makes them, largest first, at most `limit`.
    static func uprightByLines(in image: WorkingImage, limit: Int) -> [(paper: PaperQuadrilateral, flat: WorkingImage)] {
        PaperLineFinder.candidates(in: image, limit: limit).compactMap { trimmed($0, in: image) }
    }

    /// Longest side of a paper over its shortest, at most: booths print on 2x6 and 4x6 inch paper,
    /// a strip three times as long as it is wide, and a slant or a curl stretches that by a fifth
    /// at most. A longer quadrilateral is a shelf of books, a band of a wall or a row of tiles.
    static let longestAspect = 3.6

    /// `found` with the lines of table or shadow along its sides taken off, and `image` resampled
    /// over it; nil when it is no paper a booth prints on (``longestAspect``).
    private static func trimmed(_ found: PaperQuadrilateral, in image: WorkingImage) -> (paper: PaperQuadrilateral, flat: WorkingImage)? {
        guard Double(max(found.width, found.height)) <= longestAspect * Double(min(found.width, found.height)) else { return nil }
        let flat = image.rectified(found)
        let left = border(of: flat, side: .left), top = border(of: flat, side: .top)
        guard let paper = found.inset(left: left, top: top, right: border(of: flat, side: .right), bottom: border(of: flat, side: .bottom)) else { return nil }
        // The paper's own grid is the found one's, less the lines taken off: its pixels are these.
        return (paper, flat.cropped(left: left, top: top, width: paper.width, height: paper.height))
    }

    private enum Side { case left, top, right, bottom }

    /// How many outer lines on `side` are not the paper but its shadow or the table's edge: lines
    /// whose median colour is more than 0.05 from that of the fourth line in (the paper's own
    /// frame, which is wider than that), at most three.
    private static func border(of image: WorkingImage, side: Side) -> Int {
        let across = side == .left || side == .right ? image.width : image.height
        let along = side == .left || side == .right ? image.height : image.width
        func median(ofLine line: Int) -> FramePoint {
            let points = (0..<along).map { position -> FramePoint in
                let (x, y): (Int, Int) = switch side {
                case .left: (line, position)
                case .right: (image.width - 1 - line, position)
                case .top: (position, line)
                case .bottom: (position, image.height - 1 - line)
                }
                return image.pixelPoint(y * image.width + x)
            }
            return FramePoint(FrameMask.median(points.map(\.lightness)), FrameMask.median(points.map(\.a)), FrameMask.median(points.map(\.b)))
        }
        let limit = min(3, across / 10)
        let paper = median(ofLine: limit)
        var trimmed = 0
        while trimmed < limit, median(ofLine: trimmed).distance(to: paper) > 0.05 { trimmed += 1 }
        return trimmed
    }

    private static func paper(in image: WorkingImage, ring: EdgeRing) -> PaperQuadrilateral? {
        let edge = FrameEdge(ring)
        guard edge.purity >= 0.6 else { return nil }
        let background = FrameMask(image, edge: edge)
        let width = image.width, height = image.height
        guard let region = largestRegion(of: background.isFrame, width: width, height: height),
              !region.touchesEdge, region.size * 10 >= width * height
        else { return nil }
        // Sharpening the edges reads the image between pixels, anywhere along them.
        let image = image.withOklab()

        // The region's outline: each row's and each column's first and last pixel of it.
        var rows = [(first: Int, last: Int)?](repeating: nil, count: height)
        var columns = [(first: Int, last: Int)?](repeating: nil, count: width)
        for run in region.runs {
            let y = run.lowerBound / width, first = run.lowerBound % width, last = first + run.count - 1
            rows[y] = rows[y].map { (min($0.first, first), max($0.last, last)) } ?? (first, last)
            for x in first...last { columns[x] = columns[x].map { (min($0.first, y), max($0.last, y)) } ?? (y, y) }
        }
        var outline: [PaperEdge.Point] = []
        var area = 0.0, sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumYY = 0.0, sumXY = 0.0
        for (y, span) in rows.enumerated() {
            guard let span else { continue }
            outline += [(Double(span.first), Double(y) + 0.5), (Double(span.last) + 1, Double(y) + 0.5)]
            // The second moments of the outline filled: holes (the cuts, unlike the table too) do not matter.
            for x in span.first...span.last {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                area += 1
                sumX += px
                sumY += py
                sumXX += px * px
                sumYY += py * py
                sumXY += px * py
            }
        }
        for (x, span) in columns.enumerated() {
            guard let span else { continue }
            outline += [(Double(x) + 0.5, Double(span.first)), (Double(x) + 0.5, Double(span.last) + 1)]
        }
        let centreX = sumX / area, centreY = sumY / area
        let xx = sumXX / area - centreX * centreX, yy = sumYY / area - centreY * centreY, xy = sumXY / area - centreX * centreY
        // The axis of the second moments, turned to within 45 degrees of the image's axes.
        var angle = 0.5 * Platform.angle(y: 2 * xy, x: xx - yy)
        while angle > Double.pi / 4 { angle -= Double.pi / 2 }
        while angle <= -Double.pi / 4 { angle += Double.pi / 2 }
        guard abs(angle) <= maximumAngle * Double.pi / 180 else { return nil }
        let cosine = Platform.cosine(angle), sine = Platform.sine(angle)

        // Each outline point goes to the side of the turned bounding box it is nearest; only the
        // middle 70 % of each side is kept, away from the corners.
        let turned = outline.map { point -> (u: Double, v: Double) in
            let dx = point.x - centreX, dy = point.y - centreY
            return (dx * cosine + dy * sine, -dx * sine + dy * cosine)
        }
        guard let minimumU = turned.map(\.u).min(), let maximumU = turned.map(\.u).max(),
              let minimumV = turned.map(\.v).min(), let maximumV = turned.map(\.v).max()
        else { return nil }
        let spanU = maximumU - minimumU, spanV = maximumV - minimumV
        var sides = [[PaperEdge.Point]](repeating: [], count: 4)  // left, top, right, bottom
        for (point, position) in zip(outline, turned) {
            let distances = [position.u - minimumU, position.v - minimumV, maximumU - position.u, maximumV - position.v]
            guard let side = distances.indices.min(by: { distances[$0] < distances[$1] }) else { continue }
            let along = side % 2 == 0 ? (position.v - minimumV) / spanV : (position.u - minimumU) / spanU
            if along >= 0.15, along <= 0.85 { sides[side].append(point) }
        }
        guard let left = PaperEdge(fittedTo: sides[0], isVertical: true), let top = PaperEdge(fittedTo: sides[1], isVertical: false),
              let right = PaperEdge(fittedTo: sides[2], isVertical: true), let bottom = PaperEdge(fittedTo: sides[3], isVertical: false),
              let rough = quadrilateral(left: left, top: top, right: right, bottom: bottom, maximumSlant: roughSlant)
        else { return nil }

        // Onto the paper's edges: from a little outside the rough line (the region may have lost a
        // faint edge) to past any shadow it took in, a twelfth of the paper's short side.
        let centre = (x: rough.corners.map(\.x).reduce(0, +) / 4, y: rough.corners.map(\.y).reduce(0, +) / 4)
        let inner = max(8, min(rough.width, rough.height) / 12)
        let edges = [left, top, right, bottom]
        let profiles = edges.indices.map { side in
            edges[side].steps(in: image, from: rough.corners[(side + 3) % 4], to: rough.corners[side], towards: centre, outer: 6, inner: inner)
        }
        let paperColour = PaperEdge.paperColour(profiles.flatMap { $0 })
        let sharp = edges.indices.map { side in paperColour.flatMap { edges[side].sharpened(profiles[side], paper: $0) } ?? edges[side] }
        guard let paper = quadrilateral(left: sharp[0], top: sharp[1], right: sharp[2], bottom: sharp[3], maximumSlant: maximumSlant) else { return nil }
        // About the region's size: the region is the paper with its shadow, less what of it looks like the table.
        let paperArea = Double(paper.width * paper.height)
        guard paperArea <= area * 1.1, paperArea >= area * 0.6 else { return nil }
        return paper
    }

    /// The quadrilateral the four lines bound, when no corner is further than `maximumSlant`
    /// degrees from square.
    static func quadrilateral(left: PaperEdge, top: PaperEdge, right: PaperEdge, bottom: PaperEdge, maximumSlant: Double) -> PaperQuadrilateral? {
        guard let topLeft = left.intersection(with: top), let topRight = top.intersection(with: right),
              let bottomRight = right.intersection(with: bottom), let bottomLeft = bottom.intersection(with: left),
              let quadrilateral = PaperQuadrilateral(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft),
              isNearSquare(quadrilateral, maximumSlant: maximumSlant)
        else { return nil }
        return quadrilateral
    }

    /// Whether no corner of `quadrilateral` is further than `maximumSlant` degrees from square.
    static func isNearSquare(_ quadrilateral: PaperQuadrilateral, maximumSlant: Double) -> Bool {
        let corners = quadrilateral.corners
        for index in 0..<4 {
            let (previous, corner, next) = (corners[(index + 3) % 4], corners[index], corners[(index + 1) % 4])
            let ax = previous.x - corner.x, ay = previous.y - corner.y, bx = next.x - corner.x, by = next.y - corner.y
            let cosine = (ax * bx + ay * by) / ((ax * ax + ay * ay).squareRoot() * (bx * bx + by * by).squareRoot())
            guard abs(cosine) <= Platform.sine(maximumSlant * Double.pi / 180) else { return false }
        }
        return true
    }

    /// The largest 4-connected set of pixels that are not background (ties to the one found
    /// first): its runs of pixels in row-major order (each a range of pixel indices within one
    /// row), how many pixels they hold, and whether it reaches the image's edge.
    ///
    /// Labelled a run at a time: each row's runs of pixels that are not background join the runs
    /// they share a column with in the row above (union-find), so each pixel is looked at once.
    /// A row's runs come from its changes between background and not, noted without a branch per
    /// pixel: the background of a busy photo changes every few pixels.
    private static func largestRegion(of isBackground: [Bool], width: Int, height: Int) -> (runs: [Range<Int>], size: Int, touchesEdge: Bool)? {
        // At most a run for every other pixel of a row, and one more.
        let capacity = height * (width / 2 + 1)
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: capacity)  // each run's first pixel, row-major
        let ends = UnsafeMutablePointer<Int>.allocate(capacity: capacity)  // the pixel after its last
        let parent = UnsafeMutableBufferPointer<Int>.allocate(capacity: capacity)  // its parent in its region's tree
        let changes = UnsafeMutablePointer<Int>.allocate(capacity: width + 1)
        defer {
            starts.deallocate()
            ends.deallocate()
            parent.deallocate()
            changes.deallocate()
        }
        var count = 0
        isBackground.withUnsafeBufferPointer { isBackground in
            guard let base = isBackground.baseAddress else { return }
            base.withMemoryRebound(to: UInt8.self, capacity: isBackground.count) { isBackground in
                var above = 0..<0  // the runs of the row above
                for y in 0..<height {
                    let row = y * width, firstRun = count
                    // Where the row turns from background to not and back; outside it is background.
                    var changeCount = 0, previous: UInt8 = 1
                    for x in 0..<width {
                        let current = isBackground[row + x]
                        changes[changeCount] = x
                        changeCount &+= Int(current ^ previous)
                        previous = current
                    }
                    if previous == 0 {
                        changes[changeCount] = width
                        changeCount += 1
                    }
                    var next = above.lowerBound
                    for pair in stride(from: 0, to: changeCount, by: 2) {
                        let start = changes[pair], end = changes[pair + 1]
                        let run = count
                        starts[run] = row + start
                        ends[run] = row + end
                        parent[run] = run
                        count += 1
                        while next < above.upperBound, ends[next] - (row - width) <= start { next += 1 }
                        var touching = next
                        while touching < above.upperBound, starts[touching] - (row - width) < end {
                            let (a, b) = (root(of: touching, in: parent), root(of: run, in: parent))
                            parent[max(a, b)] = min(a, b)
                            touching += 1
                        }
                    }
                    above = firstRun..<count
                }
            }
        }
        guard count > 0 else { return nil }
        var size = [Int](repeating: 0, count: count)
        var touchesEdge = [Bool](repeating: false, count: count)
        for run in 0..<count {
            let region = root(of: run, in: parent)
            parent[run] = region
            size[region] += ends[run] - starts[run]
            let y = starts[run] / width
            if y == 0 || y == height - 1 || starts[run] % width == 0 || ends[run] % width == 0 { touchesEdge[region] = true }
        }
        var best = 0
        for run in 0..<count where size[run] > size[best] { best = run }
        // Every run's parent is now its root.
        let runs = (0..<count).filter { parent[$0] == best }.map { starts[$0]..<ends[$0] }
        return (runs, size[best], touchesEdge[best])
    }

    /// The root of `run`'s tree: the first run of its region. Halves the path on the way.
    private static func root(of run: Int, in parent: UnsafeMutableBufferPointer<Int>) -> Int {
        var run = run
        while parent[run] != run {
            parent[run] = parent[parent[run]]
            run = parent[run]
        }
        return run
    }
}
