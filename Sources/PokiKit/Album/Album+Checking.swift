/// `poki check`: verifying an album against its own records, and repairing what can be repaired
/// without losing anything the user made.
extension Album {
    // MARK: Checking

    /// Every problem found, in a stable order. Reads every document and hashes every image.
    public func check() throws -> [AlbumProblem] {
        guard try state() == .album else { return [] }
        return try AlbumLock.withExclusive(at: layout.lock) { try survey().problems }
    }

    /// Rebuilds the date, hash and tag-count indexes from the documents.
    public func rebuildIndexes() throws {
        guard try state() == .album else { return }
        try AlbumLock.withExclusive(at: layout.lock) {
            try index.rebuild(from: try survey().photos)
        }
    }

    // MARK: Repairing

    /// Fixes what ``check()`` finds, except what only the user can (missing or changed images):
    /// removes leftovers of interrupted writes, moves unreadable documents and orphan images to
    /// `quarantine/` (or an orphan image back beside its trashed document), raises the ID counter,
    /// and rebuilds the indexes. Never deletes an image.
    /// - Returns: one line per action taken.
    @discardableResult
    public func repair() throws -> [String] {
        guard try state() == .album else { return [] }
        return try AlbumLock.withExclusive(at: layout.lock) { try fix(try survey()) }
    }

    /// Takes the repair actions for what `found` lists (album lock held).
    func fix(_ found: Survey) throws -> [String] {
        var actions: [String] = []
        var rebuildsIndexes = false
        for problem in found.problems {
            switch problem {
            case let .leftover(path) where path == layout.unfinished:
                // An interrupted writer may have left any index behind its documents.
                rebuildsIndexes = true
            case let .leftover(path):
                try Syscall.unlinkIfPresent(path)
                actions.append("removed \(path)")
            case let .unreadableDocument(path, _):
                actions.append("moved \(path) to \(try quarantine(path))")
            case let .orphanImage(path):
                let name = PathName.lastComponent(of: path)
                if found.trashedImageNames.contains(name), path == layout.image(named: name),
                   try Syscall.status(layout.trashedImage(named: name)) == nil {
                    // An interrupted delete or restore: the image belongs beside its trashed document
                    // (which has none: a file of the same name there is never written over).
                    try AtomicFile.move(path, toNew: layout.trashedImage(named: name))
                    actions.append("moved \(path) back to the trash")
                } else {
                    actions.append("moved \(path) to \(try quarantine(path))")
                }
            case let .counterBehind(_, highestID):
                try writeCounter(highestID + 1)
                actions.append("set the ID counter to \(highestID + 1)")
            case .invalidCounter:
                let next = try lowestUnusedID()
                try writeCounter(next)
                actions.append("set the ID counter to \(next)")
            case .invalidRetiredID:
                // Every ID below the counter may have been used: retiring them all reuses none.
                let retired = try nextID() - 1
                try AtomicFile.write(Array("\(retired)\n".utf8), to: layout.retiredID)
                actions.append("recorded IDs up to \(retired) as used (retired-id)")
            case let .inAlbumAndTrash(id):
                // The album's copy stays; the trash's copy, and its image, are set aside.
                let path = layout.trashedDocument(forID: id)
                let image = try readPhoto(at: path).map { layout.trashedImage(named: $0.image) }
                actions.append("moved \(path) to \(try quarantine(path)); photo \(id) stays in the album")
                if let image, try Syscall.status(image) != nil {
                    actions.append("moved \(image) to \(try quarantine(image))")
                }
            case .staleIndex:
                rebuildsIndexes = true
            case .missingImage, .imageMismatch, .damagedFile:
                break
            }
        }
        if rebuildsIndexes {
            try index.rebuild(from: found.photos)
            try Syscall.unlinkIfPresent(layout.unfinished)
            actions.append("rebuilt the indexes")
        }
        return actions
    }

    private func quarantine(_ path: String) throws -> String {
        try Syscall.makeDirectoryIfMissing(layout.quarantine)
        var destination = PathName.join(layout.quarantine, PathName.lastComponent(of: path))
        var attempt = 1
        while try Syscall.status(destination) != nil {
            attempt += 1
            destination = PathName.join(layout.quarantine, "\(attempt)-\(PathName.lastComponent(of: path))")
        }
        try Syscall.rename(path, to: destination)
        try AtomicFile.syncDirectory(layout.quarantine)
        return destination
    }

    // MARK: Survey

    struct Survey {
        var problems: [AlbumProblem] = []
        /// The readable documents in `photos/`.
        var photos: [Photo] = []
        /// Image file names referred to by readable documents in `trash/`.
        var trashedImageNames: Set<String> = []
    }

    /// Reads everything once (album lock held). `verifyingImages: false` checks that images exist
    /// without hashing them (recovery after an interrupted write, which cannot change an image).
    func survey(verifyingImages: Bool = true) throws -> Survey {
        var survey = Survey()

        func readDocuments(in folder: String) throws -> [Photo] {
            var photos: [Photo] = []
            for name in try Syscall.entries(of: folder) {
                let path = PathName.join(folder, name)
                if name.hasPrefix(AtomicFile.temporaryPrefix) {
                    if AtomicFile.isLeftover(name) { survey.problems.append(.leftover(path: path)) }
                    continue
                }
                guard name.hasSuffix(".json") else { continue }
                guard Self.documentID(fileName: name) != nil else {
                    let range = "\(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound)"
                    survey.problems.append(.unreadableDocument(path: path, reason: "its name is not a photo ID from \(range)"))
                    continue
                }
                do {
                    guard let photo = try readPhoto(at: path) else { continue }
                    photos.append(photo)
                } catch let DocumentError.corrupt(_, reason) {
                    survey.problems.append(.unreadableDocument(path: path, reason: reason))
                }
            }
            return photos
        }

        survey.photos = try readDocuments(in: layout.photos)
        let trashed = try readDocuments(in: layout.trash)
        survey.trashedImageNames = Set(trashed.map(\.image))

        let albumIDs = Set(survey.photos.map(\.id))
        for photo in trashed where albumIDs.contains(photo.id) {
            survey.problems.append(.inAlbumAndTrash(id: photo.id))
        }
        for photo in survey.photos {
            try verifyImage(of: photo, at: layout.image(named: photo.image), hashing: verifyingImages, into: &survey.problems)
        }
        for photo in trashed {
            try verifyImage(of: photo, at: layout.trashedImage(named: photo.image), hashing: verifyingImages, into: &survey.problems)
        }
        let albumImages = Set(survey.photos.map(\.image))
        for name in try Syscall.entries(of: layout.images) {
            let path = layout.image(named: name)
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                if AtomicFile.isLeftover(name) { survey.problems.append(.leftover(path: path)) }
            } else if !albumImages.contains(name) {
                survey.problems.append(.orphanImage(path: path))
            }
        }
        // trash/replaced/ keeps the images `edit --image` replaced: no document refers to them.
        for name in try Syscall.entries(of: layout.trash)
        where !name.hasPrefix(AtomicFile.temporaryPrefix) && !name.hasSuffix(".json") && !survey.trashedImageNames.contains(name)
            && name != AlbumLayout.replacedImagesFolder {
            survey.problems.append(.orphanImage(path: layout.trashedImage(named: name)))
        }
        for name in try Syscall.entries(of: layout.root) where AtomicFile.isLeftover(name) {
            survey.problems.append(.leftover(path: PathName.join(layout.root, name)))
        }
        if try Syscall.status(layout.unfinished) != nil {
            survey.problems.append(.leftover(path: layout.unfinished))
        }
        try findLeftovers(in: layout.index, into: &survey.problems)
        // User pose pictures and the profile picture are staged in their own folders.
        try findLeftovers(in: layout.poseImages, into: &survey.problems)
        try findLeftovers(in: layout.profilePictures, into: &survey.problems)

        let highestID = try lowestUnusedID() - 1
        switch try counterRecord() {
        case let .valid(counter) where counter <= highestID:
            survey.problems.append(.counterBehind(counter: counter, highestID: highestID))
        case .valid: break
        case .missing: survey.problems.append(.invalidCounter(content: nil))
        case let .invalid(content): survey.problems.append(.invalidCounter(content: content))
        }
        if case let .invalid(content) = try retiredIDRecord() {
            survey.problems.append(.invalidRetiredID(content: content))
        }
        survey.problems += otherDocumentProblems()
        if let detail = try indexDisagreement(with: survey.photos) {
            survey.problems.append(.staleIndex(detail: detail))
        }
        return survey
    }

    /// The damaged documents among `profile.json` and `poses.json`: each is read as its commands read it.
    private func otherDocumentProblems() -> [AlbumProblem] {
        var problems: [AlbumProblem] = []
        let readers: [(path: String, read: () throws -> Void)] = [
            (layout.profile, { _ = try self.profile() }),
            (layout.userPoses, { _ = try self.userPoseDocument() }),
        ]
        for (path, read) in readers {
            do {
                try read()
            } catch let DocumentError.corrupt(_, reason) {
                problems.append(.damagedFile(path: path, reason: reason))
            } catch {
                problems.append(.damagedFile(path: path, reason: "\(error)"))
            }
        }
        return problems
    }

    private func verifyImage(of photo: Photo, at path: String, hashing: Bool, into problems: inout [AlbumProblem]) throws {
        guard try Syscall.status(path) != nil else {
            problems.append(.missingImage(id: photo.id, path: path))
            return
        }
        if hashing, try SHA256.hex(ofFileAt: path) != photo.sha256 {
            problems.append(.imageMismatch(id: photo.id, path: path))
        }
    }

    private func findLeftovers(in folder: String, into problems: inout [AlbumProblem]) throws {
        for name in try Syscall.entries(of: folder) {
            let path = PathName.join(folder, name)
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                if AtomicFile.isLeftover(name) { problems.append(.leftover(path: path)) }
            } else if try Syscall.status(path)?.kind == .directory {
                try findLeftovers(in: path, into: &problems)
            }
        }
    }

    /// A description of the first way the indexes differ from `photos`, or nil when they agree.
    private func indexDisagreement(with photos: [Photo]) throws -> String? {
        var expectedDays: [CalendarDay: [Int]] = [:]
        var expectedCounts: [String: Int] = [:]
        for photo in photos {
            expectedDays[photo.date, default: []].append(photo.id)
            expectedCounts[photo.tag.label, default: 0] += 1
        }
        var indexedDays: [CalendarDay: [Int]] = [:]
        for year in try index.years() {
            for day in try index.days(in: year) { indexedDays[day] = try index.ids(on: day) }
        }
        for (day, ids) in expectedDays where indexedDays[day] != ids.sorted() {
            return "date index for \(day) lists \(indexedDays[day] ?? []) instead of \(ids.sorted())"
        }
        for (day, ids) in indexedDays where expectedDays[day] == nil {
            return "date index for \(day) lists \(ids) but no photo has that day"
        }
        guard let counts = try? index.tagCounts() else { return "tag counts cannot be read" }
        if counts != expectedCounts {
            return "tag counts differ from the documents"
        }
        var expectedHashes: [String: [Int]] = [:]
        for photo in photos { expectedHashes[photo.sha256, default: []].append(photo.id) }
        for (sha256, ids) in expectedHashes where try index.ids(withSHA256: sha256) != ids.sorted() {
            return "hash index lacks photo \(ids.sorted().first ?? 0)"
        }
        let indexedHashCount = try Syscall.entries(of: layout.hashIndex)
            .filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }
            .reduce(0) { total, bucket in
                total + ((try Syscall.contentsIfPresent(of: PathName.join(layout.hashIndex, bucket)) ?? []).filter { $0 == UInt8(ascii: "\n") }.count)
            }
        if indexedHashCount != photos.count {
            return "hash index has \(indexedHashCount) entries for \(photos.count) photos"
        }
        return nil
    }
}
