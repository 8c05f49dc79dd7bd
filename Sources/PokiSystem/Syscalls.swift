/// The one place through which poki's POSIX calls pass: each retries `EINTR` and turns a failure
/// into ``FileSystemError/callFailed(operation:path:code:)`` naming the call and the path.
package enum Syscall {
    // MARK: Descriptors

    /// Opens `path`; `permissions` apply when the file is created (less what the umask removes).
    package static func open(_ path: String, flags: Int32, permissions: UInt32 = 0o600) throws -> Int32 {
        try retrying("open", path) { Platform.open(path, flags | Platform.closeOnExec, permissions) }
    }

    /// Creates a new file for writing (it must not exist) with exactly `permissions`, whatever the
    /// umask: an album's files are private (0600).
    package static func createExclusive(_ path: String, permissions: UInt32 = 0o600) throws -> Int32 {
        let descriptor = try open(path, flags: Platform.writeOnlyCreateExclusive | Platform.noFollow, permissions: permissions)
        if Platform.fchmod(descriptor, permissions) == -1 {
            let code = Platform.errorNumber
            _ = Platform.close(descriptor)
            try? unlinkIfPresent(path)
            throw FileSystemError.callFailed(operation: "chmod", path: path, code: code)
        }
        return descriptor
    }

    /// Opens an existing regular file for reading, refusing anything else: a FIFO (opened without
    /// blocking, then refused), a device such as `/dev/zero` that never ends, a directory, and,
    /// unless `followingLinks`, a symbolic link. Files inside the album are opened with
    /// `followingLinks: false`, so no read follows a link out of it.
    /// - Throws: ``FileSystemError/notARegularFile(path:kind:)``, or `callFailed` (ENOENT when missing).
    package static func openRegularFile(_ path: String, followingLinks: Bool) throws -> Int32 {
        let flags = Platform.readOnly | Platform.nonBlocking | (followingLinks ? 0 : Platform.noFollow)
        let descriptor: Int32
        do {
            descriptor = try open(path, flags: flags)
        } catch let FileSystemError.callFailed(_, _, code) where code == Platform.tooManyLinks && !followingLinks {
            throw FileSystemError.notARegularFile(path: path, kind: FileStatus.Kind.symbolicLink.article)
        }
        switch Platform.status(of: descriptor) {
        case let .success(status) where status.kind == .regular:
            return descriptor
        case let .success(status):
            _ = Platform.close(descriptor)
            throw FileSystemError.notARegularFile(path: path, kind: status.kind.article)
        case let .failure(error):
            _ = Platform.close(descriptor)
            throw FileSystemError.callFailed(operation: "fstat", path: path, code: error.code)
        }
    }

    static func close(_ descriptor: Int32, path: String) throws {
        // close is not retried on EINTR: on Linux the descriptor is already released.
        if Platform.close(descriptor) == -1 {
            throw FileSystemError.callFailed(operation: "close", path: path, code: Platform.errorNumber)
        }
    }

    /// Reads up to `buffer.count` bytes; 0 means end of file.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        return try retrying("read", path) { Platform.read(descriptor, base, buffer.count) }
    }

    /// Writes every byte of `bytes`, looping over short writes.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = try retrying("write", path) { Platform.write(descriptor, base + offset, bytes.count - offset) }
            offset += written
        }
    }

    // MARK: Standard streams

    /// Writes every byte of `bytes` to `descriptor` (standard output or error), retrying short
    /// writes and `EINTR`.
    /// - Returns: the `errno` of a write that failed (`ENOSPC` on a full disk, `EPIPE` when the
    ///   reader is gone), or nil when everything was written.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        do {
            try bytes.withUnsafeBytes { try writeAll(descriptor, $0, path: "") }
            return nil
        } catch let FileSystemError.callFailed(_, _, code) {
            return code
        } catch {
            return Platform.errorNumber
        }
    }

    /// Every byte up to the end of the input on `descriptor` (standard input), retrying `EINTR`;
    /// what was read before an error, when one ends the reading.
    package static func readAll(from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while let count = try? buffer.withUnsafeMutableBytes({ try read(descriptor, into: $0, path: "") }), count > 0 {
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    static func fsync(_ descriptor: Int32, path: String) throws {
        _ = try retrying("fsync", path) { Int(Platform.fsync(descriptor)) }
    }

    package static func flock(_ descriptor: Int32, _ operation: Int32, path: String) throws {
        _ = try retrying("flock", path) { Int(Platform.flock(descriptor, operation)) }
    }

    // MARK: Paths

    package static func rename(_ source: String, to destination: String) throws {
        _ = try retrying("rename", destination) { Int(Platform.rename(source, destination)) }
    }

    /// Gives `source`'s file the second name `destination`; fails with `EEXIST` when that exists.
    static func link(_ source: String, to destination: String) throws {
        _ = try retrying("link", destination) { Int(Platform.link(source, destination)) }
    }

    /// Removes a file; a file that is already gone is not an error.
    package static func unlinkIfPresent(_ path: String) throws {
        if Platform.unlink(path) == -1, Platform.errorNumber != Platform.noSuchFile {
            throw FileSystemError.callFailed(operation: "unlink", path: path, code: Platform.errorNumber)
        }
    }

    /// Removes an empty directory; one that is already gone is not an error.
    package static func removeDirectoryIfPresent(_ path: String) throws {
        if Platform.rmdir(path) == -1, Platform.errorNumber != Platform.noSuchFile {
            throw FileSystemError.callFailed(operation: "rmdir", path: path, code: Platform.errorNumber)
        }
    }

    /// Creates a directory with exactly `permissions` (private, 0700, whatever the umask); one that
    /// already exists is not an error and keeps its mode.
    package static func makeDirectoryIfMissing(_ path: String, permissions: UInt32 = 0o700) throws {
        if Platform.mkdir(path, permissions) == -1 {
            if Platform.errorNumber == Platform.fileExists { return }
            throw FileSystemError.callFailed(operation: "mkdir", path: path, code: Platform.errorNumber)
        }
        try changePermissions(path, to: permissions)
    }

    /// Creates a directory that must not exist yet, for its owner only (`0700`) whatever the umask.
    static func makePrivateDirectory(_ path: String) throws {
        _ = try retrying("mkdir", path) { Int(Platform.mkdir(path, 0o700)) }
        _ = try retrying("chmod", path) { Int(Platform.chmod(path, 0o700)) }
    }

    /// Sets an open file's permission bits exactly, whatever the umask took away.
    static func setPermissions(_ descriptor: Int32, _ permissions: UInt32, path: String) throws {
        _ = try retrying("fchmod", path) { Int(Platform.fchmod(descriptor, permissions)) }
    }

    /// Sets the permission bits of `path` (a link is followed: callers check the kind first).
    package static func changePermissions(_ path: String, to permissions: UInt32) throws {
        _ = try retrying("chmod", path) { Int(Platform.chmod(path, permissions)) }
    }

    /// The file's kind and size, or nil when nothing is at `path`. A symbolic link is described
    /// itself unless `followingLink`.
    package static func status(_ path: String, followingLink: Bool = false) throws -> FileStatus? {
        switch Platform.status(path, followingLink: followingLink) {
        case let .success(status): return status
        case let .failure(error) where error.code == Platform.noSuchFile: return nil
        case let .failure(error): throw FileSystemError.callFailed(operation: "stat", path: path, code: error.code)
        }
    }

    /// The names in a directory (without `.` and `..`), sorted; an empty list when it does not exist.
    package static func entries(of directory: String) throws -> [String] {
        switch Platform.directoryEntries(directory) {
        case let .success(names): return names.sorted()
        case let .failure(error) where error.code == Platform.noSuchFile: return []
        case let .failure(error): throw FileSystemError.callFailed(operation: "opendir", path: directory, code: error.code)
        }
    }

    // MARK: Whole files

    /// The whole content of a file of the album, or nil when it does not exist. A symbolic link, a
    /// FIFO or a device is refused (``openRegularFile(_:followingLinks:)``), never read.
    package static func contentsIfPresent(of path: String) throws -> [UInt8]? {
        do {
            return try contents(of: path, followingLinks: false)
        } catch let FileSystemError.callFailed(_, _, code) where code == Platform.noSuchFile {
            return nil
        }
    }

    /// The whole content of a regular file (``openRegularFile(_:followingLinks:)`` says which files
    /// are refused).
    package static func contents(of path: String, followingLinks: Bool) throws -> [UInt8] {
        let descriptor = try openRegularFile(path, followingLinks: followingLinks)
        defer { _ = Platform.close(descriptor) }
        return try readToEnd(descriptor, path: path)
    }

    /// The whole content of a file or a stream the user names: a regular file, a pipe or FIFO
    /// (`<(…)`, `/dev/stdin` on a pipe), or the terminal. A directory and any other device
    /// (`/dev/zero` never ends) are refused. `-` is standard input, which is read as it is.
    /// - Throws: ``FileSystemError/notARegularFile(path:kind:)``, or `callFailed` (ENOENT when
    ///   missing, or the error that ended the reading).
    package static func streamContents(of path: String) throws -> [UInt8] {
        if path == "-" { return try readToEnd(Platform.standardInput, path: "standard input") }
        let descriptor = try open(path, flags: Platform.readOnly)
        defer { _ = Platform.close(descriptor) }
        switch Platform.status(of: descriptor) {
        case let .success(status) where [.regular, .fifo].contains(status.kind):
            break
        case let .success(status) where status.kind == .device && Platform.isTerminal(descriptor):
            break
        case let .success(status):
            throw FileSystemError.notARegularFile(path: path, kind: status.kind.article)
        case let .failure(error):
            throw FileSystemError.callFailed(operation: "fstat", path: path, code: error.code)
        }
        return try readToEnd(descriptor, path: path)
    }

    /// Every byte up to the end of what `descriptor` gives; `path` names it in errors.
    private static func readToEnd(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var result: [UInt8] = []
        // An uninitialised stack buffer: most album files (documents, index buckets) fit in one read,
        // and a zero-filled heap buffer per file would cost more than reading the file.
        try withUnsafeTemporaryAllocation(byteCount: 16 * 1024, alignment: 16) { buffer in
            while true {
                let count = try read(descriptor, into: buffer, path: path)
                if count == 0 { break }
                result.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            }
        }
        return result
    }

    // MARK: Names relative to an open folder

    /// The names in the folder open on `folder` (without `.` and `..`), sorted; `path` names it in errors.
    static func entries(in folder: Int32, path: String) throws -> [String] {
        switch Platform.directoryEntries(descriptor: folder) {
        case let .success(names): return names.sorted()
        case let .failure(error): throw FileSystemError.callFailed(operation: "opendir", path: path, code: error.code)
        }
    }

    /// Opens `name` in the folder open on `folder`; `path` names it in errors.
    static func open(_ name: String, in folder: Int32, flags: Int32, permissions: UInt32 = 0, path: String) throws -> Int32 {
        try retrying("open", path) { Platform.openat(folder, name, flags | Platform.closeOnExec, permissions) }
    }

    /// Makes the folder `name` in the folder open on `folder`; false when it was there already.
    static func makeDirectory(_ name: String, in folder: Int32, permissions: UInt32, path: String) throws -> Bool {
        if Platform.mkdirat(folder, name, permissions) == 0 { return true }
        guard Platform.errorNumber == Platform.fileExists else {
            throw FileSystemError.callFailed(operation: "mkdir", path: path, code: Platform.errorNumber)
        }
        return false
    }

    /// Renames `source` to `destination`, both in the folder open on `folder`.
    static func rename(_ source: String, to destination: String, in folder: Int32, path: String) throws {
        _ = try retrying("rename", path) { Int(Platform.renameat(folder, source, destination)) }
    }

    /// Removes the file (or link) `name` in the folder open on `folder`; one already gone is not an error.
    static func unlinkIfPresent(_ name: String, in folder: Int32, path: String) throws {
        if Platform.unlinkat(folder, name) == -1, Platform.errorNumber != Platform.noSuchFile {
            throw FileSystemError.callFailed(operation: "unlink", path: path, code: Platform.errorNumber)
        }
    }

    // MARK: Retrying

    private static func retrying<Value: BinaryInteger>(_ operation: String, _ path: String, _ call: () -> Value) throws -> Value {
        while true {
            let result = call()
            if result != -1 { return result }
            let code = Platform.errorNumber
            if code != Platform.interrupted {
                throw FileSystemError.callFailed(operation: operation, path: path, code: code)
            }
        }
    }
}
