/// Why an export could not be made. Every case names the folder or the file.
public enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder holds files but no export marker: it is not a previous poki export.
    case foreignDirectory(path: String)
    /// Something other than a folder is where the export should go.
    case notADirectory(path: String, kind: String)
    /// The folder is inside the album, which only poki writes.
    case insideAlbum(path: String, album: String)
    /// The export marker is there but cannot be read as one.
    case damagedMarker(path: String, reason: String)
    /// A photo's image could not be made into pictures.
    case picture(id: Int, reason: String)

    public var description: String {
        switch self {
        case let .foreignDirectory(path):
            return "\(path) is not empty and is not a poki export (no \(ExportManifest.fileName)); choose an empty or new folder"
        case let .notADirectory(path, kind):
            return "\(path) is \(kind), not a folder to export into"
        case let .insideAlbum(path, album):
            return "\(path) is inside the album (\(album)); export into a folder outside it"
        case let .damagedMarker(path, reason):
            return "\(path): not a readable export marker (\(reason)); remove it to export into this folder again"
        case let .picture(id, reason):
            return "photo \(id): \(reason)"
        }
    }
}
