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

    /// One labelled line per field in `language`, the labels in one column, each value wrapped
    /// under it to `width` when there is one; the picture's colour as a swatch when `colour` is on.
    func lines(colour: Bool, language: Language = .english, width: Int? = nil) -> [String] {
        let user = summary.user
        var pictureLine = picture.map(VisibleText.of)
            ?? Phrase("(not set; 'poki profile set --picture IMAGE')", korean: "(정하지 않음; 'poki profile set --picture IMAGE')").text(in: language)
        if let dominant = user.pictureColour {
            pictureLine += "  " + (colour ? ColourSwatch.block(dominant, width: 2, colour: true) + " " : "") + dominant.hex
        }
        let nickname = user.nickname.map(VisibleText.of)
            ?? Phrase("(not set; 'poki profile set --nickname NAME')", korean: "(정하지 않음; 'poki profile set --nickname NAME')").text(in: language)
        let fields: [(Phrase, String)] = [
            (Phrase("nickname:", korean: "별명:"), nickname),
            (Phrase("picture:", korean: "프로필 사진:"), pictureLine),
            (Phrase("memories:", korean: "추억:"), "\(summary.photoCount)"),
            (Phrase("first memory:", korean: "첫 추억:"), summary.firstMemory?.written(in: language) ?? "-"),
            (Phrase("latest memory:", korean: "최근 추억:"), summary.latestMemory?.written(in: language) ?? "-"),
            (Phrase("liked poses:", korean: "좋아요한 포즈:"), "\(summary.likedPoseCount)"),
            (Phrase("your poses:", korean: "내 포즈:"), "\(summary.userPoseCount)"),
            (Phrase("album:", korean: "앨범:"), VisibleText.of(album)),
            (Phrase("version:", korean: "버전:"), "poki \(PokiVersion.current)"),
        ]
        let column = LabelColumn(fields.map { $0.0.text(in: language) }, spacing: 2)
        return fields.flatMap { label, value in
            // A line with the swatch's colour codes is left whole: its codes take no room.
            value.contains("\u{1B}") ? [column.pad(label.text(in: language)) + value] : column.block(value, label: label.text(in: language), terminalWidth: width)
        }
    }
}
