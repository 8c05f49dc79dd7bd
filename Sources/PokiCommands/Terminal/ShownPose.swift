import PokiAlbum

/// A pose as the pose commands print it: its own fields, its category's Korean name, whether
/// (and since when) it is liked, and the full path of its picture when it has one.
struct ShownPose: Encodable {
    var pose: Pose
    var like: PoseLike?
    /// ``Pose/imagePath`` resolved against the album directory.
    var imageFile: String?

    /// `pose` with its like looked up in `likes` and its picture's path in `album`.
    init(_ pose: Pose, likes: [PoseLike], album: Album) {
        self.pose = pose
        like = likes.first { $0.poseID == pose.id }
        imageFile = pose.imagePath.map(album.layout.path(toRelative:))
    }

    private enum CodingKeys: String, CodingKey { case categoryLabel, liked, likedAt, imageFile }

    func encode(to encoder: any Encoder) throws {
        try pose.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pose.category.label, forKey: .categoryLabel)
        try container.encode(like != nil, forKey: .liked)
        try container.encodeIfPresent(like?.likedAt, forKey: .likedAt)
        try container.encodeIfPresent(imageFile, forKey: .imageFile)
    }
}
