import PokiSystem

/// The names `poki import --files-from` reads, as `tar -T`, `rsync --files-from` and `exiftool -@`
/// take them: one per line, or separated by NUL bytes (`find -print0`, `-0`), which any file name
/// can be written with. Empty names are ignored; a line's carriage return (a list written on
/// Windows) is not part of the name. Relative names are taken from the current folder.
public enum FileList {
    /// Why the list cannot be read.
    public struct ReadError: PhrasedError, Sendable, Equatable {
        /// The list as the user named it (`-` for standard input).
        public var path: String
        public var reason: Phrase
        public var phrase: Phrase {
            Phrase("cannot read file list \(path) (", korean: "파일 목록을 읽을 수 없습니다: \(path) (") + reason + Phrase(")", korean: ")")
        }
    }

    /// The names in the list at `path`: a file, a pipe, or standard input for `-`.
    public static func read(fileAt path: String, separatedByNUL: Bool) throws(ReadError) -> [String] {
        let bytes: [UInt8]
        do {
            bytes = try Syscall.streamContents(of: path)
        } catch let FileSystemError.callFailed(_, _, code) {
            throw ReadError(path: path, reason: .systemError(code))
        } catch let FileSystemError.notARegularFile(_, kind) {
            throw ReadError(path: path, reason: Phrase("", korean: "파일이나 파이프가 아니라 ") + kind + Phrase(", not a file or a pipe", korean: "입니다"))
        } catch {
            throw ReadError(path: path, reason: Phrase.describing(error))
        }
        return names(in: bytes, separatedByNUL: separatedByNUL)
    }

    /// The names in a list's bytes.
    public static func names(in bytes: [UInt8], separatedByNUL: Bool) -> [String] {
        bytes.split(separator: separatedByNUL ? 0 : UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap { name in
            let trimmed = !separatedByNUL && name.last == UInt8(ascii: "\r") ? name.dropLast() : name
            return trimmed.isEmpty ? nil : FileNameBytes.string(from: trimmed)
        }
    }
}
