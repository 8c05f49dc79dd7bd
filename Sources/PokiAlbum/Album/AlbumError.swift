/// Why an album operation failed. Every message names the photo ID, tag, file or directory involved
/// and, where there is one, what to do about it.
public enum AlbumError: Error, Sendable, Equatable, CustomStringConvertible {
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

    public var description: String {
        switch self {
        case let .notAnAlbum(directory):
            return "directory is not a poki album and is not empty; run 'poki init' to make it one (\(directory))"
        case let .notADirectory(path):
            return "album location is not a directory (\(path))"
        case let .unsupportedFormat(directory, version):
            return "album format \(version) is newer than this poki understands; upgrade poki (\(directory))"
        case let .missingMarker(directory, photoCount):
            return "album.json is missing, though the album holds \(photoCount) photo\(photoCount == 1 ? "" : "s"); 'poki check --repair' restores it (\(directory))"
        case let .noAlbum(directory):
            return "no album at \(directory); check --library or POKI_LIBRARY, or start one there with poki init"
        case let .readOnly(directory):
            return "the album at \(directory) is read-only; nothing was changed"
        case let .albumRemoved(directory):
            return "the album was deleted while this command waited; nothing was changed (\(directory))"
        case let .photoNotFound(id):
            return "no photo with ID \(id) in the album (\(id))"
        case let .notInTrash(id):
            return "no photo with ID \(id) in the trash (\(id))"
        case let .photoInTrash(id):
            return "photo \(id) is in the trash; 'poki restore \(id)' brings it back (\(id))"
        case let .duplicateImage(path, id):
            return "\(path) is already in the album as \(id); use --allow-duplicate to use it anyway"
        case let .unknownTag(label, suggestion):
            if let suggestion {
                return "unknown tag '\(label)'; did you mean '\(suggestion)'?"
            }
            return "unknown tag '\(label)'; 'poki tags' lists them, 'poki tags add' creates one"
        case let .tagExists(label):
            return "tag already exists ('\(label)')"
        case let .builtInTag(label):
            return "built-in booth brands cannot be renamed or removed ('\(label)')"
        case let .tagInUse(label, count):
            return "tag is used by \(count) photo\(count == 1 ? "" : "s"); retag or delete them first ('\(label)')"
        case let .invalidTagLabel(label):
            return "a tag must be 1 to 64 characters without control characters or bidirectional controls such as U+202E ('\(label)')"
        case let .missingFromTrash(id, path):
            return "photo \(id)'s image is missing from the trash (\(path)); put it back there to restore the photo"
        case let .imageChanged(id):
            return "photo \(id): its image was replaced meanwhile; nothing was changed (run the edit again)"
        case let .outOfIDs(count):
            return "no free photo IDs left for \(count) more photo\(count == 1 ? "" : "s"): IDs end at \(Photo.idRange.upperBound) (counter)"
        }
    }
}
