import PokiSystem

/// Why a profile operation, or erasing the album (`poki profile delete`), was refused. Every
/// message names the value or directory involved.
public enum ProfileError: PhrasedError, Sendable, Equatable {
    /// A nickname must be 1 to 32 characters without control characters or bidirectional controls (``ControlCharacters``).
    case invalidNickname(String)
    /// There is nothing at the album location, so there is nothing to erase.
    case noAlbum(directory: String)
    /// The directory exists but has no album marker: poki erases only its own albums.
    case notAnAlbum(directory: String)

    public var phrase: Phrase {
        switch self {
        case let .invalidNickname(nickname):
            return Phrase(
                "a nickname must be 1 to 32 characters without control characters or bidirectional controls such as U+202E ('\(nickname)')",
                korean: "별명은 1~32자여야 하며 제어 문자나 U+202E 같은 양방향 제어 문자를 쓸 수 없습니다 ('\(nickname)')"
            )
        case let .noAlbum(directory):
            return Phrase(
                "there is no poki album here; nothing was removed (\(directory))",
                korean: "이곳에는 poki 앨범이 없습니다. 아무것도 삭제하지 않았습니다 (\(directory))"
            )
        case let .notAnAlbum(directory):
            return Phrase(
                "refusing to delete a directory that is not a poki album (it has no album.json); nothing was removed (\(directory))",
                korean: "poki 앨범이 아닌 폴더(album.json이 없음)는 삭제하지 않습니다. 아무것도 삭제하지 않았습니다 (\(directory))"
            )
        }
    }
}
