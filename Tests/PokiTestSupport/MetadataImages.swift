import Foundation

/// Images whose metadata a test writes byte by byte: EXIF blocks holding the text fields it
/// names, XMP packets, and a JPEG or PNG fixture with them put in (JPEG APP1 segments after
/// SOI, PNG chunks after IHDR), so the test knows exactly what a reader is given.
package enum MetadataImages {
    /// EXIF tags holding ASCII dates.
    package enum Tag {
        package static let dateTime = 0x0132
        package static let dateTimeOriginal = 0x9003
        package static let dateTimeDigitized = 0x9004
        package static let offsetTime = 0x9010
        package static let offsetTimeOriginal = 0x9011
        package static let offsetTimeDigitized = 0x9012
    }

    /// A little-endian EXIF block (TIFF header first): IFD0 with the `image` text fields, and
    /// an Exif IFD with the `exif` ones when there are any.
    package static func exifBlock(image: [Int: String] = [:], exif: [Int: String] = [:]) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16) }
        let pointerTag = 0x8769
        /// A directory at `offset` and the text its entries point to, after it.
        func directory(_ fields: [(tag: Int, value: [UInt8])], at offset: Int) -> [UInt8] {
            let sorted = fields.sorted { $0.tag < $1.tag }
            var entries: [UInt8] = u16(sorted.count)
            var data: [UInt8] = []
            let dataStart = offset + 2 + 12 * sorted.count + 4
            for field in sorted {
                if field.tag == pointerTag {
                    entries += u16(field.tag) + u16(4) + u32(1) + field.value
                } else {
                    entries += u16(field.tag) + u16(2) + u32(field.value.count) + u32(dataStart + data.count)
                    data += field.value + (field.value.count.isMultiple(of: 2) ? [] : [0])
                }
            }
            return entries + u32(0) + data
        }
        func text(_ fields: [Int: String]) -> [(tag: Int, value: [UInt8])] {
            // Every value is longer than four bytes, so it lies after its directory.
            fields.map { (tag: $0.key, value: Array($0.value.utf8) + [0] + [UInt8](repeating: 0, count: max(0, 4 - $0.value.utf8.count))) }
        }
        var imageFields = text(image)
        let imageDirectorySize = 2 + 12 * (imageFields.count + (exif.isEmpty ? 0 : 1)) + 4
            + imageFields.reduce(0) { $0 + $1.value.count + ($1.value.count.isMultiple(of: 2) ? 0 : 1) }
        if !exif.isEmpty { imageFields.append((tag: pointerTag, value: u32(8 + imageDirectorySize))) }
        var block: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + u32(8) + directory(imageFields, at: 8)
        if !exif.isEmpty { block += directory(text(exif), at: block.count) }
        return block
    }

    /// An XMP packet whose `rdf:Description` holds `attributes` (`xmp:CreateDate="2021-03-04"`)
    /// and `elements` (`<xmp:CreateDate>2021-03-04</xmp:CreateDate>`), as written.
    package static func xmpPacket(attributes: String = "", elements: String = "") -> [UInt8] {
        Array("""
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" \(attributes)>
           \(elements)
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """.utf8)
    }

    /// The JPEG `base` with an APP1 segment for the EXIF block and one for the XMP packet, when given.
    package static func jpeg(_ base: [UInt8], exif: [UInt8]? = nil, xmp: [UInt8]? = nil) -> [UInt8] {
        var segments: [UInt8] = []
        for payload in [exif.map { Array("Exif".utf8) + [0, 0] + $0 }, xmp.map { Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + $0 }] {
            guard let payload else { continue }
            let length = payload.count + 2
            segments += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }
        return Array(base.prefix(2)) + segments + base.dropFirst(2)
    }

    /// The PNG `base` with an `eXIf` chunk for the EXIF block and an `iTXt` `XML:com.adobe.xmp`
    /// chunk for the XMP packet (its text zlib-compressed when `compressed`), when given, after IHDR.
    package static func png(_ base: [UInt8], exif: [UInt8]? = nil, xmp: [UInt8]? = nil, compressed: Bool = false) -> [UInt8] {
        var chunks: [UInt8] = []
        if let exif { chunks += chunk("eXIf", exif) }
        // Keyword, NUL, compression flag, method 0 (zlib), empty language tag and translated keyword.
        if let xmp {
            chunks += chunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, compressed ? 1 : 0, 0, 0, 0] + (compressed ? zlibStored(xmp) : xmp))
        }
        let headerEnd = 8 + 12 + 13
        return Array(base.prefix(headerEnd)) + chunks + base.dropFirst(headerEnd)
    }

    /// A zlib stream holding `bytes` in stored (uncompressed) deflate blocks: what any inflater
    /// reads, written without a compressor.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = end - start
            stream += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 of PNG chunks (and zlib), bit by bit: slow, and independent of the codec's.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
