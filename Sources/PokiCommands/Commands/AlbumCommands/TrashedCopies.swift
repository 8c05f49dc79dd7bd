import PokiSystem
import PokiAlbum

/// The note `add`, `import` and `edit --image` print when the image they just put in the album is
/// also in the trash: the user may have meant to restore it.
enum TrashedCopies {
    /// One note per photo whose image has a copy in the trash.
    static func note(for photos: [Photo], in album: Album, console: Console) throws {
        let trashed = try album.trashedPhotoIDs(withSHA256: Set(photos.map(\.sha256)))
        for photo in photos {
            guard let id = trashed[photo.sha256]?.first else { continue }
            console.remark(Phrase(
                "the same image is in the trash as \(id); 'poki restore \(id)' brings it back",
                korean: "같은 이미지가 휴지통에 있습니다 (사진 \(id)). 'poki restore \(id)' 명령으로 되살릴 수 있습니다"
            ))
        }
    }

    /// The same for photos known by ID (an import's): their documents are read only when the trash
    /// holds any photo.
    static func note(forIDs ids: [Int], in album: Album, console: Console) throws {
        guard !ids.isEmpty else { return }
        var trashed: [String: Int] = [:]
        for photo in try album.trashListing().photos where trashed[photo.sha256] == nil { trashed[photo.sha256] = photo.id }
        guard !trashed.isEmpty else { return }
        for id in ids {
            guard let photo = try? album.photo(withID: id), let copy = trashed[photo.sha256] else { continue }
            console.remark(Phrase(
                "\(id) is the same image as \(copy) in the trash; 'poki restore \(copy)' brings it back",
                korean: "사진 \(id)의 이미지가 휴지통에 있는 사진 \(copy)의 이미지와 같습니다. 'poki restore \(copy)' 명령으로 되살릴 수 있습니다"
            ))
        }
    }
}
