/// Writes that a reader or a crash never sees half done: the bytes go to a temporary file in the
/// same directory, which is fsynced, renamed over the destination, and the directory fsynced.
package enum AtomicFile {
    /// Every temporary file poki creates starts with this, so `check` can find leftovers of
    /// interrupted writes.
    package static let temporaryPrefix = ".tmp-"

    // MARK: Writing

    /// Replaces `path` with `bytes` atomically.
    ///
    /// - Parameters:
    ///   - syncDirectory: false when the caller renames several files into one directory and fsyncs
    ///     it once afterwards with ``syncDirectory(_:)``.
    ///   - replacing: false to create `path` only if nothing is there: then an existing file stays
    ///     as it was and ``FileSystemError/alreadyExists(path:)`` is thrown.
    ///   - permissions: the new file's mode before the umask (0600: the album is private; an
    ///     exported web album is 0644, for a web server to read).
    ///   - durable: false for a file that may be lost in a crash (a hint worked out again when
    ///     missing): it is neither fsynced nor its directory.
    package static func write(
        _ bytes: [UInt8], to path: String, syncDirectory shouldSync: Bool = true, replacing: Bool = true, permissions: UInt32 = 0o600,
        durable: Bool = true
    ) throws {
        let directory = PathName.directory(of: path)
        let temporary = temporaryPath(in: directory, for: PathName.lastComponent(of: path))
        let descriptor = try Syscall.createExclusive(temporary, permissions: permissions)
        do {
            try bytes.withUnsafeBytes { (buffer) throws in
                try Syscall.writeAll(descriptor, buffer, path: temporary)
            }
            if durable { try Syscall.fsync(descriptor, path: temporary) }
            try Syscall.close(descriptor, path: temporary)
        } catch {
            _ = Platform.close(descriptor)
            try? Syscall.unlinkIfPresent(temporary)
            throw error
        }
        do {
            if replacing {
                try Syscall.rename(temporary, to: path)
            } else {
                try move(temporary, toNew: path)
            }
        } catch {
            try? Syscall.unlinkIfPresent(temporary)
            throw error
        }
        if shouldSync && durable { try syncDirectory(directory) }
    }

    /// Copies `source` into a new temporary file in `directory`, computing its SHA-256 on the way.
    /// The copy is not fsynced: the caller calls ``sync(_:)`` before renaming it into place, or
    /// removes it.
    package static func stageCopy(of source: String, into directory: String) throws -> StagedFile {
        let input: Int32
        do {
            input = try Syscall.openRegularFile(source, followingLinks: true)
        } catch {
            throw unreadable(source, error)
        }
        defer { _ = Platform.close(input) }
        let temporary = temporaryPath(in: directory, for: "incoming")
        let output = try Syscall.createExclusive(temporary)
        var hasher = SHA256()
        var size = 0
        do {
            var chunk = [UInt8](repeating: 0, count: 256 * 1024)
            while true {
                let count: Int
                do {
                    count = try chunk.withUnsafeMutableBytes { (buffer) throws -> Int in
                        try Syscall.read(input, into: buffer, path: source)
                    }
                } catch {
                    throw unreadable(source, error)
                }
                if count == 0 { break }
                size += count
                try chunk.withUnsafeBytes { (buffer) throws in
                    let filled = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
                    hasher.update(filled)
                    try Syscall.writeAll(output, filled, path: temporary)
                }
            }
            try Syscall.close(output, path: temporary)
        } catch {
            _ = Platform.close(output)
            try? Syscall.unlinkIfPresent(temporary)
            throw error
        }
        return StagedFile(temporaryPath: temporary, sha256: SHA256.hex(hasher.finalize()), byteCount: size)
    }

    /// Makes a staged copy's bytes durable. Done at commit time, not while staging, so that an
    /// importer's decoding threads never wait for the disk.
    package static func sync(_ file: StagedFile) throws {
        let descriptor = try Syscall.open(file.temporaryPath, flags: Platform.readOnly)
        defer { _ = Platform.close(descriptor) }
        try Syscall.fsync(descriptor, path: file.temporaryPath)
    }

    /// Gives a staged copy its final name, fsyncing it first: the only way a staged file becomes
    /// visible, so no caller can show a copy whose bytes are not on disk yet. (Syncing earlier,
    /// outside the lock, makes this fsync nearly free.) The caller fsyncs the directory.
    package static func place(_ file: StagedFile, at destination: String) throws {
        try sync(file)
        try Syscall.rename(file.temporaryPath, to: destination)
    }

    /// ``place(_:at:)`` for a name that must be new: an existing `destination` stays as it was, and
    /// ``FileSystemError/alreadyExists(path:)`` is thrown (the staged copy stays for the caller).
    package static func placeNew(_ file: StagedFile, at destination: String) throws {
        try sync(file)
        try move(file.temporaryPath, toNew: destination)
    }

    /// Renames `source` to `destination` unless something is there: then both stay as they were
    /// and ``FileSystemError/alreadyExists(path:)`` is thrown. `link` fails with `EEXIST` rather
    /// than replace, so no other process can slip a file in between a check and the rename; a file
    /// system without hard links gets the check (poki's own writers hold the album lock).
    package static func move(_ source: String, toNew destination: String) throws {
        do {
            try Syscall.link(source, to: destination)
        } catch let FileSystemError.callFailed(_, _, code) where code == Platform.fileExists {
            throw FileSystemError.alreadyExists(path: destination)
        } catch let FileSystemError.callFailed(_, _, code) where code == Platform.notPermitted || code == Platform.notSupported {
            guard try Syscall.status(destination) == nil else { throw FileSystemError.alreadyExists(path: destination) }
            try Syscall.rename(source, to: destination)
            return
        }
        try Syscall.unlinkIfPresent(source)
    }

    // MARK: Directories

    /// Makes renames and creations in `directory` durable.
    package static func syncDirectory(_ directory: String) throws {
        let descriptor = try Syscall.open(directory, flags: Platform.readOnly | Platform.directoryOnly)
        defer { _ = Platform.close(descriptor) }
        try Syscall.fsync(descriptor, path: directory)
    }

    // MARK: Names

    /// Whether `name` is a temporary file whose writer is gone: an interrupted write. A temporary
    /// file of a running process (an add copying its image outside the lock) is not a leftover.
    package static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix(temporaryPrefix) else { return false }
        let processID = name.dropFirst(temporaryPrefix.count).prefix { $0 != "-" }
        guard let processID = Int32(processID) else { return true }
        return processID != Platform.processID() && !Platform.processExists(processID)
    }

    /// A fresh temporary path in `directory`, unique to this process and call.
    package static func temporaryPath(in directory: String, for name: String) -> String {
        PathName.join(directory, temporaryName(for: name))
    }

    /// A fresh temporary file name for `name`, unique to this process and call.
    package static func temporaryName(for name: String) -> String {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(temporaryPrefix)\(Platform.processID())-\(token)-\(name)"
    }

    private static func unreadable(_ source: String, _ error: any Error) -> any Error {
        switch error as? FileSystemError {
        case let .callFailed(_, _, code)?:
            return FileSystemError.unreadableSource(path: source, reason: .systemError(code))
        case let .notARegularFile(_, kind)?:
            return FileSystemError.unreadableSource(path: source, reason: Phrase("", korean: "일반 파일이 아니라 ") + kind + Phrase(", not a regular file", korean: "입니다"))
        default:
            return error
        }
    }
}
