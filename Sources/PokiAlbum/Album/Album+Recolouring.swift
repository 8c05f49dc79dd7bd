import PokiImaging

/// `poki recolour`: bringing analyses stored by an older palette definition up to this poki's.
///
/// Each photo is analysed from its own image and written back on its own, atomically and under
/// the album lock like any edit, so an interrupted run keeps what it finished and the next run
/// carries on with what is still outdated.
extension Album {
    /// Photos in the album (not the trash) whose palette comes from an older definition than
    /// ``PaletteExtractor/definitionVersion``: all of them, newest first, or those of `ids` (in that order).
    /// - Throws: ``AlbumError/photoNotFound(id:)`` for an ID the album does not have.
    public func outdatedAnalyses(among ids: [Int]? = nil) throws -> [Photo] {
        let photos: [Photo]
        if let ids {
            photos = try ids.map { try photo(withID: $0) }
        } else {
            photos = try self.photos(order: .added)
        }
        return photos.filter(\.hasOutdatedAnalysis)
    }

    /// IDs of the readable photos in the album whose analysis is outdated, newest first, for
    /// `check` (which reports unreadable documents itself, so they are passed over here).
    public func outdatedAnalysisIDs() throws -> [Int] {
        guard try state() == .album else { return [] }
        let photos = try AlbumLock.withExclusive(at: layout.lock) { try survey(verifyingImages: false).photos }
        return photos.filter(\.hasOutdatedAnalysis).map(\.id).sorted(by: >)
    }

    /// Stores `analysis`, made from the image `image` of photo `id`, unless the photo changed
    /// meanwhile (its image was replaced, it was deleted, or another run already recoloured it).
    /// - Returns: whether the document was rewritten.
    @discardableResult
    public func storeReanalysis(_ analysis: ImageAnalysis, id: Int, image: String) throws -> Bool {
        try writing {
            guard let old = try document(forID: id), old.image == image, old.hasOutdatedAnalysis else { return false }
            var photo = old
            photo.analysis = analysis
            try store.beginChanges(.edit)
            try writeDocument(photo, to: layout.document(forID: id))
            var changes = IndexChanges()
            changes.replace(old, with: photo)
            try index.apply(changes)
            try store.endChanges()
            return true
        }
    }
}

extension Photo {
    /// Whether the stored palette comes from an older definition than this poki's.
    public var hasOutdatedAnalysis: Bool { palette.version < PaletteExtractor.definitionVersion }
}
