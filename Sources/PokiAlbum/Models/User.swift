import PokiImaging

/// The person whose album this is: what `poki profile` shows and `poki profile set` changes.
public struct User: Sendable, Equatable, Codable {
    /// The version of this document's layout.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The name shown on the profile; nil until the user sets one.
    public var nickname: String?
    /// The album's copy of the profile picture, as a path relative to the album directory
    /// (`profile/picture-1a2b3c4d.jpg`), when one is set.
    public var picture: String?
    /// The picture's dominant colour, when a picture is set.
    public var pictureColour: Colour?

    public init(nickname: String? = nil, picture: String? = nil, pictureColour: Colour? = nil) {
        self.schemaVersion = Self.currentSchemaVersion
        self.nickname = nickname
        self.picture = picture
        self.pictureColour = pictureColour
    }
}
