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

        let cellTotal = lightnessCells * aCells * bCells
        var weight = [Int64](repeating: 0, count: cellTotal)
        var lightnessSum = [Int64](repeating: 0, count: cellTotal)
        var aSum = [Int64](repeating: 0, count: cellTotal)
        var bSum = [Int64](repeating: 0, count: cellTotal)
        for (point, pointWeight) in zip(points, weights) {
            let cell = (index(point.lightness, from: Self.lower.lightness, cells: lightnessCells) * aCells
                + index(point.a, from: Self.lower.a, cells: aCells)) * bCells
                + index(point.b, from: Self.lower.b, cells: bCells)
            weight[cell] += pointWeight
            lightnessSum[cell] += Self.fixedPoint(point.lightness) * pointWeight
            aSum[cell] += Self.fixedPoint(point.a) * pointWeight
            bSum[cell] += Self.fixedPoint(point.b) * pointWeight
        }

        var bins: [Bin] = []
        for cell in 0..<cellTotal where weight[cell] > 0 {
            let divisor = Double(weight[cell]) * Self.scale
            let position = Oklab(lightness: Double(lightnessSum[cell]) / divisor, a: Double(aSum[cell]) / divisor, b: Double(bSum[cell]) / divisor)
            bins.append(Bin(position: position, weight: Double(weight[cell])))
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
