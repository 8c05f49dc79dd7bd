/// The marker segments of a JPEG file and where its image data lies, found without decoding
/// anything: what sharing rewrites (the EXIF segment), what it copies byte for byte (the tables
/// and the compressed data) and what it leaves out (other metadata, whatever follows EOI).
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

    /// The segments after SOI and before the first scan, in file order.
    var segments: [Segment]
    /// Where the first scan (SOS) or EOI starts: from there on the file is image data.
    var imageDataStart: Int
    /// Segments between scans (tables for the next scan, or anything else a writer put there),
    /// in file order; each SOS is part of the image data, not one of these.
    var laterSegments: [Segment] = []
    /// Each scan's SOS segment (its header, not its data), in file order.
    var scanHeaders: [Segment] = []
    /// Just after EOI: what follows (a second picture, a video) is no part of this image. The
    /// end of the file, or of its last whole segment, when it has no EOI.
    var imageDataEnd: Int

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
            guard let segment = Self.segment(at: index, in: bytes) else { return nil }
            if segment.marker == Self.startOfScan || segment.marker == Self.endOfImage {
                imageDataStart = index
                // Every stored property is set before the walk to EOI, which is a mutating method.
                imageDataEnd = bytes.count
                imageDataEnd = findImageDataEnd(bytes, from: index)
                return
            }
            segments.append(segment)
            index = segment.range.upperBound
        }
    }

    /// The marker segment at `start` (fill bytes first): a standalone marker (TEM, RST0-7, SOI,
    /// EOI) with an empty payload, any other with the payload its length gives; nil when there is
    /// no marker there or its length runs past the end.
    private static func segment(at start: Int, in bytes: [UInt8]) -> Segment? {
        var index = start
        guard index < bytes.count, bytes[index] == 0xFF else { return nil }
        while index < bytes.count, bytes[index] == 0xFF { index += 1 }
        guard index < bytes.count else { return nil }
        let marker = bytes[index]
        index += 1
        if marker == 0x01 || (0xD0...0xD9).contains(marker) {
            return Segment(marker: marker, range: start..<index, payload: index..<index)
        }
        guard index + 2 <= bytes.count else { return nil }
        let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
        guard length >= 2, index + length <= bytes.count else { return nil }
        return Segment(marker: marker, range: start..<(index + length), payload: (index + 2)..<(index + length))
    }

    /// Follows the scans from `start` (a marker) to EOI: each SOS header, its entropy-coded data
    /// (up to the first 0xFF that is neither stuffing nor a restart marker), the segments between
    /// scans (into ``laterSegments``). Returns the index after EOI, or where the file or its last
    /// whole segment ends.
    private mutating func findImageDataEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while true {
            guard let segment = Self.segment(at: index, in: bytes) else { return index }
            index = segment.range.upperBound
            switch segment.marker {
            case Self.endOfImage: return index
            case Self.startOfScan:
                scanHeaders.append(segment)
                index = Self.endOfEntropyCodedData(bytes, from: index)
            case 0x01, 0xD0...0xD7: continue
            default: laterSegments.append(segment)
            }
        }
    }

    /// Where a scan's entropy-coded data starting at `start` ends: at the first 0xFF that is
    /// neither a stuffed 0xFF (0xFF 0x00) nor a restart marker (0xFF 0xD0-D7); the end of the
    /// file when there is none.
    private static func endOfEntropyCodedData(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var index = start
            while index + 1 < bytes.count {
                if bytes[index] == 0xFF {
                    let next = bytes[index + 1]
                    if next == 0x00 || (0xD0...0xD7).contains(next) {
                        index += 2
                        continue
                    }
                    if next != 0xFF { return index }
                }
                index += 1
            }
            return bytes.count
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
