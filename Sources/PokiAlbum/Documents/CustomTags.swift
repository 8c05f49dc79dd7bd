/// The content of `tags.json`: the tags the user made, in the order they were made.
struct CustomTags: Sendable, Equatable, Codable {
    static let currentSchemaVersion = 1

    var schemaVersion = Self.currentSchemaVersion
    var custom: [Tag] = []
}
