import CPokiCodec

/// The chunks of a PNG file, found without decoding anything: what sharing rewrites (`eXIf`)
/// or leaves out, and what it copies byte for byte (everything else).
struct PNGChunks {
    /// One chunk and where it lies in the file.
    struct Chunk {
        /// The four-letter type (`IHDR`, `eXIf`, …).
        var type: String
        /// The whole chunk: length, type, data and CRC.
        var range: Range<Int>
        /// The data.
        var data: Range<Int>
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The longest chunk data PNG allows (2^31 - 1 bytes).
    static let maximumLength = 0x7FFF_FFFF

    /// The chunks from IHDR to IEND, in file order.
    var chunks: [Chunk]

    /// Reads the chunks of `bytes`; nil when the signature is wrong or a chunk runs past the end
    /// before IEND.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { return nil }
        chunks = []
        var index = 8
        while index + 12 <= bytes.count {
            let length = bytes[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= Self.maximumLength, index + 12 + length <= bytes.count else { return nil }
            let type = PrintableName.of(bytes[(index + 4)..<(index + 8)])
            chunks.append(Chunk(type: type, range: index..<(index + 12 + length), data: (index + 8)..<(index + 8 + length)))
            index += 12 + length
            if type == "IEND" { return }
        }
        return nil
    }

    /// The chunks that make and colour the picture (and animate it, APNG), which a shared copy
    /// keeps: no text, no EXIF, nothing unknown, and no colour profile (`iCCP`, compressed, so
    /// its tags cannot be checked as a JPEG's are; `sRGB`, `gAMA` and `cHRM` still say the colours).
    static let picture: Set<String> = [
        "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "sBIT", "sRGB", "cICP", "mDCV", "cLLI",
        "mDCv", "cLLi", "bKGD", "hIST", "pHYs", "sPLT", "tIME", "acTL", "fcTL", "fdAT",
    ]

    /// A text chunk's keyword: the Latin-1 text before its first NUL, printable ASCII kept and
    /// anything else shown as `?`; nil without a NUL.
    static func keyword(of data: ArraySlice<UInt8>) -> String? {
        guard let end = data.firstIndex(of: 0) else { return nil }
        return PrintableName.of(data[data.startIndex..<end].prefix(79))
    }

    /// A chunk's bytes: big-endian length, type, data, CRC-32 of type and data.
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let length = UInt32(data.count)
        let typeAndData = Array(type.utf8) + data
        let crc = typeAndData.withUnsafeBufferPointer { poki_png_chunk_crc($0.baseAddress, $0.count) }
        return bigEndian(length) + typeAndData + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
