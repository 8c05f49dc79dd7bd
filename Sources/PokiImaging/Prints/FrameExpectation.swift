/// The colour a frame is expected to have at every pixel: its four smoothed edges blended across
/// the image as a Coons patch. A plain frame gives one colour everywhere; a gradient gives its
/// gradient.
struct FrameExpectation {
    let width: Int
    let height: Int
    /// The smoothed edges, top to bottom (left, right) and left to right (top, bottom).
    let left: [FramePoint]
    let right: [FramePoint]
    let top: [FramePoint]
    let bottom: [FramePoint]
    /// Each corner: the mean of the two edges meeting there.
    private let topLeft: FramePoint
    private let topRight: FramePoint
    private let bottomLeft: FramePoint
    private let bottomRight: FramePoint

    /// Edges as long as the image's sides (`left`/`right` its height, `top`/`bottom` its width).
    init(left: [FramePoint], right: [FramePoint], top: [FramePoint], bottom: [FramePoint]) {
        width = top.count
        height = left.count
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
        topLeft = (left[0] + top[0]) * 0.5
        topRight = (right[0] + top[width - 1]) * 0.5
        bottomLeft = (left[height - 1] + bottom[0]) * 0.5
        bottomRight = (right[height - 1] + bottom[width - 1]) * 0.5
    }

    /// The expected colour at pixel (x, y): the edges blended across, minus the corners'
    /// bilinear blend counted twice.
    func at(x: Int, y: Int) -> FramePoint {
        RowBlend(self, y: y).at(x: x, top: top[x], bottom: bottom[x])
    }

    /// Row `y`'s expected colours, chroma at half weight (``FramePoint/frameWeighted``), written
    /// to `row` (as wide as the image): the values of ``at(x:y:)``, the row's share worked out once.
    func weightedRow(_ y: Int, into row: FrameRow) {
        let blend = RowBlend(self, y: y)
        top.withUnsafeBufferPointer { top in
            bottom.withUnsafeBufferPointer { bottom in
                for x in 0..<width { row[x] = blend.at(x: x, top: top[x], bottom: bottom[x]).frameWeighted }
            }
        }
    }

    /// The patch along one row: the left and right edges less the corners' blend down to the
    /// row (the corners' term taken into them), mixed across by `u`; the top and bottom edges
    /// mixed down by `v`.
    private struct RowBlend {
        let left: FramePoint
        let right: FramePoint
        let v: Float
        let pixelWidth: Float

        init(_ patch: FrameExpectation, y: Int) {
            let v = (Float(y) + 0.5) / Float(patch.height)
            left = patch.left[y] - (patch.topLeft * (1 - v) + patch.bottomLeft * v)
            right = patch.right[y] - (patch.topRight * (1 - v) + patch.bottomRight * v)
            self.v = v
            pixelWidth = 1 / Float(patch.width)
        }

        @inline(__always)
        func at(x: Int, top: FramePoint, bottom: FramePoint) -> FramePoint {
            let u = (Float(x) + 0.5) * pixelWidth
            return left * (1 - u) + right * u + top * (1 - v) + bottom * v
        }
    }
}
