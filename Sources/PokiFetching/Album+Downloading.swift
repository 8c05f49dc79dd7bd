import PokiSystem
import PokiImaging
import PokiAlbum

/// Adding from a link: the download goes straight into `images/`, unseen until committed.
extension Album {
    /// A photo downloaded into the album under a temporary name, analysed, waiting to be staged
    /// with ``stage(_:downloaded:)`` or dropped with ``discard(_:)``.
    public struct DownloadedPhoto: Sendable {
        /// The link the user gave.
        public var url: String
        /// The URL the photo's bytes came from, after pages and redirects.
        public var photoURL: String
        /// The last path component of `photoURL`, as the photo's original file name.
        public var fileName: String
        public var analysis: ImageAnalysis
        public var fetchedAt: Timestamp
        /// Where the booth's session video came from, when one came with the photo.
        public var videoURL: String?
        let file: StagedFile
        let video: StagedVideo?
    }

    /// Downloads the photo `url` leads to (the link itself, or the photo on its page) into the
    /// album and analyses it, with the booth's session video when it offers one (unless
    /// `options` says not to). Creates the album if it does not exist yet.
    ///
    /// While the bytes arrive the file has no name (on Linux), so a killed download leaves
    /// nothing; once complete it is a `.tmp-` file in `incoming/` that the next writer removes if
    /// the process dies before committing. Throws ``FetchError``; on any error nothing is left.
    /// - Parameters:
    ///   - progress: the URL being fetched, bytes received so far and the declared total (0 when unknown).
    ///   - onNote: which photo was taken when a page offers several, and when a booth keeps no video.
    ///   - onWarning: what analysing the photo found amiss (``ImageAnalyzer``), without the link.
    public func download(
        _ url: String, options: FetchOptions = FetchOptions(),
        progress: ((String, Int64, Int64) -> Void)? = nil, onNote: (Phrase) -> Void = { _ in }, onWarning: (Phrase) -> Void = { _ in }
    ) throws -> DownloadedPhoto {
        try prepareForWriting()
        try store.makeFolder(layout.incoming)
        let download = try PhotoDownloader.download(url, into: layout.incoming, options: options, progress: progress, onNote: onNote)
        let path: String, videoPath: String?
        do {
            path = try download.file.name()
            do {
                videoPath = try download.video?.file.name()
            } catch {
                try? store.remove(path)
                throw error
            }
        } catch {
            throw FetchError.cannotStore(url: url, reason: Phrase.describing(error))
        }
        do {
            let analysis: ImageAnalysis
            do {
                analysis = try ImageAnalyzer.analyze(fileAt: path, readingTextFor: BoothBrands.printedNames, onWarning: onWarning)
            } catch {
                throw FetchError.unreadablePhoto(url: url, reason: error.reason)
            }
            let sha256 = try SHA256.hex(ofFileAt: path)
            let fileName = PathName.lastComponent(of: String(download.photoURL.prefix { $0 != "?" && $0 != "#" }))
            var video: StagedVideo?
            if let videoPath, let videoDownload = download.video {
                let facts: VideoContainer.Facts
                do {
                    facts = try VideoContainer.facts(ofFileAt: videoPath)
                } catch let refusal as VideoContainer.Refusal {
                    throw FetchError.video(.notAVideo(url: videoDownload.url, detected: refusal.reason))
                }
                let file = StagedFile(temporaryPath: videoPath, sha256: try SHA256.hex(ofFileAt: videoPath), byteCount: Int(videoDownload.byteCount))
                video = StagedVideo(file: file, facts: facts)
            }
            return DownloadedPhoto(
                url: url, photoURL: download.photoURL, fileName: fileName.isEmpty ? "download" : fileName,
                analysis: analysis, fetchedAt: Timestamp.now(), videoURL: download.video?.url,
                file: StagedFile(temporaryPath: path, sha256: sha256, byteCount: Int(download.byteCount)), video: video
            )
        } catch {
            try? store.remove(path)
            if let videoPath { try? store.remove(videoPath) }
            throw error
        }
    }

    /// `photo` (whose `sourcePath` names the link) staged with the downloaded file, for ``commit(_:allowDuplicate:today:)``.
    public func stage(_ photo: NewPhoto, downloaded: DownloadedPhoto) -> StagedPhoto {
        StagedPhoto(photo: photo, file: downloaded.file, video: downloaded.video)
    }

    /// Removes a download that will not be committed.
    public func discard(_ downloaded: DownloadedPhoto) {
        try? store.remove(downloaded.file.temporaryPath)
        if let video = downloaded.video { try? store.remove(video.file.temporaryPath) }
    }
}
