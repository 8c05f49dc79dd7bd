import PokiImaging

/// Why `poki share` could not share a photo, or any. Every case names the photo, file or folder.
public enum ShareError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder to write into does not exist or is not a folder.
    case notAFolder(path: String)
    /// A file of the name a shared copy would take is there already; poki never writes over it.
    case fileExists(path: String)
    /// libexif could not be loaded, so the EXIF thumbnail (which still shows a covered code) cannot
    /// be removed from a block whose location is kept (`--mask-qr --keep-location`).
    case exifUnavailable(reason: String)
    /// The album's image is not laid out as its format says (segments or chunks that run past its end).
    case notCopyable(path: String, reason: String)
    /// The album's session video is not a clip poki keeps (replaced, cut short, too large).
    case videoNotCopyable(path: String, reason: String)
    /// The copy, read back, may still hold a location: poki writes none rather than one it cannot
    /// prove clean.
    case locationRemains(path: String, reason: String)
    /// `--mask-qr`: no QR code was found on the photo, so nothing was covered.
    case noQRCode(id: Int)
    /// `--mask-qr`: a code could still be read after covering.
    case codeStillReadable(id: Int)
    /// Looking for QR codes failed (zxing-cpp missing, or failing on this image).
    case qrCodes(QRCodeReaderError)
    /// The image could not be decoded whole or encoded again.
    case image(CutExtractionError)

    public var description: String {
        switch self {
        case let .notAFolder(path):
            return "\(path): not a folder to share into"
        case let .fileExists(path):
            return "\(path) already exists; poki share never writes over a file (move it, or share into another folder)"
        case let .exifUnavailable(reason):
            return "cannot keep the location without the EXIF thumbnail, which still shows the code: \(reason); or leave out --keep-location"
        case let .notCopyable(path, reason):
            return "\(path): cannot copy the image safely: \(reason)"
        case let .videoNotCopyable(path, reason):
            return "\(path): cannot copy the video safely: \(reason)"
        case let .locationRemains(path, reason):
            return "\(path): its copy may still hold a location (\(reason)); nothing was shared"
        case let .noQRCode(id):
            return "photo \(id): no QR code found to cover; nothing was written for it (share it without --mask-qr if it has none)"
        case let .codeStillReadable(id):
            return "photo \(id): a QR code could still be read after covering it; nothing was written for it"
        case let .qrCodes(error):
            return error.description
        case let .image(error):
            return error.description
        }
    }
}
