import PokiSystem

/// Reads an image file (once, but for a closer look at a photographed paper) and answers what
/// poki needs to know about it.
public enum ImageAnalyzer {
    /// Decodes `path` (any ``ImageFormat``, detected by content) once, looks for a booth print in the
    /// working image (unless `print` says it is none: then only the sample is decoded) and
    /// extracts the palette: of the cuts for a print, of the whole image otherwise.
    /// A photographed paper seen in a JPEG's small decode is looked at again in a second decode
    /// (``PrintDetector/find(in:orientation:displayWidth:displayHeight:closerLook:)``), whose cuts
    /// the palette is then of.
    ///
    /// - Parameter onWarning: receives non-fatal problems (libjpeg warnings, in the library's
    ///   words; malformed EXIF), one line each, without the file name (the caller knows which file
    ///   it asked about).
    /// - Parameter lookForQRCode: also read the image at a larger working size for a QR code (a
    ///   print's download link) and report the first in ``ImageAnalysis/qr``; a failure to look
    ///   is a warning.
    /// - Parameter print: whether the detector decides if the image is a print, or the user said.
    /// - Parameter today: a date in the metadata after this day is refused with a warning naming
    ///   its field, and the next field is taken (``ImageAnalysis/metadataDate``).
    /// - Parameter brands: when given, the text on a print's frame is read (``PrintTextReader``)
    ///   and the brand among these (names as printed, by label) and the day it names are kept in
    ///   ``BoothPrint/text``; a failure to read is a warning, and without Tesseract the text is
    ///   not read (``PrintTextReader/unavailable`` says why).
    public static func analyze(
        fileAt path: String, lookForQRCode: Bool = false, print choice: PrintChoice = .detect, today: CalendarDay = .today(),
        readingTextFor brands: [String: [String]]? = nil, onWarning: (Phrase) -> Void = { _ in }
    ) throws(ImageDecodingError) -> ImageAnalysis {
        // Only a print is looked for in the working image: an image the user said is none needs the sample alone.
        let image = try choice == .notAPrint ? ImageDecoder.decodeSample(fileAt: path) : ImageDecoder.decode(fileAt: path)
        image.warnings.forEach { onWarning(DecoderWarning.phrase($0)) }

        var metadata = ExifMetadata()
        if let exif = image.exif {
            do {
                metadata = try ExifMetadata(tiff: exif)
            } catch {
                onWarning(Phrase("ignoring malformed EXIF (", korean: "손상된 EXIF를 무시합니다 (") + Phrase.describing(error) + Phrase(")", korean: ")"))
            }
        }
        metadata.problems.forEach { onWarning(Phrase("ignoring EXIF field: ", korean: "EXIF 필드를 무시합니다: ") + $0) }
        let xmp = image.xmp.map(XMPDates.init(packet:))
        xmp?.problems.forEach { onWarning(Phrase("ignoring XMP field: ", korean: "XMP 필드를 무시합니다: ") + $0) }
        let metadataDate = takenDate(among: MetadataDate.candidates(exif: metadata, xmp: xmp), today: today, onWarning: onWarning)

        let orientation = image.orientation(given: metadata)
        let size = displaySize(width: image.storedWidth, height: image.storedHeight, orientation: orientation)
        let finding: PrintFinding? = switch choice {
        case .detect:
            PrintDetector.find(in: image.working, orientation: orientation, displayWidth: size.width, displayHeight: size.height) {
                closerLook(at: path, as: image)
            }
        case let .layout(layout):
            PrintDetector.fit(layout, in: image.working, orientation: orientation, displayWidth: size.width, displayHeight: size.height)
        case .anyLayout: PrintDetector.fitAnyLayout(in: image.working, orientation: orientation, displayWidth: size.width, displayHeight: size.height)
        case .notAPrint: nil
        }
        let extraction = PaletteExtractor.extract(from: finding?.cutSample ?? image.sample)
        var print = finding?.print
        if let brands, let found = print {
            do {
                print?.text = try PrintTextReader.text(
                    fileAt: path, print: found, paper: finding?.paper, orientation: orientation, displayWidth: size.width, displayHeight: size.height,
                    brands: brands, latest: today.next
                )
            } catch let error as TextRecognitionError {
                // Tesseract missing is said once by the command (``PrintTextReader/unavailable``).
                if case .failed = error { onWarning(error.phrase) }
            } catch {
                onWarning(Phrase("could not read the print's text: ", korean: "인화 사진의 글자를 읽지 못했습니다: ") + Phrase.describing(error))
            }
        }
        var qr: QRCode?
        if lookForQRCode {
            do {
                qr = try QRCodeReader.read(fileAt: path, thorough: false).first
            } catch {
                onWarning(Phrase("could not look for a QR code: ", korean: "QR 코드를 찾아보지 못했습니다: ") + Phrase.describing(error))
            }
        }
        return ImageAnalysis(
            format: image.format,
            width: size.width,
            height: size.height,
            orientation: orientation,
            capturedAt: metadataDate?.dateTime,
            palette: extraction.palette,
            meanColour: extraction.meanColour,
            print: print,
            qr: qr,
            metadataDate: metadataDate,
            fileModifiedAt: image.modifiedAt
        )
    }

    /// `path` decoded again to the full working size (``ImageDecoder/workingLongSide``), for a
    /// closer look at a photographed paper (``PrintDetector/find(in:orientation:displayWidth:displayHeight:closerLook:)``);
    /// nil when it cannot be, when `first`'s working image is already as large as the image or
    /// that size, or when the file is no longer the image `first` was (its format, size or time of
    /// last change differ).
    static func closerLook(at path: String, as first: DecodedImage) -> SampleImage? {
        let side = ImageDecoder.workingLongSide
        guard max(first.working.width, first.working.height) < min(side, max(first.storedWidth, first.storedHeight)),
              let closer = try? ImageDecoder.decode(fileAt: path, largeLongSide: side, smallLongSide: side),
              closer.format == first.format, closer.storedWidth == first.storedWidth, closer.storedHeight == first.storedHeight,
              closer.modifiedAt == first.modifiedAt
        else { return nil }
        return closer.working
    }

    /// The first of `candidates` whose day is not after `today`; each one before it is refused
    /// with a warning, as a clock set wrong (or never set) writes days yet to come. A day one past
    /// today is taken: a camera's clock may be in a time zone ahead of the computer's (a print
    /// from Seoul on a laptop in California).
    static func takenDate(among candidates: [MetadataDate], today: CalendarDay, onWarning: (Phrase) -> Void) -> MetadataDate? {
        for candidate in candidates {
            guard candidate.day > today.next else { return candidate }
            onWarning(Phrase(
                "ignoring \(candidate.field.name) \(candidate.text): it is after today, \(today)",
                korean: "\(candidate.field.name) \(candidate.text): 오늘(\(today))보다 뒤의 날짜라서 무시합니다"
            ))
        }
        return nil
    }

    /// The size an image shows at: EXIF orientations 5 to 8 turn it a quarter, swapping the sides.
    static func displaySize(width: Int, height: Int, orientation: Int) -> (width: Int, height: Int) {
        (5...8).contains(orientation) ? (height, width) : (width, height)
    }
}
