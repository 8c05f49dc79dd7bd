/// What ``Album/emptyTrash()`` removed for good, and what it left.
public struct EmptiedTrash: Sendable, Equatable {
    /// Photos whose document and image were removed.
    public var photoCount: Int
    /// Images `edit --image` replaced, kept in `trash/replaced/` until now.
    public var replacedImageCount: Int
    /// Damaged documents in the trash, left where they are: poki cannot tell which image is theirs.
    /// `poki check --repair` moves them to `quarantine/`.
    public var damaged: [DamagedDocument]

    public init(photoCount: Int, replacedImageCount: Int = 0, damaged: [DamagedDocument] = []) {
        self.photoCount = photoCount
        self.replacedImageCount = replacedImageCount
        self.damaged = damaged
    }
}
