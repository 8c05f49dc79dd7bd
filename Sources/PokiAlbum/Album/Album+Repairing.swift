import PokiSystem

/// `poki check --repair`: fixing what a check finds without losing anything the user made.
extension Album {
    /// Fixes what ``check()`` finds, except what only the user can (missing or changed images,
    /// documents of a newer poki): finishes an interrupted tag rename, removes leftovers of
    /// interrupted writes, moves unreadable documents (with their images) and orphan images to
    /// `quarantine/` (or an orphan image back beside its trashed document), raises the ID counter,
    /// restores a missing `album.json`, adds tags photos carry to the tag list, makes files and
    /// folders private, and rebuilds the indexes. Never deletes an image.
    /// - Returns: one line per action taken, in English (``repairPhrased()`` gives them in every language).
    @discardableResult
    public func repair() throws -> [String] {
        try repairPhrased().map(\.english)
    }

    /// ``repair()``, its actions in every language.
    /// - Returns: one line per action taken.
    @discardableResult
    public func repairPhrased() throws -> [Phrase] {
        var actions: [Phrase] = []
        do {
            guard try state() == .album else { return [] }
        } catch AlbumError.missingMarker {
            try AlbumLock.withExclusive(at: layout.lock) { try restoreMarker() }
            actions.append(Phrase("restored \(layout.marker)", korean: "\(layout.marker) 파일을 다시 만들었습니다"))
        }
        return try AlbumLock.withExclusive(at: layout.lock) {
            if let rename = try unfinishedChange()?.tagRename {
                let count = try finishTagRename(rename)
                let s = count == 1 ? "" : "s"
                actions.append(Phrase(
                    "finished renaming the tag '\(rename.from)' to '\(rename.to)' (\(count) more photo\(s))",
                    korean: "태그 이름 바꾸기를 마쳤습니다: '\(rename.from)' → '\(rename.to)' (사진 \(count)장 더)"
                ))
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
                actions.append(Phrase(
                    "left images without a photo and photos both in the album and the trash as they are: a merge waits for files still arriving",
                    korean: "어느 사진에도 속하지 않은 이미지와 앨범과 휴지통 양쪽에 있는 사진은 그대로 두었습니다: 아직 도착하지 않은 파일을 기다려 병합합니다"
                ))
            }
            return actions + (try fix(found))
        }
    }

    /// Takes the repair actions for what `found` lists (album lock held).
    func fix(_ found: Survey) throws -> [Phrase] {
        var actions: [Phrase] = []
        var rebuildsIndexes = false
        // Files and folders to make private, made so once every other repair has moved what it
        // moves: a loose file set aside into quarantine/ is made private where it now lies.
        var loosePaths: [String] = []
        var movedTo: [String: String] = [:]
        func quarantine(_ path: String) throws -> String {
            let destination = try self.quarantine(path)
            movedTo[path] = destination
            return destination
        }
        for problem in found.problems {
            switch problem {
            case let .leftover(path) where path == layout.unfinished:
                // An interrupted writer may have left any index behind its documents.
                rebuildsIndexes = true
            case let .leftover(path):
                try store.remove(path)
                actions.append(Phrase("removed \(path)", korean: "삭제했습니다: \(path)"))
            case let .unreadableDocument(path, _):
                let moved = try quarantine(path)
                actions.append(Phrase("moved \(path) to \(moved)", korean: "옮겼습니다: \(path) → \(moved)"))
                // Its images go with it, so putting the document back later finds them.
                let imageFolder = PathName.directory(of: path) == layout.trash ? layout.trash : layout.images
                if let id = Self.documentID(fileName: PathName.lastComponent(of: path)) {
                    for name in try store.entries(of: imageFolder) where Self.imageOwnerID(fileName: name) == id {
                        let image = PathName.join(imageFolder, name)
                        let movedImage = try quarantine(image)
                        actions.append(Phrase("moved \(image) to \(movedImage) with its document", korean: "문서와 함께 옮겼습니다: \(image) → \(movedImage)"))
                    }
                }
            case .missingMarker:
                try restoreMarker()
                actions.append(Phrase("restored \(layout.marker)", korean: "\(layout.marker) 파일을 다시 만들었습니다"))
            case let .unknownTag(label, _) where (try? Self.validatedLabel(label)) == label:
                var tags = try customTags()
                if !tags.custom.contains(where: { $0.label == label }) {
                    tags.custom.append(Tag(label: label))
                    try store.replace(tags, at: layout.customTags)
                }
                actions.append(Phrase(
                    "added the tag '\(label)' to \(layout.customTags)",
                    korean: "\(layout.customTags)에 태그를 추가했습니다: '\(label)'"
                ))
            case let .looseModes(paths):
                loosePaths += paths
            case let .orphanImage(path):
                let name = PathName.lastComponent(of: path)
                if found.trashedImageNames.contains(name), path == layout.image(named: name),
                   try store.status(layout.trashedImage(named: name)) == nil {
                    // An interrupted delete or restore: the image belongs beside its trashed document
                    // (which has none: a file of the same name there is never written over).
                    try store.move(path, toNew: layout.trashedImage(named: name))
                    movedTo[path] = layout.trashedImage(named: name)
                    actions.append(Phrase("moved \(path) back to the trash", korean: "휴지통으로 되돌렸습니다: \(path)"))
                } else {
                    let moved = try quarantine(path)
                    actions.append(Phrase("moved \(path) to \(moved)", korean: "옮겼습니다: \(path) → \(moved)"))
                }
            case let .counterBehind(_, highestID):
                try writeCounter(highestID + 1)
                actions.append(Phrase("set the ID counter to \(highestID + 1)", korean: "ID 카운터를 \(highestID + 1) 값으로 정했습니다"))
            case .invalidCounter:
                let next = try lowestUnusedID()
                try writeCounter(next)
                actions.append(Phrase("set the ID counter to \(next)", korean: "ID 카운터를 \(next) 값으로 정했습니다"))
            case .invalidRetiredID:
                // Every ID below the counter may have been used: retiring them all reuses none.
                let retired = try nextID() - 1
                try store.write(Array("\(retired)\n".utf8), to: layout.retiredID)
                actions.append(Phrase(
                    "recorded IDs up to \(retired) as used (retired-id)",
                    korean: "\(retired)까지의 ID를 이미 쓴 것으로 기록했습니다 (retired-id)"
                ))
            case let .inAlbumAndTrash(id):
                // The album's copy stays; the trash's copy, and its image, are set aside.
                let path = layout.trashedDocument(forID: id)
                let files = try readPhoto(at: path).map { $0.fileNames.map(layout.trashedImage(named:)) } ?? []
                let moved = try quarantine(path)
                actions.append(Phrase(
                    "moved \(path) to \(moved); photo \(id) stays in the album",
                    korean: "옮겼습니다: \(path) → \(moved). 앨범에 있는 사진 \(id)의 문서는 그대로입니다"
                ))
                for file in files where try store.status(file) != nil {
                    let movedFile = try quarantine(file)
                    actions.append(Phrase("moved \(file) to \(movedFile)", korean: "옮겼습니다: \(file) → \(movedFile)"))
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
                    actions.append(Phrase(
                        "photo \(id)'s video was gone from \(path): forgot it (the photo stays)",
                        korean: "사진 \(id)의 영상이 \(path)에 없어 기록에서 지웠습니다 (사진은 그대로입니다)"
                    ))
                }
            case let .syncConflict(path, _, _, true):
                // An index file's (the counter's and retired-id's are taken in before the survey).
                try store.remove(path)
                rebuildsIndexes = true
                actions.append(Phrase("removed \(path), a conflict copy of an index file", korean: "색인 파일의 충돌 사본을 삭제했습니다: \(path)"))
            case .missingImage, .imageMismatch, .videoMismatch, .damagedFile, .newerDocument, .irregularImage, .unknownTag, .syncConflict:
                break
            }
        }
        // Where each loose path lies now: moved itself, or inside a folder that was; gone when removed.
        func current(_ path: String) -> String {
            if let moved = movedTo[path] { return moved }
            for (from, to) in movedTo where path.hasPrefix(from + "/") { return to + path.dropFirst(from.count) }
            return path
        }
        let madePrivate = try loosePaths.map(current).filter { try store.status($0) != nil }
        if !madePrivate.isEmpty {
            try makePrivate(madePrivate)
            let s = madePrivate.count == 1 ? "" : "s"
            actions.append(Phrase(
                "made \(madePrivate.count) file\(s) and folder\(s) private (0600, 0700)",
                korean: "파일과 폴더 \(madePrivate.count)개를 비공개로 바꾸었습니다 (0600, 0700)"
            ))
        }
        if rebuildsIndexes {
            try index.rebuild(from: found.photos)
            try store.remove(layout.unfinished)
            actions.append(Phrase("rebuilt the indexes", korean: "색인을 다시 만들었습니다"))
        }
        return actions
    }

    /// Takes in the sync tool's conflict copies of `counter` and `retired-id` (plain files only):
    /// ``adoptConflictCopy(at:of:)``. Album lock held.
    func takeInIDRecordConflictCopies() throws -> [Phrase] {
        var actions: [Phrase] = []
        for (path, copy) in try store.conflictCopies(in: layout.root) {
            let original = PathName.join(layout.root, copy.originalName)
            guard original == layout.counter || original == layout.retiredID, try store.status(path)?.kind == .regular else { continue }
            let kept = try adoptConflictCopy(at: path, of: original)
            let name = copy.originalName
            if kept {
                actions.append(Phrase(
                    "took in \(path): \(name) now holds the other device's higher number",
                    korean: "반영했습니다: \(path). 이제 \(name)에 다른 기기의 더 큰 번호가 들어 있습니다"
                ))
            } else {
                actions.append(Phrase("took in \(path): \(name) keeps its number", korean: "반영했습니다: \(path). \(name)의 번호는 그대로입니다"))
            }
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
