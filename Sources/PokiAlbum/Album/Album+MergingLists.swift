import PokiSystem

/// Merging the album's lists two devices changed while apart (part of ``mergeSyncConflicts()``):
/// the tag list, the liked poses and the profile are made one from both versions; the indexes
/// are worked out again; photos another device added under a tag this one renamed follow the
/// rename. User poses, whose IDs both devices may have given, stay for the user (`check` names
/// their conflict copies).
extension Album {
    /// Takes in the conflict copies of `tags.json`, `likes.json` and `profile.json` at the album's
    /// top (album lock held); returns the notes, and whether the tag list changed.
    func mergeListConflictCopies() throws -> (notes: [String], tagsChanged: Bool) {
        var notes: [String] = [], tagsChanged = false
        for (path, copy) in try store.conflictCopies(in: layout.root) where try store.status(path)?.kind == .regular {
            do {
                switch PathName.join(layout.root, copy.originalName) {
                case layout.customTags:
                    guard let theirs = try store.document(CustomTags.self, at: path) else { continue }
                    let ours = try customTags()
                    let merged = ours.merged(with: theirs)
                    if merged != ours {
                        try store.replace(merged, at: layout.customTags)
                        tagsChanged = true
                        notes.append("the tag list was changed on two devices; it now holds the tags of both")
                    }
                case layout.likes:
                    guard let theirs = try store.document(LikedPoses.self, at: path) else { continue }
                    let ours = try likedPoses()
                    let merged = ours.merged(with: theirs)
                    if merged != ours {
                        try store.replace(merged, at: layout.likes)
                        notes.append("poses were liked on two devices; the likes of both are kept")
                    }
                case layout.profile:
                    guard let theirs = try store.document(User.self, at: path) else { continue }
                    let ours = try store.document(User.self, at: layout.profile) ?? User()
                    var merged = ours
                    if merged.nickname == nil { merged.nickname = theirs.nickname }
                    if merged.picture == nil, let picture = theirs.picture, try store.status(layout.path(toRelative: picture)) != nil {
                        merged.picture = picture
                        merged.pictureColour = theirs.pictureColour
                    }
                    if merged != ours { try store.replace(merged, at: layout.profile) }
                default:
                    continue
                }
            } catch is DocumentError {
                // A damaged copy is left for `check` to name.
                continue
            }
            try store.remove(path)
        }
        return (notes, tagsChanged)
    }

    /// Removes the conflict copies of index files (anywhere under `index/`); true when there were
    /// any, and the indexes must be worked out again.
    func removeIndexConflictCopies() throws -> Bool {
        var found = false
        func visit(_ folder: String) throws {
            for name in try store.allEntries(of: folder) {
                let path = PathName.join(folder, name)
                guard let status = try store.status(path) else { continue }
                if status.kind == .directory, SyncArtifact(fileName: name) == nil {
                    try visit(path)
                } else if status.kind == .regular, SyncConflictCopy.mayBe(name) {
                    try store.remove(path)
                    found = true
                }
            }
        }
        try visit(layout.index)
        return found
    }

    /// Gives the photos still under a name the tag list says was renamed (another device added
    /// them while apart) the new name; reads every document only when the tag counts show one.
    func followTagRenames() throws -> [String] {
        guard let renames = try customTags().renamed, !renames.isEmpty else { return [] }
        let counts = try index.tagCounts()
        var notes: [String] = []
        for rename in renames where (counts[rename.from] ?? 0) > 0 {
            var target = rename.to
            // A chain of renames (a to b, then b to c) ends at the last name.
            var seen: Set<String> = [rename.from]
            while let next = renames.last(where: { $0.from == target }), !seen.contains(next.to) {
                seen.insert(target)
                target = next.to
            }
            let change = UnfinishedChange.renamingTag(from: rename.from, to: target)
            try store.beginChanges(change)
            let count = try finishTagRename(change.tagRename!)
            try store.endChanges()
            if count > 0 {
                notes.append("\(count) photo\(count == 1 ? "" : "s") another device tagged '\(rename.from)' now carr\(count == 1 ? "ies" : "y") '\(target)', as the tag was renamed")
            }
        }
        return notes
    }
}
