import PokiImaging

/// The user's word on whether a photo is a print, and its layout (`edit --layout`, `--print`,
/// `--not-print`), with the analysis of the photo's image made by it.
public struct PrintCorrection: Sendable, Equatable {
    public var choice: PrintChoice
    /// The photo's image analysed with `choice` (its palette of the cuts it fits, or of the
    /// whole image).
    public var analysis: ImageAnalysis
    /// The SHA-256 of the image analysed: the edit is refused if the photo's image changed since.
    public var sha256: String

    public init(choice: PrintChoice, analysis: ImageAnalysis, sha256: String) {
        self.choice = choice
        self.analysis = analysis
        self.sha256 = sha256
    }
}
