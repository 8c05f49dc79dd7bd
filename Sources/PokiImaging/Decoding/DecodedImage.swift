import PokiSystem

/// An image file as the decoders read it: its declared size, a small sample, its raw EXIF and
/// XMP, and when the file was last modified.
public struct DecodedImage: Sendable, Equatable {
    /// The format found in the file's content.
    public var format: ImageFormat
    /// Stored width in pixels, as the header declares it (EXIF orientation not applied).
    public var storedWidth: Int
    /// Stored height in pixels, as the header declares it (EXIF orientation not applied).
    public var storedHeight: Int
    /// An area-averaged copy about ``ImageDecoder/sampleLongSide`` pixels on the long side.
    ///
    /// When the working image holds every decoded pixel (a JPEG the DCT scaled to the working
    /// size), the decode leaves the sample unmade and it is averaged from ``working`` each time it
    /// is asked for, the same bytes as the decode would have made: a booth print's palette is
    /// of its cuts, and never asks.
    public var sample: SampleImage {
        get { madeSample ?? ImageDecoder.sample(ofOpaque: working, longSide: sampleLongSide) }
        set { madeSample = newValue }
    }
    /// The sample as the decode made it; nil when it was left to be made from ``working``.
    var madeSample: SampleImage?
    /// The long side ``sample`` is averaged to.
    var sampleLongSide: Int
    /// The same decode's rows averaged to at most ``ImageDecoder/workingLongSide`` pixels on the
    /// long side, in stored orientation: where a print's frame and cuts are found.
    public internal(set) var working: SampleImage
    /// The EXIF payload from JPEG APP1 or PNG eXIf, starting at its TIFF header; nil when absent.
    public var exif: [UInt8]?
    /// The XMP packet from JPEG APP1 or a PNG `XML:com.adobe.xmp` text chunk, at most
    /// ``ImageDecoder/maximumXMPBytes``; nil when absent or longer.
    public var xmp: [UInt8]?
    /// Non-fatal problems the library reported (e.g. libjpeg warnings), one line each.
    public var warnings: [String]
    /// The JPEG DCT scale used, as its denominator (1, 2, 4 or 8); 1 for PNG.
    public var scaleDenominator: Int
    /// How many JPEG scans were decoded; a progressive file read at 1/8 skips the AC scans its IDCT never reads.
    public var scansDecoded: Int
    /// Bytes held for the whole image's DCT coefficients by the compact store, which every
    /// multi-scan JPEG (progressive, or sequential with a scan per component) uses: at a reduced
    /// scale it keeps only what the scaled IDCT reads, where libjpeg alone would hold 128 bytes for
    /// every 8x8 block. 0 for a single-scan file, which needs no whole-image buffer.
    public var coefficientBytes: Int
    /// When the file was last modified, to the second, as the file system says (`st_mtim`).
    public var modifiedAt: Timestamp

    /// The EXIF orientation (1-8) to apply to the decoded pixels: the EXIF block's, when it can be
    /// read; 1 when there is none, or for a format whose decoder applied the file's own rotation
    /// (HEIF), whose EXIF orientation describes the same turn and must not be applied twice.
    public var orientation: Int {
        guard !format.entry.orientsItself, let exif, let metadata = try? ExifMetadata(tiff: exif) else { return 1 }
        return orientation(given: metadata)
    }

    /// ``orientation`` from EXIF the caller has already read.
    public func orientation(given metadata: ExifMetadata) -> Int {
        format.entry.orientsItself ? 1 : metadata.orientation ?? 1
    }
}
