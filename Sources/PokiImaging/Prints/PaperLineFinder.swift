import PokiSystem

/// Finds a photographed paper print by its four straight sides: for the photos whose background
/// ``PaperFinder`` cannot tell from the paper by colour (a busy or blurred scene, a patterned
/// table, a hand holding the print out to the image's edge).
///
/// 1. The image's edges (``EdgeMap``) vote for the straight lines through them (a Hough
///    transform: each edge pixel for the lines within a few degrees of its own direction).
/// 2. The strongest lines, two roughly upright and two roughly level, make quadrilaterals whose
///    corners are near square, inside the image, and not tiny.
/// 3. Each side must be an edge along most of its length between its corners (a thumb may hide
///    some of one side): a line that only passes the paper is not.
/// 4. The largest such quadrilaterals, each side refitted to its edge pixels, are the candidates,
///    but for a few cells of a grid drawn in a digital image or a band built across the scene: a
///    side that runs on as an edge past a corner, or two square to the image. The caller keeps one
///    only if a print is on it.
enum PaperLineFinder {
    /// The quadrilaterals most likely a paper's in `image` (Oklab converted), largest first, at most `limit`.
    ///
    /// The image is first looked at with every measure eased, at half its size (``firstLook``):
    /// most photos show no four lines that could bound a paper even then, and are let go at a
    /// quarter of the cost of the full search.
    static func candidates(in image: WorkingImage, limit: Int) -> [PaperQuadrilateral] {
        guard mayShowPaper(image) else { return [] }
        let edges = EdgeMap(image)
        let lines = strongestLines(in: edges, least: Int32(max(20, Int(0.06 * Double(max(edges.width, edges.height))))), nearDistance: 6)
        let width = Double(image.width), height = Double(image.height)
        let found = quadrilaterals(among: lines, width: width, height: height, sideCoverage: leastSideCoverage, meanCoverage: leastMeanCoverage)
        var chosen: [PaperQuadrilateral] = []
        var refits = 0
        // Refitting costs more than finding: the largest few are refitted, nested grids of a
        // digital image giving many. A quadrilateral whose side runs on past a corner is let go
        // before (the grain of a table gives many, two of its lines bounding the paper's sides).
        for (quadrilateral, _) in found.sorted(by: { $0.area > $1.area }) {
            guard chosen.count < limit, refits < 3 * limit else { break }
            guard !runsOnPastCorner(quadrilateral, edges: edges) else { continue }
            refits += 1
            guard let refitted = refitted(quadrilateral, to: edges),
                  refitted.corners.allSatisfy({ $0.x >= -2 && $0.y >= -2 && $0.x <= width + 2 && $0.y <= height + 2 }),
                  isEdgedAlong(refitted, edges: edges), !runsOnPastCorner(refitted, edges: edges),
                  !hasTwoSidesSquareToImage(refitted),
                  !chosen.contains(where: { isAbout(refitted, $0) })
            else { continue }
            chosen.append(refitted)
        }
        return chosen
    }

    /// The least share of each side that must be an edge, and of the four together.
    static let leastSideCoverage = 0.45
    static let leastMeanCoverage = 0.75

    /// The measures of the first look, at half size: votes a line needs (a side of a given
    /// length has half its votes there), how near a stronger line hides one, and the share of
    /// each side, and of the four, that must be an edge (within a pixel there, two of the full image's).
    static let firstLook = (least: Int32(8), nearDistance: 3, sideCoverage: 0.3, meanCoverage: 0.5)

    /// Whether `image` at half size shows four lines bounding a quadrilateral that could be a
    /// paper's, by the eased measures of ``firstLook``.
    private static func mayShowPaper(_ image: WorkingImage) -> Bool {
        let half = image.halved().withOklab()
        guard half.width >= 8, half.height >= 8 else { return true }
        let lines = strongestLines(in: EdgeMap(half), least: firstLook.least, nearDistance: firstLook.nearDistance)
        return !quadrilaterals(
            among: lines, width: Double(half.width), height: Double(half.height), sideCoverage: firstLook.sideCoverage, meanCoverage: firstLook.meanCoverage
        ).isEmpty
    }

    /// The quadrilaterals that two roughly upright and two roughly level of `lines` bound in an
    /// image of `width` x `height`: corners inside the image and near square, not tiny nor the
    /// whole image, each side an edge along `sideCoverage` of its length and the four along
    /// `meanCoverage`; with their areas.
    private static func quadrilaterals(
        among lines: [Line], width: Double, height: Double, sideCoverage: Double, meanCoverage: Double
    ) -> [(quadrilateral: PaperQuadrilateral, area: Double)] {
        let uprights = lines.filter { abs(Platform.cosine(Double($0.normal))) >= 0.7 }
        let levels = lines.filter { abs(Platform.cosine(Double($0.normal))) < 0.7 }
        let shortest = 0.08 * max(width, height)
        var found: [(quadrilateral: PaperQuadrilateral, area: Double)] = []
        for (leftIndex, left) in uprights.enumerated() {
            for right in uprights[(leftIndex + 1)...] {
                guard let (left, right) = ordered(left, right, across: height / 2, isUpright: true, apart: shortest) else { continue }
                for (topIndex, top) in levels.enumerated() {
                    for bottom in levels[(topIndex + 1)...] {
                        guard let (top, bottom) = ordered(top, bottom, across: width / 2, isUpright: false, apart: shortest),
                              let corners = corners(left: left, top: top, right: right, bottom: bottom, width: width, height: height)
                        else { continue }
                        // The cheap test first: most quadrilaterals of a busy image fail it.
                        let coverages = (
                            left.coverage(from: corners.bottomLeft, to: corners.topLeft), top.coverage(from: corners.topLeft, to: corners.topRight),
                            right.coverage(from: corners.topRight, to: corners.bottomRight), bottom.coverage(from: corners.bottomRight, to: corners.bottomLeft)
                        )
                        guard min(coverages.0, coverages.1, coverages.2, coverages.3) >= sideCoverage,
                              (coverages.0 + coverages.1 + coverages.2 + coverages.3) / 4 >= meanCoverage,
                              let quadrilateral = PaperQuadrilateral(
                                  topLeft: corners.topLeft, topRight: corners.topRight, bottomRight: corners.bottomRight, bottomLeft: corners.bottomLeft
                              ),
                              PaperFinder.isNearSquare(quadrilateral, maximumSlant: PaperFinder.maximumSlant)
                        else { continue }
                        let area = Double(quadrilateral.width * quadrilateral.height)
                        guard area >= 0.03 * width * height, area <= 0.95 * width * height else { continue }
                        found.append((quadrilateral, area))
                    }
                }
            }
        }
        return found
    }
    /// How far off its normal's direction an edge pixel may be and still count for a line (radians).
    private static let tolerance: Float = 0.21

    // MARK: - Lines

    /// A straight line `x cos(normal) + y sin(normal) = distance`, with where along it the image
    /// has edges running its way.
    struct Line {
        /// The angle of the line's normal, radians in 0..<π.
        let normal: Float
        let distance: Double
        private let cosine: Double
        private let sine: Double
        /// How many of the points a pixel apart along the line, from `start` on, are on an edge:
        /// `covered[i]` counts the first `i`.
        private let covered: [Int]
        private let start: Double

        init(normal: Float, distance: Double, edges: EdgeMap) {
            self.normal = normal
            self.distance = distance
            let cosine = Platform.cosine(Double(normal)), sine = Platform.sine(Double(normal))
            self.cosine = cosine
            self.sine = sine
            let reach = Double(edges.width + edges.height)
            start = -reach
            var covered = [0]
            var along = -reach
            while along <= reach {
                let x = distance * cosine - along * sine, y = distance * sine + along * cosine
                let isEdge = x >= 0 && y >= 0 && x < Double(edges.width) && y < Double(edges.height)
                    && edges.hasEdge(nearX: x, y: y, normal: normal, tolerance: PaperLineFinder.tolerance)
                covered.append((covered.last ?? 0) + (isEdge ? 1 : 0))
                along += 1
            }
            self.covered = covered
        }

        /// Where `point` lies along the line (its projection on the line's direction).
        func position(of point: PaperQuadrilateral.Point) -> Double {
            -point.x * sine + point.y * cosine
        }

        /// The share of the line between the points' projections that is an edge.
        func coverage(from first: PaperQuadrilateral.Point, to second: PaperQuadrilateral.Point) -> Double {
            let a = position(of: first) - start, b = position(of: second) - start
            let low = max(0, min(covered.count - 1, Int(min(a, b).rounded()))), high = max(0, min(covered.count - 1, Int(max(a, b).rounded())))
            guard high > low else { return 0 }
            return Double(covered[high] - covered[low]) / Double(high - low)
        }

        /// Where the line crosses the level `y` (an upright line) or the column `x` (a level one).
        func crossing(at value: Double, isUpright: Bool) -> Double {
            isUpright ? (distance - value * sine) / cosine : (distance - value * cosine) / sine
        }

        /// Where this line meets `other`; nil for parallel lines.
        func intersection(with other: Line) -> PaperQuadrilateral.Point? {
            let determinant = cosine * other.sine - sine * other.cosine
            guard abs(determinant) > 1e-6 else { return nil }
            return ((distance * other.sine - other.distance * sine) / determinant, (cosine * other.distance - other.cosine * distance) / determinant)
        }
    }

    /// The lines through at least `least` edge pixels and the most, at most 40, none within 3
    /// degrees and `nearDistance` pixels of a stronger one.
    private static func strongestLines(in edges: EdgeMap, least: Int32, nearDistance: Int) -> [Line] {
        let angles = 180, reach = edges.width + edges.height, distances = 2 * reach + 1
        let cosines = (0..<angles).map { Float(Platform.cosine(Double($0) * Double.pi / Double(angles))) }
        let sines = (0..<angles).map { Float(Platform.sine(Double($0) * Double.pi / Double(angles))) }
        var votes = [Int32](repeating: 0, count: angles * distances)
        votes.withUnsafeMutableBufferPointer { votes in
            edges.strength.withUnsafeBufferPointer { strength in
                edges.direction.withUnsafeBufferPointer { direction in
                    for y in 0..<edges.height {
                        for x in 0..<edges.width {
                            let index = y * edges.width + x
                            guard strength[index] > 0 else { continue }
                            let nearest = (direction[index] * Float(angles) / .pi).nearestInteger
                            let px = Float(x) + 0.5, py = Float(y) + 0.5
                            for step in -3...3 {
                                // The nearest angle is 0...angles: the steps wrap round at most once.
                                var angle = nearest + step
                                if angle < 0 { angle += angles } else if angle >= angles { angle -= angles }
                                let distance = (px * cosines[angle] + py * sines[angle]).nearestInteger + reach
                                votes[angle * distances + distance] += 1
                            }
                        }
                    }
                }
            }
        }
        // The bins of at least `least` votes, most votes first, then by angle and distance: counted
        // into one run per vote count in the order they are met (a counting sort, as a busy
        // image has tens of thousands of them and only the first few are read).
        let most = Int(votes.max() ?? 0)
        guard most >= least else { return [] }
        var starts = [Int](repeating: 0, count: most + 1)
        for count in votes where count >= least { starts[Int(count)] += 1 }
        var next = 0
        for count in stride(from: most, through: Int(least), by: -1) {
            let bins = starts[count]
            starts[count] = next
            next += bins
        }
        var peaks = [Int](repeating: 0, count: next)
        for bin in votes.indices where votes[bin] >= least {
            let count = Int(votes[bin])
            peaks[starts[count]] = bin
            starts[count] += 1
        }
        var kept: [(angle: Int, distance: Int, votes: Int32)] = []
        for bin in peaks {
            guard kept.count < 40 else { break }
            let peak = (angle: bin / distances, distance: bin % distances, votes: votes[bin])
            let isNear = kept.contains { other in
                let turn = abs(other.angle - peak.angle)
                // Across 0 and 180 degrees a line's distance changes sign.
                if turn <= 3 { return abs(other.distance - peak.distance) <= nearDistance }
                if turn >= angles - 3 { return abs((other.distance - reach) + (peak.distance - reach)) <= nearDistance }
                return false
            }
            if !isNear { kept.append(peak) }
        }
        return kept.map { peak in
            Line(normal: Float(peak.angle) * .pi / Float(angles), distance: Double(peak.distance - reach), edges: edges)
        }
    }

    /// `first` and `second` in order across the image (left then right, or top then bottom,
    /// where they cross the middle `across`), when they are within 25 degrees of parallel and at
    /// least `apart` pixels apart there.
    private static func ordered(_ first: Line, _ second: Line, across: Double, isUpright: Bool, apart: Double) -> (Line, Line)? {
        guard EdgeMap.angleBetween(first.normal, second.normal) <= 25 * .pi / 180 else { return nil }
        let a = first.crossing(at: across, isUpright: isUpright), b = second.crossing(at: across, isUpright: isUpright)
        guard abs(a - b) >= apart else { return nil }
        return a < b ? (first, second) : (second, first)
    }

    /// The corners of the quadrilateral the four lines bound (top left, top right, bottom right,
    /// bottom left), when all four are inside the image (a pixel's leeway).
    private static func corners(
        left: Line, top: Line, right: Line, bottom: Line, width: Double, height: Double
    ) -> (topLeft: PaperQuadrilateral.Point, topRight: PaperQuadrilateral.Point, bottomRight: PaperQuadrilateral.Point, bottomLeft: PaperQuadrilateral.Point)? {
        func inside(_ corner: PaperQuadrilateral.Point?) -> PaperQuadrilateral.Point? {
            guard let corner, corner.x >= -1, corner.y >= -1, corner.x <= width + 1, corner.y <= height + 1 else { return nil }
            return corner
        }
        // One at a time, each failing early: this runs for every pair of pairs of lines.
        guard let topLeft = inside(left.intersection(with: top)), let topRight = inside(top.intersection(with: right)),
              let bottomRight = inside(right.intersection(with: bottom)), let bottomLeft = inside(bottom.intersection(with: left))
        else { return nil }
        return (topLeft, topRight, bottomRight, bottomLeft)
    }

    /// Whether each side of `quadrilateral` is an edge along enough of its length (within a pixel
    /// of it, running its way): so is a paper's side, and not a line fitted to the edges of two
    /// things side by side, a pixel or two apart.
    private static func isEdgedAlong(_ quadrilateral: PaperQuadrilateral, edges: EdgeMap) -> Bool {
        let corners = quadrilateral.corners
        let coverages = (0..<4).map { side in coverage(from: corners[side], to: corners[(side + 1) % 4], edges: edges) }
        guard let least = coverages.min() else { return false }
        return least >= leastSideCoverage && coverages.reduce(0, +) / 4 >= leastMeanCoverage
    }

    /// Whether any side of `quadrilateral` runs on as an edge past a corner, for a tenth of its
    /// length (at least 8 pixels), about as strong as along the side itself (at least
    /// ``runOnStrength`` of the median strength of its own edge pixels): the line of a grid drawn
    /// across a digital image (a collage, a screenshot of photos), of which the quadrilateral is a
    /// few cells. A paper's sides end at its corners; past them, the grain of a wooden table or the
    /// weave of a cloth may run the same way, but as a texture's faint edges, not as the paper's step.
    private static func runsOnPastCorner(_ quadrilateral: PaperQuadrilateral, edges: EdgeMap) -> Bool {
        let corners = quadrilateral.corners
        return (0..<4).contains { side in
            let from = corners[side], to = corners[(side + 1) % 4]
            let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
            let reach = max(8, 0.1 * length) / length
            // From a pixel past the corner: the corner's own edge pixels do not count.
            let step = 2 / length
            let pasts = [
                strengths(from: from, to: to, start: -step - reach, end: -step, edges: edges),
                strengths(from: from, to: to, start: 1 + step, end: 1 + step + reach, edges: edges),
            ]
            func runsOn(_ past: [Float], least: Float) -> Bool {
                past.count >= 8 && Double(past.filter { $0 > 0 && $0 >= least }.count) >= 0.6 * Double(past.count)
            }
            // The side's own edges are scanned only where an edge runs on at all: this is asked of
            // every quadrilateral found, most of which end at their corners.
            guard pasts.contains(where: { runsOn($0, least: 0) }) else { return false }
            let own = strengths(from: from, to: to, start: 0, end: 1, edges: edges).filter { $0 > 0 }
            let least = own.isEmpty ? 0 : runOnStrength * FrameMask.median(own)
            return pasts.contains { runsOn($0, least: least) }
        }
    }

    /// How strong, at least, the edges past a side's corner must be, over the median strength of
    /// the side's own edges, for the side to run on there (``runsOnPastCorner(_:edges:)``).
    static let runOnStrength: Float = 0.5

    /// The share of the side from `from` to `to`, a pixel at a time, that has an edge running its
    /// way within a pixel, of its points inside the image; 0 when fewer than 8 are.
    private static func coverage(from: PaperQuadrilateral.Point, to: PaperQuadrilateral.Point, edges: EdgeMap) -> Double {
        let strengths = strengths(from: from, to: to, start: 0, end: 1, edges: edges)
        return strengths.count < 8 ? 0 : Double(strengths.filter { $0 > 0 }.count) / Double(strengths.count)
    }

    /// For each point a pixel apart on the line from `from` to `to`, between the fractions
    /// `start` and `end` of the way, inside the image: the strength of the strongest edge running
    /// its way within a pixel (``EdgeMap/edgeStrength(nearX:y:normal:tolerance:)``), 0 for none.
    private static func strengths(from: PaperQuadrilateral.Point, to: PaperQuadrilateral.Point, start: Double, end: Double, edges: EdgeMap) -> [Float] {
        let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
        let normal = normalAngle(dx: dx, dy: dy)
        let steps = max(1, Int(length * (end - start)))
        var strengths: [Float] = []
        for step in 0..<steps {
            let along = start + (end - start) * (Double(step) + 0.5) / Double(steps)
            let x = from.x + dx * along, y = from.y + dy * along
            guard x >= 0, y >= 0, x < Double(edges.width), y < Double(edges.height) else { continue }
            strengths.append(edges.edgeStrength(nearX: x, y: y, normal: normal, tolerance: tolerance))
        }
        return strengths
    }

    /// Whether every side of `quadrilateral` is within ``squareAngle`` degrees of the image's
    /// axes: a rectangle drawn in a digital image (a collage's panel, a screenshot's grid, a comic's
    /// frames), never a paper a phone photographed, which is always turned or slanted a little.
    static func isSquareToImage(_ quadrilateral: PaperQuadrilateral) -> Bool {
        sidesSquareToImage(quadrilateral).allSatisfy { $0 }
    }

    /// Whether two sides of `quadrilateral` are within ``squareAngle`` degrees of the image's axes:
    /// a rectangle drawn in a digital image, or a band built level across the scene, its other
    /// sides whatever crosses it (a shelf's row between its boards, a row of tiles between grout
    /// lines seen in perspective, a comic's or a screenshot's panel). A phone sees two sides of a
    /// paper that square only when the paper is neither turned nor slanted at all.
    private static func hasTwoSidesSquareToImage(_ quadrilateral: PaperQuadrilateral) -> Bool {
        sidesSquareToImage(quadrilateral).filter { $0 }.count >= 2
    }

    /// For each side of `quadrilateral` (top, right, bottom, left), whether it is within
    /// ``squareAngle`` degrees of the image's axes.
    private static func sidesSquareToImage(_ quadrilateral: PaperQuadrilateral) -> [Bool] {
        let corners = quadrilateral.corners
        return (0..<4).map { side in
            let from = corners[side], to = corners[(side + 1) % 4]
            let dx = abs(to.x - from.x), dy = abs(to.y - from.y)
            return min(dx, dy) <= max(dx, dy) * Platform.sine(squareAngle * Double.pi / 180)
        }
    }

    /// See ``isSquareToImage(_:)``.
    static let squareAngle = 0.15

    /// The direction, in radians in 0..<π, of the normal of a line running (`dx`, `dy`).
    private static func normalAngle(dx: Double, dy: Double) -> Float {
        var angle = Float(Platform.angle(y: dx, x: -dy))
        if angle < 0 { angle += .pi }
        return angle >= .pi ? angle - .pi : angle
    }

    /// Whether two quadrilaterals' corners are each within 4 pixels of the other's.
    private static func isAbout(_ first: PaperQuadrilateral, _ second: PaperQuadrilateral) -> Bool {
        zip(first.corners, second.corners).allSatisfy { abs($0.x - $1.x) <= 4 && abs($0.y - $1.y) <= 4 }
    }

    // MARK: - Refitting

    /// `quadrilateral` (from lines a degree apart) with each side fitted to its edge pixels: the
    /// strongest within 3 pixels, then within a pixel of that fit; nil when a side has too few.
    private static func refitted(_ quadrilateral: PaperQuadrilateral, to edges: EdgeMap) -> PaperQuadrilateral? {
        refitted(quadrilateral, to: edges, reach: 3).flatMap { refitted($0, to: edges, reach: 1) }
    }

    /// `quadrilateral` with each side the least-squares line through the strongest edge pixel
    /// within `reach` pixels across it at each pixel along it, away from its corners, of those
    /// that run its way; nil when a side has too few.
    private static func refitted(_ quadrilateral: PaperQuadrilateral, to edges: EdgeMap, reach: Int) -> PaperQuadrilateral? {
        let corners = quadrilateral.corners
        var sides: [PaperEdge] = []
        for side in 0..<4 {
            // Left, top, right, bottom: from corner (side + 3) % 4 to corner side.
            let from = corners[(side + 3) % 4], to = corners[side]
            let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return nil }
            let normal = normalAngle(dx: dx, dy: dy), isVertical = side % 2 == 0
            var points: [PaperEdge.Point] = []
            var along = 0.1 * length
            while along <= 0.9 * length {
                let x = from.x + dx * along / length, y = from.y + dy * along / length
                var best: (point: PaperEdge.Point, strength: Float)?
                for offset in -reach...reach {
                    let px = Int((x - dy / length * Double(offset)).rounded(.down)), py = Int((y + dx / length * Double(offset)).rounded(.down))
                    guard px >= 0, py >= 0, px < edges.width, py < edges.height else { continue }
                    let index = py * edges.width + px, strength = edges.strength[index]
                    guard strength > 0, EdgeMap.angleBetween(edges.direction[index], normal) <= tolerance, strength > (best?.strength ?? 0) else { continue }
                    best = ((Double(px) + 0.5, Double(py) + 0.5), strength)
                }
                if let best { points.append(best.point) }
                along += 1
            }
            guard let edge = PaperEdge(fittedTo: points, isVertical: isVertical) else { return nil }
            sides.append(edge)
        }
        return PaperFinder.quadrilateral(left: sides[0], top: sides[1], right: sides[2], bottom: sides[3], maximumSlant: PaperFinder.maximumSlant)
    }
}
