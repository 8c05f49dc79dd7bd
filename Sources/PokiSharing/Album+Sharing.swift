import PokiSystem
import PokiAlbum

/// `poki share`: copies of photos to give away, without what they should not give away.
extension Album {
    /// Writes a copy of each photo in `ids` into `directory` as `<day>_<tag>_<id>.<ext>`.
    ///
    /// Every name is checked first: if a file of one of them exists, nothing is written and
    /// ``ShareError/fileExists(path:)`` names it. Then each photo is copied in turn (its EXIF
    /// location removed unless `options.keepLocation`, its QR code covered with
    /// `options.maskQRCodes`); a photo that fails is reported in the outcome and the others are
    /// still written. A copy is written atomically and never over a file that appeared meanwhile.
    /// - Throws: ``AlbumError`` for an unknown or trashed ID (nothing written),
    ///   ``ShareError/notAFolder(path:)``, ``ShareError/fileExists(path:)``.
    public func share(ids: [Int], to directory: String, options: ShareOptions = ShareOptions()) throws -> ShareOutcome {
        var seen = Set<Int>()
        let photos = try ids.filter { seen.insert($0).inserted }.map { try photo(withID: $0) }
        // A link is followed: the write fails cleanly if it does not lead to a folder.
        guard let kind = try Syscall.status(directory)?.kind, kind == .directory || kind == .symbolicLink else {
            throw ShareError.notAFolder(path: directory)
        }
        let paths = photos.map { PathName.join(directory, ShareName.fileName(for: $0)) }
        for path in paths where try Syscall.status(path) != nil {
            throw ShareError.fileExists(path: path)
        }
        var outcome = ShareOutcome()
        for (photo, path) in zip(photos, paths) {
            do {
                outcome.shared.append(try share(photo, to: path, options: options))
            } catch {
                outcome.failures.append(ShareFailure(id: photo.id, message: "\(error)"))
            }
        }
        if !outcome.shared.isEmpty { try AtomicFile.syncDirectory(directory) }
        return outcome
    }

    private func share(_ photo: Photo, to path: String, options: ShareOptions) throws -> SharedPhoto {
        let source = layout.image(named: photo.image)
        var removals: ExifRewriter.Removals = options.keepLocation ? [] : .location
        var covered: (bytes: [UInt8], codes: Int)?
        if options.maskQRCodes {
            covered = try QRCodeMask.cover(fileAt: source, format: photo.format, id: photo.id)
            // The EXIF thumbnail still shows the code.
            removals.insert(.thumbnail)
        }
        guard let original = try store.contents(of: source) else {
            throw ShareError.image(.unreadable(.unreadable(path: source, reason: "the album's image is missing")))
        }
        var metadata = try SharedMetadata.of(original, format: photo.format, removing: removals, path: source)
        if let covered {
            metadata.bytes = try SharedMetadata.carrying(metadata.bytes, into: covered.bytes, format: photo.format, path: source)
        }
        do {
            try AtomicFile.write(metadata.bytes, to: path, syncDirectory: false, replacing: false)
        } catch FileSystemError.alreadyExists {
            throw ShareError.fileExists(path: path)
        }
        return SharedPhoto(
            id: photo.id, path: path, removedLocation: metadata.removedLocation, coveredCodes: covered?.codes ?? 0, notes: metadata.notes
        )
    }
}
