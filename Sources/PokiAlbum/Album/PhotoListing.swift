/// What a listing found: the photos it could read, in listing order, and the documents it had to
/// skip because they are damaged.
public struct PhotoListing: Sendable, Equatable {
    public var photos: [Photo]
    /// Damaged documents met on the way, in listing order, each once.
    public var damaged: [DamagedDocument]

    public init(photos: [Photo] = [], damaged: [DamagedDocument] = []) {
        self.photos = photos
        self.damaged = damaged
    }

    /// The photos, or the first damaged document's error: for callers that cannot go on without
    /// every photo.
    public func allPhotos() throws(DocumentError) -> [Photo] {
        if let first = damaged.first { throw first.error }
        return photos
    }
}
