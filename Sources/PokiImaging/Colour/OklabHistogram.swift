/// Weighted colour samples gathered into the cells of a fixed grid in Oklab.
///
/// Each occupied cell becomes one bin holding its total weight and the weighted mean position of
/// its samples, so mode finding works on a few hundred bins instead of every pixel. Sums are kept
/// in fixed-point integers and bins are listed in cell order, so the result does not depend on the
/// order in which samples arrive.
struct OklabHistogram {
    /// The samples that fell into one grid cell.
    struct Bin {
        /// Weighted mean position of the cell's samples.
        var position: Oklab
        /// Total weight of the cell's samples.
        var weight: Double
    }

    /// Occupied cells, lightness-major in cell order.
    let bins: [Bin]

    /// Bins `points` (each with the matching entry of `weights`, > 0) into cubic cells `cellSize` wide.
    init(points: [Oklab], weights: [Int64], cellSize: Double) {
        let lightnessCells = Self.cellCount(extent: Self.upper.lightness - Self.lower.lightness, cellSize: cellSize)
        let aCells = Self.cellCount(extent: Self.upper.a - Self.lower.a, cellSize: cellSize)
        let bCells = Self.cellCount(extent: Self.upper.b - Self.lower.b, cellSize: cellSize)
        func index(_ value: Double, from lower: Double, cells: Int) -> Int {
            min(max(Int(((value - lower) / cellSize).rounded(.down)), 0), cells - 1)
        }

        // Each sample's cell, then the samples in cell order (a counting sort, stable), so only
        // occupied cells are summed: the grid has thousands of cells, a photo's samples fill a
        // few hundred, and four sums for every cell of the grid would be a quarter of a megabyte
        // to clear for each image.
        let cellTotal = lightnessCells * aCells * bCells
        let cells = points.map { point in
            Int32((index(point.lightness, from: Self.lower.lightness, cells: lightnessCells) * aCells
                + index(point.a, from: Self.lower.a, cells: aCells)) * bCells
                + index(point.b, from: Self.lower.b, cells: bCells))
        }
        // Counted, summed up to where each cell's samples end, then filled from the back: each
        // cell's entry ends where its samples start, and the next cell's where they end.
        var starts = [Int32](repeating: 0, count: cellTotal + 1)
        for cell in cells { starts[Int(cell)] += 1 }
        for cell in 1...cellTotal { starts[cell] += starts[cell - 1] }
        var order = [Int32](repeating: 0, count: cells.count)
        for sample in cells.indices.reversed() {
            let cell = Int(cells[sample])
            starts[cell] -= 1
            order[Int(starts[cell])] = Int32(sample)
        }

        var bins: [Bin] = []
        var first = 0
        while first < order.count {
            let cell = Int(cells[Int(order[first])])
            let end = Int(starts[cell + 1])
            var weight: Int64 = 0, lightnessSum: Int64 = 0, aSum: Int64 = 0, bSum: Int64 = 0
            for sample in order[first..<end] {
                let point = points[Int(sample)], pointWeight = weights[Int(sample)]
                weight += pointWeight
                lightnessSum += Self.fixedPoint(point.lightness) * pointWeight
                aSum += Self.fixedPoint(point.a) * pointWeight
                bSum += Self.fixedPoint(point.b) * pointWeight
            }
            first = end
            let divisor = Double(weight) * Self.scale
            let position = Oklab(lightness: Double(lightnessSum) / divisor, a: Double(aSum) / divisor, b: Double(bSum) / divisor)
            bins.append(Bin(position: position, weight: Double(weight)))
        }
        self.bins = bins
    }

    // MARK: - Grid

    /// Corners of a box holding every sRGB colour in Oklab (a spans about −0.234…0.277, b −0.312…0.199).
    private static let lower = Oklab(lightness: 0, a: -0.25, b: -0.32)
    private static let upper = Oklab(lightness: 1, a: 0.30, b: 0.23)

    private static func cellCount(extent: Double, cellSize: Double) -> Int {
        Int((extent / cellSize).rounded(.up)) + 1
    }

    // MARK: - Fixed point

    /// One Oklab unit in fixed point (2^24): coordinates stay within ±2, so a weight-255 sample
    /// adds under 2^33 and an `Int64` holds the sum of billions of them.
    private static let scale: Double = 16_777_216

    private static func fixedPoint(_ coordinate: Double) -> Int64 {
        Int64((coordinate * scale).rounded())
    }
}
