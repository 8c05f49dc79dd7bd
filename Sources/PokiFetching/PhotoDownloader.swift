import PokiImaging

/// Follows a link to the photo it leads to: the link itself when it answers with a photo (PNG, JPEG, WebP, HEIF)
/// (decided by the bytes, never by Content-Type), else the photo on the HTML page it answers with.
enum PhotoDownloader {
    /// Most links on one page that are tried.
    static let maximumCandidates = 12

    /// A downloaded photo, still in an unseen ``DownloadFile``.
    struct Download {
        var file: DownloadFile
        /// The URL the photo's bytes came from, after redirects.
        var photoURL: String
        var byteCount: Int64
    }

    /// Downloads the photo `url` leads to into a new file in `directory`: for a booth brand with a
    /// flow of its own (``BoothFlow``), the photo its app would fetch, else the link as a photo or
    /// a page.
    ///
    /// - Parameters:
    ///   - progress: told each URL as its download starts, then bytes so far and the declared total.
    ///   - onNote: told which photo was taken when a page offers several.
    static func download(
        _ url: String, into directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (String) -> Void
    ) throws(FetchError) -> Download {
        let photoURLs = BoothFlow(url: url)?.photoURLs(for: url) ?? []
        guard !photoURLs.isEmpty else {
            return try downloadLink(url, into: directory, options: options, progress: progress, onNote: onNote)
        }
        // Why the brand's photo was not taken: gone (404, 410), or another failure to report.
        var gone = false, failure: FetchError?
        for photoURL in photoURLs {
            do {
                if let photo = try photo(at: photoURL, forLink: url, directory: directory, options: options, progress: progress) { return photo }
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
            // The brand's photo is gone and its page shows none: the booth has let the album go.
            case .noPhotoOnPage where gone, .expired where gone: throw .boothLinkExpired(url: url)
            // The page is gone too: what it says beats a failure on the way to the photo.
            case .expired: throw error
            // No photo on the page: why the brand's photo was not taken says more.
            case .noPhotoOnPage: throw failure ?? error
            default: throw error
            }
        }
    }

    /// The link itself when it answers with a photo, else the photo on the page it answers with.
    private static func downloadLink(
        _ url: String, into directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (String) -> Void
    ) throws(FetchError) -> Download {
        let file = try newFile(in: directory, url: url)
        let response = try HTTPClient.get(url, into: file.descriptor, options: options, reportedURL: url,
                                          progress: progress.map { report in { report(url, $0, $1) } })
        let head = try read(file, count: 64, url: url)
        if case .supported = FormatDetector.detect(head) {
            return Download(file: file, photoURL: response.finalURL, byteCount: response.byteCount)
        }
        let page = try read(file, count: Int(response.byteCount), url: url)
        guard !page.isEmpty, PhotoFinder.looksLikeHTML(page) else {
            if case let .unsupported(format?) = FormatDetector.detect(head) {
                throw .notAPhoto(url: url, detected: format.name)
            }
            throw .notAPhoto(url: url, detected: page.isEmpty ? "empty" : nil)
        }
        let candidates = PhotoFinder.candidates(in: String(decoding: page, as: UTF8.self), pageURL: response.finalURL)
        return try photo(among: candidates, onPage: url, directory: directory, options: options, progress: progress, onNote: onNote)
    }

    /// The photo at `url` (found from the link `link`), downloaded into a new file, or nil when
    /// what answers is not a photo.
    /// - Throws: ``FetchError`` when the download fails.
    private static func photo(
        at url: String, forLink link: String, directory: String, options: FetchOptions, progress: ((String, Int64, Int64) -> Void)?
    ) throws(FetchError) -> Download? {
        let file = try newFile(in: directory, url: link)
        let response = try HTTPClient.get(url, into: file.descriptor, options: options, reportedURL: url,
                                          progress: progress.map { report in { report(url, $0, $1) } })
        guard case .supported = FormatDetector.detect(try read(file, count: 64, url: link)) else { return nil }
        return Download(file: file, photoURL: response.finalURL, byteCount: response.byteCount)
    }

    /// The page's own `og:image` when it is a photo, else the largest photo the page links to, in
    /// pixels as its header declares them (a 20x20 logo PNG of 240 KB is not larger than a
    /// 1200x1800 JPEG of 110 KB), in bytes between photos of one size.
    private static func photo(
        among candidates: [PhotoFinder.Candidate], onPage page: String, directory: String, options: FetchOptions,
        progress: ((String, Int64, Int64) -> Void)?, onNote: (String) -> Void
    ) throws(FetchError) -> Download {
        var limitError: FetchError?
        /// A candidate's photo, or nil; a limit it runs into is kept, any other failure passed over.
        func fetch(_ candidate: PhotoFinder.Candidate) throws(FetchError) -> Download? {
            do {
                return try photo(at: candidate.url, forLink: page, directory: directory, options: options, progress: progress)
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
            onNote("\(page): \(photos.count) photos on the page; took the largest, \(largest.download.photoURL) (\(size)\(largest.download.byteCount) bytes)")
        }
        return largest.download
    }

    private static func newFile(in directory: String, url: String) throws(FetchError) -> DownloadFile {
        do {
            return try DownloadFile(in: directory)
        } catch {
            throw .cannotStore(url: url, reason: "\(error)")
        }
    }

    private static func read(_ file: DownloadFile, count: Int, url: String) throws(FetchError) -> [UInt8] {
        do {
            return try file.prefix(count)
        } catch {
            throw .cannotStore(url: url, reason: "\(error)")
        }
    }
}
