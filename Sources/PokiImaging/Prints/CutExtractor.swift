/// Cuts a print's cuts out of its image at full resolution, orientation applied, each encoded as
/// a file of its own: JPEG for a JPEG print, PNG (keeping transparency) for a PNG print, JPEG for a
/// format poki only reads (WebP, HEIF; ``ImageFormat/writtenFormat``).
///
/// The image is decoded whole (a ``WholeImage``), so its size is bounded by
/// ``maximumPixels``. The encoded bytes are returned; writing them is the caller's (atomic) business.
public enum CutExtractor {
    /// Largest image decoded whole, in pixels (100 megapixels: 300 MB of RGB).
    public static let maximumPixels = WholeImage.maximumPixels
    /// JPEG quality of a cut: a picture kept in its own right.
    public static let jpegQuality = 95

    /// The encoded file of each of `cuts` (display-pixel boxes) of the image at `path`, each in
    /// `format.writtenFormat`.
    public static func extract(fileAt path: String, format: ImageFormat, orientation: Int, cuts: [PixelBox]) throws(CutExtractionError) -> [[UInt8]] {
        let image = try WholeImage(fileAt: path, format: format)
        let storedWidth = image.width, storedHeight = image.height, channels = image.channels
        let size = ImageAnalyzer.displaySize(width: storedWidth, height: storedHeight, orientation: orientation)
        return try image.withPixels { (pixels) throws(CutExtractionError) in
            var files: [[UInt8]] = []
            for (index, cut) in cuts.enumerated() {
                guard cut.x >= 0, cut.y >= 0, cut.width > 0, cut.height > 0, cut.x + cut.width <= size.width, cut.y + cut.height <= size.height else {
                    throw .cutOutside(path: path, index: index + 1)
                }
                var region = [UInt8](repeating: 0, count: cut.width * cut.height * channels)
                for y in 0..<cut.height {
                    for x in 0..<cut.width {
                        let stored = Orientation.storedPixel(
                            x: cut.x + x, y: cut.y + y, orientation: orientation, storedWidth: storedWidth, storedHeight: storedHeight
                        )
                        let from = (stored.y * storedWidth + stored.x) * channels, to = (y * cut.width + x) * channels
                        for channel in 0..<channels { region[to + channel] = pixels[from + channel] }
                    }
                }
                files.append(try region.withUnsafeBufferPointer { (region) throws(CutExtractionError) in
                    try WholeImage.encode(region, width: cut.width, height: cut.height, channels: channels, format: format.writtenFormat, quality: jpegQuality, path: path)
                })
            }
            return files
        }
    }
}
