import CPokiQR
import PokiSystem

/// Finds and decodes the QR codes in an image file, through zxing-cpp (loaded on first use).
public enum QRCodeReader {
    /// Long side of the working image every read starts with, in pixels: a code a tenth of a
    /// phone photo's width still has a few pixels a module at this size.
    public static let workingLongSide = 1600
    /// Long side of the second, closer look a thorough read takes when the working image showed
    /// no code (a small code in a 12-megapixel photo), in pixels.
    public static let closeLongSide = 6000
    /// Most codes reported for one image.
    public static let maximumCodes = 16

    /// The codes in the image at `path`, top left first, with boxes in the stored image's pixels.
    ///
    /// The image is decoded (by the same decoder as for colours) to a working image of
    /// ``workingLongSide``; when that shows no code and `thorough` is set, it is read again at up
    /// to ``closeLongSide``.
    ///
    /// `includingInverted` also looks for codes printed light on dark, which zxing-cpp 1.x reads
    /// only in a negative of the image: sharing asks, so that no code it should cover is missed.
    public static func read(fileAt path: String, thorough: Bool, includingInverted: Bool = false) throws -> [QRCode] {
        let working = try ImageDecoder.decode(fileAt: path, sampleLongSide: workingLongSide)
        let codes = try read(working, includingInverted: includingInverted, path: path)
        let longSide = max(working.storedWidth, working.storedHeight)
        guard codes.isEmpty, thorough, longSide > max(working.sample.width, working.sample.height) else { return codes }
        let close = try ImageDecoder.decode(fileAt: path, sampleLongSide: min(longSide, closeLongSide))
        return try read(close, includingInverted: includingInverted, path: path)
    }

    private static func read(_ image: DecodedImage, includingInverted: Bool, path: String) throws -> [QRCode] {
        let sample = image.sample
        let codes = try sample.rgba.withUnsafeBufferPointer { pixels in
            try read(pixels: pixels, width: sample.width, height: sample.height, channels: 4, includingInverted: includingInverted, path: path)
        }
        let scaleX = Double(image.storedWidth) / Double(max(sample.width, 1))
        let scaleY = Double(image.storedHeight) / Double(max(sample.height, 1))
        return codes.map { $0.scaled(x: scaleX, y: scaleY) }
    }

    /// The codes in `width` x `height` pixels of `channels` bytes each (1 grey, 3 RGB, 4 RGBA),
    /// rows packed, with boxes in those pixels; `path` names the image in errors.
    /// `includingInverted` reads a negative of the pixels too and adds the codes only it shows.
    package static func read(
        pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int, includingInverted: Bool = false, path: String
    ) throws -> [QRCode] {
        let codes = try readOnce(pixels: pixels, width: width, height: height, channels: channels, path: path)
        guard includingInverted else { return codes }
        let negative = [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, initialized in
            for index in 0..<pixels.count {
                // Alpha stays: a transparent pixel is not made opaque.
                buffer[index] = channels == 4 && index % 4 == 3 ? pixels[index] : 255 &- pixels[index]
            }
            initialized = pixels.count
        }
        let inverted = try negative.withUnsafeBufferPointer { negative in
            try readOnce(pixels: negative, width: width, height: height, channels: channels, path: path)
        }
        return codes + inverted.filter { code in !codes.contains { $0.overlaps(code) } }
    }

    private static func readOnce(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int, path: String) throws -> [QRCode] {
        var codes = [poki_qr_code](repeating: poki_qr_code(), count: maximumCodes)
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = codes.withUnsafeMutableBufferPointer { codes in
            poki_qr_read(pixels.baseAddress, Int32(width), Int32(height), Int32(channels), codes.baseAddress,
                         maximumCodes, &count, &message, message.count)
        }
        let reason = String(nulTerminated: message)
        switch status {
        case POKI_QR_OK: break
        case POKI_QR_UNAVAILABLE: throw QRCodeReaderError.unavailable(reason: reason)
        default: throw QRCodeReaderError.failed(path: path, reason: .verbatim(reason))
        }
        return try codes.prefix(count).map { code in
            var code = code
            let capacity = MemoryLayout.size(ofValue: code.text) - 1
            guard code.text_length <= capacity else {
                throw QRCodeReaderError.failed(
                    path: path,
                    reason: Phrase(
                        "a QR code holds \(code.text_length) characters, more than poki reads (\(capacity))",
                        korean: "QR 코드에 글자가 \(code.text_length)자 있어 poki가 읽는 길이(\(capacity))를 넘습니다"
                    )
                )
            }
            let length = code.text_length
            let text = withUnsafeBytes(of: &code.text) { String(decoding: $0.prefix(length), as: UTF8.self) }
            return QRCode(text: text, x: Int(code.x), y: Int(code.y), width: Int(code.width), height: Int(code.height))
        }
    }
}

/// Why looking for QR codes failed (finding none is not a failure).
public enum QRCodeReaderError: PhrasedError, Equatable {
    /// zxing-cpp could not be loaded; `reason` is its loader's message.
    case unavailable(reason: String)
    /// zxing-cpp failed on this image (`reason` is its message), or a code was too long to read.
    case failed(path: String, reason: Phrase)

    public var phrase: Phrase {
        switch self {
        case let .unavailable(reason):
            Phrase("\(reason)", korean: "QR 코드를 읽을 수 없습니다: \(reason)")
        case let .failed(path, reason):
            Phrase("\(path): cannot read QR codes: ", korean: "\(path): QR 코드를 읽을 수 없습니다: ") + reason
        }
    }
}
