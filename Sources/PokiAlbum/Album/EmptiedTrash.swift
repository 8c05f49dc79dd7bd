/// What ``Album/emptyTrash()`` removed for good.
public struct EmptiedTrash: Sendable, Equatable {
    /// Photos whose document and image were removed.
    public var photoCount: Int
    /// Images `edit --image` replaced, kept in `trash/replaced/` until now.
    public var replacedImageCount: Int

    public init(photoCount: Int, replacedImageCount: Int = 0) {
        self.photoCount = photoCount
        self.replacedImageCount = replacedImageCount
    }
}
