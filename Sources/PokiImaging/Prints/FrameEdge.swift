/// What an image's outer edge says its frame looks like, from the edge pixels alone.
///
/// The sides of the image's ``EdgeRing``, smoothed so that a sticker or a letter touching the
/// edge does not count, are blended across the image (``FrameExpectation``). A patterned frame
/// (dots) shows a second colour on the edge; its mixes with the first count as frame too. How
/// much the edge pixels stray from the expectation sets the threshold under which a pixel is frame.
///
/// Everything here is known before the rest of the image is looked at, so an image whose edge is
/// no frame (most photos) is turned down after a few thousand pixels; ``FrameMask`` then judges
/// every pixel against this.
struct FrameEdge {
    /// The frame's expected colour at every pixel.
    let expectation: FrameExpectation
    /// The distance under which a pixel is frame.
    let threshold: Float
    /// A patterned frame's second colour: its mixes with the expectation count as frame.
    let pattern: FramePoint?
    /// Median distance of edge pixels to the smoothed edge: how uneven the edge is.
    let noise: Float
    /// Fraction of the edge's opaque pixels that are frame.
    let purity: Float

    /// How strict the threshold is: a print's frame is flat; a table around a photographed print is not.
    enum Strictness {
        case frame
        case background
    }

    /// `ring` judged as a print's frame or as the table around a photographed print; nil when
    /// it cannot be a frame (as `strictness` asks, its sides are not straight in Oklab).
    init?(_ ring: EdgeRing, strictness: Strictness) {
        let width = ring.width
        let (left, right, top, bottom) = (ring.left, ring.right, ring.top, ring.bottom)
        let (opaque, points) = (ring.opaque, ring.points)
        // A frame's edge is one colour or a smooth ramp: straight in Oklab from end to end. A
        // photo's edge that merely repeats (a backdrop, with a shirt reaching the bottom) is not.
        if strictness == .frame, ![left, right, top, bottom].allSatisfy(Self.isStraight) { return nil }
        let expectation = FrameExpectation(left: left, right: right, top: top, bottom: bottom)

        // How the edge pixels sit around the expectation: their noise, and a second colour.
        let weighted = points.map(\.frameWeighted)
        let expectations = opaque.map { expectation.at(x: $0 % width, y: $0 / width).frameWeighted }
        let distances = opaque.indices.map { weighted[$0].distance(to: expectations[$0]) }
        let noise = FrameMask.median(distances)
        let threshold: Float = switch strictness {
        case .frame: min(max(0.02 + 2.5 * noise, 0.025), 0.07)
        case .background: min(max(0.04 + 3 * noise, 0.05), 0.15)
        }
        let outliers = opaque.indices.filter { distances[$0] >= max(0.04, 2 * threshold) }
        var pattern: FramePoint?
        let outlierShare = Float(outliers.count) / Float(opaque.count)
        if strictness == .frame, outlierShare >= 0.08, outlierShare <= 0.5 {
            let outlying = outliers.map { points[$0] }
            pattern = FramePoint(
                FrameMask.median(outlying.map(\.lightness)), FrameMask.median(outlying.map(\.a)), FrameMask.median(outlying.map(\.b))
            )
        }
        let pure = opaque.indices.filter { index in
            let distance = pattern.map { weighted[index].distance(toSegmentFrom: expectations[index], to: $0.frameWeighted) } ?? distances[index]
            return distance < threshold
        }.count
        self.expectation = expectation
        self.threshold = threshold
        self.pattern = pattern
        self.noise = noise
        self.purity = Float(pure) / Float(opaque.count)
    }

    // MARK: - Straightness

    /// Whether every point of `curve` lies within 0.08 (chroma at half weight) of the straight
    /// line between its ends.
    private static func isStraight(_ curve: [FramePoint]) -> Bool {
        guard let first = curve.first?.frameWeighted, let last = curve.last?.frameWeighted else { return false }
        let count = Float(max(curve.count - 1, 1))
        return curve.enumerated().allSatisfy { index, point in
            let t = Float(index) / count
            return point.frameWeighted.distance(to: first * (1 - t) + last * t) <= 0.08
        }
    }
}
