import PokiSystem
import CPokiCodec

/// An image decoded whole, at full resolution and in stored orientation (EXIF orientation not
/// applied; a HEIF's own rotation is, as its decoder applies it): what cutting a print's cuts,
/// covering its QR code and a JPEG copy of a WebP or HEIF work on. Owns the C buffer and
/// frees it when released, so a 100-megapixel image is never copied.
package final class WholeImage {
    /// Largest image decoded whole, in pixels (100 megapixels: 300 MB of RGB).
    static let maximumPixels = 100_000_000

    package let width: Int
    package let height: Int
    /// 3 (RGB) or 4 (RGBA with straight alpha: a PNG, WebP or HEIF with transparency).
    package let channels: Int
    private var image: poki_image

    /// Decodes the `format` image at `path` whole.
    package init(fileAt path: String, format: ImageFormat) throws(CutExtractionError) {
        var file = poki_file()
        guard FileNameBytes.withCString(path, { poki_file_open($0, &file) }) == 0 else {
            throw .unreadable(.opening(file, path: path))
        }
        defer { poki_file_close(&file) }
        var limits = poki_limits(
            max_pixels: UInt64(Self.maximumPixels), max_side: UInt32(ImageDecoder.maximumSide),
            sample_long_side: UInt32(ImageDecoder.sampleLongSide), max_scans: UInt32(ImageDecoder.maximumScans),
            max_scan_blocks: UInt64(ImageDecoder.maximumScanBlocks), working_long_side: UInt32(ImageDecoder.workingLongSide),
            fit_width: 0, fit_height: 0
        )
        var image = poki_image()
        let status = format.entry.decodeWhole(file.descriptor, &limits, &image)
        guard status == POKI_STATUS_OK else {
            defer { poki_image_release(&image) }
            switch status {
            case POKI_STATUS_FILE_TOO_LARGE:
                throw .unreadable(.unreadable(path: path, reason: DecoderReason.phrase(String(nulTerminatedTuple: &image.message))))
            case POKI_STATUS_TOO_LARGE: throw .tooLarge(path: path, width: Int(image.width), height: Int(image.height))
            case POKI_STATUS_OUT_OF_MEMORY: throw .unreadable(.unreadable(path: path, reason: Phrase("out of memory", korean: "메모리가 부족합니다")))
            case POKI_STATUS_UNAVAILABLE: throw .unreadable(.decoderMissing(path: path, format: format, reason: String(nulTerminatedTuple: &image.message)))
            default: throw .unreadable(.corrupt(path: path, format: format, reason: String(nulTerminatedTuple: &image.message)))
            }
        }
        self.image = image
        width = Int(image.width)
        height = Int(image.height)
        channels = Int(image.channels)
    }

    deinit { poki_image_release(&image) }

    /// Runs `body` on the pixels, `width * height * channels` bytes, row-major; the buffer is
    /// valid only inside `body`.
    package func withPixels<Result, Failure: Error>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(UnsafeMutableBufferPointer(start: image.pixels, count: width * height * channels))
    }

    /// Encodes `pixels` (`width` x `height`, `channels` bytes a pixel, rows packed) in `format` (one
    /// poki writes: ``ImageFormat/writtenFormat``), at `quality` where the format has one (JPEG);
    /// PNG keeps transparency, JPEG shows transparent pixels over white.
    package static func encode(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int, format: ImageFormat, quality: Int, path: String
    ) throws(CutExtractionError) -> [UInt8] {
        var encoded = poki_encoded()
        defer { poki_encoded_release(&encoded) }
        guard let encode = format.entry.encode else {
            throw .encoding(path: path, reason: Phrase("poki does not write \(format.displayName)", korean: "poki는 \(format.displayName) 형식으로 쓰지 않습니다"))
        }
        let status: poki_status
        if channels == 4, !format.entry.holdsTransparency {
            let opaque = overWhite(pixels)
            status = opaque.withUnsafeBufferPointer { encode($0, width, height, 3, quality, &encoded) }
        } else {
            status = encode(pixels, width, height, channels, quality, &encoded)
        }
        guard status == POKI_STATUS_OK else { throw .encoding(path: path, reason: .verbatim(String(nulTerminatedTuple: &encoded.message))) }
        return Array(UnsafeBufferPointer(start: encoded.bytes, count: encoded.length))
    }

    /// RGBA pixels with straight alpha as RGB over white.
    private static func overWhite(_ pixels: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: pixels.count / 4 * 3)
        for index in 0..<pixels.count / 4 {
            let alpha = Int(pixels[index * 4 + 3])
            for channel in 0..<3 {
                rgb[index * 3 + channel] = UInt8((Int(pixels[index * 4 + channel]) * alpha + 255 * (255 - alpha) + 127) / 255)
            }
        }
        return rgb
    }
}
