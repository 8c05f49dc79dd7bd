/// A small, area-averaged copy of an image: what the decoders hand to ``PaletteExtractor``.
///
/// Pixels are RGBA, 8 bits per channel, straight (not premultiplied) alpha, row-major, in the
/// file's stored orientation (orientation does not change which colours an image has).
public struct SampleImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
