import PokiSystem
import Synchronization

/// Merging what two devices changed while apart, as a sync tool such as Syncthing leaves it: done
/// by every writer under the album lock before its own change (and so by `check --repair`),
/// without the user acting.
///
/// - A conflict copy of a photo's document (`photos/1042.sync-conflict-…-ABCDEFG.json`) that is
///   another version of the same photo is merged into it field by field (``PhotoMerge``).
/// - One that is a different photo (both devices added a photo as 1042) gets the next free ID;
///   its image and video, found by their SHA-256 under their name or a conflict copy's, are renamed
///   with it, and the photo that kept the ID gets its own files back under their names.
/// - A photo both in the album and in the trash was deleted on one device and changed on the
///   other: an edit the deleting device never saw wins, and the photo comes back from the trash;
///   a change that is no edit (a tag renamed) leaves it deleted. Two different photos there (one
///   deleted, one added under the same ID) both stay, the trashed one renumbered.
/// - The counter and `retired-id` keep the higher number; the indexes are rebuilt.
/// - The tag list, the likes and the profile are made one (``mergeListConflictCopies(_:)``), and
///   photos added under a tag the other device renamed follow the rename.
///
/// A copy whose files have not all arrived yet waits for a later writer; a damaged one is left for
/// `check` to name.
///
/// Looking for conflict copies lists `photos/` (30 ms at 100,000 photos), so a writer looks only
/// when the album's folder, `photos/`, `trash/`, `images/` or `index/` changed since this
/// device's last writer left them (``AlbumLayout/mergeScan``): a sync tool that puts a file
/// there changes the folder.
extension Album {
    /// What the merges of this process did, one line each (`1042 (from device ABCDEFG) is now
    /// 1057`), taken once, for the command to print.
    public static func takeMergeNotes() -> [Phrase] {
        mergeNotes.withLock { notes in
            defer { notes = [] }
            return notes
        }
    }

    private static let mergeNotes = Mutex<[Phrase]>([])

    /// Keeps `notes` for ``takeMergeNotes()``.
    static func recordMergeNotes(_ notes: [Phrase]) {
        guard !notes.isEmpty else { return }
        mergeNotes.withLock { $0 += notes }
    }

    /// ``mergeSyncConflicts()`` unless the folders it looks in are as this device's last writer
    /// left them (album lock held).
    func mergeSyncConflictsIfFoldersChanged() throws -> SyncMerge {
        if let recorded = try? store.documentContents(of: layout.mergeScan), recorded == (try foldersFingerprint()) {
            return SyncMerge(notes: [], isComplete: true)
        }
        return try mergeSyncConflicts()
    }

    /// Records how the folders a merge looks in are now, at the end of a write (album lock held). A
    /// record that cannot be written costs only a look next time.
    func recordMergeScan() throws {
        guard try store.status(layout.incoming)?.kind == .directory else { return }
        try? store.writeHint(try foldersFingerprint(), to: layout.mergeScan)
    }

    /// The device, inode and modification time, to the nanosecond, of the album's folder,
    /// `photos/`, `trash/`, `images/`, `index/` and the index's folders (each year's days too): a
    /// file added to, removed from or renamed in any changes it (a conflict copy of `tags.json` or
    /// of an index file, an image arriving after its document).
    private func foldersFingerprint() throws -> [UInt8] {
        var text = ""
        let years = ((try? store.allEntries(of: layout.dateIndex)) ?? []).sorted().map { PathName.join(layout.dateIndex, $0) }
        let indexFolders = [layout.dateIndex, layout.hashIndex, layout.tagIndex, layout.hashtagIndex, layout.paletteIndex] + years
        for folder in [layout.root, layout.photos, layout.trash, layout.images, layout.poseImages, layout.index] + indexFolders {
            let status = try store.status(folder)
            text += status.map { "\($0.device) \($0.inode) \($0.modificationTime)\n" } ?? "-\n"
        }
        return Array(text.utf8)
    }

    /// What a merge did: its notes, and whether it merged everything it found (false while a
    /// copy waits for its files).
    struct SyncMerge {
        var notes: [Phrase]
        var isComplete: Bool
    }

    /// What merging one conflict copy (or one photo both in the album and the trash) came to.
    private enum MergeStep {
        /// Documents changed; the notes say how.
        case merged([Phrase])
        /// Nothing changed: the copy held nothing new, or is damaged (for `check` to name).
        case unchanged
        /// Its files (or the other photo's) have not all arrived.
        case waiting
    }

    /// Merges every conflict copy of a photo's document, and every photo both in the album and in
    /// the trash (album lock held).
    func mergeSyncConflicts() throws -> SyncMerge {
        _ = try takeInIDRecordConflictCopies()
        var merge = SyncMerge(notes: [], isComplete: true), changed = false
        // What there is to merge, found before anything changes: the `unfinished` record is
        // written before the first change, so a merge killed halfway gets its indexes rebuilt.
        var copies: [(path: String, id: Int, device: String?, inTrash: Bool)] = []
        for inTrash in [false, true] {
            for (path, copy) in try store.conflictCopies(in: inTrash ? layout.trash : layout.photos) {
                guard let id = Self.documentID(fileName: copy.originalName), try store.status(path)?.kind == .regular else { continue }
                copies.append((path, id, copy.device, inTrash))
            }
        }
        var bothPlaces: [Int] = []
        for name in try documentNames(in: layout.trash) {
            guard let id = Self.documentID(fileName: name), try store.status(layout.document(forID: id)) != nil else { continue }
            bothPlaces.append(id)
        }
        let listCopies = try listConflictCopies(), indexCopies = try indexConflictCopies()
        if !copies.isEmpty || !bothPlaces.isEmpty || !listCopies.isEmpty || !indexCopies.isEmpty {
            try store.beginChanges(UnfinishedChange(operation: "merge"))
            func take(_ step: MergeStep) {
                switch step {
                case let .merged(notes):
                    changed = true
                    merge.notes += notes
                case .unchanged: break
                case .waiting: merge.isComplete = false
                }
            }
            for copy in copies where try store.status(copy.path) != nil {
                take(try mergeDocumentCopy(at: copy.path, of: copy.id, device: copy.device, inTrash: copy.inTrash))
            }
            for id in bothPlaces where try store.status(layout.trashedDocument(forID: id)) != nil {
                take(try settleAlbumAndTrash(id))
            }
            merge.notes += try mergeListConflictCopies(listCopies)
            // The indexes are worked out again, never merged.
            for path in indexCopies { try store.remove(path) }
            if changed || !indexCopies.isEmpty {
                try index.rebuild(from: try survey(verifyingImages: false).photos)
            }
        }
        // Photos another device added under a tag renamed here may come without any copy.
        merge.notes += try followTagRenames()
        try store.endChanges()
        return merge
    }

    /// Takes in the conflict copy at `path` of document `id` in `photos/` (or `trash/`).
    private func mergeDocumentCopy(at path: String, of id: Int, device: String?, inTrash: Bool) throws -> MergeStep {
        let documents = inTrash ? layout.trash : layout.photos, files = inTrash ? layout.trash : layout.images
        let original = PathName.join(documents, "\(id).json")
        let theirs: Photo, ours: Photo?
        do {
            guard let read = try readPhoto(at: path, id: id) else { return .unchanged }
            theirs = read
            ours = try readPhoto(at: original)
        } catch is DocumentError {
            return .unchanged
        }
        guard let ours else {
            // The version under the name is gone: the copy is the photo, once its files are here
            // (or in the trash, when it was deleted here: settled next, as an edit and a deletion).
            let deletedHere = try !inTrash && store.status(layout.trashedDocument(forID: id)) != nil
            let filesHere = try allPresent(theirs.fileNames, in: files)
            guard deletedHere || filesHere else { return .waiting }
            try store.rename(path, to: original)
            try store.syncFolder(documents)
            return .merged([])
        }
        if PhotoMerge.areVersions(ours, theirs) {
            var merged = PhotoMerge.merged(ours, theirs)
            // Deleted on both devices: the first deletion counts.
            if let deleted = theirs.deletedAt, let mine = ours.deletedAt { merged.deletedAt = min(deleted, mine) }
            guard try allPresent(merged.fileNames, in: files) else { return .waiting }
            if merged != ours { try writeDocument(merged, to: original) }
            try store.remove(path)
            try store.syncFolder(documents)
            // An image one device put in and the merge did not keep goes where replaced images go.
            if !inTrash {
                for name in Set(ours.fileNames + theirs.fileNames).subtracting(merged.fileNames).sorted()
                where try store.status(layout.image(named: name))?.kind == .regular {
                    _ = try keepReplacedImage(named: name)
                }
            }
            // The same version (or one this one already holds): nothing changed.
            guard merged != ours else { return .unchanged }
            let bothMemos = merged.memo != ours.memo && merged.memo != theirs.memo
            if bothMemos {
                return .merged([Phrase(
                    "photo \(id) was changed on two devices; merged its changes and kept both memos",
                    korean: "사진 \(id): 두 기기에서 바뀌어 변경 사항을 병합하고 두 메모를 모두 남겼습니다"
                )])
            }
            return .merged([Phrase("photo \(id) was changed on two devices; merged its changes", korean: "사진 \(id): 두 기기에서 바뀌어 변경 사항을 병합했습니다")])
        }
        let origin: Phrase = switch (inTrash, device) {
        case let (true, device?): Phrase("in the trash, from device \(device)", korean: "휴지통, 기기 \(device)에서 옴")
        case (true, nil): Phrase("in the trash, from another device", korean: "휴지통, 다른 기기에서 옴")
        case let (false, device?): Phrase("from device \(device)", korean: "기기 \(device)에서 옴")
        case (false, nil): Phrase("from another device", korean: "다른 기기에서 옴")
        }
        return try renumber(theirs, document: PathName.lastComponent(of: path), inTrash: inTrash, beside: ours, origin: origin)
    }

    /// Settles photo `id`, both in the album and in the trash.
    private func settleAlbumAndTrash(_ id: Int) throws -> MergeStep {
        let kept: Photo, trashed: Photo
        do {
            guard let album = try document(forID: id), let trash = try readPhoto(at: layout.trashedDocument(forID: id)) else { return .unchanged }
            kept = album
            trashed = trash
        } catch is DocumentError {
            return .unchanged
        }
        guard PhotoMerge.areVersions(kept, trashed) else {
            return try renumber(trashed, document: "\(id).json", inTrash: true, beside: kept, origin: Phrase("in the trash", korean: "휴지통"))
        }
        // The same document in both (a copy by hand, not a sync): `check --repair` settles it.
        var undeleted = trashed
        undeleted.deletedAt = nil
        guard undeleted != kept else { return .unchanged }
        // Deleted on one device, changed on the other. An edit the deleting device never saw wins:
        // the photo comes back, with the edits of both. A change that is no edit of the user's
        // (a tag renamed, colours worked out again) does not undo the deletion.
        let editedSince = PhotoEdits.Field.allCases.contains { field in
            guard let edit = kept.edits?[field] else { return false }
            return !(trashed.edits?[field]?.supersedes(edit) ?? false)
        }
        guard editedSince else {
            // A tag renamed meanwhile is renamed in the trash too.
            if trashed.edits?.tag == kept.edits?.tag, trashed.tag != kept.tag {
                var renamed = trashed
                renamed.tag = kept.tag
                try writeDocument(renamed, to: layout.trashedDocument(forID: id))
            }
            for file in kept.fileNames where try store.status(layout.trashedImage(named: file)) == nil {
                guard try store.status(layout.image(named: file)) != nil else { return .waiting }
                try store.move(layout.image(named: file), toNew: layout.trashedImage(named: file))
            }
            try store.syncFolder(layout.trash)
            try store.remove(layout.document(forID: id))
            try store.syncFolder(layout.photos)
            return .merged([Phrase(
                "photo \(id) was deleted on one device and only re-tagged or recoloured on another: it stays in the trash",
                korean: "사진 \(id): 한 기기에서 삭제되고 다른 기기에서는 태그나 색만 다시 정해졌습니다: 휴지통에 그대로 둡니다"
            )])
        }
        for file in kept.fileNames where try store.status(layout.image(named: file)) == nil {
            guard try store.status(layout.trashedImage(named: file)) != nil else { return .waiting }
            try store.move(layout.trashedImage(named: file), toNew: layout.image(named: file))
        }
        try store.syncFolder(layout.images)
        var merged = PhotoMerge.merged(kept, trashed)
        merged.deletedAt = nil
        if merged != kept { try writeDocument(merged, to: layout.document(forID: id)) }
        // The trashed version's own image (one the other device replaced since) is kept as a
        // replaced image, not left without a photo.
        for name in Set(trashed.fileNames).subtracting(merged.fileNames).sorted()
        where try store.status(layout.trashedImage(named: name))?.kind == .regular {
            _ = try keepReplacedImage(named: name, from: layout.trash)
        }
        try store.remove(layout.trashedDocument(forID: id))
        try store.syncFolder(layout.trash)
        return .merged([Phrase(
            "photo \(id) was deleted on one device and changed on another; the change wins: it is back from the trash",
            korean: "사진 \(id): 한 기기에서 삭제되고 다른 기기에서 바뀌었습니다. 바뀐 쪽을 따라 휴지통에서 되살렸습니다"
        )])
    }

    /// Gives `theirs` (whose document is `document` in `photos/`, or `trash/`) the next free ID,
    /// leaving `ours`, the photo that keeps the ID, its files under their names; waits while a
    /// file of either has not arrived.
    private func renumber(_ theirs: Photo, document: String, inTrash: Bool, beside ours: Photo, origin: Phrase) throws -> MergeStep {
        let files = inTrash ? layout.trash : layout.images
        if !inTrash, let step = try mergeIntoRenumberedVersion(theirs, document: document, origin: origin) { return step }
        var moves: [[String]] = [], copies: [[String]] = []
        var theirFiles: [(name: String, sha256: String)] = [(theirs.image, theirs.sha256)]
        if let video = theirs.video { theirFiles.append((video.file, video.sha256)) }
        let to = try firstFreeID(count: 1)
        let oursInSameFolder = (ours.deletedAt != nil) == inTrash
        var ourFiles: [(name: String, sha256: String)] = [(ours.image, ours.sha256)]
        if let video = ours.video { ourFiles.append((video.file, video.sha256)) }
        for file in theirFiles {
            guard let found = try self.file(withSHA256: file.sha256, standingFor: file.name, in: files) else { return .waiting }
            // The same bytes as a file the other photo keeps (both devices added the same image):
            // copied, not taken from it.
            if oursInSameFolder, ourFiles.contains(where: { $0.name == found && $0.sha256 == file.sha256 }) {
                copies.append([found, Self.renamed(file.name, from: theirs.id, to: to)])
            } else {
                moves.append([found, Self.renamed(file.name, from: theirs.id, to: to)])
            }
        }
        // The other photo's files set aside by the sync tool, because these kept the names: back
        // under their names once these are out of the way.
        if oursInSameFolder {
            for file in ourFiles where moves.contains(where: { $0[0] == file.name }) {
                guard let found = try self.file(withSHA256: file.sha256, standingFor: file.name, in: files) else { return .waiting }
                moves.append([found, file.name])
            }
        }
        let plan = UnfinishedChange.Renumbering(
            inTrash: inTrash, document: document, from: theirs.id, to: to, moves: moves, copies: copies.isEmpty ? nil : copies
        )
        try store.beginChanges(UnfinishedChange(operation: "merge", renumbering: plan))
        if case let .valid(next) = try counterRecord(), next > to {} else { try writeCounter(to + 1) }
        try finishRenumbering(plan)
        return .merged([Phrase("\(theirs.id) (", korean: "사진 \(theirs.id) (") + origin + Phrase(") is now \(to)", korean: "): 이제 ID가 \(to)입니다")])
    }

    /// How many of the highest IDs are looked through for a photo the other device already gave
    /// a new ID (besides those the SHA-256 index names).
    private static let recentIDsLookedAt = 400

    /// When both devices merged the same conflict copy, each gave it a new ID: `theirs` may already
    /// be here under another (the other device's merge, synced). Then it is merged into that
    /// version rather than given a third ID; nil when it is not here.
    private func mergeIntoRenumberedVersion(_ theirs: Photo, document: String, origin: Phrase) throws -> MergeStep? {
        var candidates = Set(try index.ids(withSHA256: theirs.sha256))
        let next = try nextID()
        candidates.formUnion(max(theirs.id + 1, next - Self.recentIDsLookedAt)..<max(next, theirs.id + 1))
        for id in candidates.sorted() where id != theirs.id {
            let found: Photo?
            do {
                found = try self.document(forID: id)
            } catch is DocumentError {
                continue
            }
            guard let version = found, version.addedAt == theirs.addedAt, version.addedImageSHA256 == theirs.addedImageSHA256,
                  version.edits?.image != nil || theirs.edits?.image != nil || version.originalFileName == theirs.originalFileName
            else { continue }
            let merged = PhotoMerge.merged(version, Self.renumbered(theirs, to: version.id))
            guard try allPresent(merged.fileNames, in: layout.images) else { return .waiting }
            if merged != version { try writeDocument(merged, to: layout.document(forID: version.id)) }
            try store.remove(PathName.join(layout.photos, document))
            try store.syncFolder(layout.photos)
            // The copy's own files, set aside by the sync tool, are the same bytes as the version's.
            for (path, copy) in try store.conflictCopies(in: layout.images) where theirs.fileNames.contains(copy.originalName) {
                if try SHA256.hex(ofFileAt: path, followingLinks: false) == theirs.sha256 { try store.remove(path) }
            }
            return .merged([
                Phrase("\(theirs.id) (", korean: "사진 \(theirs.id) (") + origin
                    + Phrase(") is \(version.id) here already: merged into it", korean: "): 이 기기에 이미 있는 사진 \(version.id)에 병합했습니다")
            ])
        }
        return nil
    }

    /// Carries out `plan`, skipping what is done: called by ``renumber`` and, after an
    /// interruption, by the next writer's recovery. A plan that is not one poki makes (a
    /// hand-edited marker: names that are not the photo's files, a new ID already taken) or whose
    /// document cannot be read any more is left alone, for `check` to report what remains.
    func finishRenumbering(_ plan: UnfinishedChange.Renumbering) throws {
        let files = plan.inTrash ? layout.trash : layout.images, documents = plan.inTrash ? layout.trash : layout.photos
        let pairs = plan.moves + (plan.copies ?? [])
        // Every name is a plain name of the photo's own files, under its old or its new ID.
        let isPhotoFileName = { (name: String) in
            !name.isEmpty && name.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "/") }
                && !name.hasPrefix(".") && [plan.from, plan.to].contains(Self.photoID(inFileName: name, setAside: false))
        }
        guard Photo.idRange.contains(plan.from), Photo.idRange.contains(plan.to), plan.from != plan.to,
              pairs.allSatisfy({ $0.count == 2 }), ([plan.document] + pairs.flatMap { $0 }).allSatisfy(isPhotoFileName),
              Self.documentID(fileName: plan.document) == nil || plan.inTrash
        else { return }
        let path = PathName.join(documents, plan.document), destination = PathName.join(documents, "\(plan.to).json")
        let photo: Photo
        do {
            guard let read = try readPhoto(at: path, id: plan.from) else { return }
            photo = read
        } catch is DocumentError {
            return
        }
        // Written under the new ID before an interruption: only the copy is left to remove.
        if let written = try? readPhoto(at: destination), written.addedAt == photo.addedAt,
           written.addedImageSHA256 == photo.addedImageSHA256 {
            try store.remove(path)
            try store.syncFolder(documents)
            return
        }
        // The new ID must be free: never written over another photo.
        guard try store.status(destination) == nil, try store.status(layout.document(forID: plan.to)) == nil,
              try store.status(layout.trashedDocument(forID: plan.to)) == nil else { return }
        for copy in plan.copies ?? [] {
            let source = PathName.join(files, copy[0]), target = PathName.join(files, copy[1])
            guard try store.status(source)?.kind == .regular, try store.status(target) == nil else { continue }
            try store.copy(source, toNew: target, stagingIn: layout.incoming)
        }
        for move in plan.moves {
            let source = PathName.join(files, move[0]), target = PathName.join(files, move[1])
            guard let from = try store.status(source) else { continue }
            if let to = try store.status(target) {
                // Linked under the new name before the kill, not yet unlinked under the old one.
                if to.device == from.device, to.inode == from.inode { try store.remove(source) }
                continue
            }
            try store.move(source, toNew: target)
        }
        try store.syncFolder(files)
        let renumbered = Self.renumbered(photo, to: plan.to)
        // Its files under the new names hold its bytes (not a file a sync brought meanwhile),
        // else the document is not written and the copy stays for `check` to name.
        var expected = [(renumbered.image, renumbered.sha256)]
        if let video = renumbered.video { expected.append((video.file, video.sha256)) }
        for (name, sha256) in expected {
            let file = PathName.join(files, name)
            guard try store.status(file)?.kind == .regular, try SHA256.hex(ofFileAt: file, followingLinks: false) == sha256 else { return }
        }
        try writeDocument(renumbered, to: destination, replacing: false)
        try store.remove(path)
        try store.syncFolder(documents)
    }

    /// Of the file `name` in `folder` and the sync tool's conflict copies of it, the one whose
    /// SHA-256 is `sha256`; nil when none is (yet).
    private func file(withSHA256 sha256: String, standingFor name: String, in folder: String) throws -> String? {
        let copies = try store.conflictCopies(in: folder).filter { $0.copy.originalName == name }.map { PathName.lastComponent(of: $0.path) }
        for candidate in [name] + copies {
            let path = PathName.join(folder, candidate)
            guard try store.status(path)?.kind == .regular else { continue }
            if try SHA256.hex(ofFileAt: path, followingLinks: false) == sha256 { return candidate }
        }
        return nil
    }

    private func allPresent(_ names: [String], in folder: String) throws -> Bool {
        try names.allSatisfy { try store.status(PathName.join(folder, $0))?.kind == .regular }
    }

    /// `photo` under the ID `id`, its files' names following (see ``renamed(_:from:to:)``).
    static func renumbered(_ photo: Photo, to id: Int) -> Photo {
        var renumbered = photo
        renumbered.id = id
        renumbered.image = renamed(photo.image, from: photo.id, to: id)
        if let video = photo.video { renumbered.video?.file = renamed(video.file, from: photo.id, to: id) }
        return renumbered
    }

    /// A photo's file name given its new ID: `1057.jpg` for `1042.jpg`, `1057-1a2b3c4d.jpg` for
    /// `1042-1a2b3c4d.jpg`.
    static func renamed(_ name: String, from old: Int, to new: Int) -> String {
        let prefix = "\(old)"
        guard name.hasPrefix(prefix) else { return name }
        return "\(new)" + name.dropFirst(prefix.count)
    }
}
