/// What erasing an album (`poki profile delete`, 회원탈퇴) removes, counted before anything is
/// removed: the plan shown for confirmation, and the report afterwards.
public struct AlbumErasure: Sendable, Equatable {
    /// The album directory.
    public var directory: String
    /// Photo documents in `photos/`.
    public var photoCount: Int
    /// Photo documents in `trash/`.
    public var trashedPhotoCount: Int
    /// Poses the user added.
    public var userPoseCount: Int
    public var likedPoseCount: Int
    /// Whether a `profile.json` exists.
    public var hasProfile: Bool
    /// The profile's nickname, when one is set: what a person confirms the erasure with.
    public var nickname: String?
    /// Files and symbolic links removed (links are removed themselves, never followed).
    public var fileCount: Int
    /// poki's folders removed, not counting the album directory.
    public var folderCount: Int
    /// Names at the top of the album directory that are not poki's; they and the directory stay.
    public var keptNames: [String]

    /// poki's folders (relative to the album) that are mount points, another file system or a bind
    /// mount: never crossed, so they stay with everything in them.
    public var otherFileSystems: [String]

    /// Whether the album directory itself goes too: only when nothing but poki's files is in it.
    public var removesDirectory: Bool { keptNames.isEmpty && otherFileSystems.isEmpty }

    public init(
        directory: String, photoCount: Int, trashedPhotoCount: Int, userPoseCount: Int, likedPoseCount: Int,
        hasProfile: Bool, nickname: String?, fileCount: Int, folderCount: Int, keptNames: [String],
        otherFileSystems: [String] = []
    ) {
        self.directory = directory
        self.photoCount = photoCount
        self.trashedPhotoCount = trashedPhotoCount
        self.userPoseCount = userPoseCount
        self.likedPoseCount = likedPoseCount
        self.hasProfile = hasProfile
        self.nickname = nickname
        self.fileCount = fileCount
        self.folderCount = folderCount
        self.keptNames = keptNames
        self.otherFileSystems = otherFileSystems
    }
}
