import CPokiCodec
import PokiSystem

extension ImageDecodingError {
    /// Why `poki_file_open` could not open `path`, from what it left in `file`: a FIFO, a socket
    /// or a device named by the path (refused before anything could block), or the system's error.
    static func opening(_ file: poki_file, path: String) -> ImageDecodingError {
        let irregular: [Int32: FileStatus.Kind] = [1: .fifo, 2: .socket, 3: .device]
        if let kind = irregular[file.irregular_kind] {
            return .unreadable(path: path, reason: kind.article + Phrase(", not a regular file", korean: ", 일반 파일이 아님"))
        }
        return .unreadable(path: path, reason: .systemError(file.error_number))
    }
}
