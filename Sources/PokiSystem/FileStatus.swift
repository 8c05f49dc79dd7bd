/// The kind, size and owner-visible details of a file, as `lstat` (or `fstat`) reports them.
package struct FileStatus: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, fifo, socket, device

        /// `a FIFO`, `a directory` …: how an error message names a file of this kind.
        package var article: String {
            switch self {
            case .regular: return "a regular file"
            case .directory: return "a directory"
            case .symbolicLink: return "a symbolic link"
            case .fifo: return "a FIFO"
            case .socket: return "a socket"
            case .device: return "a device"
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
