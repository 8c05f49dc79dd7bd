import PokiSystem
import PokiAlbum
import PokiImaging

/// `poki share`: copies of photos to give away, without what they should not give away.
extension Album {
    /// Writes a copy of each photo in `ids` into `directory` as `<day>_<tag>_<id>.<ext>`.
    ///
    /// Every name is checked first: if a file of one of them exists, nothing is written and
    /// ``ShareError/fileExists(path:)`` names it. Then each photo is copied in turn (its EXIF
    /// location removed unless `options.keepLocation`, its QR code covered with
    /// `options.maskQRCodes`); a photo that fails is reported in the outcome and the others are
    /// still written. A copy is written atomically and never over a file that appeared meanwhile.
    /// A copy that, read back, may still hold a location stops the share: the copies already
    /// written are removed and ``ShareError/locationRemains(path:reason:)`` is thrown.
    /// - Throws: ``AlbumError`` for an unknown or trashed ID (nothing written),
    ///   ``ShareError/notAFolder(path:)``, ``ShareError/fileExists(path:)``,
    ///   ``ShareError/locationRemains(path:reason:)``.
    public func share(ids: [Int], to directory: String, options: ShareOptions = ShareOptions()) throws -> ShareOutcome {
        var seen = Set<Int>()
        let photos = try ids.filter { seen.insert($0).inserted }.map { try photo(withID: $0) }
        // A link is followed: the write fails cleanly if it does not lead to a folder.
        guard let kind = try Syscall.status(directory)?.kind, kind == .directory || kind == .symbolicLink else {
            throw ShareError.notAFolder(path: directory)
        }
        let paths = photos.map { PathName.join(directory, ShareName.fileName(for: $0, format: copyFormat(of: $0, options: options))) }
        let videoPaths = photos.map { photo in
            options.includeVideo ? photo.video.map { PathName.join(directory, ShareName.videoFileName(for: photo, video: $0)) } : nil
        }
        for path in paths + videoPaths.compactMap({ $0 }) where try Syscall.status(path) != nil {
            throw ShareError.fileExists(path: path)
        }
        var outcome = ShareOutcome()
        for (index, photo) in photos.enumerated() {
            var written: [String] = []
            do {
                var shared = try share(photo, to: paths[index], options: options)
                written.append(shared.path)
                if let videoPath = videoPaths[index], let video = photo.video {
                    let copy = try PublishedVideo.of(fileAt: layout.image(named: video.file), keepingLocation: options.keepLocation)
                    do {
                        try AtomicFile.write(copy.bytes, to: videoPath, syncDirectory: false, replacing: false)
                    } catch FileSystemError.alreadyExists {
                        throw ShareError.fileExists(path: videoPath)
                    }
                    written.append(videoPath)
                    shared.videoPath = videoPath
                    if copy.emptiedBoxes > 0 {
                        shared.removedLocation = true
                        let boxes = copy.emptiedBoxes, s = boxes == 1 ? "" : "s"
                        shared.notes.append(Phrase(
                            "left the video's metadata out (\(boxes) block\(s) that may hold its location, device or XMP)",
                            korean: "영상의 메타데이터를 뺐습니다 (위치 정보, 기기, XMP가 들어 있을 수 있는 블록 \(boxes)개)"
                        ))
                    }
                }
                outcome.shared.append(shared)
            } catch {
                // A photo is shared whole or not at all: its copy goes when its video could not follow.
                for path in written { try? Syscall.unlinkIfPresent(path) }
                guard let shareError = error as? ShareError, case .locationRemains = shareError else {
                    let message = Phrase.describing(error)
                    let named = message.english.contains(String(photo.id)) ? message : Phrase("photo \(photo.id): ", korean: "사진 \(photo.id): ") + message
                    outcome.failures.append(ShareFailure(id: photo.id, phrase: named))
                    continue
                }
                // A copy that may give a place away stops the whole share: DIR is left as it was.
                for shared in outcome.shared {
                    try? Syscall.unlinkIfPresent(shared.path)
                    if let videoPath = shared.videoPath { try? Syscall.unlinkIfPresent(videoPath) }
                }
                throw error
            }
        }
        if !outcome.shared.isEmpty { try AtomicFile.syncDirectory(directory) }
        return outcome
    }

    private func copyFormat(of photo: Photo, options: ShareOptions) -> ImageFormat {
        PublishedCopy.format(of: photo.format, keepingLocation: options.keepLocation, coveringCodes: options.maskQRCodes)
    }

    private func share(_ photo: Photo, to path: String, options: ShareOptions) throws -> SharedPhoto {
        let source = layout.image(named: photo.image)
        guard let original = try store.contents(of: source) else {
            throw ShareError.image(.unreadable(.unreadable(path: source, reason: Phrase("the album's image is missing", korean: "앨범의 이미지 파일이 없습니다"))))
        }
        let copy = try PublishedCopy.of(
            original, format: photo.format, path: source, id: photo.id, keepingLocation: options.keepLocation, coveringCodes: options.maskQRCodes,
            as: copyFormat(of: photo, options: options)
        )
        if options.maskQRCodes, copy.coveredCodes == 0 { throw ShareError.noQRCode(id: photo.id) }
        do {
            try AtomicFile.write(copy.bytes, to: path, syncDirectory: false, replacing: false)
        } catch FileSystemError.alreadyExists {
            throw ShareError.fileExists(path: path)
        }
        return SharedPhoto(
            id: photo.id, path: path, removedLocation: copy.removedLocation, coveredCodes: copy.coveredCodes, notes: copy.notes
        )
    }
}
