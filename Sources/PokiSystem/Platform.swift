#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that knows which C library this platform has.
///
/// Every POSIX function poki calls is bound here, with plain Swift types at the boundary, so that
/// ``Syscall`` (which adds `EINTR` retries and thrown errors) never imports a C library itself.
package enum Platform {
    // MARK: Constants

    static let readOnly = O_RDONLY
    static let writeOnlyCreateExclusive = O_WRONLY | O_CREAT | O_EXCL
    package static let readWriteCreate = O_RDWR | O_CREAT
    package static let readWrite = O_RDWR
    package static let closeOnExec = O_CLOEXEC
    static let directoryOnly = O_DIRECTORY
    package static let noFollow = O_NOFOLLOW
    package static let nonBlocking = O_NONBLOCK
    package static let tooManyLinks = ELOOP
    package static let notADirectory = ENOTDIR
    static let interrupted = EINTR
    package static let noSuchFile = ENOENT
    package static let fileExists = EEXIST
    package static let directoryNotEmpty = ENOTEMPTY
    static let notPermitted = EPERM
    static let notSupported = EOPNOTSUPP
    package static let lockExclusive = LOCK_EX
    package static let lockShared = LOCK_SH

    // MARK: Errors

    package static var errorNumber: Int32 { errno }

    package static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whether `code` says the disk is full or the user's quota is spent.
    package static func isOutOfSpace(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT
    }

    /// The current folder (`getcwd`), or nil when it cannot be told (removed meanwhile).
    package static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return FileNameBytes.string(cString: buffer)
    }

    /// Why this process may not write into `path` (`access(W_OK)`: the error number), or nil when it
    /// may or when `path` does not exist.
    package static func writeRefusal(_ path: String) -> Int32? {
        let result = FileNameBytes.withCString(path) { access($0, W_OK) }
        return result == 0 || errno == ENOENT ? nil : errno
    }

    /// Whether `code` says a file may not be written: no permission, or a read-only file system.
    package static func isWriteRefused(_ code: Int32) -> Bool {
        code == EACCES || code == EPERM || code == EROFS
    }

    // MARK: Files

    static func open(_ path: String, _ flags: Int32, _ permissions: UInt32) -> Int32 {
        FileNameBytes.withCString(path) { openFile($0, flags, mode_t(permissions)) }
    }

    package static func close(_ descriptor: Int32) -> Int32 { closeFile(descriptor) }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        readFile(descriptor, buffer, count)
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        writeFile(descriptor, buffer, count)
    }

    static func fsync(_ descriptor: Int32) -> Int32 { syncFile(descriptor) }

    static func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 { lockFile(descriptor, operation) }

    static func rename(_ source: String, _ destination: String) -> Int32 {
        FileNameBytes.withCString(source) { source in FileNameBytes.withCString(destination) { renameFile(source, $0) } }
    }

    package static func unlink(_ path: String) -> Int32 { FileNameBytes.withCString(path) { unlinkFile($0) } }

    static func link(_ source: String, _ destination: String) -> Int32 {
        FileNameBytes.withCString(source) { source in FileNameBytes.withCString(destination) { linkFile(source, $0) } }
    }

    static func mkdir(_ path: String, _ permissions: UInt32) -> Int32 {
        FileNameBytes.withCString(path) { makeDirectory($0, mode_t(permissions)) }
    }

    package static func rmdir(_ path: String) -> Int32 { FileNameBytes.withCString(path) { removeDirectory($0) } }

    static func chmod(_ path: String, _ permissions: UInt32) -> Int32 {
        FileNameBytes.withCString(path) { changeMode($0, mode_t(permissions)) }
    }

    static func fchmod(_ descriptor: Int32, _ permissions: UInt32) -> Int32 { changeMode(descriptor, mode_t(permissions)) }

    // MARK: Names relative to an open folder

    static func openat(_ folder: Int32, _ name: String, _ flags: Int32, _ permissions: UInt32) -> Int32 {
        FileNameBytes.withCString(name) { openFileAt(folder, $0, flags, mode_t(permissions)) }
    }

    static func mkdirat(_ folder: Int32, _ name: String, _ permissions: UInt32) -> Int32 {
        FileNameBytes.withCString(name) { makeDirectoryAt(folder, $0, mode_t(permissions)) }
    }

    static func renameat(_ folder: Int32, _ source: String, _ destination: String) -> Int32 {
        FileNameBytes.withCString(source) { source in FileNameBytes.withCString(destination) { renameFileAt(folder, source, folder, $0) } }
    }

    static func unlinkat(_ folder: Int32, _ name: String) -> Int32 {
        FileNameBytes.withCString(name) { unlinkFileAt(folder, $0, 0) }
    }

    /// The absolute path of `path` with every symbolic link resolved, or nil when it does not resolve.
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = FileNameBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileNameBytes.string(cString: resolved)
    }

    static func processID() -> Int32 { Int32(getpid()) }

    /// Whether a process with this ID exists (it may belong to another user).
    static func processExists(_ id: Int32) -> Bool {
        id > 0 && (kill(pid_t(id), 0) == 0 || errno == EPERM)
    }

    /// What `lstat` says about `path` (what `stat` says when `followingLink`), or the error number.
    static func status(_ path: String, followingLink: Bool = false) -> Result<FileStatus, ErrorNumber> {
        var info = stat()
        let result = FileNameBytes.withCString(path) { followingLink ? stat($0, &info) : lstat($0, &info) }
        guard result == 0 else { return .failure(ErrorNumber(code: errno)) }
        return .success(fileStatus(info))
    }

    /// Where the symbolic link at `path` points, as written in the link; nil when it is none.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = FileNameBytes.withCString(path) { readlink($0, &buffer, buffer.count) }
        guard count > 0 else { return nil }
        return FileNameBytes.string(from: buffer[0..<count].map { UInt8(bitPattern: $0) })
    }

    /// What `fstat` says about an open descriptor, or the error number.
    package static func status(of descriptor: Int32) -> Result<FileStatus, ErrorNumber> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(ErrorNumber(code: errno)) }
        return .success(fileStatus(info))
    }

    private static func fileStatus(_ info: stat) -> FileStatus {
        let kind: FileStatus.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        default: kind = .device
        }
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        return FileStatus(
            kind: kind, size: Int(info.st_size), permissions: UInt32(info.st_mode) & 0o7777,
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), modificationTime: modified
        )
    }

    /// The names in a directory except `.` and `..`, in no particular order, or the error number.
    package static func directoryEntries(_ path: String) -> Result<[String], ErrorNumber> {
        guard let directory = FileNameBytes.withCString(path, { opendir($0) }) else { return .failure(ErrorNumber(code: errno)) }
        return .success(names(in: directory))
    }

    /// The names in the directory open on `descriptor` (which stays open), or the error number.
    static func directoryEntries(descriptor: Int32) -> Result<[String], ErrorNumber> {
        let copy = dup(descriptor)
        guard copy != -1 else { return .failure(ErrorNumber(code: errno)) }
        guard let directory = fdopendir(copy) else {
            let code = errno
            _ = closeFile(copy)
            return .failure(ErrorNumber(code: code))
        }
        rewinddir(directory)
        return .success(names(in: directory))
    }

    /// Reads `directory` to its end and closes it.
    private static func names(in directory: OpaquePointer) -> [String] {
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    FileNameBytes.string(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The arguments this process was started with, the program's name first; a byte that is
    /// not UTF-8 (a Korean Windows file name) is kept, as ``FileNameBytes`` keeps it.
    package static func arguments() -> [String] {
        (0..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { FileNameBytes.string(cString: $0) } }
    }

    /// The environment of this process.
    package static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            // Split at the first "=" byte: names and values are bytes, like file names.
            let entryBytes = UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self)
            let bytes = UnsafeBufferPointer(start: entryBytes, count: strlen(entry))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                result[FileNameBytes.string(from: bytes[..<equals])] = FileNameBytes.string(from: bytes[(equals + 1)...])
            }
            cursor += 1
        }
        return result
    }

    /// Today's year, month and day in the local time zone.
    static func localDate() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var fields = tm()
        localtime_r(&now, &fields)
        return (Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_mday))
    }

    /// Seconds since 1970-01-01T00:00:00Z.
    static func secondsSinceEpoch() -> Int64 { Int64(time(nil)) }

    /// Empties the file open on `descriptor` and moves its offset to the start; 0 or -1.
    package static func truncateToEmpty(_ descriptor: Int32) -> Int32 {
        ftruncate(descriptor, 0) == 0 && lseek(descriptor, 0, SEEK_SET) == 0 ? 0 : -1
    }

    /// `pread`: up to `count` bytes from `offset`, without moving the file offset.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, at offset: Int) -> Int {
        pread(descriptor, buffer, count, off_t(offset))
    }

    // MARK: Maths

    /// `x` to the power `y`.
    package static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

    /// The angle of the point (`x`, `y`) from the positive x axis, in radians, -π…π.
    package static func angle(y: Double, x: Double) -> Double { atan2(y, x) }

    package static func cosine(_ radians: Double) -> Double { cos(radians) }

    package static func sine(_ radians: Double) -> Double { sin(radians) }

    // MARK: Threads

    /// Starts a detached thread with a stack of `stackSize` bytes that runs `body` and ends.
    /// A thread that cannot start (the system is out of threads or memory) stops poki, as
    /// Foundation's `Thread` did: the work that waits for it would otherwise wait forever.
    package static func startThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let code = pthread_create(&thread, &attributes, runThreadBody, context)
        if code != 0 {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            preconditionFailure("cannot start a thread: \(errorText(code))")
        }
    }

    /// A pthread mutex and its condition variable, at addresses that never move.
    struct Condition: @unchecked Sendable {
        fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>
        fileprivate let variable: UnsafeMutablePointer<pthread_cond_t>
    }

    static func makeCondition() -> Condition {
        let condition = Condition(mutex: .allocate(capacity: 1), variable: .allocate(capacity: 1))
        pthread_mutex_init(condition.mutex, nil)
        pthread_cond_init(condition.variable, nil)
        return condition
    }

    static func destroy(_ condition: Condition) {
        pthread_cond_destroy(condition.variable)
        pthread_mutex_destroy(condition.mutex)
        condition.variable.deallocate()
        condition.mutex.deallocate()
    }

    static func lock(_ condition: Condition) { pthread_mutex_lock(condition.mutex) }

    static func unlock(_ condition: Condition) { pthread_mutex_unlock(condition.mutex) }

    /// Unlocks, sleeps until a broadcast (or a spurious wake-up), locks again.
    static func wait(_ condition: Condition) { pthread_cond_wait(condition.variable, condition.mutex) }

    static func broadcast(_ condition: Condition) { pthread_cond_broadcast(condition.variable) }
}

// MARK: - Unambiguous names for the C functions

// Inside `enum Platform`, `open`, `read` … would call the enum's own members; these file-level
// aliases reach the C library's functions instead. Paths arrive as the bytes ``FileNameBytes``
// gives.
private func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func closeFile(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func readFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func writeFile(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func syncFile(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
private func lockFile(_ descriptor: Int32, _ operation: Int32) -> Int32 { flock(descriptor, operation) }
private func renameFile(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 { rename(source, destination) }
private func unlinkFile(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }
private func linkFile(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 { link(source, destination) }
private func makeDirectory(_ path: UnsafePointer<CChar>, _ mode: mode_t) -> Int32 { mkdir(path, mode) }
private func removeDirectory(_ path: UnsafePointer<CChar>) -> Int32 { rmdir(path) }
private func changeMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 { fchmod(descriptor, mode) }
private func changeMode(_ path: UnsafePointer<CChar>, _ mode: mode_t) -> Int32 { chmod(path, mode) }
private func openFileAt(_ folder: Int32, _ name: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { openat(folder, name, flags, mode) }
private func makeDirectoryAt(_ folder: Int32, _ name: UnsafePointer<CChar>, _ mode: mode_t) -> Int32 { mkdirat(folder, name, mode) }
private func renameFileAt(_ from: Int32, _ source: UnsafePointer<CChar>, _ to: Int32, _ destination: UnsafePointer<CChar>) -> Int32 {
    renameat(from, source, to, destination)
}
private func unlinkFileAt(_ folder: Int32, _ name: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { unlinkat(folder, name, flags) }

// MARK: - Thread start

/// What a thread started by ``Platform/startThread(stackSize:_:)`` runs, passed through `pthread_create`.
private final class ThreadBody {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

#if canImport(Darwin)
private func runThreadBody(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
    return nil
}
#else
private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
    return nil
}
#endif
