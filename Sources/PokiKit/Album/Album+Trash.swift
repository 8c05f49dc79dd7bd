/// Deleting to the trash, restoring with the same ID, and emptying the trash.
///
/// A trashed photo keeps its document and image, moved to `trash/`; its ID stays used, so no
/// later photo gets it.
extension Album {
    /// Moves the photos to the trash; all IDs must exist, or nothing is deleted.
    /// - Returns: the deleted photos, in the order of `ids`.
    @discardableResult
    public func delete(ids: [Int]) throws -> [Photo] {
        guard try state() == .album else {
            if let id = ids.first { throw AlbumError.photoNotFound(id: id) }
            return []
        }
        return try writing {
            var seen = Set<Int>()
            let photos = try ids.filter { seen.insert($0).inserted }.map { id throws -> Photo in
                guard let photo = try document(forID: id) else { throw AlbumError.photoNotFound(id: id) }
                return photo
            }
            // Nothing in the trash is ever written over (a copy of the same ID left there by hand).
            for photo in photos {
                try requireAbsent(layout.trashedDocument(forID: photo.id))
                try requireAbsent(layout.trashedImage(named: photo.image))
            }
            try beginChanges()
            var changes = IndexChanges()
            for photo in photos {
                // The document moves first: the photo leaves the album in one rename.
                try AtomicFile.move(layout.document(forID: photo.id), toNew: layout.trashedDocument(forID: photo.id))
                try AtomicFile.move(layout.image(named: photo.image), toNew: layout.trashedImage(named: photo.image))
                changes.remove(photo)
            }
            try AtomicFile.syncDirectory(layout.trash)
            try AtomicFile.syncDirectory(layout.photos)
            try AtomicFile.syncDirectory(layout.images)
            try index.apply(changes)
            try endChanges()
            return photos
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
        for id in try Syscall.entries(of: layout.trash).compactMap(Self.documentID(fileName:)).sorted() {
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
            guard let photo = try readPhoto(at: path) else { throw AlbumError.notInTrash(id: id) }
            try requireAbsent(layout.document(forID: id))
            try requireAbsent(layout.image(named: photo.image))
            try beginChanges()
            // The image returns first: a document in photos/ always has its image.
            try AtomicFile.move(layout.trashedImage(named: photo.image), toNew: layout.image(named: photo.image))
            try AtomicFile.syncDirectory(layout.images)
            try AtomicFile.move(path, toNew: layout.document(forID: id))
            try AtomicFile.syncDirectory(layout.photos)
            try AtomicFile.syncDirectory(layout.trash)
            var changes = IndexChanges()
            changes.insert(photo)
            try index.apply(changes)
            try endChanges()
            return photo
        }
    }

    /// Removes every photo in the trash for good. A damaged document in the trash stays (with
    /// whatever image is its), reported in the result.
    @discardableResult
    public func emptyTrash() throws -> EmptiedTrash {
        guard try state() == .album else { return EmptiedTrash(photoCount: 0) }
        return try writing {
            let listing = try trashListing()
            // Recorded first: even with the counter lost, these IDs are never handed out again.
            if let highest = listing.photos.map(\.id).max() { try retire(upTo: highest) }
            for photo in listing.photos {
                try Syscall.unlinkIfPresent(layout.trashedDocument(forID: photo.id))
                try Syscall.unlinkIfPresent(layout.trashedImage(named: photo.image))
            }
            try AtomicFile.syncDirectory(layout.trash)
            return EmptiedTrash(photoCount: listing.photos.count, damaged: listing.damaged)
        }
    }

    /// Throws ``FileSystemError/alreadyExists(path:)`` when something is at `path`.
    private func requireAbsent(_ path: String) throws {
        if try Syscall.status(path) != nil { throw FileSystemError.alreadyExists(path: path) }
    }
}
