extension String {
    /// The text a C function wrote into `buffer` (a message, a name), up to its first NUL, read as
    /// UTF-8 with invalid bytes replaced.
    package init(nulTerminated buffer: [CChar]) {
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The text in a NUL-terminated C `char` array that Swift imports as a tuple (a field of a C
    /// struct), up to its first NUL, read as UTF-8 with invalid bytes replaced.
    package init<Buffer>(nulTerminatedTuple buffer: inout Buffer) {
        self = withUnsafeBytes(of: &buffer) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
