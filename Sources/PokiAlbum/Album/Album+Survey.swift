import PokiSystem

/// Reading the whole album once to find what disagrees with its own records: the survey that
/// `check` reports, `--repair` fixes and recovery after an interrupted write starts from.
extension Album {
    struct Survey {
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
            for name in try store.entries(of: folder) {
                let path = PathName.join(folder, name)
                if name.hasPrefix(AtomicFile.temporaryPrefix) {
                    if AtomicFile.isLeftover(name) { survey.problems.append(.leftover(path: path)) }
                    continue
                }
                guard name.hasSuffix(".json") else { continue }
                guard let id = Self.documentID(fileName: name) else {
                    let (lowest, highest) = (Photo.idRange.lowerBound, Photo.idRange.upperBound)
                    survey.problems.append(.unreadableDocument(path: path, reason: Phrase(
                        "its name is not a photo ID from \(lowest) to \(highest)",
                        korean: "파일 이름이 \(lowest)부터 \(highest)까지의 사진 ID가 아닙니다"
                    )))
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
        // A conflict copy of a document may name an image its original does not: until the user
        // settles it, that image is not an orphan either.
        let unsettledIDs = Set(try store.conflictCopies(in: layout.photos).compactMap { Self.documentID(fileName: $0.copy.originalName) })
        survey.photos = inAlbum.photos
        let (trashed, unreadableTrashedIDs) = try readDocuments(in: layout.trash)
        survey.trashedImageNames = Set(trashed.flatMap(\.fileNames))

        let albumIDs = Set(survey.photos.map(\.id))
        for photo in trashed where albumIDs.contains(photo.id) {
            survey.problems.append(.inAlbumAndTrash(id: photo.id))
        }
        for photo in survey.photos {
            try verifyFiles(of: photo, in: layout.image(named:), hashing: verifyingImages, into: &survey.problems)
        }
        for photo in trashed {
            try verifyFiles(of: photo, in: layout.trashedImage(named:), hashing: verifyingImages, into: &survey.problems)
        }
        // An image whose document cannot be read is not an orphan: it is that document's, and
        // stays with it until the user decides (see ``recoverIfInterrupted()``).
        let albumImages = Set(survey.photos.flatMap(\.fileNames))
        for name in try store.entries(of: layout.images) {
            let path = layout.image(named: name)
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                if AtomicFile.isLeftover(name) { survey.problems.append(.leftover(path: path)) }
            } else if !albumImages.contains(name), !inAlbum.unreadableIDs.union(unsettledIDs).contains(Self.imageOwnerID(fileName: name) ?? -1) {
                survey.problems.append(.orphanImage(path: path))
            }
        }
        // trash/replaced/ keeps the images `edit --image` replaced: no document refers to them.
        for name in try store.entries(of: layout.trash)
        where !name.hasPrefix(AtomicFile.temporaryPrefix) && !name.hasSuffix(".json") && !survey.trashedImageNames.contains(name)
            && name != AlbumLayout.replacedImagesFolder
            && !unreadableTrashedIDs.contains(Self.imageOwnerID(fileName: name) ?? -1) {
            survey.problems.append(.orphanImage(path: layout.trashedImage(named: name)))
        }
        for name in try store.entries(of: layout.root) where AtomicFile.isLeftover(name) {
            survey.problems.append(.leftover(path: PathName.join(layout.root, name)))
        }
        if try store.status(layout.unfinished) != nil {
            survey.problems.append(.leftover(path: layout.unfinished))
        }
        try findLeftovers(in: layout.index, into: &survey.problems)
        // Photos, user pose pictures and the profile picture are staged in their own folders.
        try findLeftovers(in: layout.incoming, into: &survey.problems)
        try findLeftovers(in: layout.poseImages, into: &survey.problems)
        try findLeftovers(in: layout.profilePictures, into: &survey.problems)
        try findSyncConflicts(into: &survey.problems)
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
                problems.append(.damagedFile(path: path, reason: Phrase.describing(error)))
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
    /// or `profile.json` cannot be read, or has a conflict copy still to merge, its folder is left
    /// alone (the document's problem is reported where it is read).
    private func findUnusedPictures(into problems: inout [AlbumProblem]) throws {
        let folders: [(folder: String, document: String, used: () throws -> [String?])] = [
            (layout.poseImages, layout.userPoses, { try self.userPoseDocument().poses.map(\.imagePath) }),
            (layout.profilePictures, layout.profile, { [try self.profile().picture] }),
        ]
        // While another device's version of the document waits to be merged, its pictures are not unused.
        let waiting = Set(try listConflictCopies().map(\.original))
        for (folder, document, used) in folders where !waiting.contains(document) {
            let names = try store.entries(of: folder).filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }
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

    /// Checks that `photo`'s image and video are there (at `path(name)`), regular files, and,
    /// when `hashing`, have the SHA-256s its document records; the video only when the image is.
    private func verifyFiles(of photo: Photo, in path: (String) -> String, hashing: Bool, into problems: inout [AlbumProblem]) throws {
        guard try verifyFile(at: path(photo.image), sha256: photo.sha256, of: photo.id, hashing: hashing,
                             missing: AlbumProblem.missingImage, mismatch: AlbumProblem.imageMismatch, into: &problems),
              let video = photo.video else { return }
        _ = try verifyFile(at: path(video.file), sha256: video.sha256, of: photo.id, hashing: hashing,
                           missing: AlbumProblem.missingVideo, mismatch: AlbumProblem.videoMismatch, into: &problems)
    }

    /// Checks one of photo `id`'s files; false when it is missing or not a regular file.
    private func verifyFile(
        at path: String, sha256: String, of id: Int, hashing: Bool,
        missing: (Int, String) -> AlbumProblem, mismatch: (Int, String) -> AlbumProblem, into problems: inout [AlbumProblem]
    ) throws -> Bool {
        guard let status = try store.status(path) else {
            problems.append(missing(id, path))
            return false
        }
        // Never opened unless a regular file: a link could lead out of the album or to /dev/zero,
        // and a FIFO would block.
        guard status.kind == .regular else {
            problems.append(.irregularImage(id: id, path: path, kind: status.kind.article))
            return false
        }
        if hashing, try SHA256.hex(ofFileAt: path, followingLinks: false) != sha256 {
            problems.append(mismatch(id, path))
        }
        return true
    }

    /// The sync tool's conflict copies of poki's files: at the album's top, of its own names, and
    /// anywhere in its folders but those that hold nothing to settle (`quarantine/`, `tmp/`,
    /// `incoming/`). Links are not followed; the sync tool's archive of old versions is its own.
    private func findSyncConflicts(into problems: inout [AlbumProblem]) throws {
        let unsettled: Set<String> = ["quarantine", "tmp", "incoming"]
        func visit(_ folder: String, relative: String?, top: Bool) throws {
            for name in try store.allEntries(of: folder) {
                let path = PathName.join(folder, name)
                let inAlbum = relative.map { PathName.join($0, name) } ?? name
                switch SyncArtifact(fileName: name) {
                case let .conflictCopy(copy)?:
                    guard !top || AlbumLayout.ownNames.contains(copy.originalName) else { continue }
                    let original = relative.map { PathName.join($0, copy.originalName) } ?? copy.originalName
                    // Only a plain file of poki's own making is taken in; anything else is the user's to look at.
                    let isPlainFile = try store.status(path)?.kind == .regular
                    let derived = isPlainFile && (inAlbum.hasPrefix("index/") || original == "counter" || original == "retired-id")
                    if AlbumProblem.isMergedByWriters(original), let problem = try mergeRefusal(of: path, copyOf: original, isPlainFile: isPlainFile) {
                        problems.append(.damagedFile(path: path, reason: problem))
                        continue
                    }
                    problems.append(.syncConflict(path: path, original: original, copy: copy, derived: derived))
                case nil:
                    guard !top || (AlbumLayout.ownNames.contains(name) && !unsettled.contains(name)),
                          try store.status(path)?.kind == .directory
                    else { continue }
                    try visit(path, relative: inAlbum, top: false)
                default:
                    continue
                }
            }
        }
        try visit(layout.root, relative: nil, top: true)
    }

    /// Why the conflict copy at `path` of `original` (a file writers merge) cannot be merged:
    /// not a plain file, or a document that cannot be read; nil when it can.
    private func mergeRefusal(of path: String, copyOf original: String, isPlainFile: Bool) throws -> Phrase? {
        let advice = Phrase(
            "a conflict copy of \(original) poki cannot merge; look at it and remove it",
            korean: "\(original)의 충돌 사본으로, poki가 병합할 수 없습니다. 살펴본 뒤 삭제하십시오"
        )
        guard isPlainFile else { return advice + Phrase(" (not a plain file)", korean: " (일반 파일이 아님)") }
        guard let id = Self.documentID(fileName: PathName.lastComponent(of: original)) else { return nil }
        do {
            _ = try readPhoto(at: path, id: id)
            return nil
        } catch let DocumentError.corrupt(_, reason) {
            return advice + Phrase.verbatim(" (") + reason + Phrase.verbatim(")")
        } catch let DocumentError.newerSchema(_, version) {
            return advice + Phrase(" (written by a newer poki, schema version \(version))", korean: " (새 버전 poki가 쓴 문서, 스키마 버전 \(version))")
        }
    }

    private func findLeftovers(in folder: String, into problems: inout [AlbumProblem]) throws {
        for name in try store.entries(of: folder) {
            let path = PathName.join(folder, name)
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                if AtomicFile.isLeftover(name) { problems.append(.leftover(path: path)) }
            } else if try store.status(path)?.kind == .directory {
                try findLeftovers(in: path, into: &problems)
            }
        }
    }
}
