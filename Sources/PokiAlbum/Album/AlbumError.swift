import PokiSystem

/// Why an album operation failed. Every message names the photo ID, tag, file or directory involved
/// and, where there is one, what to do about it.
public enum AlbumError: PhrasedError, Sendable, Equatable {
    /// The directory exists, is not empty, and has no poki album marker.
    case notAnAlbum(directory: String)
    /// The path exists but is not a directory.
    case notADirectory(path: String)
    /// The album was written by a newer poki with a format this version cannot read.
    case unsupportedFormat(directory: String, version: Int)
    /// The directory holds an album's photos but no `album.json` (deleted, not synced, or an
    /// interrupted erasure).
    case missingMarker(directory: String, photoCount: Int)
    /// The folder named as the album holds none (missing, or empty): a typo or an unmounted disk.
    case noAlbum(directory: String)
    /// The album's files may be read but not written: its folder's permissions, or a read-only
    /// file system (a mounted backup, a sync tool's read-only share).
    case readOnly(directory: String)
    /// The album was erased (`poki profile delete`) while this command waited for it.
    case albumRemoved(directory: String)
    /// No photo has this ID in the album.
    case photoNotFound(id: Int)
    /// No photo with this ID is in the trash.
    case notInTrash(id: Int)
    /// The photo is in the trash, not the album; `poki restore` brings it back.
    case photoInTrash(id: Int)
    /// A replacement image is already another photo's (same SHA-256); `--allow-duplicate` uses it anyway.
    case duplicateImage(path: String, id: Int)
    /// No tag has this label; `suggestion` is the closest known label, when one is close.
    case unknownTag(label: String, suggestion: String?)
    /// A tag with this label already exists.
    case tagExists(label: String)
    /// Built-in booth brands cannot be renamed or removed.
    case builtInTag(label: String)
    /// The tag is still used by photos (in the album or its trash).
    case tagInUse(label: String, count: Int)
    /// A tag label must be non-empty, at most 64 characters, without control characters or bidirectional controls (``ControlCharacters``).
    case invalidTagLabel(label: String)
    /// Adding `count` photos would pass the last ID of ``Photo/idRange``.
    case outOfIDs(count: Int)
    /// The photo's image was replaced while its print layout was being worked out.
    case imageChanged(id: Int)
    /// A trashed photo's image is not in the trash, so it cannot be restored.
    case missingFromTrash(id: Int, path: String)

    public var phrase: Phrase {
        switch self {
        case let .notAnAlbum(directory):
            return Phrase(
                "directory is not a poki album and is not empty; run 'poki init' to make it one (\(directory))",
                korean: "poki 앨범이 아니고 비어 있지도 않은 폴더입니다. 앨범으로 만들려면 'poki init'을 실행하십시오 (\(directory))"
            )
        case let .notADirectory(path):
            return Phrase("album location is not a directory (\(path))", korean: "앨범 위치가 폴더가 아닙니다 (\(path))")
        case let .unsupportedFormat(directory, version):
            return Phrase(
                "album format \(version) is newer than this poki understands; upgrade poki (\(directory))",
                korean: "이 poki가 읽을 수 없는 새 앨범 형식(\(version))입니다. poki를 업그레이드하십시오 (\(directory))"
            )
        case let .missingMarker(directory, photoCount):
            let s = photoCount == 1 ? "" : "s"
            return Phrase(
                "album.json is missing, though the album holds \(photoCount) photo\(s); 'poki check --repair' restores it (\(directory))",
                korean: "앨범에 사진이 \(photoCount)장 있지만 album.json이 없습니다. 'poki check --repair'를 실행하면 다시 만들어집니다 (\(directory))"
            )
        case let .noAlbum(directory):
            return Phrase(
                "no album at \(directory); check --library or POKI_LIBRARY, or start one there with poki init",
                korean: "\(directory)에 앨범이 없습니다. --library나 POKI_LIBRARY를 확인하거나, poki init으로 그곳에 새 앨범을 만드십시오"
            )
        case let .readOnly(directory):
            return Phrase(
                "the album at \(directory) is read-only; nothing was changed",
                korean: "\(directory)의 앨범은 읽기 전용입니다. 아무것도 바꾸지 않았습니다"
            )
        case let .albumRemoved(directory):
            return Phrase(
                "the album was deleted while this command waited; nothing was changed (\(directory))",
                korean: "이 명령이 기다리는 동안 앨범이 삭제되었습니다. 아무것도 바꾸지 않았습니다 (\(directory))"
            )
        case let .photoNotFound(id):
            return Phrase("no photo with ID \(id) in the album (\(id))", korean: "ID \(id)인 사진이 앨범에 없습니다 (\(id))")
        case let .notInTrash(id):
            return Phrase("no photo with ID \(id) in the trash (\(id))", korean: "ID \(id)인 사진이 휴지통에 없습니다 (\(id))")
        case let .photoInTrash(id):
            return Phrase(
                "photo \(id) is in the trash; 'poki restore \(id)' brings it back (\(id))",
                korean: "사진 \(id): 휴지통에 있습니다. 'poki restore \(id)' 명령으로 되살릴 수 있습니다 (\(id))"
            )
        case let .duplicateImage(path, id):
            return Phrase(
                "\(path) is already in the album as \(id); use --allow-duplicate to use it anyway",
                korean: "\(path) 파일은 이미 앨범에 있습니다 (사진 \(id)). 그래도 쓰려면 --allow-duplicate를 주십시오"
            )
        case let .unknownTag(label, suggestion):
            if let suggestion {
                return Phrase(
                    "unknown tag '\(label)'; did you mean '\(suggestion)'?",
                    korean: "알 수 없는 태그입니다: '\(label)'. 혹시 '\(suggestion)'인가요?"
                )
            }
            return Phrase(
                "unknown tag '\(label)'; 'poki tags' lists them, 'poki tags add' creates one",
                korean: "알 수 없는 태그입니다: '\(label)'. 'poki tags'로 태그 목록을 보고, 'poki tags add'로 새 태그를 만들 수 있습니다"
            )
        case let .tagExists(label):
            return Phrase("tag already exists ('\(label)')", korean: "이미 있는 태그입니다 ('\(label)')")
        case let .builtInTag(label):
            return Phrase(
                "built-in booth brands cannot be renamed or removed ('\(label)')",
                korean: "기본 부스 브랜드는 이름을 바꾸거나 삭제할 수 없습니다 ('\(label)')"
            )
        case let .tagInUse(label, count):
            let s = count == 1 ? "" : "s"
            return Phrase(
                "tag is used by \(count) photo\(s); retag or delete them first ('\(label)')",
                korean: "사진 \(count)장에 붙어 있는 태그입니다. 먼저 그 사진들의 태그를 바꾸거나 사진을 삭제하십시오 ('\(label)')"
            )
        case let .invalidTagLabel(label):
            return Phrase(
                "a tag must be 1 to 64 characters without control characters or bidirectional controls such as U+202E ('\(label)')",
                korean: "태그는 1~64자여야 하며 제어 문자나 U+202E 같은 양방향 제어 문자를 쓸 수 없습니다 ('\(label)')"
            )
        case let .missingFromTrash(id, path):
            return Phrase(
                "photo \(id)'s image is missing from the trash (\(path)); put it back there to restore the photo",
                korean: "사진 \(id)의 이미지가 휴지통에 없습니다 (\(path)). 사진을 되살리려면 이미지를 그 자리에 다시 두십시오"
            )
        case let .imageChanged(id):
            return Phrase(
                "photo \(id): its image was replaced meanwhile; nothing was changed (run the edit again)",
                korean: "사진 \(id): 그사이에 이미지가 바뀌었습니다. 아무것도 바꾸지 않았습니다 (다시 수정하십시오)"
            )
        case let .outOfIDs(count):
            let s = count == 1 ? "" : "s"
            return Phrase(
                "no free photo IDs left for \(count) more photo\(s): IDs end at \(Photo.idRange.upperBound) (counter)",
                korean: "사진 \(count)장을 더 추가할 빈 사진 ID가 없습니다: ID는 \(Photo.idRange.upperBound)까지입니다 (counter)"
            )
        }
    }
}
