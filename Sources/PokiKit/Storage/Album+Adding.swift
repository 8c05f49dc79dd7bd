/// Adding photos: files are copied in, IDs handed out in input order under the lock.
extension Album {
    /// Adds `newPhotos` in order and returns one outcome per item.
    ///
    /// Each file is first copied into `images/` under a temporary name (hashing it on the way),
    /// outside the lock, so concurrent adders copy in parallel. Then, holding the lock, duplicates
    /// are found (against the album and earlier items of this batch), the counter is advanced past
    /// the new IDs *before* any document is written (an ID is never handed out twice, even after a
    /// crash), and the images and documents are renamed into place, images first.
    ///
    /// If any file cannot be read, or any tag is unknown, nothing is added and the album is left
    /// as it was.
    /// - Parameters:
    ///   - allowDuplicate: add files that are already in the album anyway.
    ///   - today: the day for photos with no date and no EXIF capture day.
    public func add(_ newPhotos: [NewPhoto], allowDuplicate: Bool = false, today: CalendarDay) throws -> [AddOutcome] {
        guard !newPhotos.isEmpty else { return [] }
        let tags = try newPhotos.map { try $0.tag.map(resolveTag) ?? BoothBrands.unclassified }
        for photo in newPhotos { try Self.checkReadable(photo.sourcePath) }
        try prepareForWriting()
        var staged: [StagedFile] = []
        defer {
            for file in staged { try? Syscall.unlinkIfPresent(file.temporaryPath) }
        }
        for photo in newPhotos {
            staged.append(try AtomicFile.stageCopy(of: photo.sourcePath, into: layout.images))
        }
        let addedAt = Timestamp.now()
        return try writing {
            let firstID = try nextID()
            var outcomes: [AddOutcome] = []
            var idOfHash: [String: Int] = [:]
            var accepted: [(position: Int, id: Int)] = []
            for (position, file) in staged.enumerated() {
                let source = newPhotos[position].sourcePath
                if !allowDuplicate, let earlier = idOfHash[file.sha256] {
                    outcomes.append(.duplicate(of: earlier, sourcePath: source))
                } else if !allowDuplicate, let existing = try index.ids(withSHA256: file.sha256).first {
                    outcomes.append(.duplicate(of: existing, sourcePath: source))
                } else {
                    let id = firstID + accepted.count
                    idOfHash[file.sha256] = idOfHash[file.sha256] ?? id
                    accepted.append((position, id))
                    // A placeholder in input order; replaced by `.added` once the photo is written.
                    outcomes.append(.duplicate(of: id, sourcePath: source))
                }
            }
            guard !accepted.isEmpty else { return outcomes }

            try writeCounter(firstID + accepted.count)
            var changes = IndexChanges()
            for (position, id) in accepted {
                let new = newPhotos[position]
                let file = staged[position]
                let imageName = "\(id).\(Self.fileExtension(for: new.analysis.format))"
                try Syscall.rename(file.temporaryPath, to: layout.image(named: imageName))
                let photo = Photo(
                    id: id, image: imageName, originalFileName: AlbumPath.lastComponent(of: new.sourcePath),
                    sha256: file.sha256, date: new.resolvedDate(today: today), memo: new.memo,
                    tag: tags[position], analysis: new.analysis, addedAt: addedAt
                )
                try writeDocument(photo, to: layout.document(forID: id), syncDirectory: false)
                changes.insert(photo)
                outcomes[position] = .added(photo)
            }
            try AtomicFile.syncDirectory(layout.images)
            try AtomicFile.syncDirectory(layout.photos)
            try index.apply(changes)
            return outcomes
        }
    }

    // MARK: Helpers

    /// `jpg` or `png`, the extension of the album's copy.
    static func fileExtension(for format: ImageFormat) -> String {
        switch format {
        case .png: return "png"
        case .jpeg: return "jpg"
        }
    }

    /// Throws ``AlbumError/unreadableSource(path:reason:)`` unless `path` is a readable regular file.
    static func checkReadable(_ path: String) throws {
        guard let status = try? Syscall.status(path) else {
            throw AlbumError.unreadableSource(path: path, reason: Platform.errorText(Platform.noSuchFile))
        }
        if status.kind == .directory { throw AlbumError.unreadableSource(path: path, reason: "is a directory") }
        do {
            let descriptor = try Syscall.open(path, flags: Platform.readOnly)
            _ = Platform.close(descriptor)
        } catch let AlbumError.fileSystem(_, _, code) {
            throw AlbumError.unreadableSource(path: path, reason: Platform.errorText(code))
        }
    }
}
