/// One side of a photographed paper print: a straight line, near-vertical (`x = slope * y +
/// intercept`) for the left and right sides, near-horizontal (`y = slope * x + intercept`) for
/// the top and bottom.
struct PaperEdge {
    typealias Point = PaperQuadrilateral.Point

    let isVertical: Bool
    let slope: Double
    let intercept: Double

    /// The least-squares line through `points`, refitted twice without the points further off
    /// than twice the median distance (at least a pixel): a corner, a notch or a bit of table
    /// the region took in does not pull it. Nil for fewer than 6 points.
    init?(fittedTo points: [Point], isVertical: Bool) {
        var kept = points
        var line: (slope: Double, intercept: Double)?
        for _ in 0..<3 {
            guard kept.count >= 6, let fitted = Self.leastSquares(kept, isVertical: isVertical) else { return nil }
            line = fitted
            let residuals = kept.map { abs(Self.offset(of: $0, slope: fitted.slope, intercept: fitted.intercept, isVertical: isVertical)) }
            let limit = max(1, 2 * residuals.sorted()[residuals.count / 2])
            kept = kept.indices.filter { residuals[$0] <= limit }.map { kept[$0] }
        }
        guard let line else { return nil }
        self.isVertical = isVertical
        self.slope = line.slope
        self.intercept = line.intercept
    }

    /// Where this line meets `other` (one vertical, the other horizontal).
    func intersection(with other: PaperEdge) -> Point? {
        guard isVertical != other.isVertical else { return nil }
        let (vertical, horizontal) = isVertical ? (self, other) : (other, self)
        let denominator = 1 - vertical.slope * horizontal.slope
        guard abs(denominator) > 1e-9 else { return nil }
        let x = (vertical.slope * horizontal.intercept + vertical.intercept) / denominator
        return (x, horizontal.slope * x + horizontal.intercept)
    }

    // MARK: - Onto the paper's own edge

    /// A sharp step across a side found on one profile: where, and the colour just inside it.
    struct Step {
        var point: Point
        var inside: FramePoint
    }

    /// The least contrast (Oklab) of a step that can be the paper's edge.
    static let leastStep: Float = 0.03
    /// How far (Oklab, chroma at half weight) a step's inside colour may be from the paper's: the
    /// light across a photographed print is uneven.
    static let paperTolerance: Float = 0.1

    /// The sharp steps across this side, between its corners `start` and `end`, on profiles one
    /// pixel apart along the middle 70 % of the side, each from `outer` pixels outside to `inner`
    /// inside; each profile's steps outermost first.
    ///
    /// The region a table's colour leaves takes in the paper's shadow, and the light across a
    /// photo is uneven, so the region's outline is only near the paper's edge. The edge itself is a
    /// step: colour changes within a pixel or two and stays changed. A shadow's edge is soft and
    /// a grain line on the table is thin, so neither is a step; a cut's edge, further in, is.
    func steps(in image: WorkingImage, from start: Point, to end: Point, towards centre: Point, outer: Int, inner: Int) -> [[Step]] {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length >= 8 else { return [] }
        var normal = (x: -dy / length, y: dx / length)
        let middle = (x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        if (centre.x - middle.x) * normal.x + (centre.y - middle.y) * normal.y < 0 { normal = (-normal.x, -normal.y) }

        let count = max(8, Int(length * 0.7))
        let first = -outer - 3, last = inner + 3
        var profiles: [[Step]] = []
        var profile = [FramePoint](repeating: FramePoint(0, 0, 0), count: last - first + 1)
        for index in 0..<count {
            let t = 0.15 + 0.7 * (Double(index) + 0.5) / Double(count)
            let base = (x: start.x + t * dx, y: start.y + t * dy)
            for depth in first...last {
                profile[depth - first] = image.interpolatedPoint(x: base.x + Double(depth) * normal.x, y: base.y + Double(depth) * normal.y)
            }
            func at(_ depth: Int) -> FramePoint { profile[depth - first].frameWeighted }
            var steps: [Step] = []
            for depth in -outer...inner {
                let step = at(depth + 1).distance(to: at(depth - 1))
                let across = at(depth + 2).distance(to: at(depth - 2))
                guard step >= Self.leastStep,
                      step >= at(depth).distance(to: at(depth - 2)), step > at(depth + 2).distance(to: at(depth)),
                      across >= 0.7 * step, step >= 0.55 * at(depth + 3).distance(to: at(depth - 3))
                else { continue }
                // The pixel at `depth` straddles the edge: how far its colour has gone from the
                // outside's towards the inside's says where in it the edge lies.
                let inside = Double(min(at(depth).distance(to: at(depth - 2)) / across, 1))
                let position = Double(depth) + 0.5 - inside
                steps.append(Step(point: (base.x + position * normal.x, base.y + position * normal.y), inside: at(depth + 2)))
            }
            profiles.append(steps)
        }
        return profiles
    }

    /// The colour inside the steps of the most profiles, all sides together: the paper's edge is
    /// the one step every side has (the table's grain runs along two sides at most, and the cuts'
    /// colours differ). Candidates are every eighth step's inside colour, tried against every profile.
    static func paperColour(_ profiles: [[Step]]) -> FramePoint? {
        let all = profiles.flatMap { $0 }
        var best: (colour: FramePoint, votes: Int)?
        for candidate in stride(from: 0, to: all.count, by: 8).map({ all[$0].inside }) {
            let votes = profiles.filter { $0.contains { $0.inside.distance(to: candidate) <= 0.06 } }.count
            if votes > best?.votes ?? 0 { best = (candidate, votes) }
        }
        return best?.colour
    }

    /// This side moved onto the paper's edge: on each profile, the outermost step into the
    /// paper's colour, and a line through them. Nil when fewer than a third of the profiles have one.
    func sharpened(_ profiles: [[Step]], paper: FramePoint) -> PaperEdge? {
        let points = profiles.compactMap { steps in steps.first { $0.inside.distance(to: paper) <= Self.paperTolerance }?.point }
        guard points.count * 3 >= profiles.count else { return nil }
        return PaperEdge(fittedTo: points, isVertical: isVertical)
    }

    // MARK: - Fitting

    private static func offset(of point: Point, slope: Double, intercept: Double, isVertical: Bool) -> Double {
        isVertical ? point.x - (slope * point.y + intercept) : point.y - (slope * point.x + intercept)
    }

    private static func leastSquares(_ points: [Point], isVertical: Bool) -> (slope: Double, intercept: Double)? {
        var sumT = 0.0, sumS = 0.0, sumTT = 0.0, sumTS = 0.0
        for point in points {
            let (t, s) = isVertical ? (point.y, point.x) : (point.x, point.y)
            sumT += t
            sumS += s
            sumTT += t * t
            sumTS += t * s
        }
        let count = Double(points.count)
        let spread = sumTT - sumT * sumT / count
        guard spread > 1e-9 else { return nil }
        let slope = (sumTS - sumT * sumS / count) / spread
        return (slope, (sumS - slope * sumT) / count)
    }
}
