import PokiImaging

/// Draws colours on a terminal with 24-bit ANSI backgrounds, or as hex text where colour is off.
enum ColourSwatch {
    /// A block of `width` columns filled with `colour`; spaces when colour is off.
    static func block(_ colour: Colour, width: Int, colour usesColour: Bool) -> String {
        let spaces = String(repeating: " ", count: width)
        guard usesColour else { return spaces }
        return "\u{1B}[48;2;\(colour.red);\(colour.green);\(colour.blue)m\(spaces)\u{1B}[0m"
    }

    /// A gradient bar `width` columns wide, like the one the original app drew under each photo:
    /// each palette colour holds a band in proportion to its share and blends into its
    /// neighbours between the bands' centres. Empty when colour is off.
    static func bar(_ palette: Palette, width: Int, colour usesColour: Bool) -> String {
        guard usesColour, width > 0, !palette.entries.isEmpty else { return "" }
        let colours = gradient(palette, width: width)
        var bar = ""
        var previous: Colour?
        for colour in colours {
            if colour != previous { bar += "\u{1B}[48;2;\(colour.red);\(colour.green);\(colour.blue)m" }
            previous = colour
            bar += " "
        }
        return bar + "\u{1B}[0m"
    }

    /// The colour of each of `width` columns of the palette's gradient.
    static func gradient(_ palette: Palette, width: Int) -> [Colour] {
        let total = palette.entries.reduce(0) { $0 + $1.share }
        guard width > 0, total > 0 else { return [] }
        var centres: [Double] = []
        var cumulative = 0.0
        for entry in palette.entries {
            centres.append((cumulative + entry.share / 2) / total)
            cumulative += entry.share
        }
        return (0..<width).map { column in
            let position = (Double(column) + 0.5) / Double(width)
            guard let next = centres.firstIndex(where: { $0 > position }) else { return palette.entries[palette.entries.count - 1].colour }
            guard next > 0 else { return palette.entries[0].colour }
            let fraction = (position - centres[next - 1]) / (centres[next] - centres[next - 1])
            return mix(palette.entries[next - 1].colour, palette.entries[next].colour, fraction)
        }
    }

    /// `from` blended toward `to` by `fraction` (0…1), channel by channel.
    private static func mix(_ from: Colour, _ to: Colour, _ fraction: Double) -> Colour {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded())
        }
        return Colour(red: channel(from.red, to.red), green: channel(from.green, to.green), blue: channel(from.blue, to.blue))
    }
}
