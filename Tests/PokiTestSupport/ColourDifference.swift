import Foundation

/// How different two colours look: CIEDE2000 on sRGB under D65, as `Benchmarks/print_accuracy.py`
/// measures a frame's colour against the generator's truth (about 1 is just visible; 5 is
/// plainly another shade). Written here, not taken from poki, so a test does not grade poki with
/// poki's own colour science.
public enum ColourDifference {
    /// The CIEDE2000 difference between two colours written `#RRGGBB`; nil when either is not.
    public static func deltaE2000(_ first: String, _ second: String) -> Double? {
        guard let one = rgb(first), let other = rgb(second) else { return nil }
        return deltaE2000(lab(one), lab(other))
    }

    private static func rgb(_ text: String) -> [Double]? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return [Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF)]
    }

    private static func lab(_ rgb: [Double]) -> (l: Double, a: Double, b: Double) {
        let linear = rgb.map { channel -> Double in
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear[0], linear[1], linear[2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    private static func deltaE2000(_ one: (l: Double, a: Double, b: Double), _ other: (l: Double, a: Double, b: Double)) -> Double {
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let degrees = atan2(b, a) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        let chromaMean = (hypot(one.a, one.b) + hypot(other.a, other.b)) / 2
        let g = 0.5 * (1 - (pow(chromaMean, 7) / (pow(chromaMean, 7) + pow(25, 7))).squareRoot())
        let a1 = one.a * (1 + g), a2 = other.a * (1 + g)
        let c1 = hypot(a1, one.b), c2 = hypot(a2, other.b)
        let h1 = c1 == 0 ? 0 : hue(one.b, a1), h2 = c2 == 0 ? 0 : hue(other.b, a2)
        var hueStep = 0.0
        if c1 * c2 != 0 {
            hueStep = h2 - h1
            if hueStep > 180 { hueStep -= 360 } else if hueStep < -180 { hueStep += 360 }
        }
        let lightness = other.l - one.l, chroma = c2 - c1
        let hueDifference = 2 * (c1 * c2).squareRoot() * sin(radians(hueStep / 2))
        let lightnessMean = (one.l + other.l) / 2, chromaMeanPrime = (c1 + c2) / 2
        let hueMean: Double
        if c1 * c2 == 0 {
            hueMean = h1 + h2
        } else if abs(h1 - h2) <= 180 {
            hueMean = (h1 + h2) / 2
        } else {
            hueMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
        }
        let t = 1 - 0.17 * cos(radians(hueMean - 30)) + 0.24 * cos(radians(2 * hueMean))
            + 0.32 * cos(radians(3 * hueMean + 6)) - 0.20 * cos(radians(4 * hueMean - 63))
        let lightnessWeight = 1 + 0.015 * pow(lightnessMean - 50, 2) / (20 + pow(lightnessMean - 50, 2)).squareRoot()
        let chromaWeight = 1 + 0.045 * chromaMeanPrime
        let hueWeight = 1 + 0.015 * chromaMeanPrime * t
        let rotation = -2 * (pow(chromaMeanPrime, 7) / (pow(chromaMeanPrime, 7) + pow(25, 7))).squareRoot()
            * sin(radians(60 * exp(-pow((hueMean - 275) / 25, 2))))
        let l = lightness / lightnessWeight, c = chroma / chromaWeight, h = hueDifference / hueWeight
        return (l * l + c * c + h * h + rotation * c * h).squareRoot()
    }
}
