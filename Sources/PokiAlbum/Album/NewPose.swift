import PokiImaging

/// A pose the user adds: a picture of it, what ``ImageAnalyzer`` found in that picture, and its words.
public struct NewPose: Sendable, Equatable {
    /// The image file to copy into the album.
    public var sourcePath: String
    /// The result of ``ImageAnalyzer/analyze(fileAt:onWarning:)`` for `sourcePath`.
    public var analysis: ImageAnalysis
    public var category: PoseCategory
    /// 1 to 64 characters, no control characters or bidirectional controls; kept in NFC without surrounding spaces.
    public var title: String
    /// At most 500 characters; nil or blank for none.
    public var note: String?

    public init(sourcePath: String, analysis: ImageAnalysis, category: PoseCategory, title: String, note: String? = nil) {
        self.sourcePath = sourcePath
        self.analysis = analysis
        self.category = category
        self.title = title
        self.note = note
    }
}
