/// An Oklab colour in single precision, for the per-pixel work of finding a print's frame.
struct FramePoint: Equatable {
    var lightness: Float
    var a: Float
    var b: Float

    init(_ lightness: Float, _ a: Float, _ b: Float) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    func squaredDistance(to other: FramePoint) -> Float {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    func distance(to other: FramePoint) -> Float { squaredDistance(to: other).squareRoot() }

    /// Distance to the nearest point of the segment from `start` to `end` (the mixes of two colours).
    func distance(toSegmentFrom start: FramePoint, to end: FramePoint) -> Float {
        let dl = end.lightness - start.lightness, da = end.a - start.a, db = end.b - start.b
        let length = dl * dl + da * da + db * db
        guard length > 0 else { return distance(to: start) }
        let along = ((lightness - start.lightness) * dl + (a - start.a) * da + (b - start.b) * db) / length
        let t = min(max(along, 0), 1)
        return distance(to: FramePoint(start.lightness + t * dl, start.a + t * da, start.b + t * db))
    }

    /// This colour with its chroma (a, b) at half weight, for distances that trust lightness more.
    var frameWeighted: FramePoint { FramePoint(lightness, a * 0.5, b * 0.5) }

    static func + (left: FramePoint, right: FramePoint) -> FramePoint {
        FramePoint(left.lightness + right.lightness, left.a + right.a, left.b + right.b)
    }

    static func - (left: FramePoint, right: FramePoint) -> FramePoint {
        FramePoint(left.lightness - right.lightness, left.a - right.a, left.b - right.b)
    }

    static func * (point: FramePoint, scale: Float) -> FramePoint {
        FramePoint(point.lightness * scale, point.a * scale, point.b * scale)
    }
}
