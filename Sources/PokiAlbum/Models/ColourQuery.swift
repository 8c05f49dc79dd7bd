import PokiImaging

/// What `list --colour` looks for: photos whose palette has colours of ``family`` (a colour's
/// name, judged as `stats` counts colours), or within ``within`` of ``colour`` (`#RRGGBB`, or a
/// name with `--within`), covering at least ``minimumShare`` of the photo.
///
/// The distance is Oklab's, but for a pale or a dark colour, where lightness differs little
/// between colours people name differently (a pastel pink and beige, navy and black, cream and
/// white) and much between shades they call the same, the differences in hue and in chroma count
/// half as much again and the difference in lightness a quarter less.
public struct ColourQuery: Sendable, Equatable {
    /// The default distance, 0.08: above a just-noticeable difference (about 0.02) and a little
    /// above the 0.07 that separates colours people name differently, so shades a person calls by
    /// the same name (a darker or a pinker red) match, and the neighbouring family does not.
    public static let defaultWithin = 0.08
    /// The least share of the photo the matching colours must cover together: 5 %, so a
    /// speck of the colour (a sticker, a button) does not bring a photo up.
    public static let minimumShare = 0.05

    /// The colour looked for.
    public var colour: Colour
    /// The largest distance from ``colour`` a palette colour may have to match.
    public var within: Double
    /// When set, a palette colour matches when it is of this family, whatever its distance.
    public var family: ColourFamily?

    public init(colour: Colour, within: Double = Self.defaultWithin, family: ColourFamily? = nil) {
        self.colour = colour
        self.within = within
        self.family = family
    }

    /// The share of the photo (0…1) the colours of `entries` that match cover together.
    func coverage(of entries: [IndexedPaletteEntry]) -> Double {
        score(of: entries).coverage
    }

    /// The share the matching colours cover, and the order photos are listed in: each matching
    /// colour's share, whole within ``defaultWithin`` (and for a family), less the farther beyond
    /// it a wider search reaches, so a photo of the very colour comes before one with more of a
    /// colour only near it.
    func score(of entries: [IndexedPaletteEntry]) -> (coverage: Double, rank: Double) {
        let target = Oklab(colour)
        var permille = 0
        var rank = 0.0
        for entry in entries {
            if let family {
                guard ColourFamily(entry.colour) == family else { continue }
                permille += entry.permille
                rank += Double(entry.permille)
                continue
            }
            let distance = Self.distance(from: target, to: Oklab(entry.colour))
            guard distance <= within else { continue }
            permille += entry.permille
            // Within the default distance every shade counts whole (most covered first); beyond it,
            // a wider search counts a colour the less the farther it is.
            let farther = max(0, distance - Self.defaultWithin) / max(within - Self.defaultWithin, .ulpOfOne)
            rank += Double(entry.permille) * (1 - farther)
        }
        return (Double(permille) / 1000, rank / 1000)
    }

    /// Whether `print`'s frame is of this colour: its plain colour, or one of the colours of its
    /// gradient or pattern.
    func matchesFrame(_ print: BoothPrint) -> Bool {
        let colours = [print.frame] + (print.frameStyle?.colours ?? [])
        if let family { return colours.contains { ColourFamily($0) == family } }
        let target = Oklab(colour)
        return colours.contains { Self.distance(from: target, to: Oklab($0)) <= within }
    }

    /// The distance from the colour looked for, `target`, to `other`: lightness, chroma and hue
    /// differences, the hue's and the chroma's weighted up and the lightness's down for a pale
    /// colour (lightness from 0.75, chroma under 0.12: pastels) or a dark one (lightness under
    /// 0.35). A pastel's little chroma is what tells it from white: cream (#F3E5C0) is 0.075 from
    /// white by Oklab with the lightness weighted down, and 0.094 with its chroma weighted up.
    static func distance(from target: Oklab, to other: Oklab) -> Double {
        let lightness = other.lightness - target.lightness, a = other.a - target.a, b = other.b - target.b
        let targetChroma = (target.a * target.a + target.b * target.b).squareRoot()
        guard (target.lightness >= 0.75 && targetChroma < 0.12) || target.lightness < 0.35 else {
            return (lightness * lightness + a * a + b * b).squareRoot()
        }
        let chroma = (other.a * other.a + other.b * other.b).squareRoot() - targetChroma
        let hueSquared = max(0, a * a + b * b - chroma * chroma)
        return (0.5625 * lightness * lightness + 2.25 * (chroma * chroma + hueSquared)).squareRoot()
    }
}
