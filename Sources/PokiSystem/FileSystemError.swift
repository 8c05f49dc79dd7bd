/// Why a file operation failed, naming the file.
public enum FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed; `code` is the `errno` value.
    case callFailed(operation: String, path: String, code: Int32)
    /// A file to copy or read could not be read.
    case unreadableSource(path: String, reason: String)
    /// A file poki was about to create exists already; poki never writes over it.
    case alreadyExists(path: String)
    /// A file poki reads is a FIFO, a device, a directory or (inside the album) a symbolic link:
    /// reading it could block forever, never end, or leave the album. `kind` is "a FIFO", ….
    case notARegularFile(path: String, kind: String)

    public var description: String {
        switch self {
        case let .callFailed(operation, path, code):
            return "\(operation) failed: \(Platform.errorText(code)) (\(path))"
        case let .unreadableSource(path, reason):
            return "cannot read image: \(reason) (\(path))"
        case let .alreadyExists(path):
            return "a file is already there, and poki never writes over one; 'poki check' tells more (\(path))"
        case let .notARegularFile(path, kind):
            return "\(kind), not a regular file (\(path))"
        }
    }
}
