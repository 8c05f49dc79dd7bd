import CPokiCodec

/// Cuts a print's cuts out of its image at full resolution, orientation applied, each encoded as
/// a file of its own: JPEG for a JPEG print, PNG (keeping transparency) for a PNG print.
///
/// The image is decoded whole (the only place poki does), so its size is bounded by
/// ``maximumPixels``. The encoded bytes are returned; writing them is the caller's (atomic) business.
public enum CutExtractor {
    /// Largest image decoded whole, in pixels (100 megapixels: 300 MB of RGB).
    public static let maximumPixels = 100_000_000
    /// JPEG quality of a cut: a picture kept in its own right.
    public static let jpegQuality = 95

    /// The encoded file of each of `cuts` (display-pixel boxes) of the image at `path`.
    public static func extract(fileAt path: String, format: ImageFormat, orientation: Int, cuts: [PixelBox]) throws(CutExtractionError) -> [[UInt8]] {
        var file = poki_file()
        guard poki_file_open(path, &file) == 0 else {
            throw .unreadable(.unreadable(path: path, reason: text(of: &file.reason)))
        }
        defer { poki_file_close(&file) }
        var limits = poki_limits(
            max_pixels: UInt64(maximumPixels), max_side: UInt32(ImageDecoder.maximumSide),
            sample_long_side: UInt32(ImageDecoder.sampleLongSide), max_scans: UInt32(ImageDecoder.maximumScans),
            max_scan_blocks: UInt64(ImageDecoder.maximumScanBlocks), working_long_side: UInt32(ImageDecoder.workingLongSide)
        )
        var image = poki_image()
        defer { poki_image_release(&image) }
        let status = switch format {
        case .png: poki_decode_full_png(file.descriptor, &limits, &image)
        case .jpeg: poki_decode_full_jpeg(file.descriptor, &limits, &image)
        }
        switch status {
        case POKI_STATUS_OK: break
        case POKI_STATUS_TOO_LARGE: throw .tooLarge(path: path, width: Int(image.width), height: Int(image.height))
        case POKI_STATUS_OUT_OF_MEMORY: throw .unreadable(.unreadable(path: path, reason: "out of memory"))
        default: throw .unreadable(.corrupt(path: path, format: format, reason: text(of: &image.message)))
        }

        let storedWidth = Int(image.width), storedHeight = Int(image.height), channels = Int(image.channels)
        let size = ImageAnalyzer.displaySize(width: storedWidth, height: storedHeight, orientation: orientation)
        let pixels = UnsafeBufferPointer(start: image.pixels, count: storedWidth * storedHeight * channels)
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
            files.append(try encode(region, width: cut.width, height: cut.height, channels: channels, format: format, path: path))
        }
        return files
    }

    private static func encode(_ pixels: [UInt8], width: Int, height: Int, channels: Int, format: ImageFormat, path: String) throws(CutExtractionError) -> [UInt8] {
        var encoded = poki_encoded()
        defer { poki_encoded_release(&encoded) }
        let status = pixels.withUnsafeBufferPointer { buffer in
            switch format {
            case .jpeg:
                poki_encode_jpeg(buffer.baseAddress, UInt32(width), UInt32(height), width * channels, Int32(jpegQuality), &encoded)
            case .png:
                poki_encode_png(buffer.baseAddress, UInt32(width), UInt32(height), width * channels, UInt32(channels), &encoded)
            }
        }
        guard status == POKI_STATUS_OK else { throw .encoding(path: path, reason: text(of: &encoded.message)) }
        return Array(UnsafeBufferPointer(start: encoded.bytes, count: encoded.length))
    }

    /// A NUL-terminated C `char` array imported as a tuple, as a Swift string.
    private static func text<Buffer>(of buffer: inout Buffer) -> String {
        withUnsafeBytes(of: &buffer) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
