import PokiSystem

/// An advisory `flock` on the album's sidecar `lock` file.
///
/// Writers hold it exclusively while they allocate IDs and rename documents into place; `check`
/// holds it shared, so it sees no writer half-way and needs no write access to the album. The lock
/// is on a file that is never replaced: `rename` gives a rewritten file a new inode, which would
/// silently split the lock. Only erasing the album removes it; a process that was waiting then
/// holds a lock on a file no longer in the album, which ``isStillInPlace()`` tells.
package final class AlbumLock {
    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String, exclusive: Bool) throws {
        self.descriptor = descriptor
        self.path = path
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

    /// Blocks until the exclusive lock is held, creating the lock file (0600) when missing. A link
    /// or anything but a regular file is refused, so the lock never creates or locks a file
    /// outside the album.
    package static func exclusive(at path: String) throws -> AlbumLock {
        try AlbumLock(descriptor: try openForWriting(path), path: path, exclusive: true)
    }

    /// Blocks until a shared lock is held; the file is opened read-only. When it does not exist or
    /// cannot be opened (a read-only album of another user), nothing is locked and the result is
    /// nil: a reader never needs the lock for correctness, only to avoid seeing a writer half-way.
    static func sharedIfPossible(at path: String) throws -> AlbumLock? {
        let descriptor: Int32
        do {
            descriptor = try Syscall.openRegularFile(path, followingLinks: false)
        } catch FileSystemError.callFailed {
            return nil
        }
        return try AlbumLock(descriptor: descriptor, path: path, exclusive: false)
    }

    /// Whether the locked file is still the album's `lock` (not removed by an erasure meanwhile).
    func isStillInPlace() throws -> Bool {
        guard case let .success(locked) = Platform.status(of: descriptor), let current = try Syscall.status(path) else { return false }
        return locked.device == current.device && locked.inode == current.inode
    }

    /// Runs `body` while holding an exclusive lock on `path`.
    static func withExclusive<Result>(at path: String, _ body: () throws -> Result) throws -> Result {
        let lock = try exclusive(at: path)
        defer { withExtendedLifetime(lock) {} }
        return try body()
    }

    /// Runs `body` while holding a shared lock on `path`, when one can be taken.
    static func withShared<Result>(at path: String, _ body: () throws -> Result) throws -> Result {
        let lock = try sharedIfPossible(at: path)
        defer { withExtendedLifetime(lock) {} }
        return try body()
    }

    private static func openForWriting(_ path: String) throws -> Int32 {
        var descriptor: Int32 = -1
        do {
            descriptor = try Syscall.createExclusive(path)
        } catch let FileSystemError.callFailed(_, _, code) where code == Platform.fileExists {
            // Already there (or a link, which O_EXCL never follows): open it without following.
        }
        if descriptor == -1 {
            do {
                descriptor = try Syscall.open(path, flags: Platform.readWrite | Platform.noFollow | Platform.nonBlocking)
            } catch let FileSystemError.callFailed(_, _, code) where code == Platform.tooManyLinks {
                throw FileSystemError.notARegularFile(path: path, kind: FileStatus.Kind.symbolicLink.article)
            }
        }
        guard case let .success(status) = Platform.status(of: descriptor), status.kind == .regular else {
            let kind = (try? Syscall.status(path))?.kind ?? .device
            _ = Platform.close(descriptor)
            throw FileSystemError.notARegularFile(path: path, kind: kind.article)
        }
        return descriptor
    }
}
