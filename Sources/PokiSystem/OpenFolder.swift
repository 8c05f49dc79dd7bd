/// A folder opened once, whose files are written, replaced and removed by name relative to it,
/// never through a link: a subfolder that is (or becomes) a symbolic link is refused when opened,
/// and a folder swapped for a link after it was opened still gets the writes it was opened for,
/// not the place the link leads to. For folders poki writes that are not the album's own, such
/// as a web album, which others may change between two exports.
package final class OpenFolder: Sendable {
    /// The folder's path, for messages.
    package let path: String
    private let descriptor: Int32

    /// Opens the folder at `path`; a link there is followed (the user named it), none below it.
    package convenience init(_ path: String) throws {
        let descriptor = try Syscall.open(path, flags: Platform.readOnly | Platform.directoryOnly)
        self.init(path: path, descriptor: descriptor)
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { _ = Platform.close(descriptor) }

    /// The subfolder `name`, made with exactly `permissions` when missing.
    /// - Throws: `callFailed` with `ELOOP` or `ENOTDIR` when `name` is a link or not a folder.
    package func subfolder(_ name: String, permissions: UInt32) throws -> OpenFolder {
        let child = PathName.join(path, name)
        let made = try Syscall.makeDirectory(name, in: descriptor, permissions: permissions, path: child)
        let opened = OpenFolder(
            path: child,
            descriptor: try Syscall.open(name, in: descriptor, flags: Platform.readOnly | Platform.directoryOnly | Platform.noFollow, path: child)
        )
        if made { try Syscall.setPermissions(opened.descriptor, permissions, path: child) }
        return opened
    }

    /// Replaces the file `name` with `bytes` atomically: a new temporary file (never a link
    /// followed), fsynced, renamed over `name` (a link there is replaced, not followed). The
    /// caller fsyncs the folder with ``sync()`` once its writes are done.
    package func write(_ bytes: [UInt8], named name: String, permissions: UInt32) throws {
        let temporaryName = AtomicFile.temporaryName(for: name)
        let temporary = PathName.join(path, temporaryName)
        let file = try Syscall.open(
            temporaryName, in: descriptor, flags: Platform.writeOnlyCreateExclusive | Platform.noFollow, permissions: permissions, path: temporary
        )
        var isOpen = true
        do {
            try Syscall.setPermissions(file, permissions, path: temporary)
            try bytes.withUnsafeBytes { (buffer) throws in try Syscall.writeAll(file, buffer, path: temporary) }
            try Syscall.fsync(file, path: temporary)
            isOpen = false
            try Syscall.close(file, path: temporary)
            try Syscall.rename(temporaryName, to: name, in: descriptor, path: PathName.join(path, name))
        } catch {
            // close is never retried: after a failed close the descriptor may be another thread's.
            if isOpen { _ = Platform.close(file) }
            try? Syscall.unlinkIfPresent(temporaryName, in: descriptor, path: temporary)
            throw error
        }
    }

    /// Removes the file (or link) `name`; one that is already gone is not an error.
    package func remove(named name: String) throws {
        try Syscall.unlinkIfPresent(name, in: descriptor, path: PathName.join(path, name))
    }

    /// The names in the folder, sorted, read through the folder opened (not through a link that
    /// may have taken its place).
    package func entries() throws -> [String] {
        try Syscall.entries(in: descriptor, path: path)
    }

    /// Makes the renames and removals in the folder durable.
    package func sync() throws {
        try Syscall.fsync(descriptor, path: path)
    }
}
