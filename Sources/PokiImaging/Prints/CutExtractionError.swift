import PokiSystem

/// Why a print's cuts could not be cut out of its image. Every message names the file.
public enum CutExtractionError: PhrasedError, Sendable, Equatable {
    /// The image could not be read (see ``ImageDecodingError``).
    case unreadable(ImageDecodingError)
    /// The image is larger than poki decodes whole, at full resolution.
    case tooLarge(path: String, width: Int, height: Int)
    /// A cut's box is not inside the image as decoded (the document does not match the file).
    case cutOutside(path: String, index: Int)
    /// libjpeg or libpng refused to encode a cut (`reason` is the library's message), or poki
    /// does not write the format.
    case encoding(path: String, reason: Phrase)

    public var phrase: Phrase {
        switch self {
        case let .unreadable(error):
            error.phrase
        case let .tooLarge(path, width, height):
            Phrase(
                "\(path): image is too large to cut (\(width)x\(height)); poki cuts images up to \(CutExtractor.maximumPixels / 1_000_000) megapixels",
                korean: "\(path): 이미지가 너무 커서 자를 수 없습니다 (\(width)x\(height)). poki는 \(CutExtractor.maximumPixels / 1_000_000)메가픽셀까지의 이미지를 자릅니다"
            )
        case let .cutOutside(path, index):
            Phrase(
                "\(path): cut \(index) lies outside the image; 'poki recolour' analyses it again",
                korean: "\(path): 컷 \(index)의 자리가 이미지 밖에 있습니다. 'poki recolour'로 다시 분석할 수 있습니다"
            )
        case let .encoding(path, reason):
            Phrase("\(path): cannot encode a cut (", korean: "\(path): 컷을 인코딩할 수 없습니다 (") + reason + Phrase(")", korean: ")")
        }
    }
}
