import PokiSystem

/// Why an export could not be made. Every case names the folder or the file.
public enum ExportError: PhrasedError, Sendable, Equatable {
    /// The folder holds files but no export marker: it is not a previous poki export.
    case foreignDirectory(path: String)
    /// Something other than a folder is where the export should go; `kind` names what it is
    /// (``FileStatus/Kind/article``).
    case notADirectory(path: String, kind: Phrase)
    /// The folder is inside the album, which only poki writes.
    case insideAlbum(path: String, album: String)
    /// The export marker is there but cannot be read as one.
    case damagedMarker(path: String, reason: Phrase)
    /// A photo's image could not be made into pictures.
    case picture(id: Int, reason: Phrase)

    public var phrase: Phrase {
        switch self {
        case let .foreignDirectory(path):
            return Phrase(
                "\(path) is not empty and is not a poki export (no \(ExportManifest.fileName)); choose an empty or new folder",
                korean: "\(path) 폴더는 비어 있지 않고 poki로 내보낸 폴더도 아닙니다 (\(ExportManifest.fileName) 없음). 빈 폴더나 새 폴더를 고르십시오"
            )
        case let .notADirectory(path, kind):
            return Phrase("\(path) is ", korean: "\(path): 폴더가 아니라 ") + kind
                + Phrase(", not a folder to export into", korean: "이므로 그 안에 내보낼 수 없습니다")
        case let .insideAlbum(path, album):
            return Phrase(
                "\(path) is inside the album (\(album)); export into a folder outside it",
                korean: "\(path) 폴더는 앨범(\(album)) 안에 있습니다. 앨범 밖의 폴더에 내보내십시오"
            )
        case let .damagedMarker(path, reason):
            return Phrase("\(path): not a readable export marker (", korean: "\(path): 읽을 수 있는 내보내기 표시 파일이 아닙니다 (") + reason
                + Phrase("); remove it to export into this folder again", korean: "). 이 폴더에 다시 내보내려면 이 파일을 지우십시오")
        case let .picture(id, reason):
            return Phrase("photo \(id): ", korean: "사진 \(id): ") + reason
        }
    }
}
