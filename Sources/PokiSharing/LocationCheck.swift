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
    static func problem(in bytes: [UInt8], format: ImageFormat) -> Phrase? {
        switch format.entry.metadata {
        case .jpegSegments:
            guard let file = JPEGSegments(bytes) else { return Phrase("its segments cannot be followed", korean: "세그먼트를 따라 읽을 수 없음") }
            guard file.imageDataEnd == bytes.count else { return Phrase("data follows the end of the image", korean: "이미지 끝 뒤에 데이터가 있음") }
            // Past the first scan, exiftool looks for markers byte by byte, not by segment lengths.
            for segment in file.laterSegments + file.scanHeaders where bytes[segment.payload].contains(0xFF) {
                return Phrase("a segment among its scans holds bytes that read as a marker", korean: "스캔 사이의 세그먼트에 마커로 읽히는 바이트가 있음")
            }
            for scan in file.scanHeaders where scan.payload.count != 4 + 2 * Int(bytes[scan.payload.lowerBound]) {
                return Phrase("a scan header's length does not match its components", korean: "스캔 헤더의 길이가 성분 수와 맞지 않음")
            }
            if let profile = JPEGMetadata.colourProfile(of: file, in: bytes), !ICCProfile.holdsOnlyColour(profile) {
                return Phrase("its colour profile holds more than colours", korean: "색 프로필에 색 말고 다른 것도 들어 있음")
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
                    return Phrase("it still has ", korean: "남은 것: ") + kind.name
                }
            }
            var message = [CChar](repeating: 0, count: 256)
            let status = bytes.withUnsafeBufferPointer { poki_jpeg_check_stream($0.baseAddress, $0.count, &message, message.count) }
            guard status == 0 else {
                return Phrase("libjpeg does not read it cleanly to its end (", korean: "libjpeg가 끝까지 깨끗하게 읽지 못함 (")
                    + DecoderReason.phrase(String(nulTerminated: message)) + Phrase(")", korean: ")")
            }
        case .pngChunks:
            guard let file = PNGChunks(bytes) else { return Phrase("its chunks cannot be followed", korean: "청크를 따라 읽을 수 없음") }
            guard file.chunks.last?.range.upperBound == bytes.count else { return Phrase("data follows IEND", korean: "IEND 뒤에 데이터가 있음") }
            for chunk in file.chunks where !PNGChunks.picture.contains(chunk.type) {
                guard chunk.type == "eXIf", MinimalExif.isMinimal(tiff: Array(bytes[chunk.data])) else {
                    return Phrase("it still has a \(chunk.type) chunk", korean: "\(chunk.type) 청크가 남아 있음")
                }
            }
        case .notRewritten:
            return Phrase("poki does not read \(format.displayName) metadata", korean: "poki는 \(format.displayName) 메타데이터를 읽지 않음")
        }
        return nil
    }
}
