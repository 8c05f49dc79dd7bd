/// Writes an ``RGBImage`` as a PNG file's bytes (8-bit RGB, no interlacing), for terminals that
/// take image files inline (iTerm2). The pixel data goes in zlib "stored" blocks: previews are
/// small and shown at once, so compressing them would only cost time.
public enum PNGEncoder {
    public static func encode(_ image: RGBImage) -> [UInt8] {
        var header: [UInt8] = []
        append(UInt32(image.width), to: &header)
        append(UInt32(image.height), to: &header)
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type RGB, deflate, adaptive filters, no interlace

        // Each row: filter type 0 (none), then its pixels.
        let rowBytes = image.width * 3
        var raw: [UInt8] = []
        raw.reserveCapacity((rowBytes + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)
            raw += image.rgb[(y * rowBytes)..<((y + 1) * rowBytes)]
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", header, into: &png)
        chunk("IDAT", storedZlib(raw), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// `data` as a zlib stream of uncompressed deflate blocks (at most 65,535 bytes each).
    private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        append(adler32(data), to: &stream)
        return stream
    }

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        append(UInt32(data.count), to: &png)
        let typed = Array(type.utf8) + data
        png += typed
        append(crc32(typed), to: &png)
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
