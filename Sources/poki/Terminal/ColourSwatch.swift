import PokiKit

/// Draws colours on a terminal with 24-bit ANSI backgrounds, or as hex text where colour is off.
enum ColourSwatch {
    /// A block of `width` columns filled with `colour`; spaces when colour is off.
    static func block(_ colour: Colour, width: Int, colour usesColour: Bool) -> String {
        let spaces = String(repeating: " ", count: width)
        guard usesColour else { return spaces }
        return "\u{1B}[48;2;\(colour.red);\(colour.green);\(colour.blue)m\(spaces)\u{1B}[0m"
    }

    /// A bar `width` columns wide split between the palette's colours by share, like the gradient
    /// the original app drew under each photo. Empty when colour is off.
    static func bar(_ palette: Palette, width: Int, colour usesColour: Bool) -> String {
        guard usesColour, width > 0, !palette.entries.isEmpty else { return "" }
        var bar = ""
        var used = 0
        var cumulative = 0.0
        for entry in palette.entries {
            cumulative += entry.share
            let end = min(width, Int((cumulative * Double(width)).rounded()))
            if end > used {
                bar += block(entry.colour, width: end - used, colour: true)
                used = end
            }
        }
        if used < width, let last = palette.entries.last {
            bar += block(last.colour, width: width - used, colour: true)
        }
        return bar
    }
}
