/// A rectangle of whole pixels in an image's display orientation, from its top-left corner.
public struct PixelBox: Sendable, Equatable, Codable {
    /// Left edge, pixels from the image's left.
    public var x: Int
    /// Top edge, pixels from the image's top.
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Pixels covered.
    public var area: Int { width * height }

    /// The pixels this box shares with `other`.
    public func intersection(with other: PixelBox) -> Int {
        let width = min(x + self.width, other.x + other.width) - max(x, other.x)
        let height = min(y + self.height, other.y + other.height) - max(y, other.y)
        return width > 0 && height > 0 ? width * height : 0
    }
}
