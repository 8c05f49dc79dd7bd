import PokiImaging
import PokiSystem

/// The user's own poses: added with a copy of their picture and its colours, then shown and
/// recommended beside the built-in catalog.
///
/// User pose IDs are `user-1000`, `user-1001`, …; `poses.json` keeps the next number, which only
/// grows, so an ID is never given to a second pose.
extension Album {
    // MARK: Reading

    /// The poses the user added, in the order they were added (which is also their ID order).
    public func userPoses() throws -> [Pose] {
        guard try state() == .album else { return [] }
        return try userPoseDocument().poses
    }

    /// The built-in or user pose with this ID.
    /// - Throws: ``CatalogError/unknownPose(id:)`` when neither the catalog nor the album has it.
    public func pose(withID id: String) throws -> Pose {
        if let pose = PoseCatalog.pose(withID: id) { return pose }
        return try PoseCatalog.pose(withID: id, userPoses: userPoses())
    }

    /// Recommends from the built-in catalog followed by the user's poses, in ID order, so a seed
    /// gives the same poses for as long as the album's poses stay the same.
    public func poseRecommender() throws -> PoseRecommender {
        PoseRecommender(userPoses: try userPoses())
    }

    // MARK: Adding

    /// Adds a pose of the user's: its picture is copied into `poses/` and its colours kept with it.
    /// Creates the album when it does not exist yet.
    ///
    /// The picture is copied under a temporary name outside the lock; holding the lock, it is
    /// renamed to `poses/<id>.<ext>` and only then is the pose written into `poses.json`, so the
    /// document never names a picture that is not there.
    /// - Throws: ``CatalogError/invalidPoseTitle(_:)`` or ``CatalogError/invalidPoseNote(characterCount:)``
    ///   for unusable words, ``FileSystemError/unreadableSource(path:reason:)`` for an unreadable file;
    ///   in every case the album is left as it was.
    @discardableResult
    public func addPose(_ new: NewPose) throws -> Pose {
        let title = try Self.validatedPoseTitle(new.title)
        let note = try Self.validatedPoseNote(new.note)
        try Self.checkReadable(new.sourcePath)
        try prepareForWriting()
        try store.makeFolder(layout.poseImages)
        let staged = try store.stageCopy(of: new.sourcePath, into: layout.poseImages)
        defer { try? store.remove(staged.temporaryPath) }
        return try writing {
            var document = try userPoseDocument()
            // A picture already there (left by an interrupted `pose add`) keeps its number: skip past it.
            while try ImageFormat.allCases.map(\.fileExtension).contains(where: { try store.status(poseImagePath(number: document.nextNumber, extension: $0)) != nil }) {
                document.nextNumber += 1
            }
            guard UserPoses.numberRange.contains(document.nextNumber) else {
                throw DocumentError.corrupt(
                    path: layout.userPoses,
                    reason: Phrase(
                        "no pose numbers left after \(UserPoses.numberRange.upperBound)",
                        korean: "\(UserPoses.numberRange.upperBound) 다음으로 쓸 포즈 번호가 없습니다"
                    )
                )
            }
            let id = UserPoses.idPrefix + String(document.nextNumber)
            let imageName = "\(id).\(new.analysis.format.fileExtension)"
            try store.placeNew(staged, at: PathName.join(layout.poseImages, imageName))
            try store.syncFolder(layout.poseImages)
            let pose = Pose(
                id: id, category: new.category, title: title, howTo: "",
                imagePath: PathName.join(AlbumLayout.poseImagesFolder, imageName),
                note: note, palette: new.analysis.palette, imageSHA256: staged.sha256
            )
            document.nextNumber += 1
            document.poses.append(pose)
            try store.replace(document, at: layout.userPoses)
            return pose
        }
    }

    /// Removes a pose the user added: its likes first, then the pose from `poses.json`, then its
    /// picture, so an interruption leaves at worst a picture no pose names (which `check` reports).
    /// Its ID is never given to another pose.
    /// - Throws: ``CatalogError/builtInPose(id:)`` for a built-in pose, ``CatalogError/unknownPose(id:)``
    ///   when the album has no pose of this ID.
    /// - Returns: the removed pose.
    @discardableResult
    public func removePose(id: String) throws -> Pose {
        if PoseCatalog.pose(withID: id) != nil { throw CatalogError.builtInPose(id: id) }
        guard try state() == .album else { throw CatalogError.unknownPose(id: id) }
        return try writing {
            var document = try userPoseDocument()
            guard let index = document.poses.firstIndex(where: { $0.id == id }) else { throw CatalogError.unknownPose(id: id) }
            let pose = document.poses.remove(at: index)
            document.recordRemoval(of: pose)
            var likes = try likedPoses()
            if likes.likes.contains(where: { $0.poseID == id }) {
                likes.likes.removeAll { $0.poseID == id }
                try store.replace(likes, at: layout.likes)
            }
            try store.replace(document, at: layout.userPoses)
            if let picture = pose.imagePath {
                try store.remove(PathName.join(layout.root, picture))
                try store.syncFolder(layout.poseImages)
            }
            return pose
        }
    }

    // MARK: Helpers

    private func poseImagePath(number: Int, extension fileExtension: String) -> String {
        PathName.join(layout.poseImages, "\(UserPoses.idPrefix)\(number).\(fileExtension)")
    }

    func userPoseDocument() throws -> UserPoses {
        guard let document = try store.document(UserPoses.self, at: layout.userPoses) else { return UserPoses() }
        try DocumentValidation.checkSchemaVersion(document.schemaVersion, supported: UserPoses.currentSchemaVersion, path: layout.userPoses)
        if let problem = document.problem(pictureFolder: AlbumLayout.poseImagesFolder) {
            throw DocumentError.corrupt(path: layout.userPoses, reason: problem)
        }
        return document
    }

    /// `title` in NFC without surrounding spaces, if it is a usable pose title.
    static func validatedPoseTitle(_ title: String) throws(CatalogError) -> String {
        let normalized = Tag.normalized(title).trimmingWhitespace()
        guard !normalized.isEmpty, normalized.count <= 64,
              !ControlCharacters.occur(in: normalized)
        else { throw CatalogError.invalidPoseTitle(title) }
        return normalized
    }

    /// `note` in NFC without surrounding spaces; nil when it is missing or blank.
    static func validatedPoseNote(_ note: String?) throws(CatalogError) -> String? {
        guard let note else { return nil }
        let normalized = Tag.normalized(note).trimmingWhitespace()
        guard normalized.count <= 500,
              !ControlCharacters.occur(in: normalized, allowingLineFeeds: true)
        else { throw CatalogError.invalidPoseNote(characterCount: normalized.count) }
        return normalized.isEmpty ? nil : normalized
    }
}
