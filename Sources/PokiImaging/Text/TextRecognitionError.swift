/// Why poki could not read the words on a print.
public enum TextRecognitionError: Error, Equatable, CustomStringConvertible {
    /// Tesseract (or the Korean and English data it reads with) is not installed; `reason` says
    /// what to install. Everything else poki does works without it.
    case unavailable(reason: String)
    /// Tesseract failed on a band of the print.
    case failed(reason: String)

    public var description: String {
        switch self {
        case let .unavailable(reason): "cannot read the text on prints: \(reason)"
        case let .failed(reason): "could not read the print's text: \(reason)"
        }
    }
}
