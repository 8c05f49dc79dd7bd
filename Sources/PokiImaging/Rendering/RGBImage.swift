/// Opaque pixels ready to draw: RGB, 8 bits per channel, row-major, in display orientation.
public struct RGBImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width * height * 3` bytes.
    public var rgb: [UInt8]

    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "RGB buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The colour at column `x`, row `y` (both from 0, top left).
    public func colour(x: Int, y: Int) -> Colour {
        let offset = (y * width + x) * 3
        return Colour(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
    }
}
