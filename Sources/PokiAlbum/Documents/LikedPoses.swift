/// The content of `likes.json`: the liked poses, oldest like first.
struct LikedPoses: Sendable, Equatable, Codable {
    static let currentSchemaVersion = 1

    var schemaVersion = Self.currentSchemaVersion
    var likes: [PoseLike] = []

    /// These likes and `other`'s (another device's version) as one: every pose liked on either,
    /// at its first like, oldest first.
    func merged(with other: LikedPoses) -> LikedPoses {
        var merged = self
        for like in other.likes {
            if let index = merged.likes.firstIndex(where: { $0.poseID == like.poseID }) {
                merged.likes[index].likedAt = min(merged.likes[index].likedAt, like.likedAt)
            } else {
                merged.likes.append(like)
            }
        }
        merged.likes.sort { ($0.likedAt, $0.poseID) < ($1.likedAt, $1.poseID) }
        return merged
    }
}
