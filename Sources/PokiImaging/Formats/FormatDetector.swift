/// Recognises an image format from a file's first bytes, never from its name.
///
/// Besides the formats of poki's table (``ImageFormatEntry``) it names the formats people are most
/// likely to hand poki by mistake (AVIF, GIF, a video), so the refusal can say what the file is.
package enum FormatDetector {
    /// What the first bytes say.
    package enum Verdict: Equatable {
        /// A format poki decodes.
        case supported(ImageFormat)
        /// Something else; the format when recognised (AVIF, GIF, …).
        case unsupported(RefusedFormat?)
    }

    /// How many leading bytes ``detect(_:)`` looks at.
    static let headerLength = 32

    /// Classifies a file by its first bytes (up to ``headerLength``).
    package static func detect(_ header: [UInt8]) -> Verdict {
        if let format = ImageFormat.allCases.first(where: { $0.entry.matches(header) }) { return .supported(format) }
        return .unsupported(otherFormat(header))
    }

    // MARK: - Formats poki refuses by name

    private static func otherFormat(_ header: [UInt8]) -> RefusedFormat? {
        if header.starts(with: Array("GIF87a".utf8)) || header.starts(with: Array("GIF89a".utf8)) { return .gif }
        if header.starts(with: [0x49, 0x49, 0x2A, 0x00]) || header.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if header.starts(with: Array("BM".utf8)), header.count >= 14 { return .bmp }
        if ascii(header, 4..<8) == "ftyp" { return isoMediaFormat(header) }
        return nil
    }

    /// An ISO media file that is not HEIF: AVIF, or another brand (a video, most often).
    private static func isoMediaFormat(_ header: [UInt8]) -> RefusedFormat {
        isAVIF(header) ? .avif : .isoMedia(brand: isoMediaBrands(of: header).first ?? "ftyp")
    }

    /// The brands of HEIF images (HEVC-coded, or any image the structure holds).
    static let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]

    /// Whether an ISO media file is AVIF: an AV1 image, which libheif reads only with an AV1 decoder.
    static func isAVIF(_ header: [UInt8]) -> Bool {
        isoMediaBrands(of: header).contains { $0 == "avif" || $0 == "avis" }
    }

    /// An ISO media file's brands, the major first, from its `ftyp` box (as far as `header` goes);
    /// empty when the file does not start with one.
    static func isoMediaBrands(of header: [UInt8]) -> [String] {
        guard ascii(header, 4..<8) == "ftyp" else { return [] }
        let boxLength = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        var brands: [String] = []
        var offset = 8
        while offset + 4 <= min(header.count, max(boxLength, 12)) {
            // After the major brand, 4 bytes of minor version.
            if offset != 12 { brands.append(ascii(header, offset..<offset + 4) ?? "") }
            offset += 4
        }
        return brands
    }

    private static func ascii(_ header: [UInt8], _ range: Range<Int>) -> String? {
        guard range.upperBound <= header.count else { return nil }
        let bytes = header[range]
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
