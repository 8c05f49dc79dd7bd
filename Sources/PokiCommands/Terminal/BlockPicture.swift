import PokiImaging

/// Draws pixels with upper-half blocks `▀`: each character cell shows two pixels, the top one in
/// the foreground colour and the bottom one in the background colour. Works on any terminal with
/// colour; a cell is about twice as tall as wide, so the pixels come out square.
enum BlockPicture {
    /// One line per two pixel rows, each `image.width` columns wide, ending in a colour reset.
    /// An odd last row leaves the cell's bottom half in the terminal's own background.
    static func lines(_ image: RGBImage, depth: ColourDepth) -> [String] {
        stride(from: 0, to: image.height, by: 2).map { top in
            var line = ""
            var foreground: Colour?, background: Colour?
            let hasBottom = top + 1 < image.height
            if !hasBottom { line += "\u{1B}[49m" }
            for x in 0..<image.width {
                let upper = image.colour(x: x, y: top)
                if upper != foreground {
                    line += escape(upper, layer: 38, depth: depth)
                    foreground = upper
                }
                if hasBottom {
                    let lower = image.colour(x: x, y: top + 1)
                    if lower != background {
                        line += escape(lower, layer: 48, depth: depth)
                        background = lower
                    }
                }
                line += "▀"
            }
            return line + "\u{1B}[0m"
        }
    }

    /// Selects `colour` as foreground (`layer` 38) or background (48).
    static func escape(_ colour: Colour, layer: Int, depth: ColourDepth) -> String {
        switch depth {
        case .trueColour: "\u{1B}[\(layer);2;\(colour.red);\(colour.green);\(colour.blue)m"
        case .palette256: "\u{1B}[\(layer);5;\(XtermPalette.index(nearest: colour))m"
        }
    }
}
