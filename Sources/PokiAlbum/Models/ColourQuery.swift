import PokiImaging

/// What `list --colour` looks for: photos whose palette has colours within ``within`` of
/// ``colour`` (Oklab distance, ΔE_OK) covering at least ``minimumShare`` of the photo.
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
    /// The largest Oklab distance from ``colour`` a palette colour may have to match.
    public var within: Double

    public init(colour: Colour, within: Double = Self.defaultWithin) {
        self.colour = colour
        self.within = within
    }

    /// The share of the photo (0…1) the colours of `entries` within ``within`` cover together.
    func coverage(of entries: [IndexedPaletteEntry]) -> Double {
        let target = Oklab(colour)
        let limit = within * within
        var permille = 0
        for entry in entries where Oklab(entry.colour).squaredDistance(to: target) <= limit {
            permille += entry.permille
        }
        return Double(permille) / 1000
    }
}
