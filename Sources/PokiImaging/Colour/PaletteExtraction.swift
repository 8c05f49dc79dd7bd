/// What ``PaletteExtractor`` finds in a sample: the palette and the image's overall mean colour.
public struct PaletteExtraction: Sendable, Equatable {
    /// The dominant colours, largest share first.
    public var palette: Palette
    /// The alpha-weighted mean of every pixel, averaged in linear light; `#000000` for a fully transparent image.
    public var meanColour: Colour

    public init(palette: Palette, meanColour: Colour) {
        self.palette = palette
        self.meanColour = meanColour
    }
}
