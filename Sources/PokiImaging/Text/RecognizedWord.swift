/// A word Tesseract read in an image.
public struct RecognizedWord: Sendable, Equatable {
    /// The text line it is on, counted from 0 in reading order.
    public var line: Int
    /// How sure Tesseract is of it, 0…100.
    public var confidence: Int
    public var text: String
    /// Where its box starts and ends across the image read, in pixels (the end past its last
    /// column); both 0 when Tesseract gave no box.
    public var left: Int
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
