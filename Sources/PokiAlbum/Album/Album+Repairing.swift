import PokiSystem

/// `poki check --repair`: fixing what a check finds without losing anything the user made.
extension Album {
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
            if let renumbering = try unfinishedChange()?.renumbering { try finishRenumbering(renumbering) }
            // Before the survey, whose repairs of the counter must start from the higher count.
            actions += try takeInIDRecordConflictCopies()
            let merge = try mergeSyncConflicts()
            actions += merge.notes
            var found = try survey()
            if !merge.isComplete {
                // A merge waits for files a sync tool is still bringing: the images it will find
                // and the trashed version it will settle are not set aside meanwhile.
                found.problems.removeAll { problem in
                    switch problem {
                    case .orphanImage, .inAlbumAndTrash: return true
                    default: return false
                    }
                }
                actions.append("left images without a photo and photos both in the album and the trash as they are: a merge waits for files still arriving")
            }
            return actions + (try fix(found))
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
                try store.remove(path)
                actions.append("removed \(path)")
            case let .unreadableDocument(path, _):
                actions.append("moved \(path) to \(try quarantine(path))")
                // Its images go with it, so putting the document back later finds them.
                let imageFolder = PathName.directory(of: path) == layout.trash ? layout.trash : layout.images
                if let id = Self.documentID(fileName: PathName.lastComponent(of: path)) {
                    for name in try store.entries(of: imageFolder) where Self.imageOwnerID(fileName: name) == id {
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
                    try store.replace(tags, at: layout.customTags)
                }
                actions.append("added the tag '\(label)' to \(layout.customTags)")
            case let .looseModes(paths):
                try makePrivate(paths)
                actions.append("made \(paths.count) file\(paths.count == 1 ? "" : "s") and folder\(paths.count == 1 ? "" : "s") private (0600, 0700)")
            case let .orphanImage(path):
                let name = PathName.lastComponent(of: path)
                if found.trashedImageNames.contains(name), path == layout.image(named: name),
                   try store.status(layout.trashedImage(named: name)) == nil {
                    // An interrupted delete or restore: the image belongs beside its trashed document
                    // (which has none: a file of the same name there is never written over).
                    try store.move(path, toNew: layout.trashedImage(named: name))
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
                try store.write(Array("\(retired)\n".utf8), to: layout.retiredID)
                actions.append("recorded IDs up to \(retired) as used (retired-id)")
            case let .inAlbumAndTrash(id):
                // The album's copy stays; the trash's copy, and its image, are set aside.
                let path = layout.trashedDocument(forID: id)
                let files = try readPhoto(at: path).map { $0.fileNames.map(layout.trashedImage(named:)) } ?? []
                actions.append("moved \(path) to \(try quarantine(path)); photo \(id) stays in the album")
                for file in files where try store.status(file) != nil {
                    actions.append("moved \(file) to \(try quarantine(file))")
                }
            case .staleIndex, .olderIndex:
                rebuildsIndexes = true
            case let .missingVideo(id, path):
                // Nothing is deleted: the record of a clip that is gone is, in the album or the trash.
                let document = PathName.directory(of: path) == layout.trash ? layout.trashedDocument(forID: id) : layout.document(forID: id)
                if var photo = try readPhoto(at: document), photo.video != nil {
                    photo.video = nil
                    try writeDocument(photo, to: document)
                    rebuildsIndexes = true
                    actions.append("photo \(id)'s video was gone from \(path): forgot it (the photo stays)")
                }
            case let .syncConflict(path, _, _, true):
                // An index file's (the counter's and retired-id's are taken in before the survey).
                try store.remove(path)
                rebuildsIndexes = true
                actions.append("removed \(path), a conflict copy of an index file")
            case .missingImage, .imageMismatch, .videoMismatch, .damagedFile, .newerDocument, .irregularImage, .unknownTag, .syncConflict:
                break
            }
        }
        if rebuildsIndexes {
            try index.rebuild(from: found.photos)
            try store.remove(layout.unfinished)
            actions.append("rebuilt the indexes")
        }
        return actions
    }

    /// Takes in the sync tool's conflict copies of `counter` and `retired-id` (plain files only):
    /// ``adoptConflictCopy(at:of:)``. Album lock held.
    func takeInIDRecordConflictCopies() throws -> [String] {
        var actions: [String] = []
        for (path, copy) in try store.conflictCopies(in: layout.root) {
            let original = PathName.join(layout.root, copy.originalName)
            guard original == layout.counter || original == layout.retiredID, try store.status(path)?.kind == .regular else { continue }
            let kept = try adoptConflictCopy(at: path, of: original)
            actions.append("took in \(path): \(copy.originalName) " + (kept ? "now holds the other device's higher number" : "keeps its number"))
        }
        return actions
    }

    private func quarantine(_ path: String) throws -> String {
        try store.makeFolder(layout.quarantine)
        var destination = PathName.join(layout.quarantine, PathName.lastComponent(of: path))
        var attempt = 1
        while try store.status(destination) != nil {
            attempt += 1
            destination = PathName.join(layout.quarantine, "\(attempt)-\(PathName.lastComponent(of: path))")
        }
        try store.rename(path, to: destination)
        try store.syncFolder(layout.quarantine)
        return destination
    }
}
