/// Bounds-checked reads of 16- and 32-bit integers from a TIFF-structured block, in the byte
/// order its header declares.
struct TIFFByteReader {
    let bytes: [UInt8]
    let bigEndian: Bool

    /// Reads the byte order from the TIFF header at the start of `bytes`.
    init(_ bytes: [UInt8]) throws(ExifError) {
        guard bytes.count >= 8 else { throw .missingTIFFHeader }
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0x49, 0x49, 0x2A, 0x00): bigEndian = false
        case (0x4D, 0x4D, 0x00, 0x2A): bigEndian = true
        default: throw .missingTIFFHeader
        }
        self.bytes = bytes
    }

    func uint16(at offset: Int, _ what: String) throws(ExifError) -> Int {
        let b = Array(try slice(offset, 2, what))
        return bigEndian ? Int(b[0]) << 8 | Int(b[1]) : Int(b[1]) << 8 | Int(b[0])
    }

    func uint32(at offset: Int, _ what: String) throws(ExifError) -> Int {
        let b = Array(try slice(offset, 4, what))
        return bigEndian
            ? Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
            : Int(b[3]) << 24 | Int(b[2]) << 16 | Int(b[1]) << 8 | Int(b[0])
    }

    /// `length` bytes at `offset`, or a thrown error naming `what` when they are not all inside.
    func slice(_ offset: Int, _ length: Int, _ what: String) throws(ExifError) -> ArraySlice<UInt8> {
        guard offset >= 0, length >= 0, offset <= bytes.count - length else {
            throw .outOfBounds(what: what, offset: offset)
        }
        return bytes[offset..<offset + length]
    }
}
