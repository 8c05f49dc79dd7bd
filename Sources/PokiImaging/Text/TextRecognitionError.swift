import PokiSystem

/// Why poki could not read the words on a print.
public enum TextRecognitionError: PhrasedError, Equatable {
    /// Tesseract (or the Korean and English data it reads with) is not installed; `reason` says
    /// what to install. Everything else poki does works without it.
    case unavailable(reason: String)
    /// Tesseract failed on a band of the print.
    case failed(reason: String)

    public var phrase: Phrase {
        switch self {
        case let .unavailable(reason):
            Phrase("cannot read the text on prints: \(reason)", korean: "인화 사진의 글자를 읽을 수 없습니다: \(reason)")
        case let .failed(reason):
            Phrase("could not read the print's text: \(reason)", korean: "인화 사진의 글자를 읽지 못했습니다: \(reason)")
        }
    }
}
