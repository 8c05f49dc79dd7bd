import PokiSystem

/// Tags: the built-in booth brands plus the user's own, compared after NFC normalisation.
extension Album {
    // MARK: Reading

    /// Built-in brands first (in their fixed order), then the user's tags, each with its photo count.
    public func tags() throws -> [TagUsage] {
        guard try state() == .album else {
            return BoothBrands.all.map { TagUsage(tag: $0, photoCount: 0, isBuiltIn: true, aliases: BoothBrands.aliases[$0.label] ?? []) }
        }
        let counts = try index.tagCounts()
        let builtIn = BoothBrands.all.map {
            TagUsage(tag: $0, photoCount: counts[$0.label] ?? 0, isBuiltIn: true, aliases: BoothBrands.aliases[$0.label] ?? [])
        }
        let custom = try customTags().custom.map { TagUsage(tag: $0, photoCount: counts[$0.label] ?? 0, isBuiltIn: false) }
        return builtIn + custom
    }

    /// The tag with this label (after NFC, without surrounding spaces, as ``validatedLabel(_:)``
    /// keeps labels), built-in or custom, or the brand one of whose
    /// ``BoothBrands/aliases`` it is (`photoism` is 포토이즘). A custom tag made before its name
    /// became an alias keeps its name.
    /// - Throws: ``AlbumError/unknownTag(label:suggestion:)`` with the closest label when one is close.
    public func resolveTag(_ label: String) throws -> Tag {
        let normalized = Tag.normalized(label).trimmingWhitespace()
        if let brand = BoothBrands.brand(labelled: normalized) { return brand }
        let custom = try state() == .album ? try customTags().custom : []
        if let tag = custom.first(where: { $0.label == normalized }) { return tag }
        if let brand = BoothBrands.brand(aliased: normalized) { return brand }
        let known = BoothBrands.all.map(\.label) + custom.map(\.label) + BoothBrands.aliases.values.joined()
        throw AlbumError.unknownTag(label: label, suggestion: Suggestion.closest(to: normalized, among: known))
    }

    /// The tag `photo` is filed under: the one given (``resolveTag(_:)``), else the built-in brand
    /// printed on the print, else ``BoothBrands/unclassified``. What an import commits and what
    /// its dry run plans.
    func filedTag(of photo: NewPhoto) throws -> Tag {
        try photo.tag.map(resolveTag) ?? photo.printedBrand ?? BoothBrands.unclassified
    }

    // MARK: Changing

    /// Creates a custom tag. Creates the album when it does not exist yet.
    @discardableResult
    public func addTag(_ label: String) throws -> Tag {
        let tag = Tag(label: try Self.validatedLabel(label))
        return try writing {
            var tags = try customTags()
            if BoothBrands.brand(labelled: tag.label) != nil || BoothBrands.brand(aliased: tag.label) != nil
                || tags.custom.contains(where: { $0.label == tag.label }) {
                throw AlbumError.tagExists(label: tag.label)
            }
            tags.custom.append(tag)
            // A name used again is a new tag: photos under it no longer follow an old rename.
            tags.renamed?.removeAll { $0.from == tag.label }
            try store.replace(tags, at: layout.customTags)
            return tag
        }
    }

    /// Renames a custom tag and every photo (in the album and its trash) that carries it.
    ///
    /// Reads every document, since any photo may carry the tag; renames are rare. The rename is
    /// written into the `unfinished` marker first, so a rename that is killed half-way is finished
    /// by the next writer (see ``recoverIfInterrupted()``): no photo is left with a label that is
    /// no tag.
    /// - Returns: the number of photos whose document changed.
    @discardableResult
    public func renameTag(_ label: String, to newLabel: String) throws -> Int {
        let new = Tag(label: try Self.validatedLabel(newLabel))
        return try writing {
            let old = try customTag(label)
            let tags = try customTags()
            if BoothBrands.brand(labelled: new.label) != nil || BoothBrands.brand(aliased: new.label) != nil
                || tags.custom.contains(where: { $0.label == new.label }) {
                throw AlbumError.tagExists(label: new.label)
            }
            let change = UnfinishedChange.renamingTag(from: old.label, to: new.label)
            try store.beginChanges(change)
            let changed = try finishTagRename(change.tagRename!)
            try store.endChanges()
            return changed
        }
    }

    /// Gives every readable document carrying `rename.from` the label `rename.to`, then makes the
    /// tag list say so. Safe to run again on a half-renamed album (album lock held, `unfinished`
    /// marker written): documents already renamed are left as they are. A document that cannot be
    /// read is skipped for `poki check` to report.
    /// - Returns: the number of documents changed by this run.
    @discardableResult
    func finishTagRename(_ rename: UnfinishedChange.TagRename) throws -> Int {
        let new = Tag(normalizedLabel: rename.to, image: nil)
        var changes = IndexChanges()
        var changed = 0
        for (folder, inAlbum) in [(layout.photos, true), (layout.trash, false)] {
            for name in try documentNames(in: folder) {
                let path = PathName.join(folder, name)
                let read: Photo?
                do {
                    read = try readPhoto(at: path)
                } catch is DocumentError {
                    continue
                }
                guard var photo = read, photo.tag.label == rename.from else { continue }
                let before = photo
                photo.tag = new
                try writeDocument(photo, to: path, syncDirectory: false)
                if inAlbum { changes.replace(before, with: photo) }
                changed += 1
            }
            try store.syncFolder(folder)
        }
        var tags = try customTags()
        let hasNew = tags.custom.contains { $0.label == rename.to }
        let before = tags
        if !hasNew || tags.custom.contains(where: { $0.label == rename.from }) {
            tags.custom = hasNew
                ? tags.custom.filter { $0.label != rename.from }
                : tags.custom.map { $0.label == rename.from ? new : $0 }
            if !tags.custom.contains(where: { $0.label == rename.to }) { tags.custom.append(new) }
        }
        tags.recordRename(from: rename.from, to: rename.to)
        if tags != before { try store.replace(tags, at: layout.customTags) }
        try index.apply(changes)
        return changed
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
            try store.replace(tags, at: layout.customTags)
        }
    }

    // MARK: Helpers

    func customTags() throws -> CustomTags {
        try store.document(CustomTags.self, at: layout.customTags) ?? CustomTags()
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
              !ControlCharacters.occur(in: normalized)
        else { throw AlbumError.invalidTagLabel(label: label) }
        return normalized
    }
}
