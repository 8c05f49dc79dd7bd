import CPokiCodec

/// One image format's row in poki's format table: the only place that names PNG or JPEG, and
/// where a new format is added.
package struct ImageFormatEntry: Sendable {
    /// How a file of this format is decoded into the palette's sample and the working image
    /// (`poki_decode_png`, …): the decoder owns its `setjmp` and reports through plain structs.
    package typealias SampleDecoder = @convention(c) (Int32, UnsafePointer<poki_limits>?, UnsafeMutablePointer<poki_sample>?) -> poki_status
    /// How a file is decoded whole, at full size (cuts, a QR code's closer look).
    package typealias WholeDecoder = @convention(c) (Int32, UnsafePointer<poki_limits>?, UnsafeMutablePointer<poki_image>?) -> poki_status
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
    }

    /// How people and messages name the format: `JPEG`.
    package let displayName: String
    /// The extensions files of the format go by, lower case; the first is the one poki writes.
    package let fileExtensions: [String]
    /// The bytes every file of the format starts with.
    package let signature: [UInt8]
    package let decodeSample: SampleDecoder
    package let decodeWhole: WholeDecoder
    package let encode: Encoder
    package let metadata: MetadataContainer

    /// Whether `header` (a file's first bytes) starts as this format's files do.
    package func matches(_ header: [UInt8]) -> Bool {
        header.starts(with: signature)
    }
}

extension ImageFormatEntry {
    /// PNG through libpng: lossless, with transparency.
    package static let png = ImageFormatEntry(
        displayName: "PNG",
        fileExtensions: ["png"],
        signature: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
        decodeSample: poki_decode_png,
        decodeWhole: poki_decode_full_png,
        encode: { pixels, width, height, channels, _, encoded in
            poki_encode_png(pixels.baseAddress, UInt32(width), UInt32(height), width * channels, UInt32(channels), &encoded)
        },
        metadata: .pngChunks
    )

    /// JPEG through libjpeg-turbo: what cameras, phones and booths write.
    package static let jpeg = ImageFormatEntry(
        displayName: "JPEG",
        fileExtensions: ["jpg", "jpeg"],
        signature: [0xFF, 0xD8, 0xFF],
        decodeSample: poki_decode_jpeg,
        decodeWhole: poki_decode_full_jpeg,
        encode: { pixels, width, height, channels, quality, encoded in
            poki_encode_jpeg(pixels.baseAddress, UInt32(width), UInt32(height), width * channels, Int32(quality), &encoded)
        },
        metadata: .jpegSegments
    )
}
