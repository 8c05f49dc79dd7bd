/// Reads an image file once and answers what poki needs to know about it.
public enum ImageAnalyzer {
    /// Decodes `path` (PNG or JPEG, detected by content) once, looks for a booth print in the
    /// working image and extracts the palette: of the cuts for a print, of the whole image otherwise.
    ///
    /// - Parameter onWarning: receives non-fatal problems (libjpeg warnings, malformed EXIF), one
    ///   line each, without the file name (the caller knows which file it asked about).
    /// - Parameter lookForQRCode: also read the image at a larger working size for a QR code (a
    ///   print's download link) and report the first in ``ImageAnalysis/qr``; a failure to look
    ///   is a warning.
    /// - Parameter print: whether the detector decides if the image is a print, or the user said.
    public static func analyze(
        fileAt path: String, lookForQRCode: Bool = false, print choice: PrintChoice = .detect, onWarning: (String) -> Void = { _ in }
    ) throws(ImageDecodingError) -> ImageAnalysis {
        let image = try ImageDecoder.decode(fileAt: path)
        image.warnings.forEach(onWarning)

        var metadata = ExifMetadata()
        if let exif = image.exif {
            do {
                metadata = try ExifMetadata(tiff: exif)
            } catch {
                onWarning("ignoring malformed EXIF (\(error))")
            }
        }
        metadata.problems.forEach { onWarning("ignoring EXIF field: \($0)") }

        let orientation = metadata.orientation ?? 1
        let size = displaySize(width: image.storedWidth, height: image.storedHeight, orientation: orientation)
        let finding: PrintFinding? = switch choice {
        case .detect: PrintDetector.find(in: image.working, orientation: orientation, displayWidth: size.width, displayHeight: size.height)
        case let .layout(layout):
            PrintDetector.fit(layout, in: image.working, orientation: orientation, displayWidth: size.width, displayHeight: size.height)
        case .anyLayout: PrintDetector.fitAnyLayout(in: image.working, orientation: orientation, displayWidth: size.width, displayHeight: size.height)
        case .notAPrint: nil
        }
        let extraction = PaletteExtractor.extract(from: finding?.cutSample ?? image.sample)
        var qr: QRCode?
        if lookForQRCode {
            do {
                qr = try QRCodeReader.read(fileAt: path, thorough: false).first
            } catch {
                onWarning("could not look for a QR code: \(error)")
            }
        }
        return ImageAnalysis(
            format: image.format,
            width: size.width,
            height: size.height,
            orientation: orientation,
            capturedAt: metadata.capturedAt,
            palette: extraction.palette,
            meanColour: extraction.meanColour,
            print: finding?.print,
            qr: qr
        )
    }

    /// The size an image shows at: EXIF orientations 5 to 8 turn it a quarter, swapping the sides.
    static func displaySize(width: Int, height: Int, orientation: Int) -> (width: Int, height: Int) {
        (5...8).contains(orientation) ? (height, width) : (width, height)
    }
}
