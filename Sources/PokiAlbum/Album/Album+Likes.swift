import PokiSystem

/// Liked ("찜한") poses, kept in `likes.json` in the order they were liked.
///
/// Liking a liked pose again is harmless and keeps its place; unliking a pose that is not liked is
/// harmless too. Both tell the caller whether anything changed.
extension Album {
    // MARK: Reading

    /// The liked poses, oldest like first.
    public func likes() throws -> [PoseLike] {
        guard try state() == .album else { return [] }
        return try likedPoses().likes
    }

    // MARK: Changing

    /// Likes the pose `poseID`, built-in or the user's. Creates the album when it does not exist yet.
    /// - Returns: true when the pose was not liked before; false when it already was (nothing changes).
    /// - Throws: ``CatalogError/unknownPose(id:)`` when no pose has this ID; nothing is written.
    @discardableResult
    public func like(poseID: String) throws -> Bool {
        _ = try pose(withID: poseID)
        return try writing {
            var document = try likedPoses()
            guard !document.likes.contains(where: { $0.poseID == poseID }) else { return false }
            document.likes.append(PoseLike(poseID: poseID, likedAt: .now()))
            try store.replace(document, at: layout.likes)
            return true
        }
    }

    /// Removes the like on `poseID`.
    /// - Returns: true when the pose was liked; false when it was not (nothing changes).
    /// - Throws: ``CatalogError/unknownPose(id:)`` when no pose has this ID and no like names it.
    @discardableResult
    public func unlike(poseID: String) throws -> Bool {
        guard try state() == .album else {
            _ = try pose(withID: poseID)
            return false
        }
        let removed = try writing { () throws -> Bool in
            var document = try likedPoses()
            let before = document.likes.count
            document.likes.removeAll { $0.poseID == poseID }
            guard document.likes.count != before else { return false }
            try store.replace(document, at: layout.likes)
            return true
        }
        if !removed { _ = try pose(withID: poseID) }
        return removed
    }

    // MARK: Helpers

    func likedPoses() throws -> LikedPoses {
        guard let document = try store.document(LikedPoses.self, at: layout.likes) else { return LikedPoses() }
        try DocumentValidation.checkSchemaVersion(document.schemaVersion, supported: LikedPoses.currentSchemaVersion, path: layout.likes)
        return document
    }
}
