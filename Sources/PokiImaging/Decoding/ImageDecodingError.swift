import PokiSystem

/// Why an image file could not be read. Every message names the file.
public enum ImageDecodingError: PhrasedError, Sendable, Equatable {
    /// The file could not be opened or read (missing, a directory, no permission).
    case unreadable(path: String, reason: Phrase)
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
    /// The decoder refused the data; `reason` is its message (``DecoderReason``).
    case corrupt(path: String, format: ImageFormat, reason: String)
    /// The library the format needs (libheif, libwebp), or the codec it needs for this file, is
    /// not installed; `reason` says what to install.
    case decoderMissing(path: String, format: ImageFormat, reason: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case let .unreadable(path, _), let .empty(path), let .unsupportedFormat(path, _), let .tooLarge(path, _, _),
             let .tooManyScans(path, _, _), let .corrupt(path, _, _), let .decoderMissing(path, _, _):
            path
        }
    }

    /// The message after the file's name: what is wrong with it.
    public var reason: Phrase {
        switch self {
        case let .unreadable(_, reason):
            Phrase("cannot read file (", korean: "파일을 읽을 수 없습니다 (") + reason + Phrase(")", korean: ")")
        case .empty:
            Phrase("empty file; poki reads ", korean: "빈 파일입니다. poki가 읽는 형식: ") + ImageFormat.allNames
        case let .unsupportedFormat(_, detected):
            detected?.refusal
                ?? Phrase("not a ", korean: "poki가 읽는 이미지(") + ImageFormat.anyNames
                + Phrase(" image; poki reads ", korean: ")가 아닙니다. poki가 읽는 형식: ") + ImageFormat.allNames
        case let .tooLarge(_, width, height):
            Phrase(
                "image is too large (\(width)x\(height)); poki reads images up to 200 megapixels and 65500 pixels a side",
                korean: "이미지가 너무 큽니다 (\(width)x\(height)). poki는 2억 화소, 한 변 65500픽셀까지의 이미지를 읽습니다"
            )
        case let .tooManyScans(_, scans, blocks):
            Phrase(
                """
                JPEG has too many scans to decode (\(scans) scans over \(blocks) blocks); poki decodes at most \
                \(ImageDecoder.maximumScans) scans and \(ImageDecoder.maximumScanBlocks) blocks in all: save it again as a baseline JPEG
                """,
                korean: """
                JPEG의 스캔이 너무 많아 디코딩하지 않습니다 (스캔 \(scans)개, 블록 \(blocks)개). poki는 스캔 \(ImageDecoder.maximumScans)개, \
                블록 모두 \(ImageDecoder.maximumScanBlocks)개까지 디코딩합니다: 베이스라인(baseline) JPEG로 다시 저장하십시오
                """
            )
        case let .corrupt(_, format, reason):
            Phrase("corrupt \(format.displayName) (", korean: "손상된 \(format.displayName) 파일입니다 (") + DecoderReason.phrase(reason) + Phrase(")", korean: ")")
        case let .decoderMissing(_, format, reason):
            Phrase(
                "cannot decode \(format.displayName) on this machine: ",
                korean: "이 컴퓨터에서는 \(format.displayName) 이미지를 디코딩할 수 없습니다 ("
            ) + DecoderReason.phrase(reason) + Phrase("", korean: ")")
        }
    }

    public var phrase: Phrase {
        Phrase("\(path): ", korean: "\(path): ") + reason
    }
}
