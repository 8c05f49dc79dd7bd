/// Changing a photo's memo, tag, date or image; its ID and when it was added stay.
extension Album {
    /// Applies `edit` to the photo `id` and returns the updated photo.
    ///
    /// A replacement image is copied in under a new name (`<id>-<sha8>.<ext>`) before the document
    /// is switched to it, and the old copy is removed after; a crash in between leaves the old
    /// photo intact.
    @discardableResult
    public func update(id: Int, _ edit: PhotoEdit) throws -> Photo {
        let tag = try edit.tag.map(resolveTag)
        guard try state() == .album else { throw AlbumError.photoNotFound(id: id) }
        if let image = edit.image { try Self.checkReadable(image.sourcePath) }
        let staged = try edit.image.map { try AtomicFile.stageCopy(of: $0.sourcePath, into: layout.images) }
        defer { if let staged { try? Syscall.unlinkIfPresent(staged.temporaryPath) } }
        return try writing {
            guard let old = try document(forID: id) else { throw try missingPhotoError(id: id) }
            var photo = old
            if let memo = edit.memo { photo.memo = memo }
            if let tag { photo.tag = tag }
            if let date = edit.date {
                photo.date = date
                photo.dateSource = .given
            }
            guard photo != old || edit.image != nil else { return photo }
            try beginChanges()
            if let image = edit.image, let staged {
                let name = "\(id)-\(staged.sha256.prefix(8)).\(Self.fileExtension(for: image.analysis.format))"
                try AtomicFile.place(staged, at: layout.image(named: name))
                try AtomicFile.syncDirectory(layout.images)
                photo.image = name
                photo.sha256 = staged.sha256
                photo.originalFileName = PathName.lastComponent(of: image.sourcePath)
                photo.analysis = image.analysis
            }
            try writeDocument(photo, to: layout.document(forID: id))
            if photo.image != old.image {
                try Syscall.unlinkIfPresent(layout.image(named: old.image))
            }
            var changes = IndexChanges()
            changes.replace(old, with: photo)
            try index.apply(changes)
            try endChanges()
            return photo
        }
    }
}
