/// What an image's outer edge says the table around a photographed print looks like, from the
/// edge pixels alone.
///
/// The sides of the image's ``EdgeRing``, smoothed so that a corner of the print or an object
/// touching the edge does not count, are blended across the image (``FrameExpectation``). How
/// much the edge pixels stray from the expectation sets the threshold under which a pixel is
/// table; ``FrameMask`` then judges every pixel against this, and ``PaperFinder`` takes the
/// largest region that is not table for the paper.
struct FrameEdge {
    /// The table's expected colour at every pixel.
    let expectation: FrameExpectation
    /// The distance under which a pixel is table.
    let threshold: Float
    /// Fraction of the edge's opaque pixels that are table.
    let purity: Float

    /// `ring` judged as the table around a photographed print.
    init(_ ring: EdgeRing) {
        let width = ring.width
        let expectation = FrameExpectation(left: ring.left, right: ring.right, top: ring.top, bottom: ring.bottom)
        let distances = ring.opaque.indices.map { index in
            let pixel = ring.opaque[index]
            return ring.points[index].frameWeighted.distance(to: expectation.at(x: pixel % width, y: pixel / width).frameWeighted)
        }
        let threshold = min(max(0.04 + 3 * FrameMask.median(distances), 0.05), 0.15)
        self.expectation = expectation
        self.threshold = threshold
        self.purity = Float(distances.filter { $0 < threshold }.count) / Float(distances.count)
    }
}
