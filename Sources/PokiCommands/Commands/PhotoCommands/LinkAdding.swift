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
                if codes.isEmpty {
                    failures.append(fail(path: picture, Phrase("\(picture): no QR code found", korean: "\(picture): QR 코드를 찾지 못했습니다")))
                }
                for code in codes {
                    let link = VisibleText.of(code.text)
                    console.note(Phrase("\(picture): QR code \(link)", korean: "\(picture): QR 코드 \(link)"))
                    urls.append(code.text)
                }
            } catch {
                failures.append(fail(path: picture, error))
            }
        }
        if !failures.isEmpty { return nothingAdded(failures) }
        return try add(urls: urls)
    }

    /// Downloads each link's photo, then adds them all.
    func add(urls: [String]) throws -> ExitStatus {
        let console = context.console
        let hosts = try BoothHosts.load(environment: context.environment)
        let subject: Phrase = urls.count == 1 ? .verbatim(urls[0]) : Phrase("\(urls.count) photos", korean: "사진 \(urls.count)장")
        let memoText = try command.memo?.resolve(
            current: "", subject: subject, album: album, consequence: AddCommand.nothingAdded, context: context, spec: AddCommand.spec
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
                    onWarning: { progress.clear(); console.warning(Phrase.verbatim("\(url): ") + $0) }
                )
                progress.clear()
                // One warning: the photo over plain http, else the link (whose page named the photo).
                if BoothHosts.isUnencrypted(download.photoURL) {
                    console.warning(Phrase(
                        "\(download.photoURL): fetched over plain http://; the photo travelled unencrypted",
                        korean: "\(download.photoURL): 암호화되지 않은 http://로 받았습니다. 사진이 암호화 없이 전송되었습니다"
                    ))
                } else if BoothHosts.isUnencrypted(url) {
                    console.warning(Phrase(
                        "\(url): opened over plain http://; the photo came over https, but the way to it was unencrypted",
                        korean: "\(url): 암호화되지 않은 http://로 열었습니다. 사진은 https로 받았지만 사진에 이르는 과정은 암호화되지 않았습니다"
                    ))
                }
                if let videoURL = download.videoURL, BoothHosts.isUnencrypted(videoURL) {
                    console.warning(Phrase(
                        "\(videoURL): fetched over plain http://; the video travelled unencrypted",
                        korean: "\(videoURL): 암호화되지 않은 http://로 받았습니다. 영상이 암호화 없이 전송되었습니다"
                    ))
                }
                downloads.append(download)
            } catch {
                progress.clear()
                failures.append(fail(path: url, error))
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
        if let warning = TodayDateWarning.text(for: undated, today: today, in: console.language) { console.warning(warning) }
        return failures.isEmpty ? .success : .failure
    }

    /// `--tag`, else the brand of the link's (or the photo's) host when it names a known tag, else
    /// the config file's default tag.
    private func tag(for download: Album.DownloadedPhoto, hosts: BoothHosts) -> String? {
        command.tag ?? HostBrand(hosts: hosts, album: album, context: context).tag(forLinks: [download.url, download.photoURL])
    }

    /// Prints `message` as an error now, and keeps it in English for `--json`.
    private func fail(path: String, _ message: Phrase) -> JSONFailure {
        context.console.error(message)
        return JSONFailure(path: path, error: message.english)
    }

    /// Prints `error` as an error now, and keeps it in English for `--json`.
    private func fail(path: String, _ error: any Error) -> JSONFailure {
        context.console.error(error)
        return JSONFailure(path: path, error: "\(error)")
    }

    private func nothingAdded(_ failures: [JSONFailure]) -> ExitStatus {
        context.console.note(AddCommand.nothingAdded)
        if command.json { context.console.output(bytes: JSONOutput.array(of: [], then: failures)) }
        return .failure
    }
}
