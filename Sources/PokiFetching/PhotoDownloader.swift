import PokiSystem
import PokiImaging

/// Follows a link to the photo it leads to: the link itself when it answers with a photo (PNG, JPEG, WebP, HEIF)
/// (decided by the bytes, never by Content-Type), else the photo on the HTML page it answers with.
enum PhotoDownloader {
    /// Most links on one page that are tried.
    static let maximumCandidates = 12
    /// What an answer that should be a photo or a video is when it is a web page.
    private static let htmlPage = Phrase("an HTML page", korean: "HTML 페이지")
    /// What an answer with no bytes is.
    private static let empty = Phrase("empty", korean: "빈 파일")

    /// A downloaded photo, still in an unseen ``DownloadFile``.
    struct Download {
        var file: DownloadFile
        /// The URL the photo's bytes came from, after redirects.
        var photoURL: String
        var byteCount: Int64
        /// The booth's session video, when it offers one and it was asked for.
        var video: VideoDownload?
    }

    /// A downloaded session video, checked to be an MP4 or MOV by its first bytes.
    struct VideoDownload {
        var file: DownloadFile
        /// The URL the video's bytes came from, after redirects.
        var url: String
        var byteCount: Int64
        var format: VideoContainer.Format
    }

    /// Downloads the photo `url` leads to into a new file in `directory`, with its session video
    /// when the booth offers one and `options` asks for it: for a booth brand with a flow of its
    /// own (``BoothFlow``), where its app would fetch them, else the link as a photo or a page.
    ///
    /// - Parameters:
    ///   - progress: told each URL as its download starts, then bytes so far and the declared total.
    ///   - onNote: told which photo was taken when a page offers several, and when a booth keeps no video.
    static func download(
        _ url: String, into directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (Phrase) -> Void
    ) throws(FetchError) -> Download {
        let web = BoothFlow.Web(
            redirect: { (target: String) throws(FetchError) -> String? in
                try fetch(.init(target, followsRedirects: false), reportedURL: url, directory: directory, options: options).response.redirectURL
            },
            body: { (request: HTTPClient.Request) throws(FetchError) -> [UInt8] in
                let (file, response) = try fetch(request, reportedURL: request.url, directory: directory, options: options)
                return try read(file, count: Int(response.byteCount), url: url)
            }
        )
        let media: BoothFlow.Media?
        do {
            media = try BoothFlow(url: url)?.media(for: url, web: web)
        } catch .expired(let gone) where gone == url {
            // A booth's own link that is gone (404, 410): the booth has let the album go.
            throw .boothLinkExpired(url: url)
        }
        guard let media else {
            return try downloadLink(url, into: directory, options: options, progress: progress, onNote: onNote)
        }
        var download = try photo(of: media, link: url, directory: directory, options: options, progress: progress, onNote: onNote)
        if options.fetchesVideo {
            download.video = try video(of: media, link: url, directory: directory, options: options, progress: progress, onNote: onNote)
        }
        return download
    }

    /// The photo a booth's flow leads to, else the photo on the link's page.
    private static func photo(
        of media: BoothFlow.Media, link url: String, directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (Phrase) -> Void
    ) throws(FetchError) -> Download {
        // Why the brand's photo was not taken: gone (404, 410), or another failure to report.
        var gone = false, failure: FetchError?
        for request in media.photos {
            do {
                if let photo = try photo(at: request, forLink: url, directory: directory, options: options, progress: progress) { return photo }
            } catch .expired {
                gone = true
            } catch {
                if case .unavailable = error { throw error }
                if case .cannotStore = error { throw error }
                failure = failure ?? error
            }
        }
        do {
            return try downloadLink(url, into: directory, options: options, progress: progress, onNote: onNote)
        } catch {
            switch error {
            // The brand's photo is gone (and did not fail otherwise) and its page shows none:
            // the booth has let the album go.
            case .noPhotoOnPage where gone && failure == nil, .expired where gone && failure == nil: throw .boothLinkExpired(url: url)
            // The page is gone too: what it says beats a failure on the way to the photo.
            case .expired: throw error
            // No photo on the page: why the brand's photo was not taken says more.
            case .noPhotoOnPage: throw failure ?? error
            default: throw error
            }
        }
    }

    /// The session video of a booth's flow: the first of its URLs that is there (404 and 410
    /// pass to the next); nil, with a note, when none is.
    /// - Throws: ``FetchError/video(_:)`` when a video is there but cannot be taken (too large,
    ///   not a video, a server error): the photo is not added without it unless the user says so.
    private static func video(
        of media: BoothFlow.Media, link url: String, directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (Phrase) -> Void
    ) throws(FetchError) -> VideoDownload? {
        guard !media.videos.isEmpty else { return nil }
        for request in media.videos {
            do throws(FetchError) {
                let file = try newFile(in: directory, url: url)
                let response = try HTTPClient.send(request, into: file.descriptor, options: options, reportedURL: request.url,
                                                   progress: progress.map { report in { report(request.url, $0, $1) } })
                guard let format = VideoContainer.format(ofHead: try read(file, count: 12, url: url)) else {
                    let head = try read(file, count: 1024, url: url)
                    let detected: Phrase? = PhotoFinder.looksLikeHTML(head) ? Self.htmlPage : head.isEmpty ? Self.empty : nil
                    throw .notAVideo(url: request.url, detected: detected)
                }
                return VideoDownload(file: file, url: response.finalURL, byteCount: response.byteCount, format: format)
            } catch .expired {
                continue
            } catch {
                switch error {
                case .unavailable, .cannotStore: throw error
                default: throw .video(error)
                }
            }
        }
        onNote(Phrase("\(url): the booth keeps no video of this session", korean: "\(url): 부스에 이 촬영의 영상이 남아 있지 않습니다"))
        return nil
    }

    /// One request whose answer is only read, not kept: a redirect or a small page.
    private static func fetch(
        _ request: HTTPClient.Request, reportedURL: String, directory: String, options: FetchOptions
    ) throws(FetchError) -> (file: DownloadFile, response: HTTPClient.Response) {
        let file = try newFile(in: directory, url: reportedURL)
        var limits = options
        limits.maximumBytes = min(options.maximumBytes, 4 << 20)
        return (file, try HTTPClient.send(request, into: file.descriptor, options: limits, reportedURL: reportedURL, progress: nil))
    }

    /// The link itself when it answers with a photo, else the photo on the page it answers with.
    private static func downloadLink(
        _ url: String, into directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (Phrase) -> Void
    ) throws(FetchError) -> Download {
        let file = try newFile(in: directory, url: url)
        let response = try HTTPClient.send(.init(url), into: file.descriptor, options: options, reportedURL: url,
                                           progress: progress.map { report in { report(url, $0, $1) } })
        let head = try read(file, count: 64, url: url)
        if case .supported = FormatDetector.detect(head) {
            return Download(file: file, photoURL: response.finalURL, byteCount: response.byteCount)
        }
        let page = try read(file, count: Int(response.byteCount), url: url)
        guard !page.isEmpty, PhotoFinder.looksLikeHTML(page) else {
            if case let .unsupported(format?) = FormatDetector.detect(head) {
                throw .notAPhoto(url: url, detected: .verbatim(format.name))
            }
            throw .notAPhoto(url: url, detected: page.isEmpty ? Self.empty : nil)
        }
        let candidates = PhotoFinder.candidates(in: String(decoding: page, as: UTF8.self), pageURL: response.finalURL)
        return try photo(among: candidates, onPage: url, directory: directory, options: options, progress: progress, onNote: onNote)
    }

    /// The photo `request` asks for (found from the link `link`), downloaded into a new file, or
    /// nil when what answers is not a photo.
    /// - Throws: ``FetchError`` when the download fails.
    private static func photo(
        at request: HTTPClient.Request, forLink link: String, directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?
    ) throws(FetchError) -> Download? {
        let url = request.url
        let file = try newFile(in: directory, url: link)
        let response = try HTTPClient.send(request, into: file.descriptor, options: options, reportedURL: url,
                                           progress: progress.map { report in { report(url, $0, $1) } })
        guard case .supported = FormatDetector.detect(try read(file, count: 64, url: link)) else { return nil }
        return Download(file: file, photoURL: response.finalURL, byteCount: response.byteCount)
    }

    /// The page's own `og:image` when it is a photo, else the largest photo the page links to, in
    /// pixels as its header declares them (a 20x20 logo PNG of 240 KB is not larger than a
    /// 1200x1800 JPEG of 110 KB), in bytes between photos of one size.
    private static func photo(
        among candidates: [PhotoFinder.Candidate], onPage page: String, directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (Phrase) -> Void
    ) throws(FetchError) -> Download {
        var limitError: FetchError?
        /// A candidate's photo, or nil; a limit it runs into is kept, any other failure passed over.
        func fetch(_ candidate: PhotoFinder.Candidate) throws(FetchError) -> Download? {
            do {
                return try photo(at: .init(candidate.url), forLink: page, directory: directory, options: options, progress: progress)
            } catch {
                switch error {
                case .unavailable, .cannotStore: throw error
                case .tooLarge, .timedOut: limitError = limitError ?? error
                default: break
                }
                return nil
            }
        }
        for candidate in candidates.prefix(maximumCandidates) where candidate.declared {
            if let photo = try fetch(candidate) { return photo }
        }
        var photos: [(download: Download, size: PixelSize?)] = []
        for candidate in candidates.prefix(maximumCandidates) where !candidate.declared {
            if let photo = try fetch(candidate) { photos.append((photo, ImageDecoder.declaredSize(ofFileOpenOn: photo.file.descriptor))) }
        }
        let pixels = { (size: PixelSize?) in (size?.width ?? 0) * (size?.height ?? 0) }
        guard let largest = photos.max(by: { (pixels($0.size), $0.download.byteCount) < (pixels($1.size), $1.download.byteCount) }) else {
            throw limitError ?? .noPhotoOnPage(url: page)
        }
        if photos.count > 1 {
            let size = largest.size.map { "\($0.width)x\($0.height), " } ?? ""
            let photoURL = largest.download.photoURL, bytes = largest.download.byteCount
            onNote(Phrase(
                "\(page): \(photos.count) photos on the page; took the largest, \(photoURL) (\(size)\(bytes) bytes)",
                korean: "\(page): 페이지에 사진이 \(photos.count)장 있어 가장 큰 사진을 가져왔습니다: \(photoURL) (\(size)\(bytes)바이트)"
            ))
        }
        return largest.download
    }

    private static func newFile(in directory: String, url: String) throws(FetchError) -> DownloadFile {
        do {
            return try DownloadFile(in: directory)
        } catch {
            throw .cannotStore(url: url, reason: Phrase.describing(error))
        }
    }

    private static func read(_ file: DownloadFile, count: Int, url: String) throws(FetchError) -> [UInt8] {
        do {
            return try file.prefix(count)
        } catch {
            throw .cannotStore(url: url, reason: Phrase.describing(error))
        }
    }
}
