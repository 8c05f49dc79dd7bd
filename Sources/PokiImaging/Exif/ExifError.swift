import PokiSystem

/// Why an EXIF block could not be read. Never fatal: the image is still read, the EXIF is
/// ignored and the message becomes a warning.
public enum ExifError: PhrasedError, Sendable, Equatable {
    /// The block does not start with a TIFF header (`II*\0` or `MM\0*`).
    case missingTIFFHeader
    /// A structure points outside the block; `what` names it.
    case outOfBounds(what: String, offset: Int)
    /// A field holds a type its tag never has (e.g. Orientation as text).
    case unexpectedType(tag: Int, type: Int)
    /// Image file directories point back at each other.
    case directoryLoop(offset: Int)

    public var phrase: Phrase {
        switch self {
        case .missingTIFFHeader:
            Phrase("no TIFF header", korean: "TIFF 헤더가 없습니다")
        case let .outOfBounds(what, offset):
            Phrase("\(what) at offset \(offset) lies outside the EXIF block", korean: "EXIF 블록 밖에 있습니다: \(what), 오프셋 \(offset)")
        case let .unexpectedType(tag, type):
            Phrase(
                "tag 0x\(String(tag, radix: 16, uppercase: true)) has unexpected type \(type)",
                korean: "태그 0x\(String(tag, radix: 16, uppercase: true)): 예상하지 못한 형식입니다 (\(type))"
            )
        case let .directoryLoop(offset):
            Phrase("directory at offset \(offset) is visited twice", korean: "오프셋 \(offset)의 디렉터리를 두 번 지나갑니다")
        }
    }
}
