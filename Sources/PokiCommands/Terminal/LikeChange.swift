import PokiSystem
import PokiAlbum

/// What `poki pose like --json` and `poki pose unlike --json` print: the pose, whether it is liked
/// now (and since when), and whether this run changed that.
struct LikeChange: Encodable {
    var id: String
    var liked: Bool
    var likedAt: Timestamp?
    var changed: Bool

    /// The state of `id` in `likes`, after a run that did or did not change it.
    init(id: String, likes: [PoseLike], changed: Bool) {
        self.id = id
        let like = likes.first { $0.poseID == id }
        liked = like != nil
        likedAt = like?.likedAt
        self.changed = changed
    }
}
