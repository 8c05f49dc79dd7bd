/// A copy of a user's file waiting in the album under a temporary name, with its digest.
package struct StagedFile: Sendable, Equatable {
    /// Where the copy is; renamed into place or removed by whoever staged it.
    package var temporaryPath: String
    /// Lower-case hex SHA-256 of the content.
    package var sha256: String
    /// Size in bytes.
    package var byteCount: Int

    package init(temporaryPath: String, sha256: String, byteCount: Int) {
        self.temporaryPath = temporaryPath
        self.sha256 = sha256
        self.byteCount = byteCount
    }
}
