import PokiSystem
import PokiAlbum
import PokiSharing

/// Writes an album's photos into a folder as a static web album that works offline from
/// `file://` and from any web server: the feed, a page per photo, a calendar and the poses, with
/// pictures made from the album's images. See ``ExportPaths`` for the folder's names.
///
/// Incremental: a page is written only when its bytes changed and a picture only when its photo's
/// image did (by SHA-256), so an export with nothing changed writes nothing at all; files of
/// photos no longer exported are removed; files poki did not make are left alone. A folder that
/// holds files but no export marker is refused. Every file is written atomically (a temporary
/// file renamed into place) relative to its folder opened once, never through a link
/// (``ExportFolders``), and an exclusive lock on the folder's lock file keeps two exports
/// into the same folder from interleaving.
public struct AlbumExporter: Sendable {
    public let album: Album
    public let options: ExportOptions

    public init(album: Album, options: ExportOptions) {
        self.album = album
        self.options = options
    }

    /// Mode of the folders and files an export makes: readable by a web server.
    static let filePermissions: UInt32 = 0o644
    static let folderPermissions: UInt32 = 0o755

    /// Exports. `progress(done, total)` is called as each photo's pictures are made (on the calling
    /// thread), `failed` for each photo or document that could not be exported, as it happens; the
    /// rest of the export goes on. Failures are in the summary too.
    /// - Throws: ``ExportError`` for a folder that cannot be exported into, a damaged marker, or a
    ///   failed write; the album is only read.
    public func run(progress: (Int, Int) -> Void = { _, _ in }, failed: (ExportSummary.Failure) -> Void = { _ in }) throws -> ExportSummary {
        let directory = options.directory
        try prepare(directory)
        let lock = try AlbumLock.exclusive(at: PathName.join(directory, ExportManifest.lockName))
        defer { withExtendedLifetime(lock) {} }
        // Read again under the lock: another export may have made the folder meanwhile.
        let previous = try ExportManifest.read(in: directory)
        if previous == nil { try refuseForeignFiles(in: directory) }
        try refuseLinkedFolders(in: directory)

        var failures: [ExportSummary.Failure] = []
        func fail(_ failure: ExportSummary.Failure) {
            failures.append(failure)
            failed(failure)
        }
        let content = try readContent(reportingDamaged: fail)
        let plan = try ExportPlan(wanted: wantedFiles(content), previous: previous ?? ExportManifest(), directory: directory)
        if previous == nil || !plan.toWrite.isEmpty || !plan.toRemove.isEmpty {
            try writeManifest(plan.intentManifest(previous: previous ?? ExportManifest()), in: directory)
        }
        let folders = try ExportFolders(
            directory, making: Set(plan.toWrite.map { PathName.directory(of: $0.path) }), permissions: Self.folderPermissions
        )

        let failedPaths = try makePictures(plan, content: content, into: folders, progress: progress, failed: fail)
        for file in plan.toWrite {
            guard case let .bytes(bytes) = file.source else { continue }
            try folders.write(bytes, to: file.path, permissions: Self.filePermissions)
        }
        for path in plan.toRemove {
            try folders.remove(path)
        }
        try folders.removeLeftovers()
        try folders.sync(foldersOf: plan.toWrite.map(\.path) + plan.toRemove)
        var manifest = plan.finalManifest
        for path in failedPaths { manifest.files[path] = nil }
        try writeManifest(manifest, in: directory)

        return ExportSummary(
            directory: directory, photos: content.photos.count, written: plan.toWrite.count - failedPaths.count,
            unchanged: plan.wanted.count - plan.toWrite.count, removed: plan.toRemove.count, failures: failures
        )
    }

    // MARK: The folder

    /// Makes the folder when missing; refuses anything but a folder, and a folder holding files
    /// that is not an export.
    private func prepare(_ directory: String) throws {
        try refuseInsideAlbum(directory)
        guard let status = try Syscall.status(directory, followingLink: true) else {
            try Syscall.makeDirectoryIfMissing(directory, permissions: Self.folderPermissions)
            return
        }
        guard status.kind == .directory else { throw ExportError.notADirectory(path: directory, kind: status.kind.article) }
        if try ExportManifest.read(in: directory) == nil { try refuseForeignFiles(in: directory) }
    }

    /// Throws ``ExportError/foreignDirectory(path:)`` when the folder holds anything but an
    /// export's lock file and the temporary files of an interrupted export.
    private func refuseForeignFiles(in directory: String) throws {
        let foreign = try Syscall.entries(of: directory).contains { name in
            name != ExportManifest.lockName && !AtomicFile.isLeftover(name)
        }
        if foreign { throw ExportError.foreignDirectory(path: directory) }
    }

    /// Throws ``ExportError/insideAlbum(path:album:)`` when `directory` resolves to the album's
    /// folder or a folder in it; either may not exist yet.
    private func refuseInsideAlbum(_ directory: String) throws {
        let album = Self.resolved(album.directory), export = Self.resolved(directory)
        guard export == album || export.hasPrefix(album == "/" ? "/" : album + "/") else { return }
        throw ExportError.insideAlbum(path: directory, album: self.album.directory)
    }

    /// `path` with its links resolved as far as it exists (`realpath` of the nearest folder that
    /// does) and the rest added back, without `.` and empty components.
    private static func resolved(_ path: String) -> String {
        var missing: [String] = []
        var existing = path
        while true {
            if let canonical = Platform.canonicalPath(existing) {
                return missing.reversed().reduce(canonical) { PathName.join($0, $1) }
            }
            let parent = PathName.directory(of: existing)
            let last = PathName.lastComponent(of: existing)
            if !last.isEmpty, last != "." { missing.append(last) }
            guard parent != existing, !parent.isEmpty else { return path }
            existing = parent
        }
    }

    /// Throws ``ExportError/notADirectory(path:kind:)`` when one of the export's own folders
    /// (`thumbs`, `images`, …) is a link or anything but a folder: writing into it would write
    /// wherever the link leads, and removing old pictures would remove files there.
    private func refuseLinkedFolders(in directory: String) throws {
        for folder in ExportPaths.folders {
            let path = PathName.join(directory, folder)
            if let status = try Syscall.status(path), status.kind != .directory {
                throw ExportError.notADirectory(path: path, kind: status.kind.article)
            }
        }
    }

    /// Writes the marker unless it already holds exactly these bytes.
    private func writeManifest(_ manifest: ExportManifest, in directory: String) throws {
        let path = PathName.join(directory, ExportManifest.fileName)
        let bytes = try manifest.encoded()
        if try Syscall.contentsIfPresent(of: path) == bytes { return }
        try AtomicFile.write(bytes, to: path, permissions: Self.filePermissions)
    }

    // MARK: What to export

    private func readContent(reportingDamaged report: (ExportSummary.Failure) -> Void) throws -> ExportContent {
        let listing = try album.photoListing(order: .date, filter: options.filter)
        for damaged in listing.damaged {
            let message = Phrase.verbatim("\(damaged.path): ") + damaged.reason
            report(ExportSummary.Failure(id: nil, path: damaged.path, message: message))
        }
        let userPoses = try album.userPoses()
        let likedPoses = try album.likes().sorted { $0.likedAt > $1.likedAt }.compactMap { like in
            try? PoseCatalog.pose(withID: like.poseID, userPoses: userPoses)
        }
        var content = ExportContent(
            title: options.title ?? ExportOptions.defaultTitle.text(in: options.language), nickname: try album.profile().nickname,
            photos: listing.photos, likedPoses: likedPoses, userPoses: userPoses, includesOriginals: options.includesOriginals
        )
        content.weeksStartOnSunday = options.weeksStartOnSunday
        content.language = options.language
        return content
    }

    private func wantedFiles(_ content: ExportContent) -> [ExportPlan.File] {
        func page(_ path: String, _ html: String) -> ExportPlan.File {
            let bytes = Array(html.utf8)
            return ExportPlan.File(path: path, key: "sha256:" + SHA256.hex(of: bytes), source: .bytes(bytes))
        }
        var files = [
            page(ExportPaths.styleSheet, ExportStyleSheet.css),
            page(ExportPaths.index, FeedPage.html(content, tag: nil)),
            page(ExportPaths.calendar, CalendarPage.html(content)),
            page(ExportPaths.poses, PosesPage.html(content)),
        ]
        for tag in content.tags {
            files.append(page(ExportPaths.tagPage(label: tag.label), FeedPage.html(content, tag: tag.label)))
        }
        for (index, photo) in content.photos.enumerated() {
            files.append(page(ExportPaths.page(of: photo), PhotoPage.html(content, position: index)))
            let covering = options.keepsQRCodes ? "" : ":\(ExportPictures.coveredCodes)"
            let pictureKey = "\(ExportPictures.definition)\(covering):\(photo.sha256)"
            files.append(ExportPlan.File(path: ExportPaths.thumbnail(of: photo), key: pictureKey, source: .picture(photoIndex: index)))
            files.append(ExportPlan.File(path: ExportPaths.screenPicture(of: photo), key: pictureKey, source: .picture(photoIndex: index)))
            if content.includesOriginals {
                files.append(ExportPlan.File(path: ExportPaths.original(of: photo), key: "original:\(photo.sha256)\(options.keepsLocation ? "" : ":\(PublishedCopy.rulesVersion)")\(covering)", source: .original(photoIndex: index)))
            }
            if let video = photo.video {
                files.append(ExportPlan.File(path: ExportPaths.video(of: photo, video), key: "video:\(video.sha256)\(options.keepsLocation ? "" : ":\(PublishedVideo.rulesVersion)")", source: .video(photoIndex: index)))
            }
        }
        return files
    }

    // MARK: Pictures

    /// What one photo's picture job did.
    private enum PictureOutcome: Sendable {
        case done
        /// The photo's image could not be made into pictures; the export goes on.
        case failed(ExportError, paths: [String])
        /// A write failed: the export stops.
        case stopped(any Error)
    }

    /// Makes the pictures and originals the plan writes, one job per photo on `options.jobs`
    /// threads. Returns the paths that could not be made.
    private func makePictures(
        _ plan: ExportPlan, content: ExportContent, into folders: ExportFolders, progress: (Int, Int) -> Void,
        failed: (ExportSummary.Failure) -> Void
    ) throws -> [String] {
        var pictures: [Int: [String]] = [:], originals: [Int: String] = [:], videos: [Int: String] = [:]
        for file in plan.toWrite {
            switch file.source {
            case let .picture(index): pictures[index, default: []].append(file.path)
            case let .original(index): originals[index] = file.path
            case let .video(index): videos[index] = file.path
            case .bytes: break
            }
        }
        let photoIndexes = Set(pictures.keys).union(originals.keys).union(videos.keys).sorted()
        let photos = content.photos, album = album
        let picturePaths = pictures, originalPaths = originals, videoPaths = videos
        var failedPaths: [String] = []
        var stop: (any Error)?
        OrderedParallelWork.run(count: photoIndexes.count, jobs: options.jobs, work: { job -> PictureOutcome in
            let photo = photos[photoIndexes[job]]
            let source = album.layout.image(named: photo.image)
            let paths = picturePaths[photoIndexes[job]] ?? []
            let original = originalPaths[photoIndexes[job]]
            let videoCopy = videoPaths[photoIndexes[job]]
            do {
                if !paths.isEmpty {
                    let made = try ExportPictures.make(fromFileAt: source, id: photo.id, keepingCodes: options.keepsQRCodes)
                    for path in paths {
                        let bytes = path == ExportPaths.thumbnail(of: photo) ? made.thumbnail : made.screen
                        try folders.write(bytes, to: path, permissions: Self.filePermissions)
                    }
                }
                if let original {
                    guard var bytes = try album.store.contents(of: source) else {
                        throw ExportError.picture(
                            id: photo.id, reason: Phrase("its image \(source) is missing", korean: "이미지 파일이 없습니다: \(source)")
                        )
                    }
                    do {
                        let copy = try PublishedCopy.of(
                            bytes, format: photo.format, path: source, id: photo.id, keepingLocation: options.keepsLocation, coveringCodes: !options.keepsQRCodes,
                            as: photo.format.writtenFormat
                        )
                        if copy.lostLocation {
                            throw ExportError.picture(id: photo.id, reason: Phrase(
                                "its \(photo.format.displayName) original is published as a JPEG, which cannot keep its location; or leave out --keep-location",
                                korean: "\(photo.format.displayName) 원본은 JPEG로 공개되는데, 이 JPEG에는 위치 정보를 남길 수 없습니다. --keep-location 없이 내보내십시오"
                            ))
                        }
                        bytes = copy.bytes
                    } catch let ShareError.exifUnavailable(reason) {
                        throw ExportError.picture(id: photo.id, reason: Phrase(
                            "cannot keep the location without the EXIF thumbnail, which still shows its QR code (\(reason)); or leave out --keep-location",
                            korean: "QR 코드가 그대로 보이는 EXIF 썸네일을 빼지 않고는 위치 정보를 남길 수 없습니다 (\(reason)). --keep-location 없이 내보내십시오"
                        ))
                    } catch let error as ShareError {
                        throw ExportError.picture(
                            id: photo.id,
                            reason: Phrase("its original could not be published safely (", korean: "원본을 안전하게 공개할 수 없습니다 (") + error.phrase
                                + Phrase.verbatim(")")
                        )
                    }
                    try folders.write(bytes, to: original, permissions: Self.filePermissions)
                }
                if let videoCopy, let video = photo.video {
                    let copy: PublishedVideo
                    do {
                        copy = try PublishedVideo.of(fileAt: album.layout.image(named: video.file), keepingLocation: options.keepsLocation)
                    } catch let error as ShareError {
                        throw ExportError.picture(
                            id: photo.id,
                            reason: Phrase("its video could not be published safely (", korean: "영상을 안전하게 공개할 수 없습니다 (") + error.phrase
                                + Phrase.verbatim(")")
                        )
                    } catch let error as FileSystemError {
                        throw ExportError.picture(
                            id: photo.id,
                            reason: Phrase("its video could not be read (", korean: "영상을 읽을 수 없습니다 (") + error.phrase
                                + Phrase.verbatim(")")
                        )
                    }
                    try folders.write(copy.bytes, to: videoCopy, permissions: Self.filePermissions)
                }
                return .done
            } catch let error as ExportError {
                return .failed(error, paths: paths + (original.map { [$0] } ?? []) + (videoCopy.map { [$0] } ?? []))
            } catch {
                return .stopped(error)
            }
        }, consume: { done, outcome in
            switch outcome {
            case .done:
                break
            case let .failed(error, paths):
                failedPaths += paths
                failed(ExportSummary.Failure(id: photos[photoIndexes[done]].id, path: nil, message: error.phrase))
            case let .stopped(error):
                if stop == nil { stop = error }
            }
            progress(done + 1, photoIndexes.count)
        })
        if let stop { throw stop }
        return failedPaths
    }
}
