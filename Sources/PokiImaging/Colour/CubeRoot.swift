/// Real cube roots, worked out the way glibc's `cbrt` works them out (a polynomial first guess
/// on the mantissa, one Halley step, the exponent split by three), operation for operation: the
/// palette's colour conversion gives the bits it gave through the C library on x86-64 Linux, the
/// same on every platform, without a library call per channel of every sample pixel (whose
/// `frexp` and `scalbn` wrappers made them a tenth of the palette's time).
enum CubeRoot {
    /// The cube root of `x`: for every finite `x` the same value as glibc's `cbrt(x)`; zero,
    /// infinity and NaN come back as they are (NaN quieted).
    @inline(__always)
    static func of(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x + x }
        let (mantissa, exponent) = split(x.magnitude)
        let firstGuess = 0.354895765043919860
            + ((1.50819193781584896
                + ((-2.11499494167371287
                    + ((2.44693122563534430
                        + ((-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * mantissa) * mantissa)
                            * mantissa))
                        * mantissa))
                    * mantissa))
                * mantissa)
        let cube = firstGuess * firstGuess * firstGuess
        let root = firstGuess * (cube + 2.0 * mantissa) / (2.0 * cube + mantissa) * twoToTheThirds[2 + exponent % 3]
        // The result lies within 2^±358, where a power of two is a normal number and multiplying
        // by it is exact: the same as C's `ldexp`.
        let scale = Double(bitPattern: UInt64(1023 + exponent / 3) << 52)
        return (x > 0 ? root : -root) * scale
    }

    /// 2^(n/3) for n = −2…2, each the double quotient C's compiler makes of the same constants.
    private static let twoToTheThirds: [Double] = [1.0 / 1.5874010519681994748, 1.0 / 1.2599210498948731648, 1.0, 1.2599210498948731648, 1.5874010519681994748]

    /// C's `frexp` for a finite, positive `x`: `x` = mantissa · 2^exponent, 0.5 ≤ mantissa < 1.
    @inline(__always)
    private static func split(_ x: Double) -> (mantissa: Double, exponent: Int) {
        // A subnormal is first scaled into the normal range, exactly.
        let (normal, correction) = x.isNormal ? (x, 0) : (x * 0x1p54, -54)
        let bits = normal.bitPattern
        let biasedExponent = Int((bits >> 52) & 0x7FF)
        let mantissa = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | (1022 << 52))
        return (mantissa, biasedExponent - 1022 + correction)
    }
}
