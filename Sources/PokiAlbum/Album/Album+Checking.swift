import PokiSystem

/// `poki check`: verifying an album against its own records, and repairing what can be repaired
/// without losing anything the user made.
extension Album {
    // MARK: Checking

    /// Every problem found, in a stable order. Reads every document and hashes every image.
    public func check() throws -> [AlbumProblem] {
        try examine().all
    }

    /// Every problem found, told apart into what needs the user (or `--repair`) and what an
    /// interrupted writer left that the next writer repairs by design. Reads every document and
    /// hashes every image, holding the album lock shared: a read-only album can be checked.
    public func examine() throws -> AlbumCheck {
        var missingMarker: AlbumProblem?
        do {
            guard try state() == .album else { return AlbumCheck() }
        } catch let AlbumError.missingMarker(_, photoCount) {
            missingMarker = .missingMarker(path: layout.marker, photoCount: photoCount)
        }
        return try AlbumLock.withShared(at: layout.lock) {
            let found = try survey()
            let problems = (missingMarker.map { [$0] } ?? []) + found.problems
            let change = try unfinishedChange()
            let leftovers = problems.filter { problem in
                if isRemovedByEveryWriter(problem) { return true }
                guard let change else { return false }
                if case let .unknownTag(label, _) = problem { return label == change.tagRename?.to }
                return isLeftByInterruptedWriter(problem)
            }
            return AlbumCheck(all: problems, leftovers: leftovers, interruptedOperation: change.flatMap { $0.operation.isEmpty ? nil : $0.operation })
        }
    }

    /// Rebuilds the date, hash and tag-count indexes from the documents.
    public func rebuildIndexes() throws {
        guard try state() == .album else { return }
        try AlbumLock.withExclusive(at: layout.lock) {
            try index.rebuild(from: try survey().photos)
        }
    }

    // MARK: Repairing

    /// Fixes what ``check()`` finds, except what only the user can (missing or changed images,
    /// documents of a newer poki): finishes an interrupted tag rename, removes leftovers of
    /// interrupted writes, moves unreadable documents (with their images) and orphan images to
    /// `quarantine/` (or an orphan image back beside its trashed document), raises the ID counter,
    /// restores a missing `album.json`, adds tags photos carry to the tag list, makes files and
    /// folders private, and rebuilds the indexes. Never deletes an image.
    /// - Returns: one line per action taken.
    @discardableResult
    public func repair() throws -> [String] {
        var actions: [String] = []
        do {
            guard try state() == .album else { return [] }
        } catch AlbumError.missingMarker {
            try AlbumLock.withExclusive(at: layout.lock) { try restoreMarker() }
            actions.append("restored \(layout.marker)")
        }
        return try AlbumLock.withExclusive(at: layout.lock) {
            if let rename = try unfinishedChange()?.tagRename {
                let count = try finishTagRename(rename)
                actions.append("finished renaming the tag '\(rename.from)' to '\(rename.to)' (\(count) more photo\(count == 1 ? "" : "s"))")
            }
            return actions + (try fix(try survey()))
        }
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
                // Its images go with it, so putting the document back later finds them.
                let imageFolder = PathName.directory(of: path) == layout.trash ? layout.trash : layout.images
                if let id = Self.documentID(fileName: PathName.lastComponent(of: path)) {
                    for name in try Syscall.entries(of: imageFolder) where Self.imageOwnerID(fileName: name) == id {
                        let image = PathName.join(imageFolder, name)
                        actions.append("moved \(image) to \(try quarantine(image)) with its document")
                    }
                }
            case .missingMarker:
                try restoreMarker()
                actions.append("restored \(layout.marker)")
            case let .unknownTag(label, _) where (try? Self.validatedLabel(label)) == label:
                var tags = try customTags()
                if !tags.custom.contains(where: { $0.label == label }) {
                    tags.custom.append(Tag(label: label))
                    try AtomicFile.write(try DocumentCoding.encode(tags), to: layout.customTags)
                }
                actions.append("added the tag '\(label)' to \(layout.customTags)")
            case let .looseModes(paths):
                try makePrivate(paths)
                actions.append("made \(paths.count) file\(paths.count == 1 ? "" : "s") and folder\(paths.count == 1 ? "" : "s") private (0600, 0700)")
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
            case .staleIndex, .olderIndex:
                rebuildsIndexes = true
            case .missingImage, .imageMismatch, .damagedFile, .newerDocument, .irregularImage, .unknownTag:
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

    package struct Survey {
        var problems: [AlbumProblem] = []
        /// The readable documents in `photos/`.
        var photos: [Photo] = []
        /// Image file names referred to by readable documents in `trash/`.
        var trashedImageNames: Set<String> = []
    }

    /// Reads everything once (album lock held). `verifyingImages: false` checks that images exist
    /// without hashing them, and skips the file modes (recovery after an interrupted write, which
    /// cannot change an image or a mode).
    func survey(verifyingImages: Bool = true) throws -> Survey {
        var survey = Survey()

        /// The readable documents of `folder`, and the IDs of those that cannot be read.
        func readDocuments(in folder: String) throws -> (photos: [Photo], unreadableIDs: Set<Int>) {
            var photos: [Photo] = []
            var unreadableIDs = Set<Int>()
            for name in try Syscall.entries(of: folder) {
                let path = PathName.join(folder, name)
                if name.hasPrefix(AtomicFile.temporaryPrefix) {
                    if AtomicFile.isLeftover(name) { survey.problems.append(.leftover(path: path)) }
                    continue
                }
                guard name.hasSuffix(".json") else { continue }
                guard let id = Self.documentID(fileName: name) else {
                    let range = "\(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound)"
                    survey.problems.append(.unreadableDocument(path: path, reason: "its name is not a photo ID from \(range)"))
                    continue
                }
                do {
                    guard let photo = try readPhoto(at: path) else { continue }
                    photos.append(photo)
                } catch let DocumentError.corrupt(_, reason) {
                    survey.problems.append(.unreadableDocument(path: path, reason: reason))
                    unreadableIDs.insert(id)
                } catch let DocumentError.newerSchema(_, version) {
                    survey.problems.append(.newerDocument(path: path, version: version))
                    unreadableIDs.insert(id)
                }
            }
            return (photos, unreadableIDs)
        }

        let inAlbum = try readDocuments(in: layout.photos)
        survey.photos = inAlbum.photos
        let (trashed, unreadableTrashedIDs) = try readDocuments(in: layout.trash)
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
        // An image whose document cannot be read is not an orphan: it is that document's, and
        // stays with it until the user decides (see ``recoverIfInterrupted()``).
        let albumImages = Set(survey.photos.map(\.image))
        for name in try Syscall.entries(of: layout.images) {
            let path = layout.image(named: name)
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                if AtomicFile.isLeftover(name) { survey.problems.append(.leftover(path: path)) }
            } else if !albumImages.contains(name), !inAlbum.unreadableIDs.contains(Self.imageOwnerID(fileName: name) ?? -1) {
                survey.problems.append(.orphanImage(path: path))
            }
        }
        // trash/replaced/ keeps the images `edit --image` replaced: no document refers to them.
        for name in try Syscall.entries(of: layout.trash)
        where !name.hasPrefix(AtomicFile.temporaryPrefix) && !name.hasSuffix(".json") && !survey.trashedImageNames.contains(name)
            && name != AlbumLayout.replacedImagesFolder
            && !unreadableTrashedIDs.contains(Self.imageOwnerID(fileName: name) ?? -1) {
            survey.problems.append(.orphanImage(path: layout.trashedImage(named: name)))
        }
        for name in try Syscall.entries(of: layout.root) where AtomicFile.isLeftover(name) {
            survey.problems.append(.leftover(path: PathName.join(layout.root, name)))
        }
        if try Syscall.status(layout.unfinished) != nil {
            survey.problems.append(.leftover(path: layout.unfinished))
        }
        try findLeftovers(in: layout.index, into: &survey.problems)
        // Photos, user pose pictures and the profile picture are staged in their own folders.
        try findLeftovers(in: layout.incoming, into: &survey.problems)
        try findLeftovers(in: layout.poseImages, into: &survey.problems)
        try findLeftovers(in: layout.profilePictures, into: &survey.problems)
        try findUnusedPictures(into: &survey.problems)
        try findUnknownTags(of: survey.photos + trashed, into: &survey.problems)

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
        if try !index.isCurrent() {
            survey.problems.append(.olderIndex)
        } else if let detail = try indexDisagreement(with: survey.photos) {
            survey.problems.append(.staleIndex(detail: detail))
        }
        if verifyingImages {
            let loose = try looselyPermittedPaths()
            if !loose.isEmpty { survey.problems.append(.looseModes(paths: loose)) }
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
            } catch AlbumError.missingMarker {
                // Reported once, as the album's own problem.
                continue
            } catch {
                problems.append(.damagedFile(path: path, reason: "\(error)"))
            }
        }
        return problems
    }

    /// The ID an image file name belongs to: 1042 for `1042.jpg` and `1042-0a1b2c3d.png`.
    static func imageOwnerID(fileName: String) -> Int? {
        Int(fileName.prefix { $0 != "." && $0 != "-" })
    }

    /// Pictures in `poses/` and `profile/` that neither a pose nor the profile refers to: what a
    /// `pose add` or `profile set` killed after copying its picture in leaves. When `poses.json`
    /// or `profile.json` cannot be read, its folder is left alone (the document's problem is
    /// reported where it is read).
    private func findUnusedPictures(into problems: inout [AlbumProblem]) throws {
        let folders: [(folder: String, used: () throws -> [String?])] = [
            (layout.poseImages, { try self.userPoseDocument().poses.map(\.imagePath) }),
            (layout.profilePictures, { [try self.profile().picture] }),
        ]
        for (folder, used) in folders {
            let names = try Syscall.entries(of: folder).filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }
            guard !names.isEmpty, let paths = try? used() else { continue }
            let usedNames = Set(paths.compactMap { $0 }.filter { PathName.directory(of: $0) == PathName.lastComponent(of: folder) }.map(PathName.lastComponent(of:)))
            for name in names where !usedNames.contains(name) {
                problems.append(.orphanImage(path: PathName.join(folder, name)))
            }
        }
    }

    /// Photos (in the album or the trash) whose tag is neither a booth brand nor in `tags.json`.
    private func findUnknownTags(of photos: [Photo], into problems: inout [AlbumProblem]) throws {
        var known = Set(BoothBrands.all.map(\.label))
        do {
            known.formUnion(try customTags().custom.map(\.label))
        } catch let DocumentError.corrupt(path, reason) {
            problems.append(.unreadableDocument(path: path, reason: reason))
        }
        var idsByLabel: [String: [Int]] = [:]
        for photo in photos where !known.contains(photo.tag.label) {
            idsByLabel[photo.tag.label, default: []].append(photo.id)
        }
        for (label, ids) in idsByLabel.sorted(by: { $0.key < $1.key }) {
            problems.append(.unknownTag(label: label, ids: ids.sorted()))
        }
    }

    private func verifyImage(of photo: Photo, at path: String, hashing: Bool, into problems: inout [AlbumProblem]) throws {
        guard let status = try Syscall.status(path) else {
            problems.append(.missingImage(id: photo.id, path: path))
            return
        }
        // Never opened unless a regular file: a link could lead out of the album or to /dev/zero,
        // and a FIFO would block.
        guard status.kind == .regular else {
            problems.append(.irregularImage(id: photo.id, path: path, kind: status.kind.article))
            return
        }
        if hashing, try SHA256.hex(ofFileAt: path, followingLinks: false) != photo.sha256 {
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
        var indexedDays: [CalendarDay: [Int: IndexedColour]] = [:]
        for year in try index.years() {
            for day in try index.days(in: year) { indexedDays[day] = try index.entries(on: day) }
        }
        for (day, ids) in expectedDays where indexedDays[day]?.keys.sorted() ?? [] != ids.sorted() {
            return "date index for \(day) lists \(indexedDays[day]?.keys.sorted() ?? []) instead of \(ids.sorted())"
        }
        for (day, entries) in indexedDays where expectedDays[day] == nil {
            return "date index for \(day) lists \(entries.keys.sorted()) but no photo has that day"
        }
        for photo in photos.sorted(by: { $0.id < $1.id }) where indexedDays[photo.date]?[photo.id] != IndexedColour(photo.palette.dominant?.colour) {
            return "date index lacks photo \(photo.id)'s colour \(photo.palette.dominant?.colour.hex ?? "(none)")"
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
        return try hashtagIndexDisagreement(with: photos) ?? paletteIndexDisagreement(with: photos)
    }

    private func hashtagIndexDisagreement(with photos: [Photo]) throws -> String? {
        var expected: [String: Set<Int>] = [:]
        for photo in photos {
            for name in Hashtag.all(in: photo.memo) { expected[name, default: []].insert(photo.id) }
        }
        var indexed: [String: Set<Int>] = [:]
        var entryCount = 0
        for entry in try index.allHashtagEntries() {
            indexed[entry.name, default: []].insert(entry.id)
            entryCount += 1
        }
        for name in Set(expected.keys).union(indexed.keys).sorted() where expected[name] != indexed[name] {
            return "hashtag index for #\(name) lists \((indexed[name] ?? []).sorted()) instead of \((expected[name] ?? []).sorted())"
        }
        if entryCount != expected.values.reduce(0, { $0 + $1.count }) {
            return "hashtag index has repeated entries"
        }
        return nil
    }

    private func paletteIndexDisagreement(with photos: [Photo]) throws -> String? {
        let palettes = try index.palettes()
        for photo in photos.sorted(by: { $0.id < $1.id }) where palettes[photo.id] != IndexedPaletteEntry.entries(of: photo.palette) {
            return "palette index lacks photo \(photo.id)'s palette"
        }
        if palettes.count != photos.count {
            return "palette index has \(palettes.count) palettes for \(photos.count) photos"
        }
        return nil
    }
}
