/// A size in pixels.
public struct PixelSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The largest size with this size's aspect ratio that fits in `box` (at least 1x1), for
    /// pixels as wide as they are tall. Small images are scaled up to fill the box too.
    public func fitted(in box: PixelSize) -> PixelSize {
        guard width > 0, height > 0 else { return PixelSize(width: 1, height: 1) }
        // Compare box.width / width with box.height / height without rounding.
        if box.width * height <= box.height * width {
            let fittedHeight = (box.width * height + width / 2) / width
            return PixelSize(width: max(1, box.width), height: max(1, fittedHeight))
        }
        let fittedWidth = (box.height * width + height / 2) / height
        return PixelSize(width: max(1, fittedWidth), height: max(1, box.height))
    }
}
