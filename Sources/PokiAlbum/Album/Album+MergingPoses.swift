import PokiSystem

/// Merging the user's poses two devices added or removed while apart (part of
/// ``mergeListConflictCopies(_:)``): the poses of both are kept. Both devices may have given one
/// number to two different poses; the other device's pose then gets the next free number, and its
/// picture, told apart from this device's by its SHA-256, is renamed with it.
extension Album {
    /// What merging another device's `poses.json` came to.
    enum PoseMerge {
        /// Merged; the notes say what changed.
        case merged([String])
        /// A picture has not arrived yet, or two poses of one number cannot be told apart (added
        /// by a poki that did not record their pictures' SHA-256): the copy stays.
        case waiting
    }

    /// Makes one list of this device's poses and `theirs` (album lock held). A pose only they
    /// have is taken once its picture is here; a pose both have under one ID but that differs is
    /// theirs renumbered. A pose removed here that they still have comes back: the lists are
    /// united, as likes are.
    func mergeUserPoses(_ theirs: UserPoses, device: String?) throws -> PoseMerge {
        let ours = try userPoseDocument()
        var merged = ours
        var notes: [String] = []
        var renamings: [(from: String, to: String)] = []
        var next = max(ours.nextNumber, theirs.nextNumber)
        for pose in theirs.poses where !ours.poses.contains(pose) {
            guard let clash = ours.poses.first(where: { $0.id == pose.id }) else {
                guard try pictureIsHere(of: pose) else { return .waiting }
                merged.poses.append(pose)
                continue
            }
            guard pose.imagePath == nil || pose.imageSHA256 != nil, clash.imagePath == nil || clash.imageSHA256 != nil else { return .waiting }
            while try !poseNumberIsFree(next, in: merged) { next += 1 }
            guard UserPoses.numberRange.contains(next) else { return .waiting }
            var renumbered = pose
            renumbered.id = UserPoses.idPrefix + String(next)
            if let picture = pose.imagePath, let sha256 = pose.imageSHA256 {
                guard let found = try poseImage(withSHA256: sha256) else { return .waiting }
                let name = renumbered.id + "." + (picture.split(separator: ".").last.map(String.init) ?? "")
                renumbered.imagePath = PathName.join(AlbumLayout.poseImagesFolder, name)
                renamings.append((found, name))
            }
            next += 1
            merged.poses.append(renumbered)
            notes.append("pose \(pose.id)" + (device.map { " (from device \($0))" } ?? "") + " is now \(renumbered.id)")
        }
        for (from, to) in renamings {
            try store.move(PathName.join(layout.poseImages, from), toNew: PathName.join(layout.poseImages, to))
        }
        // This device's pictures back under their names, where the other device's had them.
        for pose in ours.poses where !renamings.isEmpty {
            guard let picture = pose.imagePath, let sha256 = pose.imageSHA256, try !pictureIsHere(of: pose),
                  let found = try poseImage(withSHA256: sha256)
            else { continue }
            try store.rename(PathName.join(layout.poseImages, found), to: layout.path(toRelative: picture))
        }
        if !renamings.isEmpty { try store.syncFolder(layout.poseImages) }
        merged.poses.sort { UserPoses.number(of: $0.id) < UserPoses.number(of: $1.id) }
        merged.nextNumber = max(next, merged.poses.map { UserPoses.number(of: $0.id) + 1 }.max() ?? next)
        if merged != ours {
            try store.replace(merged, at: layout.userPoses)
            notes.insert("poses were added on two devices; the poses of both are kept", at: 0)
        }
        return .merged(notes)
    }

    /// Whether the pose's picture (when it has one) is in `poses/`, with its recorded SHA-256.
    private func pictureIsHere(of pose: Pose) throws -> Bool {
        guard let picture = pose.imagePath else { return true }
        let path = layout.path(toRelative: picture)
        guard try store.status(path)?.kind == .regular else { return false }
        guard let sha256 = pose.imageSHA256 else { return true }
        return try SHA256.hex(ofFileAt: path, followingLinks: false) == sha256
    }

    /// Whether `number` names no pose of `poses` and no picture in `poses/`.
    private func poseNumberIsFree(_ number: Int, in poses: UserPoses) throws -> Bool {
        let id = UserPoses.idPrefix + String(number)
        guard !poses.poses.contains(where: { $0.id == id }) else { return false }
        return try !store.entries(of: layout.poseImages).contains { PathName.lastComponent(of: $0).hasPrefix(id + ".") }
    }

    /// The name in `poses/` of a plain file with this SHA-256: a picture under its own name, or
    /// a conflict copy of one.
    private func poseImage(withSHA256 sha256: String) throws -> String? {
        for name in try store.allEntries(of: layout.poseImages) where !name.hasPrefix(AtomicFile.temporaryPrefix) {
            let path = PathName.join(layout.poseImages, name)
            guard try store.status(path)?.kind == .regular else { continue }
            if try SHA256.hex(ofFileAt: path, followingLinks: false) == sha256 { return name }
        }
        return nil
    }
}
