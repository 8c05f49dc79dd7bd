/// A name read from a file's metadata (a PNG chunk type or keyword, an APP segment's identifier),
/// as a note shows it: printable ASCII kept, every other byte as `?`, so no byte of a hostile
/// file reaches the terminal.
enum PrintableName {
    static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
