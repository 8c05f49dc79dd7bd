import PokiSystem

/// Merging the album's lists two devices changed while apart (part of ``mergeSyncConflicts()``):
/// the tag list, the liked poses and the profile are made one from both versions; the indexes
/// are worked out again; photos another device added under a tag this one renamed follow the
/// rename. User poses are merged in `Album+MergingPoses.swift`.
extension Album {
    /// The conflict copies (plain files) of `tags.json`, `likes.json`, `profile.json` and
    /// `poses.json`, with the file each is a copy of and the device its name gives.
    func listConflictCopies() throws -> [(path: String, original: String, device: String?)] {
        try store.conflictCopies(in: layout.root).compactMap { path, copy in
            let original = PathName.join(layout.root, copy.originalName)
            guard [layout.customTags, layout.likes, layout.profile, layout.userPoses].contains(original),
                  try store.status(path)?.kind == .regular
            else { return nil }
            return (path, original, copy.device)
        }
    }

    /// Takes in `copies` (``listConflictCopies()``; album lock held); returns the notes. A copy
    /// that holds what poki does not write is left for `check` to name.
    func mergeListConflictCopies(_ copies: [(path: String, original: String, device: String?)]) throws -> [Phrase] {
        var notes: [Phrase] = []
        for (path, original, device) in copies {
            do {
                switch original {
                case layout.customTags:
                    guard let theirs = try store.document(CustomTags.self, at: path), Self.isSound(theirs) else { continue }
                    let ours = try customTags()
                    let merged = ours.merged(with: theirs)
                    if merged != ours {
                        try store.replace(merged, at: layout.customTags)
                        notes.append(Phrase(
                            "the tag list was changed on two devices; it now holds the tags of both",
                            korean: "두 기기에서 태그 목록이 바뀌었습니다. 이제 양쪽의 태그를 모두 담고 있습니다"
                        ))
                    }
                case layout.likes:
                    guard let theirs = try store.document(LikedPoses.self, at: path), theirs.schemaVersion <= LikedPoses.currentSchemaVersion
                    else { continue }
                    let ours = try likedPoses()
                    let merged = ours.merged(with: theirs)
                    if merged != ours {
                        try store.replace(merged, at: layout.likes)
                        notes.append(Phrase(
                            "poses were liked on two devices; the likes of both are kept",
                            korean: "두 기기에서 포즈에 좋아요를 눌렀습니다. 양쪽의 좋아요를 모두 남겼습니다"
                        ))
                    }
                case layout.profile:
                    guard let theirs = try store.document(User.self, at: path), theirs.schemaVersion <= User.currentSchemaVersion,
                          theirs.nickname.map({ (try? Self.validatedNickname($0)) == $0 }) ?? true,
                          theirs.picture.map({ DocumentValidation.picturePathProblem($0, folder: AlbumLayout.profilePicturesFolder) == nil }) ?? true
                    else { continue }
                    let ours = try store.document(User.self, at: layout.profile) ?? User()
                    var merged = ours
                    if merged.nickname == nil { merged.nickname = theirs.nickname }
                    // Their picture, when ours has none or ours is gone (removed there when they set theirs).
                    let oursIsHere = try merged.picture.map { try store.status(layout.path(toRelative: $0))?.kind == .regular } ?? false
                    if !oursIsHere, let picture = theirs.picture, try store.status(layout.path(toRelative: picture))?.kind == .regular {
                        merged.picture = picture
                        merged.pictureColour = theirs.pictureColour
                    }
                    if merged != ours { try store.replace(merged, at: layout.profile) }
                    // The other device's picture, when the profile kept is not its and has its own: no one's any more.
                    let keptIsHere = try merged.picture.map { try store.status(layout.path(toRelative: $0))?.kind == .regular } ?? false
                    if keptIsHere, let picture = theirs.picture, picture != merged.picture, try store.status(layout.path(toRelative: picture))?.kind == .regular {
                        try store.remove(layout.path(toRelative: picture))
                    }
                case layout.userPoses:
                    guard let theirs = try store.document(UserPoses.self, at: path), theirs.schemaVersion <= UserPoses.currentSchemaVersion,
                          theirs.problem(pictureFolder: AlbumLayout.poseImagesFolder) == nil,
                          case let .merged(poseNotes) = try mergeUserPoses(theirs, device: device)
                    else { continue }
                    notes += poseNotes
                default:
                    continue
                }
            } catch is DocumentError {
                // A damaged copy is left for `check` to name.
                continue
            }
            try store.remove(path)
        }
        // A like of one of your poses that the merged lists no longer hold (removed on one device,
        // liked on the other) goes with the pose.
        if copies.contains(where: { $0.original == layout.likes || $0.original == layout.userPoses }) {
            let poses = Set(try userPoseDocument().poses.map(\.id))
            var likes = try likedPoses()
            let before = likes
            likes.likes.removeAll { $0.poseID.hasPrefix(UserPoses.idPrefix) && !poses.contains($0.poseID) }
            if likes != before { try store.replace(likes, at: layout.likes) }
        }
        return notes
    }

    /// Whether another device's tag list holds only what poki writes: labels as `tags add` takes
    /// them, no booth brand among them, and renames between such labels.
    private static func isSound(_ tags: CustomTags) -> Bool {
        let isLabel = { (label: String) in
            (try? validatedLabel(label)) == label && BoothBrands.brand(labelled: label) == nil && BoothBrands.brand(aliased: label) == nil
        }
        return tags.schemaVersion <= CustomTags.currentSchemaVersion && tags.custom.allSatisfy { isLabel($0.label) }
            && (tags.renamed ?? []).allSatisfy { isLabel($0.from) && isLabel($0.to) }
    }

    /// The conflict copies of index files, anywhere under `index/`.
    func indexConflictCopies() throws -> [String] {
        var found: [String] = []
        func visit(_ folder: String) throws {
            for name in try store.allEntries(of: folder) {
                let path = PathName.join(folder, name)
                guard let status = try store.status(path) else { continue }
                if status.kind == .directory, SyncArtifact(fileName: name) == nil {
                    try visit(path)
                } else if status.kind == .regular, SyncConflictCopy.mayBe(name) {
                    found.append(path)
                }
            }
        }
        try visit(layout.index)
        return found
    }

    /// Gives the photos still under a name the tag list says was renamed (another device added
    /// them while apart) the new name; reads every document only when the tag counts show one.
    /// Each rename is recorded in `unfinished` while it runs, the record left as a merge's for the
    /// caller to end (its indexes are rebuilt if it is interrupted).
    func followTagRenames() throws -> [Phrase] {
        let tags = try customTags()
        guard let renames = tags.renamed, !renames.isEmpty else { return [] }
        let counts = try index.tagCounts()
        var notes: [Phrase] = []
        // A name that is a tag (again) is not followed away from.
        for rename in renames where (counts[rename.from] ?? 0) > 0 && !tags.custom.contains(where: { $0.label == rename.from })
            && BoothBrands.brand(labelled: rename.from) == nil {
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
            try store.beginChanges(UnfinishedChange(operation: "merge"))
            if count == 1 {
                notes.append(Phrase(
                    "\(count) photo another device tagged '\(rename.from)' now carries '\(target)', as the tag was renamed",
                    korean: "태그 이름이 바뀌었으므로, 다른 기기에서 '\(rename.from)' 태그를 붙인 사진 \(count)장에 이제 '\(target)' 태그가 붙습니다"
                ))
            } else if count > 1 {
                notes.append(Phrase(
                    "\(count) photos another device tagged '\(rename.from)' now carry '\(target)', as the tag was renamed",
                    korean: "태그 이름이 바뀌었으므로, 다른 기기에서 '\(rename.from)' 태그를 붙인 사진 \(count)장에 이제 '\(target)' 태그가 붙습니다"
                ))
            }
        }
        return notes
    }
}
