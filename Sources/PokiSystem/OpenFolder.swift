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

    /// The subfolder `name`, made with `permissions` when missing.
    /// - Throws: `callFailed` with `ELOOP` or `ENOTDIR` when `name` is a link or not a folder.
    package func subfolder(_ name: String, permissions: UInt32) throws -> OpenFolder {
        let child = PathName.join(path, name)
        if Platform.mkdirat(descriptor, name, permissions) == 0 {
            let made = try open(name, flags: Platform.readOnly | Platform.directoryOnly | Platform.noFollow, path: child)
            try Syscall.setPermissions(made, permissions, path: child)
            return OpenFolder(path: child, descriptor: made)
        } else if Platform.errorNumber != Platform.fileExists {
            throw FileSystemError.callFailed(operation: "mkdir", path: child, code: Platform.errorNumber)
        }
        return OpenFolder(path: child, descriptor: try open(name, flags: Platform.readOnly | Platform.directoryOnly | Platform.noFollow, path: child))
    }

    /// Replaces the file `name` with `bytes` atomically: a new temporary file (never a link
    /// followed), fsynced, renamed over `name` (a link there is replaced, not followed). The
    /// caller fsyncs the folder with ``sync()`` once its writes are done.
    package func write(_ bytes: [UInt8], named name: String, permissions: UInt32) throws {
        let temporaryName = AtomicFile.temporaryName(for: name)
        let temporary = PathName.join(path, temporaryName)
        let file = try open(temporaryName, flags: Platform.writeOnlyCreateExclusive | Platform.noFollow, permissions: permissions, path: temporary)
        do {
            try Syscall.setPermissions(file, permissions, path: temporary)
            try bytes.withUnsafeBytes { (buffer) throws in try Syscall.writeAll(file, buffer, path: temporary) }
            try Syscall.fsync(file, path: temporary)
            try Syscall.close(file, path: temporary)
        } catch {
            _ = Platform.close(file)
            _ = Platform.unlinkat(descriptor, temporaryName)
            throw error
        }
        if Platform.renameat(descriptor, temporaryName, name) == -1 {
            let code = Platform.errorNumber
            _ = Platform.unlinkat(descriptor, temporaryName)
            throw FileSystemError.callFailed(operation: "rename", path: PathName.join(path, name), code: code)
        }
    }

    /// Removes the file (or link) `name`; one that is already gone is not an error.
    package func remove(named name: String) throws {
        if Platform.unlinkat(descriptor, name) == -1, Platform.errorNumber != Platform.noSuchFile {
            throw FileSystemError.callFailed(operation: "unlink", path: PathName.join(path, name), code: Platform.errorNumber)
        }
    }

    /// Makes the renames and removals in the folder durable.
    package func sync() throws {
        try Syscall.fsync(descriptor, path: path)
    }

    private func open(_ name: String, flags: Int32, permissions: UInt32 = 0, path: String) throws -> Int32 {
        while true {
            let result = Platform.openat(descriptor, name, flags | Platform.closeOnExec, permissions)
            if result != -1 { return result }
            guard Platform.errorNumber == Platform.interrupted else {
                throw FileSystemError.callFailed(operation: "open", path: path, code: Platform.errorNumber)
            }
        }
    }
}
