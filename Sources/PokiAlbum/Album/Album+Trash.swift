import PokiSystem

/// Deleting to the trash, restoring with the same ID, and emptying the trash.
///
/// A trashed photo keeps its document and image, moved to `trash/`; its ID stays used, so no
/// later photo gets it. The trashed document records when it was deleted (`deletedAt`).
extension Album {
    /// Moves the photos to the trash; all IDs must exist, or nothing is deleted.
    /// - Returns: the deleted photos as the trash keeps them (with ``Photo/deletedAt``), in the
    ///   order of `ids`.
    @discardableResult
    public func delete(ids: [Int]) throws -> [Photo] {
        guard try state() == .album else {
            if let id = ids.first { throw try missingPhotoError(id: id) }
            return []
        }
        return try writing {
            var seen = Set<Int>()
            let photos = try ids.filter { seen.insert($0).inserted }.map { id throws -> Photo in
                guard let photo = try document(forID: id) else { throw try missingPhotoError(id: id) }
                return photo
            }
            // Nothing in the trash is ever written over (a copy of the same ID left there by hand).
            for photo in photos {
                try requireAbsent(layout.trashedDocument(forID: photo.id))
                for name in photo.fileNames { try requireAbsent(layout.trashedImage(named: name)) }
            }
            try store.beginChanges(.delete)
            var changes = IndexChanges()
            var trashed: [Photo] = []
            let deletedAt = Timestamp.now()
            for photo in photos {
                // The document moves first: the photo leaves the album in one rename. Recording
                // the time comes after; an interruption in between only loses the time.
                try store.move(layout.document(forID: photo.id), toNew: layout.trashedDocument(forID: photo.id))
                // An image or clip lost by hand (or by a sync) does not hold the photo back, and
                // must not stop the delete halfway: `check` reports it, in the trash.
                if try store.status(layout.image(named: photo.image)) != nil {
                    try store.move(layout.image(named: photo.image), toNew: layout.trashedImage(named: photo.image))
                }
                if let video = photo.video, try store.status(layout.image(named: video.file)) != nil {
                    try store.move(layout.image(named: video.file), toNew: layout.trashedImage(named: video.file))
                }
                var deleted = photo
                deleted.deletedAt = deletedAt
                try writeDocument(deleted, to: layout.trashedDocument(forID: photo.id), syncDirectory: false)
                trashed.append(deleted)
                changes.remove(photo)
            }
            try store.syncFolder(layout.trash)
            try store.syncFolder(layout.photos)
            try store.syncFolder(layout.images)
            try index.apply(changes)
            try store.endChanges()
            return trashed
        }
    }

    /// The photos in the trash, by ID.
    /// - Throws: ``DocumentError`` when a trashed document is damaged (``trashListing()`` skips it).
    public func trashedPhotos() throws -> [Photo] {
        try trashListing().allPhotos()
    }

    /// The photos in the trash by ID, and the trashed documents that are damaged.
    public func trashListing() throws -> PhotoListing {
        guard try state() == .album else { return PhotoListing() }
        var listing = PhotoListing()
        for id in try store.entries(of: layout.trash).compactMap(Self.documentID(fileName:)).sorted() {
            if let photo = try readPhoto(at: layout.trashedDocument(forID: id), skippingDamagedInto: &listing.damaged) {
                listing.photos.append(photo)
            }
        }
        return listing
    }

    /// Brings a photo back from the trash with its ID.
    @discardableResult
    public func restore(id: Int) throws -> Photo {
        guard try state() == .album else { throw AlbumError.notInTrash(id: id) }
        return try writing {
            let path = layout.trashedDocument(forID: id)
            guard var photo = try readPhoto(at: path) else { throw AlbumError.notInTrash(id: id) }
            try requireAbsent(layout.document(forID: id))
            for name in photo.fileNames { try requireAbsent(layout.image(named: name)) }
            // Checked before anything changes: a failed restore leaves the trash as it was. A clip
            // lost by hand does not hold the photo back (`check` reports it); its image does.
            let trashedImage = layout.trashedImage(named: photo.image)
            guard try store.status(trashedImage) != nil else { throw AlbumError.missingFromTrash(id: id, path: trashedImage) }
            try store.beginChanges(.restore)
            if photo.deletedAt != nil {
                // Only the trash's copy says when it was deleted; forgotten before the move, so
                // an interruption cannot leave it in the album.
                photo.deletedAt = nil
                try writeDocument(photo, to: path)
            }
            // The image and video return first: a document in photos/ always has its files.
            try store.move(trashedImage, toNew: layout.image(named: photo.image))
            if let video = photo.video, try store.status(layout.trashedImage(named: video.file)) != nil {
                try store.move(layout.trashedImage(named: video.file), toNew: layout.image(named: video.file))
            }
            try store.syncFolder(layout.images)
            try store.move(path, toNew: layout.document(forID: id))
            try store.syncFolder(layout.photos)
            try store.syncFolder(layout.trash)
            var changes = IndexChanges()
            changes.insert(photo)
            try index.apply(changes)
            try store.endChanges()
            return photo
        }
    }

    /// The error for a photo that is not in the album: ``AlbumError/photoInTrash(id:)`` when the
    /// trash has it, so the user learns how to get it back.
    func missingPhotoError(id: Int) throws -> AlbumError {
        try store.status(layout.trashedDocument(forID: id)) != nil ? .photoInTrash(id: id) : .photoNotFound(id: id)
    }

    /// IDs of the photos in the trash whose image has one of these SHA-256s, by hash, ascending.
    ///
    /// Reads the trash's documents (there is no index of the trash; it is usually small). Damaged
    /// documents are passed over: this only feeds a note.
    public func trashedPhotoIDs(withSHA256 hashes: Set<String>) throws -> [String: [Int]] {
        guard !hashes.isEmpty, try state() == .album else { return [:] }
        var ids: [String: [Int]] = [:]
        for photo in try trashListing().photos where hashes.contains(photo.sha256) {
            ids[photo.sha256, default: []].append(photo.id)
        }
        return ids
    }

    /// Removes every photo in the trash, and every image `edit --image` replaced, for good.
    /// - Throws: ``DocumentError`` for a damaged document in the trash, and removes nothing:
    ///   which image is its cannot be known, and what cannot be read is never removed for good.
    @discardableResult
    public func emptyTrash() throws -> EmptiedTrash {
        guard try state() == .album else { return EmptiedTrash(photoCount: 0) }
        return try writing {
            // A photo also in the album waits for a merge (deleted on one device, changed on the
            // other, its files still arriving): not removed for good.
            let photos = try trashedPhotos().filter { try store.status(layout.document(forID: $0.id)) == nil }
            // Recorded first: even with the counter lost, these IDs are never handed out again.
            if let highest = photos.map(\.id).max() { try retire(upTo: highest) }
            for photo in photos {
                try store.remove(layout.trashedDocument(forID: photo.id))
                for name in photo.fileNames { try store.remove(layout.trashedImage(named: name)) }
            }
            try removeConflictCopies(of: Set(photos.flatMap { ["\($0.id).json"] + $0.fileNames }), in: layout.trash)
            try store.syncFolder(layout.trash)
            let replaced = try replacedImageNames()
            for name in replaced { try store.remove(layout.replacedImage(named: name)) }
            try removeConflictCopies(of: Set(replaced), in: layout.replacedImages)
            if !replaced.isEmpty { try store.syncFolder(layout.replacedImages) }
            return EmptiedTrash(photoCount: photos.count, replacedImageCount: replaced.count)
        }
    }

    /// Removes the sync tool's conflict copies (plain files) of the files named `names` in
    /// `folder`: another device's version of what is being removed for good goes with it.
    private func removeConflictCopies(of names: Set<String>, in folder: String) throws {
        for (path, copy) in try store.conflictCopies(in: folder) where names.contains(copy.originalName) {
            if try store.status(path)?.kind == .regular { try store.remove(path) }
        }
    }

    /// The full paths of the images `edit --image` replaced that the trash keeps, by name.
    public func replacedImages() throws -> [String] {
        guard try state() == .album else { return [] }
        return try replacedImageNames().map(layout.replacedImage(named:))
    }

    private func replacedImageNames() throws -> [String] {
        try store.entries(of: layout.replacedImages).filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }.sorted()
    }

    /// Throws ``FileSystemError/alreadyExists(path:)`` when something is at `path`.
    private func requireAbsent(_ path: String) throws {
        if try store.status(path) != nil { throw FileSystemError.alreadyExists(path: path) }
    }
}
