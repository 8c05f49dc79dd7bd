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
    /// How many pixels of each row, and of each column, are frame.
    let rowFrame: [Int]
    let columnFrame: [Int]
    private let image: WorkingImage
    private let edge: FrameEdge

    /// Every pixel of `image` judged against `edge`, found on it, a row at a time: the row in
    /// Oklab, the frame expected along it, their squared distances (no square root per pixel),
    /// then each against the squared threshold, in loops of plain arithmetic the compiler turns
    /// into vector instructions. The frame pixels of each row and column are counted on the way.
    init(_ image: WorkingImage, edge: FrameEdge) {
        let width = image.width, height = image.height
        let expectation = edge.expectation, pattern = edge.pattern?.frameWeighted
        let squaredThreshold = edge.threshold * edge.threshold
        var isFrame = [Bool](repeating: true, count: width * height)
        var rowFrame = [Int](repeating: 0, count: height), columnFrame = [Int](repeating: 0, count: width)
        let row = FrameRow(count: width), expectedRow = FrameRow(count: width)
        let squared = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer {
            row.deallocate()
            expectedRow.deallocate()
            squared.deallocate()
        }
        image.rgba.withUnsafeBufferPointer { rgba in
            isFrame.withUnsafeMutableBufferPointer { isFrame in
                columnFrame.withUnsafeMutableBufferPointer { columnFrame in
                    for y in 0..<height {
                        image.convert(row: y, into: row)
                        expectation.weightedRow(y, into: expectedRow)
                        if let pattern {
                            for x in 0..<width { squared[x] = row[x].frameWeighted.squaredDistance(toSegmentFrom: expectedRow[x], to: pattern) }
                        } else {
                            for x in 0..<width { squared[x] = row[x].frameWeighted.squaredDistance(to: expectedRow[x]) }
                        }
                        let start = y * width
                        var count = 0
                        // Both tests made every time and joined as bits, and wrapping adds (no count
                        // comes near overflowing): no branch per pixel, which a busy picture's pixels
                        // would make a guess, and a loop the compiler can turn into vector instructions.
                        for x in 0..<width {
                            let transparent: UInt8 = rgba[(start &+ x) &* 4 &+ 3] < 128 ? 1 : 0
                            let close: UInt8 = squared[x] < squaredThreshold ? 1 : 0
                            let frame = transparent | close
                            isFrame[start &+ x] = frame != 0
                            count &+= Int(frame)
                            columnFrame[x] &+= Int(frame)
                        }
                        rowFrame[y] = count
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.isFrame = isFrame
        self.rowFrame = rowFrame
        self.columnFrame = columnFrame
        self.image = image
        self.edge = edge
    }

    /// How much of each column, and each row, looks like the frame, graded (0 to 1): each pixel
    /// counts 1 - (distance / threshold)², so one at the frame's own colour counts 1, one half
    /// the threshold away 0.75, one past it 0, a transparent one 1. A backdrop near the frame's
    /// colour counts in part, the gaps between cuts in full: what ``LayoutFit`` tells them apart
    /// by. Worked out on asking, row by row from ``distances(alongRow:)``: only a layout fit needs it.
    func closenessShares() -> (columns: [Double], rows: [Double]) {
        var columns = [Double](repeating: 0, count: width), rows = [Double](repeating: 0, count: height)
        let threshold = Double(edge.threshold)
        for y in 0..<height {
            let distances = self.distances(alongRow: y)
            for x in 0..<width {
                let ratio = Double(distances[x]) / threshold
                let near = image.isOpaque(y * width + x) ? max(0, 1 - ratio * ratio) : 1
                columns[x] += near / Double(height)
                rows[y] += near / Double(width)
            }
        }
        return (columns, rows)
    }

    /// The Oklab distances the mask compared with the edge's threshold along row `y`: each
    /// pixel's to the frame's expected colour there (to its pattern's mixes, if any), chroma at
    /// half weight. Worked out again on asking, a line at a time as the mask's rows were: only
    /// the few lines along the cuts' edges need it.
    func distances(alongRow y: Int) -> [Float] { distances(along: y, isRow: true) }

    /// The same distances along column `x`, top to bottom.
    func distances(alongColumn x: Int) -> [Float] { distances(along: x, isRow: false) }

    private func distances(along line: Int, isRow: Bool) -> [Float] {
        let count = isRow ? width : height
        let points = FrameRow(count: count), expected = FrameRow(count: count)
        defer {
            points.deallocate()
            expected.deallocate()
        }
        if isRow {
            image.convert(row: line, into: points)
            edge.expectation.weightedRow(line, into: expected)
        } else {
            image.convert(column: line, into: points)
            edge.expectation.weightedColumn(line, into: expected)
        }
        guard let pattern = edge.pattern?.frameWeighted else {
            return (0..<count).map { points[$0].frameWeighted.distance(to: expected[$0]) }
        }
        return (0..<count).map { points[$0].frameWeighted.distance(toSegmentFrom: expected[$0], to: pattern) }
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
