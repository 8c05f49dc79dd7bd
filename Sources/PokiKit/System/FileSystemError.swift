/// Why a file operation failed, naming the file.
public enum FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed; `code` is the `errno` value.
    case callFailed(operation: String, path: String, code: Int32)
    /// A file to copy or read could not be read.
    case unreadableSource(path: String, reason: String)

    public var description: String {
        switch self {
        case let .callFailed(operation, path, code):
            return "\(operation) failed: \(Platform.errorText(code)) (\(path))"
        case let .unreadableSource(path, reason):
            return "cannot read image: \(reason) (\(path))"
        }
    }
}
