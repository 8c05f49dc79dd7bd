/// File names as the file system holds them, bytes, carried in a String without losing any.
///
/// Linux names are bytes; most are UTF-8, but a zip made on a Korean Windows PC gives EUC-KR
/// (CP949) names, which are not. Such a name decodes as UTF-8 where it can, and each byte that
/// cannot be decoded becomes the private-use character U+F700 + byte (U+F780 to U+F7FF), so
/// that the name goes back to the same bytes when poki opens the file, and is stored and shown
/// (as `\xNN`) without a byte lost. A real U+F780 to U+F7FF in a name is kept the same way, byte
/// by byte, so every name round-trips.
package enum FileNameBytes {
    /// The first of the 128 characters that stand for the bytes 0x80 to 0xFF.
    package static let escapeBase: UInt32 = 0xF700
    package static let escapes: ClosedRange<UInt32> = 0xF780...0xF7FF

    /// The String for `bytes` (a name or path, without its NUL).
    package static func string<Bytes: Collection>(from bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Most names are ASCII, which is UTF-8 and holds no escape: no copy, no second look.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        let array = Array(bytes)
        if let text = String(validating: array, as: UTF8.self), !text.unicodeScalars.contains(where: { escapes.contains($0.value) }) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            let decoded = scalar(at: index, in: array)
            if let (scalar, length) = decoded, !escapes.contains(scalar.value) {
                scalars.append(scalar)
                index += length
            } else {
                let length = decoded?.length ?? 1
                for byte in array[index..<(index + length)] { scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!) }
                index += length
            }
        }
        return String(scalars)
    }

    /// The String for a NUL-terminated C string.
    package static func string(cString: UnsafePointer<CChar>) -> String {
        var length = 0
        while cString[length] != 0 { length += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) { string(from: UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The bytes `path` stands for: its UTF-8, each U+F780 to U+F7FF as its one byte.
    package static func bytes(of path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: { escapes.contains($0.value) }) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if escapes.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the NUL-terminated bytes a system call takes.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let bytes = bytes(of: path) + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The well-formed UTF-8 scalar starting at `index` and its length in bytes; nil when the
    /// bytes there are not one (a stray continuation byte, a cut sequence, an overlong form, a
    /// surrogate, or past U+10FFFF).
    private static func scalar(at index: Int, in bytes: [UInt8]) -> (Unicode.Scalar, length: Int)? {
        let lead = bytes[index]
        let length: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
