/// What ``Album/edit(id:_:allowDuplicate:)`` did.
public struct PhotoUpdate: Sendable, Equatable {
    /// The photo as it is now.
    public var photo: Photo
    /// Where the image that `edit --image` replaced is kept (`trash/replaced/…`, until
    /// `poki trash --empty`); nil when the image did not change.
    public var replacedImage: String?

    public init(photo: Photo, replacedImage: String? = nil) {
        self.photo = photo
        self.replacedImage = replacedImage
    }
}
