import PokiSystem
import PokiImaging

/// Adding photos: files are copied in, IDs handed out in input order under the lock.
extension Album {
    /// Adds `newPhotos` in order and returns one outcome per item.
    ///
    /// Each file is first staged (``stage(_:)``: copied into `images/` under a temporary name and
    /// hashed) outside the lock, so concurrent adders copy in parallel; then the batch is committed
    /// under the lock (``commit(_:allowDuplicate:today:)``).
    ///
    /// If any file cannot be read, or any tag is unknown, nothing is added and the album is left
    /// as it was.
    /// - Parameters:
    ///   - allowDuplicate: add files that are already in the album anyway.
    ///   - today: the day for photos with no date given, no EXIF capture day and no day in their
    ///     file name.
    public func add(_ newPhotos: [NewPhoto], allowDuplicate: Bool = false, today: CalendarDay) throws -> [AddOutcome] {
        guard !newPhotos.isEmpty else { return [] }
        for photo in newPhotos { _ = try photo.tag.map(resolveTag) }
        for photo in newPhotos {
            try Self.checkReadable(photo.sourcePath)
            if let video = photo.videoPath { try Self.checkReadable(video) }
        }
        try prepareForWriting()
        var staged: [StagedPhoto] = []
        do {
            for photo in newPhotos { staged.append(try stage(photo)) }
        } catch {
            staged.forEach(discard)
            throw error
        }
        return try commit(staged, allowDuplicate: allowDuplicate, today: today)
    }

    // MARK: Staging and committing

    /// Copies `photo`'s file into `incoming/` under a temporary name, hashing it on the way. Needs
    /// no lock and may run on any thread; the album must exist (any write creates it).
    ///
    /// The result goes to ``commit(_:allowDuplicate:today:)`` or ``discard(_:)``; a process that
    /// dies first leaves a temporary file that the next writer of any kind removes.
    public func stage(_ photo: NewPhoto) throws -> StagedPhoto {
        let file = try stageCopy(of: photo.sourcePath)
        guard let videoPath = photo.videoPath else { return StagedPhoto(photo: photo, file: file) }
        do {
            let video = try stageCopy(of: videoPath)
            do {
                return StagedPhoto(photo: photo, file: file, video: StagedVideo(file: video, facts: try VideoContainer.facts(ofFileAt: video.temporaryPath)))
            } catch let refusal as VideoContainer.Refusal {
                try? store.remove(video.temporaryPath)
                throw VideoContainer.Refusal(path: videoPath, reason: refusal.reason)
            }
        } catch {
            try? store.remove(file.temporaryPath)
            throw error
        }
    }

    /// Copies a user's file into `incoming/` (created when missing: albums made by an older poki
    /// staged in `images/`).
    func stageCopy(of source: String) throws -> StagedFile {
        try refuseIfReadOnly()
        try store.makeFolder(layout.incoming)
        return try store.stageCopy(of: source, into: layout.incoming)
    }

    /// Removes a staged copy that will not be committed.
    public func discard(_ staged: StagedPhoto) {
        try? store.remove(staged.file.temporaryPath)
        if let video = staged.video { try? store.remove(video.file.temporaryPath) }
    }

    /// Gives staged photos their IDs, in order, and puts them in the album; one outcome per item.
    ///
    /// The copies are fsynced first, outside the lock. Then, holding the lock, duplicates are found
    /// (against the album and earlier items of this batch), the counter is advanced past the new
    /// IDs *before* any document is written (an ID is never handed out twice, even after a crash),
    /// and the images and documents are renamed into place, images first. The staged copies are
    /// consumed: whatever is not committed is removed. An unknown tag refuses the whole batch.
    ///
    /// All or nothing: when a write fails half-way (the disk is full), the images and documents of
    /// this batch are removed again before the error is thrown, so no photo is ever both reported
    /// as failed and in the album. (Its IDs stay used; the next writer repairs the indexes.)
    /// - Parameter importing: the batch is part of `poki import` (so the `unfinished` marker says).
    public func commit(_ staged: [StagedPhoto], allowDuplicate: Bool = false, today: CalendarDay, importing: Bool = false) throws -> [AddOutcome] {
        defer { staged.forEach(discard) }
        guard !staged.isEmpty else { return [] }
        let tags = try staged.map { try filedTag(of: $0.photo) }
        // Sync outside the lock, so the fsync in AtomicFile.place under the lock finds nothing to write.
        for item in staged {
            try store.sync(item.file)
            if let video = item.video { try store.sync(video.file) }
        }
        let addedAt = Timestamp.now()
        return try writing {
            // Which items are new (in order), and what each repeated one repeats.
            var accepted: [Int] = []
            var slotOfHash: [String: Int] = [:]
            var repeatsBatch: [(position: Int, slot: Int)] = []
            var outcomes = staged.map { AddOutcome.duplicate(of: 0, sourcePath: $0.photo.sourcePath) }
            for (position, item) in staged.enumerated() {
                let source = item.photo.sourcePath
                if !allowDuplicate, let slot = slotOfHash[item.sha256] {
                    repeatsBatch.append((position, slot))
                } else if !allowDuplicate, let existing = try index.ids(withSHA256: item.sha256).first {
                    outcomes[position] = .duplicate(of: existing, sourcePath: source)
                } else {
                    slotOfHash[item.sha256] = slotOfHash[item.sha256] ?? accepted.count
                    accepted.append(position)
                }
            }
            guard !accepted.isEmpty else { return outcomes }
            // Past every ID in use, whatever the counter says: no photo is ever written over.
            let firstID = try firstFreeID(count: accepted.count)
            for (position, slot) in repeatsBatch {
                outcomes[position] = .duplicate(of: firstID + slot, sourcePath: staged[position].photo.sourcePath)
            }

            try store.beginChanges(importing ? .import : .add)
            try writeCounter(firstID + accepted.count)
            var placed: [String] = []
            do {
                var changes = IndexChanges()
                for (slot, position) in accepted.enumerated() {
                    let id = firstID + slot
                    let new = staged[position].photo
                    let file = staged[position].file
                    let imageName = "\(id).\(new.analysis.format.fileExtension)"
                    try store.placeNew(file, at: layout.image(named: imageName))
                    placed.append(layout.image(named: imageName))
                    let video = staged[position].video.map { ($0.file, $0.record(id: id)) }
                    if let (videoFile, record) = video {
                        try store.placeNew(videoFile, at: layout.image(named: record.file))
                        placed.append(layout.image(named: record.file))
                    }
                    let day = new.resolvedDate(today: today)
                    let photo = Photo(
                        id: id, image: imageName, originalFileName: new.originalFileName ?? PathName.lastComponent(of: new.sourcePath),
                        sha256: file.sha256, date: day.day, dateSource: day.source, memo: new.memo,
                        tag: tags[position], analysis: new.analysis, addedAt: addedAt, source: new.source, video: video?.1
                    )
                    try writeDocument(photo, to: layout.document(forID: id), syncDirectory: false, replacing: false)
                    placed.append(layout.document(forID: id))
                    changes.insert(photo)
                    outcomes[position] = .added(photo)
                }
                try store.syncFolder(layout.images)
                try store.syncFolder(layout.photos)
                try index.apply(changes)
            } catch {
                // Only what this batch placed (never a file that was there before), documents
                // before images, so no document is ever left without its image. The marker stays:
                // the next writer rebuilds any index this batch already touched.
                for path in placed.reversed() { try? store.remove(path) }
                throw error
            }
            // The photos are in the album now: a marker left behind by a failing unlink would only
            // cost the next writer a needless repair, and must not turn them into a failure.
            try? store.endChanges()
            return outcomes
        }
    }

    /// IDs of the photos in the album (not the trash) whose image has this SHA-256, ascending.
    public func photoIDs(withSHA256 sha256: String) throws -> [Int] {
        guard try state() == .album else { return [] }
        return try index.ids(withSHA256: sha256)
    }

    /// The ID the next added photo would get (a dry run's prediction; another writer may take it).
    public func nextPhotoID() throws -> Int {
        guard try state() == .album else { return Self.firstID }
        return try firstFreeID(count: 1)
    }

    // MARK: Helpers

    /// Throws ``FileSystemError/unreadableSource(path:reason:)`` unless `path` is a readable regular
    /// file (a link to one is fine; a FIFO or a device is refused without blocking).
    public static func checkReadable(_ path: String) throws {
        do {
            let descriptor = try Syscall.openRegularFile(path, followingLinks: true)
            _ = Platform.close(descriptor)
        } catch let FileSystemError.callFailed(_, _, code) {
            throw FileSystemError.unreadableSource(path: path, reason: .systemError(code))
        } catch let FileSystemError.notARegularFile(_, kind) {
            let reason = kind == FileStatus.Kind.directory.article
                ? Phrase("is a directory", korean: "폴더입니다")
                : Phrase("", korean: "일반 파일이 아니라 ") + kind + Phrase(", not a regular file", korean: "입니다")
            throw FileSystemError.unreadableSource(path: path, reason: reason)
        }
    }
}
