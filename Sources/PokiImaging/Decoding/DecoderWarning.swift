import PokiSystem

/// A decoder's warning about an image it could still read, in words people read: poki's own
/// warnings in English and Korean; libjpeg's and libpng's in their English, introduced in Korean.
enum DecoderWarning {
    static func phrase(_ text: String) -> Phrase {
        switch text {
        case "ignoring an XMP packet longer than 1 MiB":
            Phrase(text, korean: "1 MiB보다 긴 XMP 패킷은 무시합니다")
        case "ignoring a malformed 'XML:com.adobe.xmp' text chunk":
            Phrase(text, korean: "형식이 잘못된 'XML:com.adobe.xmp' 텍스트 청크는 무시합니다")
        case "ignoring a malformed 'Raw profile type exif' text chunk":
            Phrase(text, korean: "형식이 잘못된 'Raw profile type exif' 텍스트 청크는 무시합니다")
        default:
            Phrase(text, korean: "디코더가 알린 문제: \(text)")
        }
    }
}
