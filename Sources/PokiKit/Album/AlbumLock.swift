/// An advisory `flock` on the album's sidecar `lock` file.
///
/// Writers hold it exclusively while they allocate IDs and rename documents into place. The lock
/// is on a file that is never replaced: `rename` gives a rewritten file a new inode, which would
/// silently split the lock.
final class AlbumLock {
    private let descriptor: Int32
    private let path: String

    /// Blocks until the lock is held.
    init(path: String, exclusive: Bool = true) throws {
        self.path = path
        descriptor = try Syscall.open(path, flags: Platform.readWriteCreate, permissions: 0o644)
        do {
            try Syscall.flock(descriptor, exclusive ? Platform.lockExclusive : Platform.lockShared, path: path)
        } catch {
            _ = Platform.close(descriptor)
            throw error
        }
    }

    /// Closing the descriptor releases the lock.
    deinit {
        _ = Platform.close(descriptor)
    }

    /// Runs `body` while holding an exclusive lock on `path`.
    static func withExclusive<Result>(at path: String, _ body: () throws -> Result) throws -> Result {
        let lock = try AlbumLock(path: path)
        defer { withExtendedLifetime(lock) {} }
        return try body()
    }
}
