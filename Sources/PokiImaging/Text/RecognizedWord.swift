/// A word Tesseract read in an image.
public struct RecognizedWord: Sendable, Equatable {
    /// The text line it is on, counted from 0 in reading order.
    public var line: Int
    /// How sure Tesseract is of it, 0…100.
    public var confidence: Int
    public var text: String

    public init(line: Int, confidence: Int, text: String) {
        self.line = line
        self.confidence = confidence
        self.text = text
    }
}
