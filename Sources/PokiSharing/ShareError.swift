import PokiSystem
import PokiImaging

/// Why `poki share` could not share a photo, or any. Every case names the photo, file or folder.
public enum ShareError: PhrasedError, Sendable, Equatable {
    /// The folder to write into does not exist or is not a folder.
    case notAFolder(path: String)
    /// A file of the name a shared copy would take is there already; poki never writes over it.
    case fileExists(path: String)
    /// libexif could not be loaded, so the EXIF thumbnail (which still shows a covered code) cannot
    /// be removed from a block whose location is kept (`--mask-qr --keep-location`).
    case exifUnavailable(reason: String)
    /// The album's image is not laid out as its format says (segments or chunks that run past its end).
    case notCopyable(path: String, reason: Phrase)
    /// The album's session video is not a clip poki keeps (replaced, cut short, too large).
    case videoNotCopyable(path: String, reason: Phrase)
    /// The copy, read back, may still hold a location: poki writes none rather than one it cannot
    /// prove clean.
    case locationRemains(path: String, reason: Phrase)
    /// `--mask-qr`: no QR code was found on the photo, so nothing was covered.
    case noQRCode(id: Int)
    /// `--mask-qr`: a code could still be read after covering.
    case codeStillReadable(id: Int)
    /// Looking for QR codes failed (zxing-cpp missing, or failing on this image).
    case qrCodes(QRCodeReaderError)
    /// The image could not be decoded whole or encoded again.
    case image(CutExtractionError)

    public var phrase: Phrase {
        switch self {
        case let .notAFolder(path):
            return Phrase("\(path): not a folder to share into", korean: "\(path): 공유할 사본을 쓸 폴더가 아닙니다")
        case let .fileExists(path):
            return Phrase(
                "\(path) already exists; poki share never writes over a file (move it, or share into another folder)",
                korean: "\(path) 파일이 이미 있습니다. poki share는 파일을 덮어쓰지 않습니다 (그 파일을 옮기거나 다른 폴더에 공유하십시오)"
            )
        case let .exifUnavailable(reason):
            return Phrase(
                "cannot keep the location without the EXIF thumbnail, which still shows the code: \(reason); or leave out --keep-location",
                korean: "코드가 그대로 보이는 EXIF 썸네일을 빼지 않고는 위치 정보를 남길 수 없습니다: \(reason). --keep-location 없이 공유하십시오"
            )
        case let .notCopyable(path, reason):
            return Phrase("\(path): cannot copy the image safely: ", korean: "\(path): 이미지를 안전하게 복사할 수 없습니다: ") + reason
        case let .videoNotCopyable(path, reason):
            return Phrase("\(path): cannot copy the video safely: ", korean: "\(path): 영상을 안전하게 복사할 수 없습니다: ") + reason
        case let .locationRemains(path, reason):
            return Phrase("\(path): its copy may still hold a location (", korean: "\(path): 사본에 아직 위치 정보가 남아 있을 수 있습니다 (") + reason
                + Phrase("); nothing was shared", korean: "). 아무것도 공유하지 않았습니다")
        case let .noQRCode(id):
            return Phrase(
                "photo \(id): no QR code found to cover; nothing was written for it (share it without --mask-qr if it has none)",
                korean: "사진 \(id): 가릴 QR 코드를 찾지 못해 이 사진은 쓰지 않았습니다 (코드가 없는 사진이면 --mask-qr 없이 공유하십시오)"
            )
        case let .codeStillReadable(id):
            return Phrase(
                "photo \(id): a QR code could still be read after covering it; nothing was written for it",
                korean: "사진 \(id): QR 코드를 가린 뒤에도 코드가 읽혀서 이 사진은 쓰지 않았습니다"
            )
        case let .qrCodes(error):
            return Phrase.describing(error)
        case let .image(error):
            return Phrase.describing(error)
        }
    }
}
