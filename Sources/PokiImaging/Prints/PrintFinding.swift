/// A print found in an image: what it is, and the pixels of its cuts for their palette.
public struct PrintFinding: Sendable, Equatable {
    public var print: BoothPrint
    /// The cuts' pixels from the working image, area-averaged to about the palette sample's
    /// density, frame left out: what the palette of a print is taken from.
    public var cutSample: SampleImage
    /// For a print photographed on paper, turned or seen at a slant: where the paper lies and
    /// its cuts on it. Nil for a booth's own file.
    public var paper: PhotographedPaper? = nil
}
