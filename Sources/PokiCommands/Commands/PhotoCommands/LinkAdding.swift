import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching

/// `poki add --url URL...` and `poki add --qr IMAGE...`: every link is downloaded into the album
/// unseen, then all are committed together, like files; if one link fails, nothing is added.
struct LinkAdding {
    let command: AddCommand
    let album: Album
    let context: CommandContext

    /// Reads the QR codes in each picture and adds what every code's link leads to.
    func add(qrPictures pictures: [String]) throws -> ExitStatus {
        let console = context.console
        var urls: [String] = []
        var failures: [JSONFailure] = []
        for picture in pictures {
            do {
                let codes = try QRCodeReader.read(fileAt: picture, thorough: true)
                if codes.isEmpty { failures.append(fail(path: picture, "\(picture): no QR code found")) }
                for code in codes {
                    console.note("\(picture): QR code \(VisibleText.of(code.text))")
                    urls.append(code.text)
                }
            } catch {
                failures.append(fail(path: picture, "\(error)"))
            }
        }
        if !failures.isEmpty { return nothingAdded(failures) }
        return try add(urls: urls)
    }

    /// Downloads each link's photo, then adds them all.
    func add(urls: [String]) throws -> ExitStatus {
        let console = context.console
        let hosts = try BoothHosts.load(environment: context.environment)
        let subject = urls.count == 1 ? urls[0] : "\(urls.count) photos"
        let memoText = try command.memo?.resolve(
            current: "", subject: subject, album: album, consequence: "nothing was added", context: context, spec: AddCommand.spec
        ) ?? ""

        // A download makes the album when there is none; a failed one must not leave it behind.
        let albumBefore = try album.state()
        let progress = DownloadProgress(console: console)
        var downloads: [Album.DownloadedPhoto] = []
        var failures: [JSONFailure] = []
        for url in urls {
            do {
                let download = try album.download(
                    url, options: command.fetchOptions,
                    progress: { progress.update(url: $0, received: $1, total: $2) },
                    onNote: { progress.clear(); console.note($0) },
                    onWarning: { progress.clear(); console.warning("\(url): \($0)") }
                )
                progress.clear()
                // One warning: the photo over plain http, else the link (whose page named the photo).
                if BoothHosts.isUnencrypted(download.photoURL) {
                    console.warning("\(download.photoURL): fetched over plain http://; the photo travelled unencrypted")
                } else if BoothHosts.isUnencrypted(url) {
                    console.warning("\(url): opened over plain http://; the photo came over https, but the way to it was unencrypted")
                }
                if let videoURL = download.videoURL, BoothHosts.isUnencrypted(videoURL) {
                    console.warning("\(videoURL): fetched over plain http://; the video travelled unencrypted")
                }
                downloads.append(download)
            } catch {
                progress.clear()
                failures.append(fail(path: url, "\(error)"))
            }
        }
        if !failures.isEmpty {
            downloads.forEach(album.discard)
            if albumBefore != .album { _ = try album.eraseIfNeverUsed(keepingDirectory: albumBefore == .empty) }
            return nothingAdded(failures)
        }

        let staged = downloads.map { download in
            let photo = NewPhoto(
                sourcePath: download.url, analysis: download.analysis, tag: tag(for: download, hosts: hosts),
                memo: memoText, date: command.date, originalFileName: download.fileName,
                source: PhotoSource(url: download.url, fetchedAt: download.fetchedAt)
            )
            return album.stage(photo, downloaded: download)
        }
        let today = CalendarDay.today()
        let outcomes = try album.commit(staged, allowDuplicate: command.allowDuplicate, today: today)
        let (added, skipped) = command.sortOut(outcomes, failures: &failures, console: console)
        try TrashedCopies.note(for: added, in: album, console: console)
        if command.json { console.output(bytes: JSONOutput.array(of: added, then: failures, skipped: skipped)) }
        let undated = zip(urls, outcomes).compactMap { url, outcome -> (id: Int, path: String)? in
            guard case let .added(photo) = outcome, photo.dateSource == .today else { return nil }
            return (photo.id, url)
        }
        if let warning = TodayDateWarning.text(for: undated, today: today) { console.warning(warning) }
        return failures.isEmpty ? .success : .failure
    }

    /// `--tag`, else the brand of the link's (or the photo's) host when it names a known tag, else
    /// the config file's default tag.
    private func tag(for download: Album.DownloadedPhoto, hosts: BoothHosts) -> String? {
        command.tag ?? HostBrand(hosts: hosts, album: album, context: context).tag(forLinks: [download.url, download.photoURL])
    }

    /// Prints `message` as an error now, and keeps it for `--json`.
    private func fail(path: String, _ message: String) -> JSONFailure {
        context.console.error(message)
        return JSONFailure(path: path, error: message)
    }

    private func nothingAdded(_ failures: [JSONFailure]) -> ExitStatus {
        context.console.note("nothing was added")
        if command.json { context.console.output(bytes: JSONOutput.array(of: [], then: failures)) }
        return .failure
    }
}
