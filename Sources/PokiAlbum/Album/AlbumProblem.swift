import PokiSystem

/// Something `poki check` found wrong with an album. Each names the file or ID involved.
public enum AlbumProblem: Sendable, Equatable, CustomStringConvertible {
    /// A document does not parse, does not match the schema, or its ID differs from its file name.
    case unreadableDocument(path: String, reason: String)
    /// A document written by a newer poki: left as it is (upgrade poki to read it).
    case newerDocument(path: String, version: Int)
    /// A photo's image file is missing.
    case missingImage(id: Int, path: String)
    /// A photo's image is a symbolic link, a FIFO, a device or a directory: never opened.
    case irregularImage(id: Int, path: String, kind: String)
    /// A photo's image file does not have the SHA-256 its document records.
    case imageMismatch(id: Int, path: String)
    /// A photo's session video file is missing.
    case missingVideo(id: Int, path: String)
    /// A photo's session video does not have the SHA-256 its document records.
    case videoMismatch(id: Int, path: String)
    /// The ID counter is not above every ID in use, so an ID could be handed out twice.
    case counterBehind(counter: Int, highestID: Int)
    /// The ID counter is missing (nil) or holds something that is not a number within
    /// ``Photo/idRange`` (or one past its end).
    case invalidCounter(content: String?)
    /// `retired-id`, the highest ID removed by `trash --empty`, holds something that is not an ID.
    case invalidRetiredID(content: String)
    /// An album file other than a photo document (`profile.json`, `poses.json`) is damaged: it
    /// does not parse, or names a picture outside its folder. Only the user can fix it: moving it
    /// away would lose the profile or let pose IDs be given again.
    case damagedFile(path: String, reason: String)
    /// A temporary file left by an interrupted write (or the `unfinished` marker of an
    /// interrupted writer).
    case leftover(path: String)
    /// An image (or video) in `images/` or `trash/` that no document refers to.
    case orphanImage(path: String)
    /// A photo's document is both in the album and in the trash.
    case inAlbumAndTrash(id: Int)
    /// An index disagrees with the documents (`poki check --repair` rebuilds it).
    case staleIndex(detail: String)
    /// The indexes were written by an older poki and lack the photos' colours; the next change
    /// (or `poki check --repair`) rebuilds them.
    case olderIndex
    /// The album's photos are there but its marker `album.json` is not.
    case missingMarker(path: String, photoCount: Int)
    /// Photos carry a tag that is neither a booth brand nor in `tags.json`.
    case unknownTag(label: String, ids: [Int])
    /// Files or folders of the album that other users may read or write (albums are private:
    /// 0600 files, 0700 folders).
    case looseModes(paths: [String])
    /// A conflict copy a sync tool (Syncthing) left when two devices changed the same file while
    /// apart: `copy` says of which file, from which device and when. No command reads it. One of
    /// a file poki works out (`derived`: an index file, the ID counter, `retired-id`) is taken in
    /// by `--repair`: indexes are rebuilt, the higher count is kept. Any other waits for the user
    /// to keep the version they want.
    /// `original` is the path of the file it is a copy of, within the album (`photos/1042.json`).
    case syncConflict(path: String, original: String, copy: SyncConflictCopy, derived: Bool)

    public var description: String {
        switch self {
        case let .unreadableDocument(path, reason):
            return "unreadable document: \(reason) (\(path))"
        case let .newerDocument(path, version):
            return "document of a newer poki (schema version \(version)); upgrade poki to read it (\(path))"
        case let .missingImage(id, path):
            return "photo \(id) has no image file (\(path))"
        case let .irregularImage(id, path, kind):
            return "photo \(id)'s image is \(kind), not a regular file; put the image itself there (\(path))"
        case let .imageMismatch(id, path):
            return "photo \(id)'s image does not match its recorded SHA-256 (\(path))"
        case let .missingVideo(id, path):
            return "photo \(id) has no video file (\(path))"
        case let .videoMismatch(id, path):
            return "photo \(id)'s video does not match its recorded SHA-256 (\(path))"
        case let .counterBehind(counter, highestID):
            return "ID counter \(counter) is not above the highest ID \(highestID) (counter)"
        case let .invalidCounter(content?):
            return "ID counter holds '\(content)', not a number from \(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound + 1) (counter)"
        case .invalidCounter(nil):
            return "ID counter is missing (counter)"
        case let .invalidRetiredID(content):
            return "record of IDs removed for good holds '\(content)', not a photo ID (retired-id)"
        case let .damagedFile(path, reason):
            return "damaged file: \(reason); fix it by hand or restore it from a backup (\(path))"
        case let .leftover(path):
            return "leftover of an interrupted write (\(path))"
        case let .orphanImage(path):
            return "image that no photo refers to (\(path))"
        case let .inAlbumAndTrash(id):
            return "photo \(id) is both in the album and in the trash (trash/\(id).json)"
        case let .staleIndex(detail):
            return "index out of date: \(detail) (index/)"
        case .olderIndex:
            return "index written by an older poki; the next change rebuilds it (index/)"
        case let .missingMarker(path, photoCount):
            return "album.json is missing, though the album holds \(photoCount) photo\(photoCount == 1 ? "" : "s") (\(path))"
        case let .unknownTag(label, ids):
            let listed = ids.prefix(5).map(String.init).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
            return "\(ids.count) photo\(ids.count == 1 ? " carries" : "s carry") the tag '\(label)', which is not in the tag list (\(listed))"
        case let .syncConflict(path, original, copy, derived):
            let origin = [copy.device.map { "device \($0)" }, copy.time].compactMap { $0 }.joined(separator: ", ")
            let subject = "conflict copy of \(original)" + (origin.isEmpty ? "" : " (\(origin))")
            if derived {
                return "\(subject): poki works this file out again rather than merge it; 'poki check --repair' takes it in (\(path))"
            }
            if Self.isMergedByWriters(original) {
                return "\(subject): two devices changed it while apart; the next change to the album merges it, "
                    + "'poki check --repair' now (\(path))"
            }
            return "\(subject): two devices changed it while apart: "
                + "keep the version you want as \(original) and remove the other (\(path))"
        case let .looseModes(paths):
            let count = paths.count
            return "\(count) file\(count == 1 ? "" : "s") or folder\(count == 1 ? "" : "s") can be read by other users; albums are private (\(paths.first ?? ""))"
        }
    }

    /// Whether `path` (inside the album) is a file whose conflict copies every writer merges: a
    /// photo's document (`photos/1042.json`, `trash/1042.json`), the tag list, the likes, the
    /// profile or the user's poses.
    static func isMergedByWriters(_ path: String) -> Bool {
        if ["tags.json", "likes.json", "profile.json", "poses.json"].contains(path) { return true }
        let folder = PathName.directory(of: path), name = PathName.lastComponent(of: path)
        return (folder == "photos" || folder == "trash") && Album.documentID(fileName: name) != nil
    }

    /// Whether ``Album/repair()`` fixes this problem (others need the user: a missing image is gone).
    public var isRepairable: Bool {
        switch self {
        case .missingImage, .imageMismatch, .videoMismatch, .damagedFile, .newerDocument, .irregularImage: return false
        case let .syncConflict(_, original, _, derived): return derived || Self.isMergedByWriters(original)
        case let .unknownTag(label, _): return (try? Album.validatedLabel(label)) == label
        default: return true
        }
    }
}
