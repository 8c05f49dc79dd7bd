import PokiSystem
import PokiImaging

/// Why a link did not lead to a photo. Every case names the link the user gave.
public enum FetchError: PhrasedError, Equatable {
    /// Not an `http://` or `https://` URL.
    case unsupportedURL(url: String)
    /// HTTP 404 or 410: booth links expire.
    case expired(url: String)
    /// A booth brand's link whose photo is gone: the photo its app would fetch answers 404 or 410
    /// and the page shows none (Documentation/BoothLinks.md, "Booth flows").
    case boothLinkExpired(url: String)
    /// Any other HTTP error status.
    case httpStatus(url: String, status: Int)
    /// The body grew past the size cap.
    case tooLarge(url: String, maximumBytes: Int64)
    /// No connection, or no byte arrived, within the timeout.
    case timedOut(url: String, seconds: Int)
    /// More redirects than ``FetchOptions/maximumRedirects``.
    case tooManyRedirects(url: String)
    /// An HTML page with no photo (PNG, JPEG, WebP, HEIF) on it.
    case noPhotoOnPage(url: String)
    /// The answer is neither a photo nor a page; `detected` names what it is when known.
    case notAPhoto(url: String, detected: Phrase?)
    /// What a booth gave as the session video is not an MP4 or MOV; `detected` says what it is when known.
    case notAVideo(url: String, detected: Phrase?)
    /// The booth's session video could not be taken, for the reason inside; the photo is not
    /// added without it unless the user says so (`--no-video`).
    indirect case video(FetchError)
    /// The photo arrived but does not decode.
    case unreadablePhoto(url: String, reason: Phrase)
    /// A booth's server answered without a photo; `code` is the code its answer gave, if any.
    case noPhotoFromBooth(url: String, code: Int?)
    /// The transfer failed (DNS, TLS, refused connection …); `reason` is libcurl's, or
    /// ``notJSON``'s English.
    case failed(url: String, reason: String)
    /// The album's folder could not take the download.
    case cannotStore(url: String, reason: Phrase)
    /// libcurl could not be loaded.
    case unavailable(reason: String)

    /// ``failed(url:reason:)``'s reason when a booth's server does not answer in JSON.
    static let notJSON = Phrase("the booth's server did not answer in JSON", korean: "부스 서버가 JSON으로 응답하지 않았습니다")

    public var phrase: Phrase {
        switch self {
        case let .unsupportedURL(url):
            return Phrase("\(url): not an http:// or https:// link", korean: "\(url): http:// 또는 https:// 링크가 아닙니다")
        case let .expired(url):
            return Phrase("\(url): the link has expired or is wrong", korean: "\(url): 링크가 만료되었거나 잘못되었습니다")
        case let .boothLinkExpired(url):
            return Phrase(
                "\(url): the link has expired (booths keep photos 1 to 3 days)", korean: "\(url): 링크가 만료되었습니다 (부스는 사진을 1~3일 동안 보관합니다)"
            )
        case let .httpStatus(url, status):
            return Phrase("\(url): the server answered HTTP \(status)", korean: "\(url): 서버 응답이 HTTP \(status)입니다")
        case let .tooLarge(url, maximumBytes):
            return Phrase("\(url): larger than ", korean: "\(url): ") + ByteSize.phrase(for: maximumBytes)
                + Phrase("; raise the limit with --max-size", korean: "보다 큽니다. --max-size로 한도를 올리십시오")
        case let .timedOut(url, seconds):
            return Phrase(
                "\(url): no answer for \(seconds) s; try again, or wait longer with --timeout",
                korean: "\(url): \(seconds)초 동안 응답이 없습니다. 다시 해 보거나 --timeout으로 더 오래 기다리십시오"
            )
        case let .tooManyRedirects(url):
            return Phrase(
                "\(url): more than \(FetchOptions.maximumRedirects) redirects", korean: "\(url): 리다이렉트가 \(FetchOptions.maximumRedirects)번보다 많습니다"
            )
        case let .noPhotoOnPage(url):
            return Phrase(
                "\(url): no photo on this page (booth links expire after 1 to 3 days)",
                korean: "\(url): 이 페이지에 사진이 없습니다 (부스 링크는 1~3일 뒤에 만료됩니다)"
            )
        case let .notAPhoto(url, detected):
            return Phrase("\(url): not a ", korean: "\(url): ") + ImageFormat.anyNames + Phrase(" photo", korean: " 사진이 아닙니다")
                + Self.whatItIs(detected)
        case let .notAVideo(url, detected):
            return Phrase("\(url): the booth's video is not an MP4 or MOV video", korean: "\(url): 부스의 영상이 MP4나 MOV 영상이 아닙니다")
                + Self.whatItIs(detected)
        case let .video(reason):
            return reason.phrase + Phrase("; add the photo without its video with --no-video", korean: ". 영상 없이 사진만 추가하려면 --no-video를 쓰십시오")
        case let .unreadablePhoto(url, reason):
            return Phrase.verbatim("\(url): ") + reason
        case let .noPhotoFromBooth(url, code?):
            return Phrase("\(url): the booth's server gave no photo (code \(code))", korean: "\(url): 부스 서버가 사진을 주지 않았습니다 (코드 \(code))")
        case let .noPhotoFromBooth(url, nil):
            return Phrase("\(url): the booth's server gave no photo (code none)", korean: "\(url): 부스 서버가 사진을 주지 않았습니다 (코드 없음)")
        case let .failed(url, reason):
            if reason == Self.notJSON.english { return Phrase.verbatim("\(url): ") + Self.notJSON }
            return Phrase("\(url): \(reason)", korean: "\(url): 내려받지 못했습니다 (\(reason))")
        case let .cannotStore(url, reason):
            return Phrase("\(url): cannot store the download: ", korean: "\(url): 내려받은 파일을 저장할 수 없습니다: ") + reason
        case let .unavailable(reason):
            return Phrase("\(reason)", korean: "libcurl을 불러올 수 없어 내려받을 수 없습니다: \(reason)")
        }
    }

    /// ` (it is an HTML page)` after a refusal, when what the answer is is known.
    private static func whatItIs(_ detected: Phrase?) -> Phrase {
        guard let detected else { return .verbatim("") }
        return Phrase(" (it is ", korean: " (") + detected + Phrase(")", korean: ")")
    }
}
