/// An Oklab colour in single precision, for the per-pixel work of finding a print's frame.
struct FramePoint: Equatable {
    var lightness: Float
    var a: Float
    var b: Float

    init(_ lightness: Float, _ a: Float, _ b: Float) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// An 8-bit sRGB colour in Oklab, in single precision: Ottosson's matrices (as ``Oklab``),
    /// the transfer curve from a table and the cube roots by Newton's method without a division,
    /// several times faster than the library's `cbrt` for the hundreds of thousands of pixels of
    /// a working image, and within 2e-4 of it (a hundredth of a just-visible difference).
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let table = Self.linearTable
        let cone = FramePoint(coneResponsesOfRed: table[Int(red)], green: table[Int(green)], blue: table[Int(blue)])
        self.init(cubeRootsOfConeResponses: FramePoint(Self.cubeRoot(cone.lightness), Self.cubeRoot(cone.a), Self.cubeRoot(cone.b)))
    }

    /// Oklab's first step: the cone responses (l, m, s, held in lightness, a, b) of a
    /// linear-light sRGB colour.
    @inline(__always)
    init(coneResponsesOfRed r: Float, green g: Float, blue b: Float) {
        self.init(
            0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
            0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
            0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        )
    }

    /// Oklab's last step: the colour whose cone responses' cube roots are `roots` (l, m, s).
    @inline(__always)
    init(cubeRootsOfConeResponses roots: FramePoint) {
        let l = roots.lightness, m = roots.a, s = roots.b
        self.init(
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// Every 8-bit channel value in linear light.
    static let linearTable: [Float] = (0...255).map { Float(LinearRGB.decode(UInt8($0))) }

    /// The cube root of `x`, 0 ≤ `x` ≤ 1, as `x` times the square of its inverse cube root: a
    /// first guess for that from the float's bits (within 4 %), then two Newton steps
    /// `r ← r (4 − x r³) / 3`, each of which about squares the relative error (to 3e-3, then
    /// 4e-5). At 0 the guess stays finite and the result is 0.
    @inline(__always)
    static func cubeRoot(_ x: Float) -> Float {
        var r = Float(bitPattern: 0x54A2_FA8D &- x.bitPattern / 3)
        r = r * (4 - x * r * r * r) * (1 / 3)
        r = r * (4 - x * r * r * r) * (1 / 3)
        return x * r * r
    }

    func squaredDistance(to other: FramePoint) -> Float {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    func distance(to other: FramePoint) -> Float { squaredDistance(to: other).squareRoot() }

    /// This colour with its chroma (a, b) at half weight, for distances that trust lightness more.
    var frameWeighted: FramePoint { FramePoint(lightness, a * 0.5, b * 0.5) }

    static func + (left: FramePoint, right: FramePoint) -> FramePoint {
        FramePoint(left.lightness + right.lightness, left.a + right.a, left.b + right.b)
    }

    static func - (left: FramePoint, right: FramePoint) -> FramePoint {
        FramePoint(left.lightness - right.lightness, left.a - right.a, left.b - right.b)
    }

    static func * (point: FramePoint, scale: Float) -> FramePoint {
        FramePoint(point.lightness * scale, point.a * scale, point.b * scale)
    }
}
