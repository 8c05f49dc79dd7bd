/// A hashtag of the album's memos and how many photos have it, as `poki hashtags` lists them.
public struct HashtagUsage: Sendable, Equatable, Codable {
    /// The name, without `#` (NFC, Latin letters in lower case: see ``Hashtag``).
    public var hashtag: String
    /// Photos in the album (not counting the trash) whose memo has it.
    public var photoCount: Int

    public init(hashtag: String, photoCount: Int) {
        self.hashtag = hashtag
        self.photoCount = photoCount
    }
}
