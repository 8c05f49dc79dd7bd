import CPokiCodec

/// One image format's row in poki's format table: the only place that names PNG, JPEG, WebP or
/// HEIF, and where a new format is added.
package struct ImageFormatEntry: Sendable {
    /// How a file of this format is decoded into the palette's sample and the working image
    /// (`poki_decode_png`, …): the decoder owns its `setjmp` and reports through plain structs.
    package typealias SampleDecoder = @convention(c) (Int32, UnsafePointer<poki_limits>?, UnsafeMutablePointer<poki_sample>?) -> poki_status
    /// How a file is decoded whole, at full size (cuts, a QR code's closer look).
    package typealias WholeDecoder = @convention(c) (Int32, UnsafePointer<poki_limits>?, UnsafeMutablePointer<poki_image>?) -> poki_status
    /// How the size a file declares is read from its header (`poki_png_size`, …), no pixel decoded:
    /// 0 and the size, or -1.
    package typealias SizeReader = @convention(c) (Int32, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Int32
    /// How pixels (`width` x `height`, `channels` bytes a pixel, rows packed) are encoded at
    /// `quality` (0-100, for the formats that have one) into `encoded`.
    package typealias Encoder = @Sendable (
        _ pixels: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ channels: Int, _ quality: Int, _ encoded: inout poki_encoded
    ) -> poki_status

    /// Where a file of the format keeps its metadata, which `share` rewrites.
    package enum MetadataContainer: Sendable {
        /// JPEG's marker segments: EXIF in APP1, XMP and others in APP2-APP15, comments.
        case jpegSegments
        /// PNG's chunks: EXIF in `eXIf` (or a raw profile in `zTXt`), text in `tEXt`/`iTXt`.
        case pngChunks
        /// A container poki does not rewrite (WebP's RIFF chunks, HEIF's boxes): a copy to give
        /// away is a new file in a format poki writes, with none of the original's metadata.
        case notRewritten
    }

    /// How people and messages name the format: `JPEG`.
    package let displayName: String
    /// The extensions files of the format go by, lower case; the first is the one poki writes.
    package let fileExtensions: [String]
    /// Whether a file's first bytes (up to ``FormatDetector/headerLength``) are this format's.
    package let matches: @Sendable (_ header: [UInt8]) -> Bool
    package let decodeSample: SampleDecoder
    package let decodeWhole: WholeDecoder
    package let readSize: SizeReader
    /// How poki writes a picture in this format; nil for the formats it only reads, whose cuts and
    /// copies are written as JPEG (``ImageFormat/writtenFormat``).
    package let encode: Encoder?
    /// Whether a picture written in this format keeps transparency; one that does not shows
    /// transparent pixels over white.
    package let holdsTransparency: Bool
    package let metadata: MetadataContainer
    /// Whether the decoder applies the file's own rotation and mirror (HEIF's `irot` and `imir`),
    /// so that the EXIF orientation, which such files may carry too, must not be applied again.
    package let orientsItself: Bool
}

extension ImageFormatEntry {
    /// PNG through libpng: lossless, with transparency.
    package static let png = ImageFormatEntry(
        displayName: "PNG",
        fileExtensions: ["png"],
        matches: { $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) },
        decodeSample: poki_decode_png,
        decodeWhole: poki_decode_full_png,
        readSize: poki_png_size,
        encode: { pixels, width, height, channels, _, encoded in
            poki_encode_png(pixels.baseAddress, UInt32(width), UInt32(height), width * channels, UInt32(channels), &encoded)
        },
        holdsTransparency: true,
        metadata: .pngChunks,
        orientsItself: false
    )

    /// JPEG through libjpeg-turbo: what cameras, phones and booths write.
    package static let jpeg = ImageFormatEntry(
        displayName: "JPEG",
        fileExtensions: ["jpg", "jpeg"],
        matches: { $0.starts(with: [0xFF, 0xD8, 0xFF]) },
        decodeSample: poki_decode_jpeg,
        decodeWhole: poki_decode_full_jpeg,
        readSize: poki_jpeg_size,
        encode: { pixels, width, height, channels, quality, encoded in
            poki_encode_jpeg(pixels.baseAddress, UInt32(width), UInt32(height), width * channels, Int32(quality), &encoded)
        },
        holdsTransparency: false,
        metadata: .jpegSegments,
        orientsItself: false
    )

    /// WebP through libwebp, loaded on the first WebP met: what web pages and messengers give.
    package static let webP = ImageFormatEntry(
        displayName: "WebP",
        fileExtensions: ["webp"],
        matches: { $0.starts(with: Array("RIFF".utf8)) && $0.count >= 12 && Array($0[8..<12]) == Array("WEBP".utf8) },
        decodeSample: poki_decode_webp,
        decodeWhole: poki_decode_full_webp,
        readSize: poki_webp_size,
        encode: nil,
        holdsTransparency: true,
        metadata: .notRewritten,
        orientsItself: false
    )

    /// HEIF through libheif, loaded on the first HEIF met: the HEIC photos iPhones take.
    package static let heif = ImageFormatEntry(
        displayName: "HEIF",
        fileExtensions: ["heic", "heif", "hif"],
        matches: { FormatDetector.isoMediaBrands(of: $0).contains(where: FormatDetector.heifBrands.contains) && !FormatDetector.isAVIF($0) },
        decodeSample: poki_decode_heif,
        decodeWhole: poki_decode_full_heif,
        readSize: poki_heif_size,
        encode: nil,
        holdsTransparency: true,
        metadata: .notRewritten,
        orientsItself: true
    )
}
