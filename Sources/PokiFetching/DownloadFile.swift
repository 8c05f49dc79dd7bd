import PokiSystem
import CPokiFetch

/// A file that a download is written into, inside the album, that nobody else can see until it is
/// complete: on Linux an unnamed file (`O_TMPFILE`), which vanishes with the process if it is
/// killed; elsewhere a `.tmp-` file that `poki check --repair` removes.
final class DownloadFile {
    /// Open for reading and writing, at the end of what was written.
    let descriptor: Int32
    private let directory: String
    /// The `.tmp-` path when the file had to be named from the start.
    private var namedPath: String?

    /// Opens a new, empty download file in `directory`.
    init(in directory: String) throws {
        self.directory = directory
        let unnamed = FileNameBytes.withCString(directory) { poki_open_unnamed($0) }
        if unnamed >= 0 {
            descriptor = unnamed
        } else {
            let path = AtomicFile.temporaryPath(in: directory, for: "download")
            descriptor = try Syscall.open(path, flags: Platform.readWriteCreate | Platform.closeOnExec)
            namedPath = path
        }
    }

    deinit {
        _ = Platform.close(descriptor)
        if let namedPath { _ = Platform.unlink(namedPath) }
    }

    /// Empties the file for the next download.
    func reset() throws {
        guard Platform.truncateToEmpty(descriptor) == 0 else {
            throw FileSystemError.callFailed(operation: "truncate", path: directory, code: Platform.errorNumber)
        }
    }

    /// The first `count` bytes (fewer when the file is shorter).
    func prefix(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress!, count, at: 0) }
        guard read >= 0 else { throw FileSystemError.callFailed(operation: "read", path: directory, code: Platform.errorNumber) }
        return Array(bytes.prefix(read))
    }

    /// Gives the file a `.tmp-` name in its folder and hands the name to the caller, who renames
    /// it into place or removes it; from here on an interrupted process leaves a file that
    /// `poki check --repair` removes.
    func name() throws -> String {
        if let namedPath {
            self.namedPath = nil
            return namedPath
        }
        let path = AtomicFile.temporaryPath(in: directory, for: "download")
        guard FileNameBytes.withCString(path, { poki_link_unnamed(descriptor, $0) }) == 0 else {
            throw FileSystemError.callFailed(operation: "link", path: path, code: Platform.errorNumber)
        }
        return path
    }
}
