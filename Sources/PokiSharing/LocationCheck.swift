import PokiImaging
import CPokiCodec
import PokiSystem

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
            // Past the first scan, exiftool looks for markers byte by byte, not by segment lengths.
            for segment in file.laterSegments + file.scanHeaders where bytes[segment.payload].contains(0xFF) {
                return "a segment among its scans holds bytes that read as a marker"
            }
            for scan in file.scanHeaders where scan.payload.count != 4 + 2 * Int(bytes[scan.payload.lowerBound]) {
                return "a scan header's length does not match its components"
            }
            if let profile = JPEGMetadata.colourProfile(of: file, in: bytes), !ICCProfile.holdsOnlyColour(profile) {
                return "its colour profile holds more than colours"
            }
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
            var message = [CChar](repeating: 0, count: 256)
            let status = bytes.withUnsafeBufferPointer { poki_jpeg_check_stream($0.baseAddress, $0.count, &message, message.count) }
            guard status == 0 else {
                return "libjpeg does not read it cleanly to its end (" + String(nulTerminated: message) + ")"
            }
        case .pngChunks:
            guard let file = PNGChunks(bytes) else { return "its chunks cannot be followed" }
            guard file.chunks.last?.range.upperBound == bytes.count else { return "data follows IEND" }
            for chunk in file.chunks where !PNGChunks.picture.contains(chunk.type) {
                guard chunk.type == "eXIf", MinimalExif.isMinimal(tiff: Array(bytes[chunk.data])) else {
                    return "it still has a \(chunk.type) chunk"
                }
            }
        case .notRewritten:
            return "poki does not read \(format.displayName) metadata"
        }
        return nil
    }
}
