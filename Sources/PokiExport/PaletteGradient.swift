import PokiImaging

/// A palette drawn as the original app did under each photo: a horizontal CSS gradient through its
/// colours, each centred in a stretch as wide as its share.
enum PaletteGradient {
    /// `linear-gradient(…)` for `palette`; a plain colour for one entry, and `mean` when the
    /// palette is empty (a fully transparent image).
    static func css(_ palette: Palette, mean: Colour) -> String {
        let entries = palette.entries.filter { $0.share > 0 }
        guard entries.count > 1 else { return (entries.first?.colour ?? mean).hex }
        var stops: [String] = []
        var start = 0.0
        for entry in entries {
            stops.append("\(entry.colour.hex) \(percent(start + entry.share / 2))")
            start += entry.share
        }
        return "linear-gradient(90deg, \(stops.joined(separator: ", ")))"
    }

    /// A share (0…1) as a CSS percentage with one decimal, the same text for the same palette.
    static func percent(_ share: Double) -> String {
        let tenths = Int((min(1, max(0, share)) * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Black or white, whichever reads better on `colour` (by its relative luminance, WCAG's
    /// crossing point 0.179).
    static func textColour(on colour: Colour) -> String {
        let luminance = 0.2126 * LinearRGB.decode(colour.red) + 0.7152 * LinearRGB.decode(colour.green)
            + 0.0722 * LinearRGB.decode(colour.blue)
        return luminance > 0.179 ? "#000" : "#FFF"
    }
}
