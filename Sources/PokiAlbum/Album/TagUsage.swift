/// A tag and how many photos in the album carry it, as `poki tags` lists them.
public struct TagUsage: Sendable, Equatable, Codable {
    public var tag: Tag
    /// Photos in the album (not counting the trash).
    public var photoCount: Int
    /// True for the booth brands poki ships with.
    public var isBuiltIn: Bool
    /// Other names accepted for a booth brand wherever a tag is (``BoothBrands/aliases``); empty for the user's tags.
    public var aliases: [String]

    public init(tag: Tag, photoCount: Int, isBuiltIn: Bool, aliases: [String] = []) {
        self.tag = tag
        self.photoCount = photoCount
        self.isBuiltIn = isBuiltIn
        self.aliases = aliases
    }
}
