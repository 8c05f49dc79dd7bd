import PokiSystem

/// Something `poki check` found wrong with an album. Each names the file or ID involved.
public enum AlbumProblem: Sendable, Equatable, CustomStringConvertible {
    /// A document does not parse, does not match the schema, or its ID differs from its file name.
    case unreadableDocument(path: String, reason: Phrase)
    /// A document written by a newer poki: left as it is (upgrade poki to read it).
    case newerDocument(path: String, version: Int)
    /// A photo's image file is missing.
    case missingImage(id: Int, path: String)
    /// A photo's image is a symbolic link, a FIFO, a device or a directory: never opened.
    case irregularImage(id: Int, path: String, kind: Phrase)
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
    case damagedFile(path: String, reason: Phrase)
    /// A temporary file left by an interrupted write (or the `unfinished` marker of an
    /// interrupted writer).
    case leftover(path: String)
    /// An image (or video) in `images/` or `trash/` that no document refers to.
    case orphanImage(path: String)
    /// A photo's document is both in the album and in the trash.
    case inAlbumAndTrash(id: Int)
    /// An index disagrees with the documents (`poki check --repair` rebuilds it).
    case staleIndex(detail: Phrase)
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

    /// What `check` says about the problem, in every language.
    public var phrase: Phrase {
        switch self {
        case let .unreadableDocument(path, reason):
            return Phrase("unreadable document: ", korean: "읽을 수 없는 문서: ") + reason + Phrase.verbatim(" (\(path))")
        case let .newerDocument(path, version):
            return Phrase(
                "document of a newer poki (schema version \(version)); upgrade poki to read it (\(path))",
                korean: "새 버전 poki의 문서입니다 (스키마 버전 \(version)). 읽으려면 poki를 업그레이드하십시오 (\(path))"
            )
        case let .missingImage(id, path):
            return Phrase("photo \(id) has no image file (\(path))", korean: "사진 \(id)의 이미지 파일이 없습니다 (\(path))")
        case let .irregularImage(id, path, kind):
            return Phrase("photo \(id)'s image is ", korean: "사진 \(id)의 이미지가 일반 파일이 아닌 ") + kind
                + Phrase(", not a regular file; put the image itself there (\(path))", korean: "입니다. 이미지 파일 자체를 그 자리에 두십시오 (\(path))")
        case let .imageMismatch(id, path):
            return Phrase(
                "photo \(id)'s image does not match its recorded SHA-256 (\(path))",
                korean: "사진 \(id)의 이미지가 기록된 SHA-256과 맞지 않습니다 (\(path))"
            )
        case let .missingVideo(id, path):
            return Phrase("photo \(id) has no video file (\(path))", korean: "사진 \(id)의 영상 파일이 없습니다 (\(path))")
        case let .videoMismatch(id, path):
            return Phrase(
                "photo \(id)'s video does not match its recorded SHA-256 (\(path))",
                korean: "사진 \(id)의 영상이 기록된 SHA-256과 맞지 않습니다 (\(path))"
            )
        case let .counterBehind(counter, highestID):
            return Phrase(
                "ID counter \(counter) is not above the highest ID \(highestID) (counter)",
                korean: "ID 카운터(\(counter))가 가장 큰 ID(\(highestID))보다 크지 않습니다 (counter)"
            )
        case let .invalidCounter(content?):
            return Phrase(
                "ID counter holds '\(content)', not a number from \(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound + 1) (counter)",
                korean: "ID 카운터에 \(Photo.idRange.lowerBound)부터 \(Photo.idRange.upperBound + 1)까지의 숫자가 아닌 '\(content)' 값이 들어 있습니다 (counter)"
            )
        case .invalidCounter(nil):
            return Phrase("ID counter is missing (counter)", korean: "ID 카운터가 없습니다 (counter)")
        case let .invalidRetiredID(content):
            return Phrase(
                "record of IDs removed for good holds '\(content)', not a photo ID (retired-id)",
                korean: "영구히 삭제된 ID의 기록에 사진 ID가 아닌 '\(content)' 값이 들어 있습니다 (retired-id)"
            )
        case let .damagedFile(path, reason):
            return Phrase("damaged file: ", korean: "손상된 파일: ") + reason
                + Phrase("; fix it by hand or restore it from a backup (\(path))", korean: ". 직접 고치거나 백업에서 되살리십시오 (\(path))")
        case let .leftover(path):
            return Phrase("leftover of an interrupted write (\(path))", korean: "중단된 쓰기 작업이 남긴 파일 (\(path))")
        case let .orphanImage(path):
            return Phrase("image that no photo refers to (\(path))", korean: "어느 사진에도 속하지 않은 이미지 (\(path))")
        case let .inAlbumAndTrash(id):
            return Phrase(
                "photo \(id) is both in the album and in the trash (trash/\(id).json)",
                korean: "사진 \(id): 앨범과 휴지통 양쪽에 있습니다 (trash/\(id).json)"
            )
        case let .staleIndex(detail):
            return Phrase("index out of date: ", korean: "색인이 문서와 맞지 않습니다: ") + detail + .verbatim(" (index/)")
        case .olderIndex:
            return Phrase(
                "index written by an older poki; the next change rebuilds it (index/)",
                korean: "예전 poki가 쓴 색인입니다. 다음에 앨범을 바꿀 때 다시 만들어집니다 (index/)"
            )
        case let .missingMarker(path, photoCount):
            let s = photoCount == 1 ? "" : "s"
            return Phrase(
                "album.json is missing, though the album holds \(photoCount) photo\(s) (\(path))",
                korean: "앨범에 사진이 \(photoCount)장 있지만 album.json이 없습니다 (\(path))"
            )
        case let .unknownTag(label, ids):
            let listed = ids.prefix(5).map(String.init).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
            if ids.count == 1 {
                return Phrase(
                    "\(ids.count) photo carries the tag '\(label)', which is not in the tag list (\(listed))",
                    korean: "태그 목록에 없는 태그가 사진 \(ids.count)장에 붙어 있습니다: '\(label)' (\(listed))"
                )
            }
            return Phrase(
                "\(ids.count) photos carry the tag '\(label)', which is not in the tag list (\(listed))",
                korean: "태그 목록에 없는 태그가 사진 \(ids.count)장에 붙어 있습니다: '\(label)' (\(listed))"
            )
        case let .syncConflict(path, original, copy, derived):
            let origin: Phrase = switch (copy.device, copy.time) {
            case let (device?, time?): Phrase("device \(device), \(time)", korean: "기기 \(device), \(time)")
            case let (device?, nil): Phrase("device \(device)", korean: "기기 \(device)")
            case let (nil, time?): .verbatim(time)
            case (nil, nil): .verbatim("")
            }
            var subject = Phrase("conflict copy of \(original)", korean: "\(original)의 충돌 사본")
            if !origin.english.isEmpty { subject = subject + Phrase.verbatim(" (") + origin + Phrase.verbatim(")") }
            if derived {
                return subject + Phrase(
                    ": poki works this file out again rather than merge it; 'poki check --repair' takes it in (\(path))",
                    korean: ": poki는 이 파일을 병합하지 않고 다시 만듭니다. 'poki check --repair'를 실행하면 반영됩니다 (\(path))"
                )
            }
            if Self.isMergedByWriters(original) {
                return subject + Phrase(
                    ": two devices changed it while apart; the next change to the album merges it, 'poki check --repair' now (\(path))",
                    korean: ": 두 기기가 떨어져 있는 동안 각각 바꾸었습니다. 다음에 앨범을 바꿀 때 병합되며, 'poki check --repair'를 실행하면 지금 병합됩니다 (\(path))"
                )
            }
            return subject + Phrase(
                ": two devices changed it while apart: keep the version you want as \(original) and remove the other (\(path))",
                korean: ": 두 기기가 떨어져 있는 동안 각각 바꾸었습니다: 원하는 버전을 \(original) 이름으로 남기고 다른 하나는 삭제하십시오 (\(path))"
            )
        case let .looseModes(paths):
            let count = paths.count, first = paths.first ?? ""
            let s = count == 1 ? "" : "s"
            return Phrase(
                "\(count) file\(s) or folder\(s) can be read by other users; albums are private (\(first))",
                korean: "다른 사용자가 읽을 수 있는 파일이나 폴더가 \(count)개 있습니다. 앨범은 비공개여야 합니다 (\(first))"
            )
        }
    }

    /// The English text of ``phrase``: what `--json` output and logs carry.
    public var description: String { phrase.english }

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
