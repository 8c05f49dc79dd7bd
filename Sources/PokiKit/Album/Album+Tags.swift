/// Tags: the built-in booth brands plus the user's own, compared after NFC normalisation.
extension Album {
    // MARK: Reading

    /// Built-in brands first (in their fixed order), then the user's tags, each with its photo count.
    public func tags() throws -> [TagUsage] {
        guard try state() == .album else {
            return BoothBrands.all.map { TagUsage(tag: $0, photoCount: 0, isBuiltIn: true) }
        }
        let counts = try index.tagCounts()
        let builtIn = BoothBrands.all.map { TagUsage(tag: $0, photoCount: counts[$0.label] ?? 0, isBuiltIn: true) }
        let custom = try customTags().custom.map { TagUsage(tag: $0, photoCount: counts[$0.label] ?? 0, isBuiltIn: false) }
        return builtIn + custom
    }

    /// The tag with this label (after NFC), built-in or custom.
    /// - Throws: ``AlbumError/unknownTag(label:suggestion:)`` with the closest label when one is close.
    public func resolveTag(_ label: String) throws -> Tag {
        let normalized = Tag.normalized(label)
        if let brand = BoothBrands.brand(labelled: normalized) { return brand }
        let custom = try state() == .album ? try customTags().custom : []
        if let tag = custom.first(where: { $0.label == normalized }) { return tag }
        let known = BoothBrands.all.map(\.label) + custom.map(\.label)
        throw AlbumError.unknownTag(label: label, suggestion: Suggestion.closest(to: normalized, among: known))
    }

    // MARK: Changing

    /// Creates a custom tag. Creates the album when it does not exist yet.
    @discardableResult
    public func addTag(_ label: String) throws -> Tag {
        let tag = Tag(label: try Self.validatedLabel(label))
        return try writing {
            var tags = try customTags()
            if BoothBrands.brand(labelled: tag.label) != nil || tags.custom.contains(where: { $0.label == tag.label }) {
                throw AlbumError.tagExists(label: tag.label)
            }
            tags.custom.append(tag)
            try AtomicFile.write(try DocumentCoding.encode(tags), to: layout.customTags)
            return tag
        }
    }

    /// Renames a custom tag and every photo (in the album and its trash) that carries it.
    ///
    /// Reads every document, since any photo may carry the tag; renames are rare.
    /// - Returns: the number of photos whose document changed.
    @discardableResult
    public func renameTag(_ label: String, to newLabel: String) throws -> Int {
        let new = Tag(label: try Self.validatedLabel(newLabel))
        return try writing {
            let old = try customTag(label)
            var tags = try customTags()
            if BoothBrands.brand(labelled: new.label) != nil || tags.custom.contains(where: { $0.label == new.label }) {
                throw AlbumError.tagExists(label: new.label)
            }
            tags.custom = tags.custom.map { $0.label == old.label ? new : $0 }
            try beginChanges()
            var changes = IndexChanges()
            var changed = 0
            for id in try allDocumentIDs() {
                guard var photo = try document(forID: id), photo.tag.label == old.label else { continue }
                let before = photo
                photo.tag = new
                try writeDocument(photo, to: layout.document(forID: id), syncDirectory: false)
                changes.replace(before, with: photo)
                changed += 1
            }
            for photo in try trashedPhotos() where photo.tag.label == old.label {
                var renamed = photo
                renamed.tag = new
                try writeDocument(renamed, to: layout.trashedDocument(forID: photo.id), syncDirectory: false)
                changed += 1
            }
            try AtomicFile.syncDirectory(layout.photos)
            try AtomicFile.syncDirectory(layout.trash)
            try AtomicFile.write(try DocumentCoding.encode(tags), to: layout.customTags)
            try index.apply(changes)
            try endChanges()
            return changed
        }
    }

    /// Removes a custom tag. Refused while any photo, in the album or its trash, carries it, so no
    /// document is ever left pointing at a tag that no longer exists.
    public func removeTag(_ label: String) throws {
        try writing {
            let tag = try customTag(label)
            let inAlbum = try index.tagCounts()[tag.label] ?? 0
            let inTrash = try trashedPhotos().filter { $0.tag.label == tag.label }.count
            guard inAlbum + inTrash == 0 else { throw AlbumError.tagInUse(label: tag.label, count: inAlbum + inTrash) }
            var tags = try customTags()
            tags.custom.removeAll { $0.label == tag.label }
            try AtomicFile.write(try DocumentCoding.encode(tags), to: layout.customTags)
        }
    }

    // MARK: Helpers

    func customTags() throws -> CustomTags {
        try DocumentCoding.readIfPresent(CustomTags.self, at: layout.customTags) ?? CustomTags()
    }

    /// The custom tag with this label; a brand or an unknown label is an error.
    private func customTag(_ label: String) throws -> Tag {
        let tag = try resolveTag(label)
        if BoothBrands.brand(labelled: tag.label) != nil { throw AlbumError.builtInTag(label: tag.label) }
        return tag
    }

    /// `label` in NFC with surrounding spaces removed, if it is a usable tag label.
    static func validatedLabel(_ label: String) throws -> String {
        let normalized = Tag.normalized(label).trimmingWhitespace()
        guard !normalized.isEmpty, normalized.count <= 64,
              !normalized.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw AlbumError.invalidTagLabel(label: label) }
        return normalized
    }
}
