/// Why a profile operation, or erasing the album (`poki profile delete`), was refused. Every
/// message names the value or directory involved.
public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A nickname must be 1 to 32 characters without control characters or bidirectional controls (``ControlCharacters``).
    case invalidNickname(String)
    /// There is nothing at the album location, so there is nothing to erase.
    case noAlbum(directory: String)
    /// The directory exists but has no album marker: poki erases only its own albums.
    case notAnAlbum(directory: String)

    public var description: String {
        switch self {
        case let .invalidNickname(nickname):
            return "a nickname must be 1 to 32 characters without control characters or bidirectional controls such as U+202E ('\(nickname)')"
        case let .noAlbum(directory):
            return "there is no poki album here; nothing was removed (\(directory))"
        case let .notAnAlbum(directory):
            return "refusing to delete a directory that is not a poki album (it has no album.json); nothing was removed (\(directory))"
        }
    }
}
