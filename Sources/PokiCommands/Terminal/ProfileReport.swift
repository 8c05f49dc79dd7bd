import PokiSystem
import PokiAlbum

/// What `poki profile` shows, as text lines or JSON: the owner, the album's counts and dates,
/// where the album is and which poki this is. Absent values are JSON `null`.
struct ProfileReport: Encodable {
    var summary: ProfileSummary
    var album: String
    /// The picture's full path, when one is set.
    var picture: String?

    init(summary: ProfileSummary, album: Album) {
        self.summary = summary
        self.album = album.directory
        picture = summary.user.picture.map(album.layout.path(toRelative:))
    }

    private enum CodingKeys: String, CodingKey {
        case nickname, picture, pictureColour, memories, likedPoses, userPoses, firstMemory, latestMemory, album, version
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary.user.nickname, forKey: .nickname)
        try container.encode(picture, forKey: .picture)
        try container.encode(summary.user.pictureColour, forKey: .pictureColour)
        try container.encode(summary.photoCount, forKey: .memories)
        try container.encode(summary.likedPoseCount, forKey: .likedPoses)
        try container.encode(summary.userPoseCount, forKey: .userPoses)
        try container.encode(summary.firstMemory?.description, forKey: .firstMemory)
        try container.encode(summary.latestMemory?.description, forKey: .latestMemory)
        try container.encode(album, forKey: .album)
        try container.encode(PokiVersion.current, forKey: .version)
    }

    /// One labelled line per field; the picture's colour as a swatch when `colour` is on.
    func lines(colour: Bool) -> [String] {
        let user = summary.user
        var pictureLine = picture.map(VisibleText.of) ?? "(not set; 'poki profile set --picture IMAGE')"
        if let dominant = user.pictureColour {
            pictureLine += "  " + (colour ? ColourSwatch.block(dominant, width: 2, colour: true) + " " : "") + dominant.hex
        }
        return [
            "nickname:       " + (user.nickname.map(VisibleText.of) ?? "(not set; 'poki profile set --nickname NAME')"),
            "picture:        " + pictureLine,
            "memories:       \(summary.photoCount)",
            "first memory:   " + (summary.firstMemory?.description ?? "-"),
            "latest memory:  " + (summary.latestMemory?.description ?? "-"),
            "liked poses:    \(summary.likedPoseCount)",
            "your poses:     \(summary.userPoseCount)",
            "album:          \(VisibleText.of(album))",
            "version:        poki \(PokiVersion.current)",
        ]
    }
}
