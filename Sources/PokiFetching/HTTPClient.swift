import CPokiFetch
import PokiSystem

/// One HTTP(S) request through the system's libcurl (loaded on first use), its answer written to
/// a descriptor.
enum HTTPClient {
    /// What to ask: a GET, or a POST of a JSON body, with the headers some booths insist on.
    struct Request: Sendable, Equatable {
        var url: String
        /// Sent as `Referer`: some booths' photo hosts refuse a request without their own.
        var referer: String?
        /// When set, the request is a POST of this JSON (`Content-Type: application/json`).
        var jsonBody: String?
        /// False: a redirect ends the request, and its target is ``Response/redirectURL``.
        var followsRedirects = true

        init(_ url: String, referer: String? = nil, jsonBody: String? = nil, followsRedirects: Bool = true) {
            self.url = url
            self.referer = referer
            self.jsonBody = jsonBody
            self.followsRedirects = followsRedirects
        }
    }

    /// What a finished download was.
    struct Response {
        /// The URL that answered, after redirects.
        var finalURL: String
        /// Where a redirect that was not followed points (absolute), else nil.
        var redirectURL: String?
        /// Bytes written.
        var byteCount: Int64
        /// The Content-Type the server sent (informative only: poki goes by the bytes).
        var contentType: String?
    }

    /// Receives bytes so far and the declared total (0 when unknown).
    typealias Progress = (_ received: Int64, _ total: Int64) -> Void

    /// Sends `request` and writes the answer's body into `descriptor`; `reportedURL` is the link
    /// named in errors.
    static func send(
        _ request: Request, into descriptor: Int32, options: FetchOptions, reportedURL: String, progress: Progress?
    ) throws(FetchError) -> Response {
        let url = request.url
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            throw .unsupportedURL(url: reportedURL)
        }
        final class ProgressBox {
            let report: Progress
            init(_ report: @escaping Progress) { self.report = report }
        }
        let box = progress.map(ProgressBox.init)
        var result = poki_fetch_result()
        let status = url.withCString { urlPointer in
            "poki/\(PokiVersion.current)".withCString { agent in
                withOptionalCString(request.referer) { referer in
                    withOptionalCString(request.jsonBody) { jsonBody in
                        withExtendedLifetime(box) {
                            var fetch = poki_fetch_request(
                                url: urlPointer,
                                timeout_seconds: options.timeoutSeconds,
                                max_bytes: options.maximumBytes,
                                max_redirects: FetchOptions.maximumRedirects,
                                user_agent: agent,
                                referer: referer,
                                json_body: jsonBody,
                                follow_redirects: request.followsRedirects ? 1 : 0,
                                progress: box == nil ? nil : { context, received, total in
                                    guard let context else { return }
                                    Unmanaged<ProgressBox>.fromOpaque(context).takeUnretainedValue().report(received, total)
                                },
                                progress_context: box.map { Unmanaged.passUnretained($0).toOpaque() }
                            )
                            return poki_fetch(&fetch, descriptor, &result)
                        }
                    }
                }
            }
        }
        let message = String(nulTerminatedTuple: &result.message)
        switch status {
        case POKI_FETCH_OK:
            let contentType = String(nulTerminatedTuple: &result.content_type)
            let finalURL = String(nulTerminatedTuple: &result.effective_url)
            let redirectURL = String(nulTerminatedTuple: &result.redirect_url)
            return Response(finalURL: finalURL.isEmpty ? url : finalURL, redirectURL: redirectURL.isEmpty ? nil : redirectURL,
                            byteCount: result.bytes,
                            contentType: contentType.isEmpty ? nil : contentType)
        case POKI_FETCH_UNAVAILABLE:
            throw .unavailable(reason: message)
        case POKI_FETCH_HTTP_ERROR:
            let code = Int(result.http_status)
            throw code == 404 || code == 410 ? .expired(url: reportedURL) : .httpStatus(url: reportedURL, status: code)
        case POKI_FETCH_TOO_LARGE:
            throw .tooLarge(url: reportedURL, maximumBytes: options.maximumBytes)
        case POKI_FETCH_TIMED_OUT:
            throw .timedOut(url: reportedURL, seconds: options.timeoutSeconds)
        case POKI_FETCH_TOO_MANY_REDIRECTS:
            throw .tooManyRedirects(url: reportedURL)
        case POKI_FETCH_WRITE_FAILED:
            throw .cannotStore(url: reportedURL, reason: .systemError(result.error_number))
        default:
            throw .failed(url: reportedURL, reason: message)
        }
    }

    /// Calls `body` with `text` as a C string, or with NULL when there is none.
    private static func withOptionalCString<Result>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        guard let text else { return body(nil) }
        return text.withCString(body)
    }
}
