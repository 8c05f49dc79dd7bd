/// The marker segments of a JPEG file before its image data, found without decoding anything:
/// what sharing rewrites (the EXIF segment) and what it copies byte for byte (everything else).
struct JPEGSegments {
    /// One segment: its marker and where it lies in the file.
    struct Segment {
        /// The marker's second byte (`0xE1` for APP1).
        var marker: UInt8
        /// The whole segment, from its `0xFF` (fill bytes included) to its last payload byte.
        var range: Range<Int>
        /// The payload, after the two length bytes; empty for a marker without one.
        var payload: Range<Int>
    }

    /// The segments after SOI, in file order.
    var segments: [Segment]
    /// Where the first scan (SOS) or EOI starts: from there on the file is image data.
    var imageDataStart: Int

    static let startOfScan: UInt8 = 0xDA
    static let endOfImage: UInt8 = 0xD9
    static let app0: UInt8 = 0xE0
    static let app1: UInt8 = 0xE1
    static let comment: UInt8 = 0xFE

    /// Reads the segments of `bytes`; nil when it does not start with SOI or a segment runs past
    /// the end before any scan.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        segments = []
        var index = 2
        while true {
            let start = index
            guard index < bytes.count, bytes[index] == 0xFF else { return nil }
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { return nil }
            let marker = bytes[index]
            index += 1
            if marker == Self.startOfScan || marker == Self.endOfImage {
                imageDataStart = start
                return
            }
            // TEM and RST0-7 stand alone, without a length.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                segments.append(Segment(marker: marker, range: start..<index, payload: index..<index))
                continue
            }
            guard index + 2 <= bytes.count else { return nil }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2, index + length <= bytes.count else { return nil }
            segments.append(Segment(marker: marker, range: start..<(index + length), payload: (index + 2)..<(index + length)))
            index += length
        }
    }

    /// A segment's bytes: marker, big-endian length (payload + 2), payload. The payload is at most
    /// ``maximumPayload`` bytes.
    static func segment(marker: UInt8, payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// The longest payload a segment can have: its length field counts itself and is 16 bits.
    static let maximumPayload = 65_533
}
