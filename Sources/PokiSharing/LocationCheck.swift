import PokiImaging

/// Reads a shared copy back before it is written: a second look, by rules of its own, that it
/// holds nothing but the picture and metadata that cannot name a place.
enum LocationCheck {
    /// Throws unless `bytes` (a copy of the file at `path`, of `format`) holds only picture data
    /// and, as metadata, a JFIF header without a thumbnail, a colour profile, Adobe's segment or
    /// a minimal EXIF block (JPEG); picture chunks and a minimal `eXIf` (PNG); and nothing after
    /// the end of the image.
    /// - Throws: ``ShareError/locationRemains(path:reason:)`` naming what it found.
    static func verify(_ bytes: [UInt8], format: ImageFormat, path: String) throws(ShareError) {
        if let problem = problem(in: bytes, format: format) {
            throw .locationRemains(path: path, reason: problem)
        }
    }

    /// What in `bytes` may still hold a location, in a few words; nil when nothing.
    static func problem(in bytes: [UInt8], format: ImageFormat) -> String? {
        switch format.entry.metadata {
        case .jpegSegments:
            guard let file = JPEGSegments(bytes) else { return "its segments cannot be followed" }
            guard file.imageDataEnd == bytes.count else { return "data follows the end of the image" }
            for segment in file.segments + file.laterSegments {
                let payload = bytes[segment.payload]
                switch JPEGMetadata.kind(of: segment.marker, payload: payload) {
                case .decoding, .colourProfile, .colourTransform:
                    continue
                case .jfif where JPEGMetadata.hasNoThumbnail(jfif: payload):
                    continue
                case .exif where MinimalExif.isMinimal(tiff: Array(payload.dropFirst(ExifRewriter.header.count))):
                    continue
                case let kind:
                    return "it still has \(kind.name)"
                }
            }
        case .pngChunks:
            guard let file = PNGChunks(bytes) else { return "its chunks cannot be followed" }
            guard file.chunks.last?.range.upperBound == bytes.count else { return "data follows IEND" }
            for chunk in file.chunks where !PNGChunks.picture.contains(chunk.type) {
                guard chunk.type == "eXIf", MinimalExif.isMinimal(tiff: Array(bytes[chunk.data])) else {
                    return "it still has a \(chunk.type) chunk"
                }
            }
        }
        return nil
    }

    /// Whether `bytes` holds an EXIF block (`Exif\0\0` then TIFF) whose IFD0 points to a GPS
    /// directory: a thumbnail's, a trailing picture's.
    static func embeddedExifHasLocation(_ bytes: ArraySlice<UInt8>) -> Bool {
        let header = ExifRewriter.header
        var index = bytes.startIndex
        var blocks = 0
        while let found = firstIndex(of: header, in: bytes[index...]), blocks < 64 {
            blocks += 1
            let block = Array(bytes[(found + header.count)...].prefix(JPEGSegments.maximumPayload))
            if ExifMetadata.salvaged(tiff: block)?.hasLocation == true { return true }
            index = found + header.count
        }
        return false
    }

    private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while index <= last {
            guard let candidate = haystack[index...last].firstIndex(of: first) else { return nil }
            if haystack[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
