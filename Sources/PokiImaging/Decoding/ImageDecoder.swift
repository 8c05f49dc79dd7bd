import CPokiCodec
import PokiSystem

/// Reads image files (PNG, JPEG, WebP, HEIF: ``ImageFormat``) into a small ``SampleImage``
/// through the C codec shim.
///
/// Work and memory are bounded: JPEG is scaled by the DCT, PNG is reduced row by row, WebP is
/// scaled by libwebp as it decodes, and none of them ever holds the full-resolution bitmap. HEIF is
/// the exception: libheif decodes it whole (3 bytes a pixel, 6 for a 10-bit photo: 36 MB for 12
/// megapixels), unless its thumbnail is large enough. Declared sizes beyond ``maximumPixels`` or
/// ``maximumSide`` are refused from the header, before anything is allocated, and JPEGs whose
/// scans would cost more than ``maximumScans`` or ``maximumScanBlocks`` before any is decoded.
public enum ImageDecoder {
    /// Largest image poki decodes, in pixels (200 megapixels).
    public static let maximumPixels = 200_000_000
    /// Longest side poki decodes, in pixels (libjpeg's own limit, for PNG too).
    public static let maximumSide = 65_500
    /// Most scans a JPEG may give libjpeg (after the AC scans a scaled decode never reads are
    /// dropped), as `djpeg -maxscans` would: libjpeg-turbo's own fuzzers stop at 500. Ordinary
    /// progressive files have about ten.
    public static let maximumScans = 500
    /// Most 8x8 blocks all of a JPEG's scans may cover together. Each scan costs libjpeg a pass
    /// over its components' blocks, data or not; the standard progression of the largest image
    /// poki reads (200 megapixels at 4:2:0, decoded at 1/8) covers about 12.5 million.
    public static let maximumScanBlocks = 1 << 25
    /// Long side of the area-averaged sample, in pixels.
    public static let sampleLongSide = 128
    /// Longest XMP packet read, in bytes (1 MiB); a longer one is left out with a warning.
    public static let maximumXMPBytes = Int(POKI_XMP_LIMIT)
    /// Long side of the working image, at most, in pixels; a JPEG's DCT scale keeps at least half
    /// of it, so a print's frame a few pixels wide at full size is still a pixel or more wide.
    public static let workingLongSide = 512

    /// Detects the format of `path` by content and decodes it to a sample whose long side is at
    /// most `longSide` pixels (``sampleLongSide`` for colours; larger for reading QR codes).
    public static func decode(fileAt path: String, sampleLongSide longSide: Int = sampleLongSide) throws(ImageDecodingError) -> DecodedImage {
        // Only the colour analysis looks for a print; renders and QR reading choose their own scale.
        try decode(fileAt: path, sampleLongSide: longSide, workingLongSide: longSide == sampleLongSide ? workingLongSide : 0)
    }

    /// Decodes `path` to the colour sample alone (``sampleLongSide``), asking for no working image
    /// (the decoder then averages its rows into a single pixel): for an image the user said is no
    /// print, where nothing looks for one. A JPEG is then scaled by
    /// the DCT as far as the sample allows (1/8 from 1,024 pixels up, where the working image
    /// would need 1/4 below 2,048).
    public static func decodeSample(fileAt path: String) throws(ImageDecodingError) -> DecodedImage {
        try decode(fileAt: path, sampleLongSide: sampleLongSide, workingLongSide: 0)
    }

    /// Decodes `path` to a sample no larger than the image needs to be shown in `box` (either way
    /// round, since EXIF may turn it), and at most `longSide` pixels on the long side: a picture
    /// for a terminal's cells, whatever the terminal's width.
    public static func decode(fileAt path: String, fitting box: PixelSize, sampleLongSide longSide: Int) throws(ImageDecodingError) -> DecodedImage {
        try decode(fileAt: path, sampleLongSide: longSide, workingLongSide: 0, fitting: box)
    }

    /// Decodes `path` once into two sizes: `sample` at most `largeLongSide` pixels on the long side
    /// and `working` at most `smallLongSide`, both area-averaged from the same DCT-scaled rows (the
    /// scale chosen for the larger), in stored orientation. What the album export makes its
    /// screen-size pictures and thumbnails from.
    public static func decode(fileAt path: String, largeLongSide: Int, smallLongSide: Int) throws(ImageDecodingError) -> DecodedImage {
        try decode(fileAt: path, sampleLongSide: max(largeLongSide, smallLongSide), workingLongSide: min(largeLongSide, smallLongSide))
    }

    private static func decode(
        fileAt path: String, sampleLongSide longSide: Int, workingLongSide: Int, fitting box: PixelSize? = nil
    ) throws(ImageDecodingError) -> DecodedImage {
        var file = poki_file()
        guard FileNameBytes.withCString(path, { poki_file_open($0, &file) }) == 0 else {
            throw .opening(file, path: path)
        }
        defer { poki_file_close(&file) }
        if file.size == 0 { throw .empty(path: path) }

        let header = withUnsafeBytes(of: &file.header) { Array($0.prefix(file.header_length)) }
        switch FormatDetector.detect(header) {
        case .unsupported(let format):
            throw .unsupportedFormat(path: path, detected: format)
        case .supported(let format):
            return try decode(
                descriptor: file.descriptor, format: format, path: path, longSide: longSide, workingLongSide: workingLongSide, fitting: box,
                modifiedAt: Timestamp(secondsSinceEpoch: file.modified_seconds)
            )
        }
    }

    /// Whether `path` is a regular file whose first bytes are an image's: one of poki's formats, or
    /// an image format poki names when it refuses one (AVIF, GIF …). Anything else, or nothing
    /// there, is not.
    public static func isImageFile(atPath path: String) -> Bool {
        // Only regular files are opened: opening a FIFO would wait for a writer.
        guard (try? Syscall.status(path))?.kind == .regular else { return false }
        var file = poki_file()
        guard FileNameBytes.withCString(path, { poki_file_open($0, &file) }) == 0 else { return false }
        defer { poki_file_close(&file) }
        let header = withUnsafeBytes(of: &file.header) { Array($0.prefix(file.header_length)) }
        switch FormatDetector.detect(header) {
        case .supported: return true
        case let .unsupported(format): return format?.isImage == true
        }
    }

    /// The size in pixels the image open on `descriptor` declares in its header (stored size; a
    /// HEIF's as it shows), read without decoding it; nil when it is in none of poki's formats or
    /// its header cannot be read.
    public static func declaredSize(ofFileOpenOn descriptor: Int32) -> PixelSize? {
        var header = [UInt8](repeating: 0, count: FormatDetector.headerLength)
        let count = header.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress!, $0.count, at: 0) }
        guard count > 0, case let .supported(format) = FormatDetector.detect(Array(header.prefix(count))) else { return nil }
        var width: UInt32 = 0, height: UInt32 = 0
        guard format.entry.readSize(descriptor, &width, &height) == 0 else { return nil }
        return PixelSize(width: Int(width), height: Int(height))
    }

    // MARK: - Calling the shim

    private static func decode(
        descriptor: Int32, format: ImageFormat, path: String, longSide: Int, workingLongSide: Int, fitting box: PixelSize?, modifiedAt: Timestamp
    ) throws(ImageDecodingError) -> DecodedImage {
        var limits = poki_limits(
            max_pixels: UInt64(maximumPixels), max_side: UInt32(maximumSide), sample_long_side: UInt32(longSide),
            max_scans: UInt32(maximumScans), max_scan_blocks: UInt64(maximumScanBlocks),
            working_long_side: UInt32(workingLongSide),
            fit_width: UInt32(clamping: box?.width ?? 0), fit_height: UInt32(clamping: box?.height ?? 0)
        )
        var result = poki_sample()
        defer { poki_sample_release(&result) }
        var status = POKI_STATUS_OK
        // The decoder writes the working image straight into the array's memory, reserved for
        // the longest side it may have (what an image needs of it is all it touches): no copy of
        // the largest buffer, and no page touched twice. Past `largestLentSide` (a QR code's
        // closer look) that would reserve too much, and the decoder allocates for the image's own
        // size, as it does for the small sample; those are copied.
        let lendsWorking = workingLongSide <= largestLentSide
        var working = [UInt8](unsafeUninitializedCapacity: lendsWorking ? imageBytes(longSide: workingLongSide) : 0) { memory, count in
            result.working_rgba = lendsWorking ? memory.baseAddress : nil
            status = format.entry.decodeSample(descriptor, &limits, &result)
            let written = status == POKI_STATUS_OK && result.owns_working_rgba == 0
            count = written ? Int(result.working_width) * Int(result.working_height) * 4 : 0
        }
        var rgba: [UInt8] = []
        if status == POKI_STATUS_OK {
            if result.sample_deferred == 0 {
                rgba = Array(UnsafeBufferPointer(start: result.rgba, count: Int(result.width) * Int(result.height) * 4))
            }
            if result.owns_working_rgba != 0 {
                working = Array(UnsafeBufferPointer(start: result.working_rgba, count: Int(result.working_width) * Int(result.working_height) * 4))
            }
        }
        // Lent memory now belongs to the array; what the decoder allocated goes with the release.
        if result.owns_working_rgba == 0 { result.working_rgba = nil }

        switch status {
        case POKI_STATUS_OK:
            break
        case POKI_STATUS_FILE_TOO_LARGE:
            throw .unreadable(path: path, reason: DecoderReason.phrase(String(nulTerminatedTuple: &result.message)))
        case POKI_STATUS_TOO_LARGE:
            throw .tooLarge(path: path, width: Int(result.image_width), height: Int(result.image_height))
        case POKI_STATUS_TOO_MANY_SCANS:
            throw .tooManyScans(path: path, scans: Int(result.scans_decoded), blocks: Int(result.scan_blocks))
        case POKI_STATUS_OUT_OF_MEMORY:
            throw .unreadable(path: path, reason: Phrase("out of memory", korean: "메모리가 부족합니다"))
        case POKI_STATUS_UNAVAILABLE:
            throw .decoderMissing(path: path, format: format, reason: String(nulTerminatedTuple: &result.message))
        default:
            throw .corrupt(path: path, format: format, reason: String(nulTerminatedTuple: &result.message))
        }

        let width = Int(result.width), height = Int(result.height)
        let workingWidth = Int(result.working_width), workingHeight = Int(result.working_height)
        let exif = result.exif.map { Array(UnsafeBufferPointer(start: $0, count: result.exif_length)) }
        let xmp = result.xmp.map { Array(UnsafeBufferPointer(start: $0, count: result.xmp_length)) }
        let warnings = String(nulTerminatedTuple: &result.warnings).split(separator: "\n").map(String.init)
        return DecodedImage(
            format: format,
            storedWidth: Int(result.image_width),
            storedHeight: Int(result.image_height),
            madeSample: result.sample_deferred == 0 ? SampleImage(width: width, height: height, rgba: rgba) : nil,
            sampleLongSide: longSide,
            working: SampleImage(width: workingWidth, height: workingHeight, rgba: working),
            exif: exif,
            xmp: xmp,
            warnings: warnings,
            scaleDenominator: Int(result.scale_denominator),
            scansDecoded: Int(result.scans_decoded),
            coefficientBytes: result.coefficient_bytes,
            modifiedAt: modifiedAt
        )
    }

    /// The sample of an opaque image (a deferred one's working image, every alpha 255),
    /// area-averaged to at most `longSide` on the long side as a decode averages its rows.
    static func sample(ofOpaque image: SampleImage, longSide: Int) -> SampleImage {
        var width: UInt32 = 0, height: UInt32 = 0
        // No side of the sample is longer than the image's.
        let capacity = imageBytes(longSide: min(longSide, max(image.width, image.height)))
        let rgba = [UInt8](unsafeUninitializedCapacity: capacity) { memory, count in
            let made = image.rgba.withUnsafeBufferPointer { pixels in
                poki_sample_from_opaque_rows(pixels.baseAddress, UInt32(image.width), UInt32(image.height), UInt32(longSide), memory.baseAddress, &width, &height)
            }
            // Out of memory for a grid row of sums: fatal, as any allocation Swift cannot make.
            precondition(made == 0, "out of memory")
            count = Int(width) * Int(height) * 4
        }
        return SampleImage(width: Int(width), height: Int(height), rgba: rgba)
    }

    /// The longest side whose working image's memory a decode is lent (a megapixel: 4 MiB reserved).
    private static let largestLentSide = 1024

    /// Bytes an RGBA image may need whose long side is at most `longSide` (at least one pixel).
    private static func imageBytes(longSide: Int) -> Int {
        let side = max(longSide, 1)
        return side * side * 4
    }
}
