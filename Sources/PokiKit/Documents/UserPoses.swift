/// The content of `poses.json`: the poses the user added, in the order they were added.
struct UserPoses: Sendable, Equatable, Codable {
    static let currentSchemaVersion = 1
    /// The number in the first user pose's ID, `user-1000`.
    static let firstNumber = 1000
    /// User pose IDs are this prefix and a decimal number.
    static let idPrefix = "user-"

    var schemaVersion = Self.currentSchemaVersion
    /// The number of the next pose's ID. It only grows, so an ID is never given to a second pose.
    var nextNumber = Self.firstNumber
    var poses: [Pose] = []
}
