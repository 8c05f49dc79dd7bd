/// The colours that fill an image and how much of it each one covers.
///
/// Produced by ``PaletteExtractor``; the definition behind the numbers is versioned so stored
/// palettes can be recognised as stale when the definition changes.
public struct Palette: Sendable, Equatable, Codable {
    /// One colour of the palette.
    public struct Entry: Sendable, Equatable, Codable {
        /// The colour: the alpha-weighted mean, in linear light, of the samples assigned to it.
        public var colour: Colour
        /// Fraction of the image's (alpha-weighted) area, 0…1.
        public var share: Double

        public init(colour: Colour, share: Double) {
            self.colour = colour
            self.share = share
        }
    }

    /// The version of the extraction definition that produced this palette.
    public var version: Int
    /// The colours, largest share first. Shares sum to 1 (an empty palette means a fully transparent image).
    public var entries: [Entry]
    /// False when the runner-up's share is within 0.05 of the first colour's.
    public var clearDominant: Bool

    public init(version: Int, entries: [Entry], clearDominant: Bool) {
        self.version = version
        self.entries = entries
        self.clearDominant = clearDominant
    }

    /// The colour with the largest share.
    public var dominant: Entry? { entries.first }
}
