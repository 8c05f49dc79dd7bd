/// The kind and size of a file, as `lstat` reports them (symbolic links are not followed).
struct FileStatus: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case regular, directory, symbolicLink, other }
    var kind: Kind
    /// Size in bytes.
    var size: Int
}
