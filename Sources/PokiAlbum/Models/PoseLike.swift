import PokiSystem

/// A bookmark ("찜") on a pose: which pose and when it was liked.
public struct PoseLike: Sendable, Equatable, Codable {
    /// The ID of a built-in pose (`two-03`) or of a pose the user added (`user-1000`).
    public var poseID: String
    /// When the pose was first liked; liking it again does not change this.
    public var likedAt: Timestamp

    public init(poseID: String, likedAt: Timestamp) {
        self.poseID = poseID
        self.likedAt = likedAt
    }
}
