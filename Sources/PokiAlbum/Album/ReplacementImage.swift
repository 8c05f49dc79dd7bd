import PokiImaging

/// A file to put in place of a photo's image or the profile picture, with what ``ImageAnalyzer`` found in it.
public struct ReplacementImage: Sendable, Equatable {
    public var sourcePath: String
    public var analysis: ImageAnalysis

    public init(sourcePath: String, analysis: ImageAnalysis) {
        self.sourcePath = sourcePath
        self.analysis = analysis
    }
}
