import PokiSystem
import PokiImaging

/// Covers a booth print's QR codes, which lead to the originals and the session video for a day
/// or three, with the colour around them, so a shared print cannot be used to fetch them.
///
/// Codes printed dark on light and light on dark are both looked for, and the picture is read
/// again after covering until no code reads: a picture in which one still does is never written.
package enum QRCodeMask {
    /// The cover reaches past the code's box by this fraction of its longer side on every side:
    /// the box is the symbol's corners, and its quiet zone (four modules, about an eighth of a
    /// small code) belongs to it too.
    static let marginFraction = 0.15
    /// JPEG quality of a covered print: a picture kept in its own right, as a cut is.
    static let jpegQuality = 95
    /// Looks after covering: a code hidden behind another's finder patterns shows up only once
    /// the first is covered.
    static let maximumRounds = 4

    /// The image at `path` (photo `id`, of `format`) with every QR code covered, encoded as
    /// `format.writtenFormat`, and
    /// how many codes were covered; nil when it has none. The image is re-encoded; its metadata
    /// is the caller's.
    /// - Throws: ``ShareError/codeStillReadable(id:)`` when a code can still be read once
    ///   covered (nothing is then written).
    package static func cover(fileAt path: String, format: ImageFormat, id: Int) throws(ShareError) -> (bytes: [UInt8], codes: Int)? {
        let codes: [QRCode]
        do {
            codes = try QRCodeReader.read(fileAt: path, thorough: true, includingInverted: true)
        } catch let error as QRCodeReaderError {
            throw .qrCodes(error)
        } catch let error as ImageDecodingError {
            throw .image(.unreadable(error))
        } catch {
            throw .qrCodes(.failed(path: path, reason: Phrase.describing(error)))
        }
        guard !codes.isEmpty else { return nil }
        let image: WholeImage
        do throws(CutExtractionError) {
            image = try WholeImage(fileAt: path, format: format)
        } catch {
            throw .image(error)
        }
        return try image.withPixels { (pixels) throws(ShareError) in
            let covered = try coverEveryCode(in: pixels, width: image.width, height: image.height, channels: image.channels, known: codes, path: path, id: id)
            do throws(CutExtractionError) {
                let bytes = try WholeImage.encode(
                    UnsafeBufferPointer(pixels), width: image.width, height: image.height, channels: image.channels, format: format.writtenFormat,
                    quality: jpegQuality, path: path
                )
                return (bytes, covered.count)
            } catch {
                throw .image(error)
            }
        }
    }

    /// Covers `known` and every code found in `pixels` (`width` x `height`, `channels` bytes a
    /// pixel, of photo `id` at `path`), dark on light or light on dark, reading again after each
    /// round; returns the boxes covered.
    /// - Throws: ``ShareError/codeStillReadable(id:)`` when a code still reads after
    ///   ``maximumRounds`` rounds.
    package static func coverEveryCode(
        in pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int, known: [QRCode] = [], path: String, id: Int
    ) throws(ShareError) -> [QRCode] {
        var covered: [QRCode] = []
        var found = known
        for _ in 0..<maximumRounds {
            for code in found { cover(code, in: pixels, width: width, height: height, channels: channels) }
            covered += found
            do {
                found = try QRCodeReader.read(
                    pixels: UnsafeBufferPointer(pixels), width: width, height: height, channels: channels, includingInverted: true, path: path
                )
            } catch let error as QRCodeReaderError {
                throw .qrCodes(error)
            } catch {
                throw .qrCodes(.failed(path: path, reason: Phrase.describing(error)))
            }
            if found.isEmpty { return covered }
        }
        throw .codeStillReadable(id: id)
    }

    /// Paints `code`'s box, grown by ``marginFraction``, with the median colour of a band just
    /// outside it (the print's frame around the code).
    package static func cover(_ code: QRCode, in pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int) {
        let margin = Int((Double(max(code.width, code.height)) * marginFraction).rounded(.up)) + 2
        let band = max(2, margin / 2)
        let left = max(code.x - margin, 0), top = max(code.y - margin, 0)
        let right = min(code.x + code.width + margin, width), bottom = min(code.y + code.height + margin, height)
        guard left < right, top < bottom else { return }
        let outerLeft = max(left - band, 0), outerTop = max(top - band, 0)
        let outerRight = min(right + band, width), outerBottom = min(bottom + band, height)

        var samples = [[UInt8]](repeating: [], count: channels)
        for y in outerTop..<outerBottom {
            for x in outerLeft..<outerRight where !(left..<right).contains(x) || !(top..<bottom).contains(y) {
                let offset = (y * width + x) * channels
                for channel in 0..<channels { samples[channel].append(pixels[offset + channel]) }
            }
        }
        // A code filling the whole picture has no surroundings: white, the colour of paper.
        let colour = samples.map { values -> UInt8 in
            guard !values.isEmpty else { return 255 }
            return values.sorted()[values.count / 2]
        }
        for y in top..<bottom {
            for x in left..<right {
                let offset = (y * width + x) * channels
                for channel in 0..<channels { pixels[offset + channel] = colour[channel] }
            }
        }
    }
}
