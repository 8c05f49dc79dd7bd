import PokiSystem

/// Merging the user's poses two devices added or removed while apart (part of
/// ``mergeListConflictCopies(_:)``): the poses of both are kept. Both devices may have given one
/// number to two different poses; the other device's pose then gets the next free number, and its
/// picture, told apart from this device's by its SHA-256, is renamed with it.
extension Album {
    /// What merging another device's `poses.json` came to.
    enum PoseMerge {
        /// Merged; the notes say what changed.
        case merged([Phrase])
        /// A picture has not arrived yet, or two poses of one number cannot be told apart (added
        /// by a poki that did not record their pictures' SHA-256): the copy stays.
        case waiting
    }

    /// Makes one list of this device's poses and `theirs` (album lock held). A pose only they
    /// have is taken once its picture is here; a pose both have under one ID but that differs is
    /// theirs renumbered. A pose either device removed (``UserPoses/removed``) stays removed.
    func mergeUserPoses(_ theirs: UserPoses, device: String?) throws -> PoseMerge {
        let ours = try userPoseDocument()
        var merged = ours
        var notes: [Phrase] = []
        // Pictures to give the renumbered poses: moved, or copied when a pose of ours has the same bytes.
        var renamings: [(from: String, to: String, copying: Bool)] = []
        var next = max(ours.nextNumber, theirs.nextNumber)
        for pose in theirs.poses where !ours.poses.contains(pose) {
            // Renumbered here by a merge killed before it removed the copy: already taken in.
            if ours.poses.contains(where: { Self.isRenumbered($0, from: pose, past: theirs.nextNumber) }) { continue }
            // Removed here: the removal stands.
            if (ours.removed ?? []).contains(where: { $0.isRecord(of: pose) }) { continue }
            guard let clash = ours.poses.first(where: { $0.id == pose.id }) else {
                // A pose the other device added: taken once its picture is here.
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
                let shared = ours.poses.contains { $0.imageSHA256 == sha256 } || theirs.poses.filter { $0.imageSHA256 == sha256 }.count > 1
                renamings.append((found, name, shared))
            }
            next += 1
            merged.poses.append(renumbered)
            let origin = device.map { device in Phrase(" (from device \(device))", korean: " (기기 \(device)에서 옴)") } ?? Phrase.verbatim("")
            notes.append(Phrase("pose \(pose.id)", korean: "포즈 \(pose.id)") + origin + Phrase(" is now \(renumbered.id)", korean: ": 이제 ID가 \(renumbered.id)입니다"))
        }
        for (from, to, copying) in renamings {
            let source = PathName.join(layout.poseImages, from), target = PathName.join(layout.poseImages, to)
            if copying {
                try store.copy(source, toNew: target, stagingIn: layout.poseImages)
            } else {
                try store.move(source, toNew: target)
            }
        }
        // Poses the other device removed go, pictures and all.
        for pose in ours.poses where (theirs.removed ?? []).contains(where: { $0.isRecord(of: pose) }) {
            merged.poses.removeAll { $0.id == pose.id }
            if let picture = pose.imagePath, try pictureIsHere(of: pose) { try store.remove(layout.path(toRelative: picture)) }
        }
        // This device's pictures back under their names, where the other device's had them (or
        // where a merge killed halfway left them).
        for pose in merged.poses where ours.poses.contains(pose) {
            guard let picture = pose.imagePath, let sha256 = pose.imageSHA256, try !pictureIsHere(of: pose),
                  try store.status(layout.path(toRelative: picture)) == nil, let found = try poseImage(withSHA256: sha256)
            else { continue }
            try store.move(PathName.join(layout.poseImages, found), toNew: layout.path(toRelative: picture))
        }
        try store.syncFolder(layout.poseImages)
        var removals = ours.removed ?? []
        for record in theirs.removed ?? [] where !removals.contains(record) { removals.append(record) }
        merged.removed = removals.isEmpty ? nil : Array(removals.suffix(UserPoses.removedLimit))
        merged.poses.sort { UserPoses.number(of: $0.id) < UserPoses.number(of: $1.id) }
        merged.nextNumber = max(next, merged.poses.map { UserPoses.number(of: $0.id) + 1 }.max() ?? next)
        if merged != ours {
            try store.replace(merged, at: layout.userPoses)
            notes.insert(Phrase(
                "poses were added on two devices; the poses of both are kept",
                korean: "두 기기에서 포즈가 추가되었습니다. 양쪽의 포즈를 모두 남겼습니다"
            ), at: 0)
        }
        return .merged(notes)
    }

    /// Whether `merged` is `original` under a number a merge gave it (from `past` on, where the
    /// other device's numbers end): all but the ID and the picture's name alike.
    private static func isRenumbered(_ merged: Pose, from original: Pose, past: Int) -> Bool {
        guard merged.id != original.id, UserPoses.number(of: merged.id) >= past,
              original.imageSHA256 != nil || original.imagePath == nil else { return false }
        var renamed = original
        renamed.id = merged.id
        renamed.imagePath = merged.imagePath
        return renamed == merged
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
