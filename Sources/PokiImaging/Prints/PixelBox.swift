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

    /// The smallest box holding every one of `boxes`; nil when there are none.
    public static func enclosing(_ boxes: [PixelBox]) -> PixelBox? {
        guard let left = boxes.map(\.x).min(), let top = boxes.map(\.y).min() else { return nil }
        let right = boxes.map { $0.x + $0.width }.max()!, bottom = boxes.map { $0.y + $0.height }.max()!
        return PixelBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The pixels this box shares with `other`.
    public func intersection(with other: PixelBox) -> Int {
        let width = min(x + self.width, other.x + other.width) - max(x, other.x)
        let height = min(y + self.height, other.y + other.height) - max(y, other.y)
        return width > 0 && height > 0 ? width * height : 0
    }
}
