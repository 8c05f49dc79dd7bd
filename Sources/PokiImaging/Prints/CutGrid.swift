/// The cuts of a print as rows and columns of boxes in the working image, found from a
/// ``FrameMask``: bands of rows and of columns that are mostly not frame, between bands that are.
///
/// A grid is only a print when the frame surrounds it: every cut has frame on all four sides,
/// no large band of picture reaches the image's edge, the cells are all picture, the cuts are
/// alike in size and rectangular, and there are at most 8 of them (a window or a tiled wall
/// gives many more, or touches the edge).
struct CutGrid {
    /// Each row of cuts: top and bottom edges, continuous working-image coordinates.
    let rows: [(start: Double, end: Double)]
    /// Each column of cuts: left and right edges.
    let columns: [(start: Double, end: Double)]

    /// A band whose frame share is below this is picture.
    static let bandThreshold: Float = 0.8

    init?(_ mask: FrameMask) {
        let width = mask.width, height = mask.height
        guard let rowBands = Self.bands(mask.rowFrame, across: width), let columnBands = Self.bands(mask.columnFrame, across: height),
              rowBands.count * columnBands.count <= BoothPrint.maximumCuts
        else { return nil }

        // Every cell is picture, and rectangular: its edges are picture along most of their length.
        // A single cut has no neighbours to vouch for it (a person on a plain backdrop is a
        // region of picture too), so it must be a full, straight-edged rectangle.
        let single = rowBands.count * columnBands.count == 1
        for row in rowBands {
            for column in columnBands {
                guard Self.pictureShare(mask, x: column, y: row) >= (single ? 0.9 : 0.5),
                      Self.edgesArePicture(mask, x: column, y: row, least: single ? 0.8 : 0.4),
                      Self.surroundIsFrame(mask, x: column, y: row)
                else { return nil }
            }
        }
        let heights = rowBands.map { $0.upperBound - $0.lowerBound + 1 }, widths = columnBands.map { $0.upperBound - $0.lowerBound + 1 }
        guard Self.alike(heights), Self.alike(widths) else { return nil }
        let covered = heights.reduce(0, +) * widths.reduce(0, +)
        guard covered * 10 >= width * height * 3 else { return nil }

        rows = rowBands.map { Self.refined($0, mask: mask, vertical: true, across: columnBands) }
        columns = columnBands.map { Self.refined($0, mask: mask, vertical: false, across: rowBands) }
    }

    // MARK: - Bands

    /// Runs of lines (rows or columns) that are mostly picture, keeping only those at least half
    /// as long as the longest (a brand line or a QR code makes a short run). Nil when a long run
    /// reaches the image's edge: then the frame does not surround the picture.
    private static func bands(_ frameCounts: [Int], across length: Int) -> [ClosedRange<Int>]? {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for (index, count) in frameCounts.enumerated() {
            let picture = Float(count) < bandThreshold * Float(length)
            if picture, start == nil { start = index }
            if !picture, let first = start {
                runs.append(first...(index - 1))
                start = nil
            }
        }
        if let first = start { runs.append(first...(frameCounts.count - 1)) }
        guard let longest = runs.map(\.count).max(), longest >= 4 else { return nil }
        var kept: [ClosedRange<Int>] = []
        for run in runs {
            let touchesEdge = run.lowerBound == 0 || run.upperBound == frameCounts.count - 1
            if run.count * 2 >= longest {
                if touchesEdge { return nil }
                kept.append(run)
            } else if touchesEdge, run.count * 5 >= longest {
                return nil
            }
        }
        return kept
    }

    private static func alike(_ sizes: [Int]) -> Bool {
        guard let smallest = sizes.min(), let largest = sizes.max() else { return false }
        return largest * 4 <= smallest * 5
    }

    // MARK: - Cells

    private static func pictureShare(_ mask: FrameMask, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Float {
        var picture = 0
        mask.isFrame.withUnsafeBufferPointer { isFrame in
            for row in y {
                for column in x { picture &+= isFrame[row &* mask.width &+ column] ? 0 : 1 }
            }
        }
        return Float(picture) / Float(x.count * y.count)
    }

    /// Each side of the cell, a line in from its edge (the edge line itself mixes with the frame),
    /// is picture along at least `least` of its length (40 % allows a backdrop close to the
    /// frame's colour, a sticker), and on average 60 %: a round object on a plain background is not a cut.
    private static func edgesArePicture(_ mask: FrameMask, x: ClosedRange<Int>, y: ClosedRange<Int>, least: Float) -> Bool {
        guard x.count >= 3, y.count >= 3 else { return false }
        func share(_ indices: [Int]) -> Float {
            Float(indices.filter { !mask.isFrame[$0] }.count) / Float(indices.count)
        }
        let width = mask.width
        let top = y.lowerBound + 1, bottom = y.upperBound - 1, left = x.lowerBound + 1, right = x.upperBound - 1
        let shares = [
            share(x.map { top * width + $0 }), share(x.map { bottom * width + $0 }),
            share(y.map { $0 * width + left }), share(y.map { $0 * width + right }),
        ]
        return shares.allSatisfy { $0 >= least } && shares.reduce(0, +) >= max(0.6, least) * 4
    }

    /// A line outside the cell (two out where the image allows: the first mixes with the cut) is
    /// frame along at least 60 % of its length on every side.
    private static func surroundIsFrame(_ mask: FrameMask, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Bool {
        let width = mask.width, height = mask.height
        guard x.lowerBound > 0, y.lowerBound > 0, x.upperBound < width - 1, y.upperBound < height - 1 else { return false }
        func share(_ indices: [Int]) -> Float {
            Float(indices.filter { mask.isFrame[$0] }.count) / Float(indices.count)
        }
        let top = max(y.lowerBound - 2, 0), bottom = min(y.upperBound + 2, height - 1)
        let left = max(x.lowerBound - 2, 0), right = min(x.upperBound + 2, width - 1)
        let shares = [
            share(x.map { top * width + $0 }), share(x.map { bottom * width + $0 }),
            share(y.map { $0 * width + left }), share(y.map { $0 * width + right }),
        ]
        return shares.allSatisfy { $0 >= 0.6 }
    }

    // MARK: - Edges to a fraction of a pixel

    /// A band's edges in continuous coordinates. The first and last line of the band straddle
    /// the edge: how far their colour has moved from the frame's towards the picture's says
    /// what part of them is picture.
    private static func refined(_ band: ClosedRange<Int>, mask: FrameMask, vertical: Bool, across others: [ClosedRange<Int>]) -> (start: Double, end: Double) {
        func meanDistance(_ line: Int) -> Float {
            let distances = vertical ? mask.distances(alongRow: line) : mask.distances(alongColumn: line)
            var sum: Float = 0, count = 0
            for other in others {
                for position in other {
                    sum += distances[position]
                    count += 1
                }
            }
            return sum / Float(max(count, 1))
        }
        func coverage(edge: Int, outside: Int, inside: Int) -> Double {
            let outer = meanDistance(outside), inner = meanDistance(inside), here = meanDistance(edge)
            guard inner - outer > 0.01 else { return 1 }
            return Double(min(max((here - outer) / (inner - outer), 0), 1))
        }
        guard band.count >= 3 else { return (Double(band.lowerBound), Double(band.upperBound + 1)) }
        let start = Double(band.lowerBound) + 1 - coverage(edge: band.lowerBound, outside: band.lowerBound - 1, inside: band.lowerBound + 1)
        let end = Double(band.upperBound) + coverage(edge: band.upperBound, outside: band.upperBound + 1, inside: band.upperBound - 1)
        return (start, end)
    }
}

