import PokiSystem

/// What `poki profile` shows about the album's owner and their memories, all read from small
/// files and the indexes, never from every document.
public struct ProfileSummary: Sendable, Equatable {
    /// The nickname and picture (a default ``User`` when none was set).
    public var user: User
    /// Photos in the album, not counting the trash.
    public var photoCount: Int
    public var likedPoseCount: Int
    /// Poses the user added with `poki pose add`.
    public var userPoseCount: Int
    /// The day of the oldest memory, nil for an empty album.
    public var firstMemory: CalendarDay?
    /// The day of the newest memory, nil for an empty album.
    public var latestMemory: CalendarDay?

    public init(user: User, photoCount: Int, likedPoseCount: Int, userPoseCount: Int, firstMemory: CalendarDay?, latestMemory: CalendarDay?) {
        self.user = user
        self.photoCount = photoCount
        self.likedPoseCount = likedPoseCount
        self.userPoseCount = userPoseCount
        self.firstMemory = firstMemory
        self.latestMemory = latestMemory
    }
}
