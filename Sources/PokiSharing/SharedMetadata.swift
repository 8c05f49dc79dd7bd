import PokiImaging

/// A photo's file as it is shared: its metadata cleaned, its image data copied byte for byte.
///
/// JPEG: the EXIF segment is rewritten by libexif without the GPS directory (and, when asked,
/// without its thumbnail); an XMP packet that mentions a GPS field is left out; every other
/// segment and all the image data are copied as they are. PNG: the `eXIf` chunk likewise; a text
/// chunk holding EXIF as ImageMagick writes it (`Raw profile type exif`) and an XMP packet with a
/// GPS field (or compressed, so it cannot be looked into) are left out; every other chunk is copied.
struct SharedMetadata: Equatable {
    /// The file's bytes.
    var bytes: [UInt8]
    /// Whether a location was found and removed.
    var removedLocation = false
    /// What else was left out, one sentence each (for notes).
    var notes: [String] = []

    /// `bytes` (a file of `format`, at `path`) without `removals`, by the rules of its container.
    static func of(_ bytes: [UInt8], format: ImageFormat, removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> SharedMetadata {
        switch format.entry.metadata {
        case .jpegSegments: try jpeg(bytes, removing: removals, path: path)
        case .pngChunks: try png(bytes, removing: removals, path: path)
        }
    }

    /// The JPEG `bytes` (the file at `path`) without `removals`.
    static func jpeg(_ bytes: [UInt8], removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> SharedMetadata {
        guard let file = JPEGSegments(bytes) else {
            throw .notCopyable(path: path, reason: "its marker segments do not lead to image data")
        }
        var result = SharedMetadata(bytes: Array(bytes[0..<2]))
        for segment in file.segments {
            let payload = bytes[segment.payload]
            if segment.marker == JPEGSegments.app1, payload.starts(with: ExifRewriter.header), !removals.isEmpty {
                switch try ExifRewriter.rewrite(Array(payload), removing: removals, capacity: JPEGSegments.maximumPayload) {
                case .unchanged:
                    result.bytes += bytes[segment.range]
                case let .rewritten(block, removedLocation):
                    result.bytes += JPEGSegments.segment(marker: JPEGSegments.app1, payload: block)
                    result.removedLocation = result.removedLocation || removedLocation
                case let .unreadable(reason):
                    result.notes.append("its EXIF could not be rewritten (\(reason)), so the copy has none")
                }
            } else if removals.contains(.location), segment.marker == JPEGSegments.app1, isXMP(payload), mentionsLocation(payload) {
                result.notes.append("an XMP packet holding a location was left out")
                result.removedLocation = true
            } else {
                result.bytes += bytes[segment.range]
            }
        }
        result.bytes += bytes[file.imageDataStart...]
        return result
    }

    /// The PNG `bytes` (the file at `path`) without `removals`.
    static func png(_ bytes: [UInt8], removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> SharedMetadata {
        guard let file = PNGChunks(bytes) else {
            throw .notCopyable(path: path, reason: "its chunks do not end with IEND")
        }
        var result = SharedMetadata(bytes: PNGChunks.signature)
        for chunk in file.chunks {
            let data = bytes[chunk.data]
            if chunk.type == "eXIf", !removals.isEmpty {
                // eXIf holds the TIFF block alone; libexif reads and writes it after `Exif\0\0`.
                let capacity = PNGChunks.maximumLength + ExifRewriter.header.count
                switch try ExifRewriter.rewrite(ExifRewriter.header + data, removing: removals, capacity: capacity) {
                case .unchanged:
                    result.bytes += bytes[chunk.range]
                case let .rewritten(block, removedLocation):
                    result.bytes += PNGChunks.chunk(type: "eXIf", data: Array(block.dropFirst(ExifRewriter.header.count)))
                    result.removedLocation = result.removedLocation || removedLocation
                case let .unreadable(reason):
                    result.notes.append("its EXIF could not be rewritten (\(reason)), so the copy has none")
                }
            } else if removals.contains(.location), ["tEXt", "zTXt", "iTXt"].contains(chunk.type), let keyword = keyword(of: data) {
                if keyword.hasPrefix("Raw profile type exif") || keyword.hasPrefix("Raw profile type APP1") {
                    result.notes.append("a text chunk holding EXIF (\(keyword)) was left out")
                } else if keyword == "XML:com.adobe.xmp", chunk.type != "iTXt" || isCompressed(iTXt: data) || mentionsLocation(data) {
                    result.notes.append("an XMP packet that may hold a location was left out")
                } else {
                    result.bytes += bytes[chunk.range]
                }
            } else {
                result.bytes += bytes[chunk.range]
            }
        }
        return result
    }

    /// `encoded` (an image poki encoded: a covered print) with the metadata of `cleaned` (the
    /// original, already cleaned): for JPEG its APP1-APP15 and comment segments after the encoder's
    /// own JFIF segment, for PNG its `eXIf` chunk after IHDR.
    static func carrying(_ cleaned: [UInt8], into encoded: [UInt8], format: ImageFormat, path: String) throws(ShareError) -> [UInt8] {
        switch format.entry.metadata {
        case .jpegSegments:
            guard let original = JPEGSegments(cleaned), let fresh = JPEGSegments(encoded) else {
                throw .notCopyable(path: path, reason: "its marker segments do not lead to image data")
            }
            let leading = fresh.segments.prefix { $0.marker == JPEGSegments.app0 }
            var bytes = Array(encoded[0..<2])
            for segment in leading { bytes += encoded[segment.range] }
            for segment in original.segments where (JPEGSegments.app1...0xEF).contains(segment.marker) || segment.marker == JPEGSegments.comment {
                bytes += cleaned[segment.range]
            }
            for segment in fresh.segments.dropFirst(leading.count) { bytes += encoded[segment.range] }
            return bytes + encoded[fresh.imageDataStart...]
        case .pngChunks:
            guard let original = PNGChunks(cleaned), let fresh = PNGChunks(encoded), let header = fresh.chunks.first else {
                throw .notCopyable(path: path, reason: "its chunks do not end with IEND")
            }
            var bytes = PNGChunks.signature + encoded[header.range]
            for chunk in original.chunks where chunk.type == "eXIf" { bytes += cleaned[chunk.range] }
            for chunk in fresh.chunks.dropFirst() { bytes += encoded[chunk.range] }
            return bytes
        }
    }

    private static let xmpNamespace = Array("http://ns.adobe.com/xap/1.0/".utf8)
    private static let extendedXMPNamespace = Array("http://ns.adobe.com/xmp/extension/".utf8)

    private static func isXMP(_ payload: ArraySlice<UInt8>) -> Bool {
        payload.starts(with: xmpNamespace) || payload.starts(with: extendedXMPNamespace)
    }

    /// Whether an XMP packet names a GPS field (`exif:GPSLatitude`, `GPSLongitude`, …).
    private static func mentionsLocation(_ payload: ArraySlice<UInt8>) -> Bool {
        let needle = Array("GPS".utf8)
        guard payload.count >= needle.count else { return false }
        var index = payload.startIndex
        while index + needle.count <= payload.endIndex {
            if payload[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// A PNG text chunk's keyword: the Latin-1 text before its first NUL.
    private static func keyword(of data: ArraySlice<UInt8>) -> String? {
        guard let end = data.firstIndex(of: 0) else { return nil }
        return String(decoding: data[data.startIndex..<end], as: UTF8.self)
    }

    /// Whether an iTXt chunk's compression flag (the byte after its keyword's NUL) is set.
    private static func isCompressed(iTXt data: ArraySlice<UInt8>) -> Bool {
        guard let end = data.firstIndex(of: 0), end + 1 < data.endIndex else { return true }
        return data[end + 1] != 0
    }
}
