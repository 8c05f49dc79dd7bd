import PokiKit

/// The note `add` and `edit --image` print when the image they just put in the album is also in
/// the trash: the user may have meant to restore it.
enum TrashedCopies {
    /// One note per photo whose image has a copy in the trash.
    static func note(for photos: [Photo], in album: Album, console: Console) throws {
        let trashed = try album.trashedPhotoIDs(withSHA256: Set(photos.map(\.sha256)))
        for photo in photos {
            guard let id = trashed[photo.sha256]?.first else { continue }
            console.note("note: the same image is in the trash as \(id); 'poki restore \(id)' brings it back")
        }
    }
}
