/// The content of `likes.json`: the liked poses, oldest like first.
struct LikedPoses: Sendable, Equatable, Codable {
    static let currentSchemaVersion = 1

    var schemaVersion = Self.currentSchemaVersion
    var likes: [PoseLike] = []
}
