/// A colour in Björn Ottosson's Oklab space (2020), where Euclidean distance tracks perceived difference.
///
/// `lightness` runs from 0 (black) to 1 (white); `a` is green (−) to red (+) and `b` is blue (−) to
/// yellow (+), each within about ±0.32 for sRGB colours. A distance of 0.02 is a barely visible
/// difference; 0.07 separates colours a person names differently.
/// Matrices from <https://bottosson.github.io/posts/oklab/>.
public struct Oklab: Sendable, Equatable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    // MARK: - Conversions

    /// Converts a linear-light sRGB colour.
    public init(_ linear: LinearRGB) {
        let l = CubeRoot.of(0.4122214708 * linear.red + 0.5363325363 * linear.green + 0.0514459929 * linear.blue)
        let m = CubeRoot.of(0.2119034982 * linear.red + 0.6806995451 * linear.green + 0.1073969566 * linear.blue)
        let s = CubeRoot.of(0.0883024619 * linear.red + 0.2817188376 * linear.green + 0.6299787005 * linear.blue)
        self.init(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// Converts an 8-bit sRGB colour.
    public init(_ colour: Colour) {
        self.init(LinearRGB(colour))
    }

    /// The same colour in linear-light sRGB (channels may leave 0…1 for colours outside the sRGB gamut).
    public var linearRGB: LinearRGB {
        let l = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s = lightness - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        return LinearRGB(
            red: 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
            green: -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
            blue: -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        )
    }

    /// The nearest 8-bit sRGB colour (out-of-gamut channels clipped).
    public var colour: Colour {
        linearRGB.colour
    }

    // MARK: - Distance

    /// Perceptual difference (ΔE_OK): the Euclidean distance between the two colours.
    public func distance(to other: Oklab) -> Double {
        squaredDistance(to: other).squareRoot()
    }

    /// The square of ``distance(to:)``, for comparisons that need no square root.
    public func squaredDistance(to other: Oklab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }
}
