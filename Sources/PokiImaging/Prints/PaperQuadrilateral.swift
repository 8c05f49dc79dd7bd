/// Where a photographed paper print lies in an image: four corners, the paper turned and seen
/// at a slant, and the projective map from the paper's own upright pixel grid onto them.
struct PaperQuadrilateral {
    /// A point in image pixels (continuous coordinates, 0 at the left/top edge).
    typealias Point = (x: Double, y: Double)

    /// The corners in image pixels: the paper's top left, top right, bottom right, bottom left.
    let corners: [Point]
    /// The paper's upright size in pixels, whole: the mean length of its opposite sides.
    let width: Int
    let height: Int
    /// The map from the unit square onto the corners (Heckbert's square-to-quadrilateral form).
    private let map: (a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double)

    /// Nil when the corners do not make a convex quadrilateral of at least 16 x 16 pixels.
    init?(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.init(corners: [topLeft, topRight, bottomRight, bottomLeft], width: nil, height: nil)
    }

    private init?(corners: [Point], width: Int?, height: Int?) {
        func length(_ from: Point, _ to: Point) -> Double { ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot() }
        // Convex, corners in clockwise order (y points down): every turn has the same sign.
        for index in 0..<4 {
            let (p, q, r) = (corners[index], corners[(index + 1) % 4], corners[(index + 2) % 4])
            guard (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x) > 0 else { return nil }
        }
        let width = width ?? Int(((length(corners[0], corners[1]) + length(corners[3], corners[2])) / 2).rounded())
        let height = height ?? Int(((length(corners[0], corners[3]) + length(corners[1], corners[2])) / 2).rounded())
        guard width >= 16, height >= 16 else { return nil }
        let (x0, y0) = corners[0], (x1, y1) = corners[1], (x2, y2) = corners[2], (x3, y3) = corners[3]
        let sumX = x0 - x1 + x2 - x3, sumY = y0 - y1 + y2 - y3
        let dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2
        let denominator = dx1 * dy2 - dx2 * dy1
        guard denominator != 0 else { return nil }
        let g = (sumX * dy2 - dx2 * sumY) / denominator, h = (dx1 * sumY - sumX * dy1) / denominator
        self.map = (x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h)
        self.corners = corners
        self.width = width
        self.height = height
    }

    /// The image point at (u, v) of the paper's own pixel grid (0…width, 0…height).
    func imagePoint(u: Double, v: Double) -> Point {
        let s = u / Double(width), t = v / Double(height)
        let w = map.g * s + map.h * t + 1
        return ((map.a * s + map.b * t + map.c) / w, (map.d * s + map.e * t + map.f) / w)
    }

    /// The same paper with whole pixels of its own grid taken off each side.
    func inset(left: Int, top: Int, right: Int, bottom: Int) -> PaperQuadrilateral? {
        let u0 = Double(left), v0 = Double(top), u1 = Double(width - right), v1 = Double(height - bottom)
        let corners = [imagePoint(u: u0, v: v0), imagePoint(u: u1, v: v0), imagePoint(u: u1, v: v1), imagePoint(u: u0, v: v1)]
        return PaperQuadrilateral(corners: corners, width: width - left - right, height: height - top - bottom)
    }
}
