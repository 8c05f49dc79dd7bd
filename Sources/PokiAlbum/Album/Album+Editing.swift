import PokiSystem

/// Changing a photo's memo, tag, date, image or print layout; its ID and when it was added stay.
extension Album {
    /// Applies `edit` to the photo `id`.
    ///
    /// A replacement image is copied in under a new name (`<id>-<sha8>.<ext>`) before the document
    /// is switched to it; the old image then moves to `trash/replaced/`, where it stays until
    /// `poki trash --empty`. A crash in between leaves the old photo intact, or the old image
    /// where `poki check --repair` finds it. A replacement that is already another photo's image
    /// is refused unless `allowDuplicate`; one that is the photo's own image changes nothing.
    /// - Throws: ``AlbumError/duplicateImage(path:id:)``, ``AlbumError/photoInTrash(id:)``,
    ///   ``AlbumError/photoNotFound(id:)``.
    /// - Returns: the updated photo; ``edit(id:_:allowDuplicate:)`` also tells where the replaced
    ///   image went.
    @discardableResult
    public func update(id: Int, _ edit: PhotoEdit, allowDuplicate: Bool = false) throws -> Photo {
        try self.edit(id: id, edit, allowDuplicate: allowDuplicate).photo
    }

    /// Like ``update(id:_:allowDuplicate:)``, and tells where the image `edit.image` replaced is kept.
    public func edit(id: Int, _ edit: PhotoEdit, allowDuplicate: Bool = false) throws -> PhotoUpdate {
        let tag = try edit.tag.map(resolveTag)
        guard try state() == .album else { throw AlbumError.photoNotFound(id: id) }
        if let image = edit.image { try Self.checkReadable(image.sourcePath) }
        let staged = try edit.image.map { try stageCopy(of: $0.sourcePath) }
        defer { if let staged { try? store.remove(staged.temporaryPath) } }
        return try writing {
            guard let old = try document(forID: id) else { throw try missingPhotoError(id: id) }
            var photo = old
            if let memo = edit.memo { photo.memo = memo }
            if let tag { photo.tag = tag }
            if let date = edit.date {
                photo.date = date
                photo.dateSource = .given
            }
            if let correction = edit.print {
                guard old.sha256 == correction.sha256 else { throw AlbumError.imageChanged(id: id) }
                // The code found when the photo was added stays: this analysis did not look for one.
                let qr = photo.qr
                photo.analysis = correction.analysis
                photo.qr = qr
                photo.layoutSource = correction.choice == .detect ? nil : .user
            }
            let replacement = staged.flatMap { $0.sha256 == old.sha256 ? nil : $0 }
            if let replacement, let image = edit.image, !allowDuplicate,
               let other = try index.ids(withSHA256: replacement.sha256).first(where: { $0 != id }) {
                throw AlbumError.duplicateImage(path: image.sourcePath, id: other)
            }
            guard photo != old || replacement != nil else { return PhotoUpdate(photo: photo) }
            let now = Timestamp.now(), revision = FieldEdit.newRevision()
            photo.recordEdits(from: old, at: now, revision: revision)
            try store.beginChanges(.edit)
            if let image = edit.image, let replacement {
                let name = "\(id)-\(replacement.sha256.prefix(8)).\(image.analysis.format.fileExtension)"
                try store.place(replacement, at: layout.image(named: name))
                try store.syncFolder(layout.images)
                photo.recordEdit(of: .image, at: now, revision: revision)
                photo.image = name
                photo.sha256 = replacement.sha256
                photo.originalFileName = PathName.lastComponent(of: image.sourcePath)
                photo.analysis = image.analysis
                // A new image is read afresh: what the user said of the old one does not hold.
                photo.layoutSource = nil
            }
            try writeDocument(photo, to: layout.document(forID: id))
            var replacedImage: String?
            if photo.image != old.image {
                replacedImage = try keepReplacedImage(named: old.image)
            }
            var changes = IndexChanges()
            changes.replace(old, with: photo)
            try index.apply(changes)
            try store.endChanges()
            return PhotoUpdate(photo: photo, replacedImage: replacedImage)
        }
    }

    /// Applies the same memo, tag and date (an `edit` without an image) to every photo in `ids`,
    /// all or nothing: under one album lock every document is read and the changed ones checked
    /// before any is written, so an unknown, trashed or damaged ID changes nothing; and the change
    /// is recorded in the `unfinished` marker first, so a writer interrupted halfway is finished by
    /// the next one.
    /// - Throws: ``AlbumError/photoNotFound(id:)``, ``AlbumError/photoInTrash(id:)``,
    ///   ``DocumentError`` naming a damaged document, ``AlbumError/unknownTag(label:suggestion:)``.
    /// - Returns: the photos as they are now, in the order of `ids`.
    public func edit(ids: [Int], _ edit: PhotoEdit) throws -> [Photo] {
        precondition(edit.image == nil && edit.print == nil, "an image or a print layout is one photo's")
        let tag = try edit.tag.map(resolveTag)
        guard try state() == .album else { throw AlbumError.photoNotFound(id: ids.first ?? Photo.idRange.lowerBound) }
        let fields = UnfinishedChange.PhotosEdit(ids: ids, memo: edit.memo, tag: tag, date: edit.date, at: Timestamp.now(), revision: FieldEdit.newRevision())
        return try writing {
            var olds: [Photo] = []
            for id in ids {
                guard let old = try document(forID: id) else { throw try missingPhotoError(id: id) }
                olds.append(old)
            }
            let news = olds.map(fields.applied(to:))
            for photo in news {
                if let problem = DocumentValidation.problem(in: photo) {
                    throw DocumentError.corrupt(path: layout.document(forID: photo.id), reason: problem)
                }
            }
            guard news != olds else { return news }
            try store.beginChanges(UnfinishedChange(operation: "edit", photosEdit: fields))
            var changes = IndexChanges()
            for (old, photo) in zip(olds, news) where photo != old {
                try writeDocument(photo, to: layout.document(forID: photo.id), syncDirectory: false)
                changes.replace(old, with: photo)
            }
            try store.syncFolder(layout.photos)
            try index.apply(changes)
            try store.endChanges()
            return news
        }
    }

    /// Finishes an `edit` of several photos an interrupted writer began: gives every photo of it
    /// still in the album the fields (those already written are written again to the same). The
    /// indexes are rebuilt by the recovery that follows.
    func finishPhotosEdit(_ edit: UnfinishedChange.PhotosEdit) throws {
        for id in edit.ids {
            let old: Photo?
            do {
                old = try document(forID: id)
            } catch is DocumentError {
                continue
            }
            guard let old else { continue }
            let photo = edit.applied(to: old)
            if photo != old { try writeDocument(photo, to: layout.document(forID: id), syncDirectory: false) }
        }
        try store.syncFolder(layout.photos)
    }

    /// Moves the image `name` from `images/` (or `folder`) to `trash/replaced/` (album lock held),
    /// under a name no other kept image has; returns where it went, or nil when it was already gone.
    func keepReplacedImage(named name: String, from folder: String? = nil) throws -> String? {
        let folder = folder ?? layout.images
        let source = PathName.join(folder, name)
        guard try store.status(source) != nil else { return nil }
        try store.makeFolder(layout.replacedImages)
        var destination = layout.replacedImage(named: name)
        var attempt = 1
        while try store.status(destination) != nil {
            attempt += 1
            destination = layout.replacedImage(named: "\(attempt)-\(name)")
        }
        try store.move(source, toNew: destination)
        try store.syncFolder(layout.replacedImages)
        try store.syncFolder(folder)
        return destination
    }
}
