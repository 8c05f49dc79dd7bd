import Dispatch

/// Which pixels of an image look like its frame, as its ``FrameEdge`` expects the frame to look.
///
/// A pixel is frame when its Oklab distance to the frame's expected colour there (to the mixes
/// with a patterned frame's second colour, if any), with chroma counted at half weight (4:2:0
/// JPEG smears chroma across a frame a few pixels wide; a backdrop near the frame's colour
/// differs mostly in lightness), is under the edge's threshold.
struct FrameMask {
    let width: Int
    let height: Int
    /// Per pixel: looks like the frame (transparent pixels count as frame: they are not a cut).
    let isFrame: [Bool]
    private let image: WorkingImage
    private let edge: FrameEdge

    /// Every pixel of `image` judged against `edge`, found on it, a row at a time; a large
    /// image's two halves at once (each pixel is judged on its own, so the answer is the same).
    init(_ image: WorkingImage, edge: FrameEdge) {
        let width = image.width, height = image.height
        var isFrame = [Bool](repeating: true, count: width * height)
        isFrame.withUnsafeMutableBufferPointer { isFrame in
            let parts = width * height >= Self.pixelsWorthSplitting ? 2 : 1
            // Each part writes its own rows of the buffer, and the buffer outlives them all.
            nonisolated(unsafe) let output = isFrame
            let judge = { @Sendable (part: Int) in
                Self.judge(rows: (height * part / parts)..<(height * (part + 1) / parts), of: image, against: edge, into: output)
            }
            if parts == 1 { judge(0) } else { DispatchQueue.concurrentPerform(iterations: parts, execute: judge) }
        }
        self.width = width
        self.height = height
        self.isFrame = isFrame
        self.image = image
        self.edge = edge
    }

    /// Images from this many pixels on are judged in two halves at once: a 12-megapixel
    /// photo's working image (500 x 375) is, a test's 200 x 300 print is not.
    private static let pixelsWorthSplitting = 100_000

    private static func judge(rows: Range<Int>, of image: WorkingImage, against edge: FrameEdge, into isFrame: UnsafeMutableBufferPointer<Bool>) {
        let width = image.width
        let expectation = edge.expectation, pattern = edge.pattern?.frameWeighted
        let squaredThreshold = edge.threshold * edge.threshold
        let row = UnsafeMutablePointer<FramePoint>.allocate(capacity: width)
        let expectedRow = UnsafeMutablePointer<FramePoint>.allocate(capacity: width)
        defer {
            row.deallocate()
            expectedRow.deallocate()
        }
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in rows {
                image.convert(row: y, into: row)
                expectation.weightedRow(y, into: expectedRow)
                let start = y * width
                // Squared distances against the squared threshold: no square root per pixel.
                if let pattern {
                    for x in 0..<width {
                        let squared = row[x].frameWeighted.squaredDistance(toSegmentFrom: expectedRow[x], to: pattern)
                        isFrame[start + x] = rgba[(start + x) * 4 + 3] < 128 || squared < squaredThreshold
                    }
                } else {
                    for x in 0..<width {
                        let squared = row[x].frameWeighted.squaredDistance(to: expectedRow[x])
                        isFrame[start + x] = rgba[(start + x) * 4 + 3] < 128 || squared < squaredThreshold
                    }
                }
            }
        }
    }

    /// The Oklab distance the mask compared with the edge's threshold at pixel `index`: to the
    /// frame's expected colour there (to its pattern's mixes, if any), chroma at half weight.
    /// Worked out again on asking: only the few lines along the cuts' edges need it.
    func distance(at index: Int) -> Float {
        let point = image.pixelPoint(index).frameWeighted, expected = edge.expectation.at(x: index % width, y: index / width).frameWeighted
        return if let pattern = edge.pattern?.frameWeighted { point.distance(toSegmentFrom: expected, to: pattern) } else { point.distance(to: expected) }
    }

    static func median(_ values: [Float]) -> Float {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
