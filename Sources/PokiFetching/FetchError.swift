import PokiImaging

/// Why a link did not lead to a photo. Every case names the link the user gave.
public enum FetchError: Error, Equatable, CustomStringConvertible {
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
    case notAPhoto(url: String, detected: String?)
    /// What a booth gave as the session video is not an MP4 or MOV; `detected` says what it is when known.
    case notAVideo(url: String, detected: String?)
    /// The booth's session video could not be taken, for the reason inside; the photo is not
    /// added without it unless the user says so (`--no-video`).
    indirect case video(FetchError)
    /// The photo arrived but does not decode.
    case unreadablePhoto(url: String, reason: String)
    /// The transfer failed (DNS, TLS, refused connection …); `reason` is libcurl's.
    case failed(url: String, reason: String)
    /// The album's folder could not take the download.
    case cannotStore(url: String, reason: String)
    /// libcurl could not be loaded.
    case unavailable(reason: String)

    public var description: String {
        switch self {
        case let .unsupportedURL(url):
            return "\(url): not an http:// or https:// link"
        case let .expired(url):
            return "\(url): the link has expired or is wrong"
        case let .boothLinkExpired(url):
            return "\(url): the link has expired (booths keep photos 1 to 3 days)"
        case let .httpStatus(url, status):
            return "\(url): the server answered HTTP \(status)"
        case let .tooLarge(url, maximumBytes):
            return "\(url): larger than \(ByteSize.describe(maximumBytes)); raise the limit with --max-size"
        case let .timedOut(url, seconds):
            return "\(url): no answer for \(seconds) s; try again, or wait longer with --timeout"
        case let .tooManyRedirects(url):
            return "\(url): more than \(FetchOptions.maximumRedirects) redirects"
        case let .noPhotoOnPage(url):
            return "\(url): no photo on this page (booth links expire after 1 to 3 days)"
        case let .notAPhoto(url, detected):
            return "\(url): not a \(ImageFormat.names(joinedBy: "or")) photo" + (detected.map { " (it is \($0))" } ?? "")
        case let .notAVideo(url, detected):
            return "\(url): the booth's video is not an MP4 or MOV video" + (detected.map { " (it is \($0))" } ?? "")
        case let .video(reason):
            return "\(reason); add the photo without its video with --no-video"
        case let .unreadablePhoto(url, reason):
            return "\(url): \(reason)"
        case let .failed(url, reason):
            return "\(url): \(reason)"
        case let .cannotStore(url, reason):
            return "\(url): cannot store the download: \(reason)"
        case let .unavailable(reason):
            return reason
        }
    }
}
