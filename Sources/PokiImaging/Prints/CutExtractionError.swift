/// Why a print's cuts could not be cut out of its image. Every message names the file.
public enum CutExtractionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The image could not be read (see ``ImageDecodingError``).
    case unreadable(ImageDecodingError)
    /// The image is larger than poki decodes whole, at full resolution.
    case tooLarge(path: String, width: Int, height: Int)
    /// A cut's box is not inside the image as decoded (the document does not match the file).
    case cutOutside(path: String, index: Int)
    /// libjpeg or libpng refused to encode a cut; `reason` is the library's message.
    case encoding(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(error):
            return error.description
        case let .tooLarge(path, width, height):
            return "\(path): image is too large to cut (\(width)x\(height)); poki cuts images up to \(CutExtractor.maximumPixels / 1_000_000) megapixels"
        case let .cutOutside(path, index):
            return "\(path): cut \(index) lies outside the image; 'poki recolour' analyses it again"
        case let .encoding(path, reason):
            return "\(path): cannot encode a cut (\(reason))"
        }
    }
}
