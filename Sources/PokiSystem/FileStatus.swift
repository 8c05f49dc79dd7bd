/// The kind, size and owner-visible details of a file, as `lstat` (or `fstat`) reports them.
package struct FileStatus: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, fifo, socket, device

        /// `a FIFO`, `a directory` …: how an error message names a file of this kind (in Korean
        /// without the article: `FIFO`, `폴더`).
        package var article: Phrase {
            switch self {
            case .regular: Phrase("a regular file", korean: "일반 파일")
            case .directory: Phrase("a directory", korean: "폴더")
            case .symbolicLink: Phrase("a symbolic link", korean: "심볼릭 링크")
            case .fifo: Phrase("a FIFO", korean: "FIFO")
            case .socket: Phrase("a socket", korean: "소켓")
            case .device: Phrase("a device", korean: "장치 파일")
            }
        }
    }

    package var kind: Kind
    /// Size in bytes.
    package var size: Int
    /// The permission bits (`st_mode & 0o7777`).
    package var permissions: UInt32 = 0
    /// The file system the file is on (`st_dev`).
    package var device: UInt64 = 0
    /// The inode number and the modification time in nanoseconds since 1970: a file written again,
    /// in place or by renaming a new file over it, differs in one of them.
    package var inode: UInt64 = 0
    package var modificationTime: Int64 = 0
}
