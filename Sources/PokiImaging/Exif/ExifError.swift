/// Why an EXIF block could not be read. Never fatal: the image is still read, the EXIF is
/// ignored and the message becomes a warning.
public enum ExifError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The block does not start with a TIFF header (`II*\0` or `MM\0*`).
    case missingTIFFHeader
    /// A structure points outside the block; `what` names it.
    case outOfBounds(what: String, offset: Int)
    /// A field holds a type its tag never has (e.g. Orientation as text).
    case unexpectedType(tag: Int, type: Int)
    /// Image file directories point back at each other.
    case directoryLoop(offset: Int)

    public var description: String {
        switch self {
        case .missingTIFFHeader:
            return "no TIFF header"
        case let .outOfBounds(what, offset):
            return "\(what) at offset \(offset) lies outside the EXIF block"
        case let .unexpectedType(tag, type):
            return "tag 0x\(String(tag, radix: 16, uppercase: true)) has unexpected type \(type)"
        case let .directoryLoop(offset):
            return "directory at offset \(offset) is visited twice"
        }
    }
}
