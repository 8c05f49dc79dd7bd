/// How an analysis decides whether an image is a booth print: poki finds out, or the user said.
public enum PrintChoice: Sendable, Equatable {
    /// poki's detector decides (what `add` does).
    case detect
    /// A print of this layout: its cuts are fitted to it (`edit --layout 2x3`).
    case layout(BoothPrint.Layout)
    /// A print of whichever layout booths make fits best (`edit --print`).
    case anyLayout
    /// Not a print: the palette is the whole image's (`edit --not-print`).
    case notAPrint
}
