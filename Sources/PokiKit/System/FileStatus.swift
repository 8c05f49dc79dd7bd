/// The kind and size of a file, as `lstat` reports them (symbolic links are not followed).
struct FileStatus: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case regular, directory, symbolicLink, other }
    var kind: Kind
    /// Size in bytes.
    var size: Int
    /// The inode number and the modification time in nanoseconds since 1970: a file written again,
    /// in place or by renaming a new file over it, differs in one of them.
    var inode: UInt64 = 0
    var modificationTime: Int64 = 0
}
