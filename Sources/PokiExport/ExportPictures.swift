import CPokiCodec
import PokiSystem
import PokiImaging
import PokiSharing

/// The two pictures an export shows of a photo: a thumbnail for the feed and a screen-size copy
/// for its page, both progressive JPEGs made through libjpeg from one DCT-scaled decode of the
/// album's image, turned upright by its EXIF orientation (so every browser shows them the same
/// way), transparency composited over white, and with no metadata at all: no EXIF (no GPS, no
/// camera), no ICC profile, no comment. Unless asked to keep them, every QR code on them (a
/// print's code leads to the original and the booth's session video) is covered as `share
/// --mask-qr` covers it.
struct ExportPictures: Sendable {
    /// Long side of the thumbnail, in pixels (smaller images keep their size).
    static let thumbnailLongSide = 480
    /// Long side of the screen-size copy, in pixels (smaller images keep their size).
    static let screenLongSide = 1600
    /// libjpeg quality of both.
    static let quality = 85
    /// What transparent parts become.
    static let background = Colour(red: 255, green: 255, blue: 255)
    /// Names the definition above in the export marker; a change makes every picture be made again.
    static let definition = "picture-v1"
    /// Names how codes are covered; part of a picture's key unless codes are kept.
    static let coveredCodes = "qr-covered-1"

    /// JPEG bytes of the screen-size copy.
    var screen: [UInt8]
    /// JPEG bytes of the thumbnail.
    var thumbnail: [UInt8]

    /// Both pictures of the image at `path`, its QR codes covered unless `keepingCodes`.
    static func make(fromFileAt path: String, id: Int, keepingCodes: Bool) throws(ExportError) -> ExportPictures {
        let image: DecodedImage
        do {
            image = try ImageDecoder.decode(fileAt: path, largeLongSide: screenLongSide, smallLongSide: thumbnailLongSide)
        } catch {
            throw .picture(id: id, reason: Phrase.describing(error))
        }
        let orientation = image.orientation
        var screen = OrientedSample.apply(orientation, to: image.sample)
        var thumbnail = OrientedSample.apply(orientation, to: image.working)
        if !keepingCodes { try coverCodes(screen: &screen, thumbnail: &thumbnail, path: path, id: id) }
        return ExportPictures(screen: try encode(screen, id: id), thumbnail: try encode(thumbnail, id: id))
    }

    /// Covers the codes found on `screen`, and the same places on `thumbnail` (scaled), then any
    /// code the thumbnail alone still shows; both are read again until none reads.
    private static func coverCodes(screen: inout SampleImage, thumbnail: inout SampleImage, path: String, id: Int) throws(ExportError) {
        do throws(ShareError) {
            let covered = try screen.rgba.withUnsafeMutableBufferPointer { (pixels) throws(ShareError) in
                try QRCodeMask.coverEveryCode(in: pixels, width: screen.width, height: screen.height, channels: 4, path: path, id: id)
            }
            let scaleX = Double(thumbnail.width) / Double(max(screen.width, 1))
            let scaleY = Double(thumbnail.height) / Double(max(screen.height, 1))
            // A pixel more each way: the thumbnail's pixels straddle the screen picture's.
            let scaled = covered.map { code in
                var box = code.scaled(x: scaleX, y: scaleY)
                box.width += 1
                box.height += 1
                return box
            }
            _ = try thumbnail.rgba.withUnsafeMutableBufferPointer { (pixels) throws(ShareError) in
                try QRCodeMask.coverEveryCode(in: pixels, width: thumbnail.width, height: thumbnail.height, channels: 4, known: scaled, path: path, id: id)
            }
        } catch {
            throw .picture(
                id: id,
                reason: error.phrase + Phrase(" (export with --keep-qr to publish codes as they are)", korean: " (코드를 그대로 공개하려면 --keep-qr로 내보내십시오)")
            )
        }
    }

    /// The sample's pixels over ``background``, as a progressive JPEG.
    private static func encode(_ sample: SampleImage, id: Int) throws(ExportError) -> [UInt8] {
        let rgb = flattened(sample)
        var encoded = poki_encoded()
        defer { poki_encoded_release(&encoded) }
        let status = rgb.withUnsafeBufferPointer { buffer in
            poki_encode_progressive_jpeg(buffer.baseAddress, UInt32(sample.width), UInt32(sample.height), sample.width * 3, Int32(quality), &encoded)
        }
        guard status == POKI_STATUS_OK, let bytes = encoded.bytes else {
            let reason = withUnsafeBytes(of: &encoded.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw .picture(id: id, reason: Phrase("cannot encode its picture: \(reason)", korean: "이미지를 인코딩할 수 없습니다: \(reason)"))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: encoded.length))
    }

    /// RGB bytes of an RGBA sample, straight alpha composited over ``background``.
    static func flattened(_ sample: SampleImage) -> [UInt8] {
        let count = sample.width * sample.height
        let backdrop = [UInt32(background.red), UInt32(background.green), UInt32(background.blue)]
        return [UInt8](unsafeUninitializedCapacity: count * 3) { rgb, initialized in
            sample.rgba.withUnsafeBufferPointer { rgba in
                for index in 0..<count {
                    let alpha = UInt32(rgba[index * 4 + 3])
                    for channel in 0..<3 {
                        let value = UInt32(rgba[index * 4 + channel])
                        rgb[index * 3 + channel] = UInt8((value * alpha + backdrop[channel] * (255 - alpha) + 127) / 255)
                    }
                }
            }
            initialized = count * 3
        }
    }
}
