import PokiSystem

/// The family a colour's name falls in, judged in OkLCh (Oklab's lightness, chroma and hue angle),
/// where hue and chroma follow what people see: eight hue families and white, grey and black.
///
/// - achromatic: chroma below 0.04 (below 0.03 for a cool hue, 125…340, from lightness 0.85:
///   on near white a faint green, blue or lavender is what a person names, #C5DDF2 is light blue,
///   where a faint warm hue is still a warm white, ivory or antique white), or lightness below
///   0.15 whatever the chroma (near black looks black): white from lightness 0.85, black below
///   0.30, grey between;
/// - otherwise by hue angle, degrees: pink 340…15 (rose, hot pink, #E94B6A), red 15…45 (red,
///   crimson, coral, maroon), orange 45…85 (orange, brown, tan), yellow 85…125 (gold, yellow,
///   olive), green 125…175, cyan 175…220 (cyan, teal), blue 220…290 (sky blue, blue, navy),
///   purple 290…340 (violet, indigo, purple, magenta).
public enum ColourFamily: String, Sendable, CaseIterable, Codable {
    case red, orange, yellow, green, cyan, blue, purple, pink, white, grey, black

    /// Below this OkLCh chroma a colour has no hue a person would name ...
    static let achromaticChroma = 0.04
    /// ... or below this one for a cool hue (``coolHues``) from the lightness where white begins
    /// (``paleLightness``): on near white a faint cool hue shows, and pastels are named by it.
    static let paleAchromaticChroma = 0.03
    /// The hues, degrees, whose pastels ``paleAchromaticChroma`` names: green to purple. A faint
    /// warm hue on near white is cream, ivory, a warm white, and white is what people call it.
    static let coolHues = 125.0..<340.0
    /// The lightness from which an achromatic colour is white.
    static let paleLightness = 0.85

    /// The family of `colour`.
    public init(_ colour: Colour) {
        let oklab = Oklab(colour)
        let chroma = (oklab.a * oklab.a + oklab.b * oklab.b).squareRoot()
        var hue = Platform.angle(y: oklab.b, x: oklab.a) * 180 / .pi
        if hue < 0 { hue += 360 }
        let pale = oklab.lightness >= Self.paleLightness
        let achromatic = pale && Self.coolHues.contains(hue) ? Self.paleAchromaticChroma : Self.achromaticChroma
        if chroma < achromatic || oklab.lightness < 0.15 {
            self = pale ? .white : oklab.lightness < 0.30 ? .black : .grey
            return
        }
        switch hue {
        case 15..<45: self = .red
        case 45..<85: self = .orange
        case 85..<125: self = .yellow
        case 125..<175: self = .green
        case 175..<220: self = .cyan
        case 220..<290: self = .blue
        case 290..<340: self = .purple
        default: self = .pink
        }
    }

    /// The family's name as messages give it: `pink`, `grey` (the raw value); in Korean `분홍`, `회색`.
    public var name: Phrase {
        switch self {
        case .red: Phrase("red", korean: "빨강")
        case .orange: Phrase("orange", korean: "주황")
        case .yellow: Phrase("yellow", korean: "노랑")
        case .green: Phrase("green", korean: "초록")
        case .cyan: Phrase("cyan", korean: "청록")
        case .blue: Phrase("blue", korean: "파랑")
        case .purple: Phrase("purple", korean: "보라")
        case .pink: Phrase("pink", korean: "분홍")
        case .white: Phrase("white", korean: "흰색")
        case .grey: Phrase("grey", korean: "회색")
        case .black: Phrase("black", korean: "검정")
        }
    }

    /// A typical colour of the family, for drawing it.
    public var swatch: Colour {
        switch self {
        case .red: return Colour(red: 0xD9, green: 0x36, blue: 0x36)
        case .orange: return Colour(red: 0xE8, green: 0x89, blue: 0x2E)
        case .yellow: return Colour(red: 0xE8, green: 0xCC, blue: 0x2E)
        case .green: return Colour(red: 0x3D, green: 0xAA, blue: 0x55)
        case .cyan: return Colour(red: 0x2E, green: 0xB8, blue: 0xC4)
        case .blue: return Colour(red: 0x35, green: 0x66, blue: 0xD9)
        case .purple: return Colour(red: 0x8E, green: 0x4F, blue: 0xD1)
        case .pink: return Colour(red: 0xE8, green: 0x5A, blue: 0x9A)
        case .white: return Colour(red: 0xF2, green: 0xF2, blue: 0xF2)
        case .grey: return Colour(red: 0x8C, green: 0x8C, blue: 0x8C)
        case .black: return Colour(red: 0x26, green: 0x26, blue: 0x26)
        }
    }
}
