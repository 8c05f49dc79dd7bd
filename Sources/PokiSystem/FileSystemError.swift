/// Why a file operation failed, naming the file.
public enum FileSystemError: PhrasedError, Sendable, Equatable {
    /// A system call failed; `code` is the `errno` value.
    case callFailed(operation: String, path: String, code: Int32)
    /// A file to copy or read could not be read.
    case unreadableSource(path: String, reason: Phrase)
    /// A file poki was about to create exists already; poki never writes over it.
    case alreadyExists(path: String)
    /// A file poki reads is a FIFO, a device, a directory or (inside the album) a symbolic link:
    /// reading it could block forever, never end, or leave the album. `kind` is "a FIFO", …
    /// (``FileStatus/Kind/article``).
    case notARegularFile(path: String, kind: Phrase)

    public var phrase: Phrase {
        switch self {
        case let .callFailed(operation, path, code):
            Phrase("\(operation) failed: ", korean: "\(operation) 호출이 실패했습니다: ") + .systemError(code) + .verbatim(" (\(path))")
        case let .unreadableSource(path, reason):
            Phrase("cannot read image: ", korean: "이미지를 읽을 수 없습니다: ") + reason + Phrase(" (\(path))", korean: " (\(path))")
        case let .alreadyExists(path):
            Phrase(
                "a file is already there, and poki never writes over one; 'poki check' tells more (\(path))",
                korean: "그 자리에 이미 파일이 있고, poki는 있는 파일을 덮어쓰지 않습니다. 자세한 것은 'poki check'가 알려 줍니다 (\(path))"
            )
        case let .notARegularFile(path, kind):
            Phrase("", korean: "일반 파일이 아니라 ") + kind + Phrase(", not a regular file (\(path))", korean: "입니다 (\(path))")
        }
    }
}
