/// Which pixels of an image look like the table around a photographed print, as its
/// ``FrameEdge`` expects the table to look.
///
/// A pixel is table when its Oklab distance to the table's expected colour there, with chroma
/// counted at half weight, is under the edge's threshold.
struct FrameMask {
    /// Per pixel: looks like the table (transparent pixels count as table: they are not the paper).
    let isFrame: [Bool]

    /// Every pixel of `image` judged against `edge`, found on it, a row at a time: the row in
    /// Oklab, the table expected along it, their squared distances (no square root per pixel),
    /// then each against the squared threshold, in loops of plain arithmetic the compiler turns
    /// into vector instructions.
    init(_ image: WorkingImage, edge: FrameEdge) {
        let width = image.width, height = image.height
        let expectation = edge.expectation
        let squaredThreshold = edge.threshold * edge.threshold
        var isFrame = [Bool](repeating: true, count: width * height)
        let row = FrameRow(count: width), expectedRow = FrameRow(count: width)
        let squared = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer {
            row.deallocate()
            expectedRow.deallocate()
            squared.deallocate()
        }
        image.rgba.withUnsafeBufferPointer { rgba in
            isFrame.withUnsafeMutableBufferPointer { isFrame in
                for y in 0..<height {
                    image.convert(row: y, into: row)
                    expectation.weightedRow(y, into: expectedRow)
                    for x in 0..<width { squared[x] = row[x].frameWeighted.squaredDistance(to: expectedRow[x]) }
                    let start = y * width
                    // Both tests made every time and joined as bits: no branch per pixel, which a
                    // busy picture's pixels would make a guess, and a loop the compiler can turn
                    // into vector instructions.
                    for x in 0..<width {
                        let transparent: UInt8 = rgba[(start &+ x) &* 4 &+ 3] < 128 ? 1 : 0
                        let close: UInt8 = squared[x] < squaredThreshold ? 1 : 0
                        isFrame[start &+ x] = transparent | close != 0
                    }
                }
            }
        }
        self.isFrame = isFrame
    }

    /// The upper median of `values` (not empty): the value sorting would put at `count / 2`,
    /// found by selection (Hoare's partitioning around the middle of three, into the part that
    /// holds that place), so a ring of a few thousand distances is not sorted whole.
    static func median(_ values: [Float]) -> Float {
        precondition(!values.isEmpty, "the median of no values")
        var values = values
        let target = values.count / 2
        return values.withUnsafeMutableBufferPointer { values in
            var low = 0, high = values.count - 1
            while low < high {
                let middle = low + (high - low) / 2
                // The median of the first, middle and last values as the pivot.
                if values[middle] < values[low] { values.swapAt(middle, low) }
                if values[high] < values[low] { values.swapAt(high, low) }
                if values[high] < values[middle] { values.swapAt(high, middle) }
                let pivot = values[middle]
                var left = low, right = high
                while left <= right {
                    while values[left] < pivot { left += 1 }
                    while pivot < values[right] { right -= 1 }
                    if left <= right {
                        values.swapAt(left, right)
                        left += 1
                        right -= 1
                    }
                }
                // Now everything up to `right` is at most the pivot and everything from `left` at least.
                if target <= right {
                    high = right
                } else if target >= left {
                    low = left
                } else {
                    return values[target]
                }
            }
            return values[target]
        }
    }
}
