import PokiImaging

/// Text drawn in poki's own colours: on a colour (a calendar day) or in one (a bar of a chart).
enum PaintedText {
    /// `text` on `background`, in black or white, whichever reads better on it (by Oklab lightness).
    static func on(_ background: Colour, _ text: String, depth: ColourDepth) -> String {
        let ink = Oklab(background).lightness > 0.65 ? Colour(red: 0, green: 0, blue: 0) : Colour(red: 255, green: 255, blue: 255)
        return BlockPicture.escape(background, layer: 48, depth: depth) + BlockPicture.escape(ink, layer: 38, depth: depth) + text + "\u{1B}[0m"
    }

    /// `text` in `colour`.
    static func inColour(_ colour: Colour, _ text: String, depth: ColourDepth) -> String {
        BlockPicture.escape(colour, layer: 38, depth: depth) + text + "\u{1B}[0m"
    }
}
