/// Why an image file could not be read. Every message names the file.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file has no bytes.
    case empty(path: String)
    /// The content is in none of poki's formats; `detected` is what it looks like, when known (e.g. HEIF).
    case unsupportedFormat(path: String, detected: RefusedFormat?)
    /// The declared size is beyond what poki will decode (a pixel flood).
    case tooLarge(path: String, width: Int, height: Int)
    /// A JPEG whose scans would cost more work than poki spends on one file: more scans than
    /// ``ImageDecoder/maximumScans``, or scans covering more 8x8 blocks than
    /// ``ImageDecoder/maximumScanBlocks`` (`scans` and `blocks` are what was counted when it stopped).
    case tooManyScans(path: String, scans: Int, blocks: Int)
    /// libpng or libjpeg refused the data; `reason` is the library's own message.
    case corrupt(path: String, format: ImageFormat, reason: String)
    /// The library the format needs (libheif, libwebp), or the codec it needs for this file, is
    /// not installed; `reason` says what to install.
    case decoderMissing(path: String, format: ImageFormat, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read file (\(reason))"
        case let .empty(path):
            return "\(path): empty file; poki reads \(ImageFormat.names(joinedBy: "and"))"
        case let .unsupportedFormat(path, detected):
            return "\(path): " + (detected?.refusal ?? "not a \(ImageFormat.names(joinedBy: "or")) image; poki reads \(ImageFormat.names(joinedBy: "and"))")
        case let .tooLarge(path, width, height):
            return "\(path): image is too large (\(width)x\(height)); poki reads images up to 200 megapixels and 65500 pixels a side"
        case let .tooManyScans(path, scans, blocks):
            return "\(path): JPEG has too many scans to decode (\(scans) scans over \(blocks) blocks); poki decodes at most "
                + "\(ImageDecoder.maximumScans) scans and \(ImageDecoder.maximumScanBlocks) blocks in all: save it again as a baseline JPEG"
        case let .corrupt(path, format, reason):
            return "\(path): corrupt \(format.displayName) (\(reason))"
        case let .decoderMissing(path, format, reason):
            return "\(path): cannot decode \(format.displayName) on this machine: \(reason)"
        }
    }
}
