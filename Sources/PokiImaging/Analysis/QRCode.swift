/// A QR code found in an image: its text and the box around it.
public struct QRCode: Sendable, Equatable, Codable {
    /// The decoded content (a booth's download link, usually).
    public var text: String
    /// Left edge, top edge, width and height in pixels of the image as stored (before EXIF
    /// orientation is applied).
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(text: String, x: Int, y: Int, width: Int, height: Int) {
        self.text = text
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension QRCode {
    /// The code's box in an image `scaleX` wider and `scaleY` taller than the one it was found
    /// in, rounded outwards so the box still takes in the whole code.
    package func scaled(x scaleX: Double, y scaleY: Double) -> QRCode {
        QRCode(
            text: text, x: Int((Double(x) * scaleX).rounded(.down)), y: Int((Double(y) * scaleY).rounded(.down)),
            width: Int((Double(width) * scaleX).rounded(.up)), height: Int((Double(height) * scaleY).rounded(.up))
        )
    }

    /// Whether the boxes of `self` and `other` share a pixel: the same code found twice.
    package func overlaps(_ other: QRCode) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
