/// A word Tesseract read in an image.
public struct RecognizedWord: Sendable, Equatable {
    /// The text line it is on, counted from 0 in reading order.
    public var line: Int
    /// How sure Tesseract is of it, 0…100.
    public var confidence: Int
    public var text: String
    /// The first column of its box in the image read, in pixels; 0, as ``right``, when Tesseract
    /// gave no box.
    public var left: Int
    /// The column past the last of its box.
    public var right: Int

    public init(line: Int, confidence: Int, text: String, left: Int = 0, right: Int = 0) {
        self.line = line
        self.confidence = confidence
        self.text = text
        self.left = left
        self.right = right
    }

    /// Whether its box and `other`'s share a column.
    func overlaps(_ other: RecognizedWord) -> Bool { left < other.right && other.left < right }
}
