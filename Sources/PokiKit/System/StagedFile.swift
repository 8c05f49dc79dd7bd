/// A copy of a user's file waiting in the album under a temporary name, with its digest.
struct StagedFile: Sendable, Equatable {
    /// Where the copy is; renamed into place or removed by whoever staged it.
    var temporaryPath: String
    /// Lower-case hex SHA-256 of the content.
    var sha256: String
    /// Size in bytes.
    var byteCount: Int
}
