/// An alpha-weighted sum of 8-bit sRGB pixels in linear light, kept in fixed-point integers.
///
/// Integer addition is associative, so the same pixels give the same sum, bit for bit, in any
/// order: a palette does not depend on the order in which pixels were visited.
struct LinearColourSum {
    /// Total weight added (the sum of the pixels' alpha values).
    private(set) var weight: Int64 = 0
    private var red: Int64 = 0
    private var green: Int64 = 0
    private var blue: Int64 = 0

    /// Adds one pixel, `weight` times (its alpha, 1…255).
    mutating func add(red: UInt8, green: UInt8, blue: UInt8, weight: Int64) {
        self.red += Self.fixedPointTable[Int(red)] * weight
        self.green += Self.fixedPointTable[Int(green)] * weight
        self.blue += Self.fixedPointTable[Int(blue)] * weight
        self.weight += weight
    }

    /// Adds everything in another sum.
    mutating func add(_ other: LinearColourSum) {
        red += other.red
        green += other.green
        blue += other.blue
        weight += other.weight
    }

    /// The weighted mean colour, encoded back to 8-bit sRGB; `nil` when nothing was added.
    var mean: Colour? {
        guard weight > 0 else { return nil }
        let divisor = Double(weight) * Self.scale
        return LinearRGB(red: Double(red) / divisor, green: Double(green) / divisor, blue: Double(blue) / divisor).colour
    }

    // MARK: - Fixed point

    /// One linear unit in fixed point: 2^24 keeps every 8-bit level distinct (the smallest step,
    /// 0 to 1, is about 5,000 units) and leaves room for 2^31 pixels of weight 255 in an `Int64`.
    private static let scale: Double = 16_777_216

    private static let fixedPointTable: [Int64] = (0...255).map { value in
        Int64((LinearRGB.decode(UInt8(value)) * scale).rounded())
    }
}
