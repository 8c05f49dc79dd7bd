import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("other/photo.avif", "AVIF"),
        ("other/animation.gif", "GIF"),
        ("other/image.bmp", "BMP"),
        ("other/image.tiff", "TIFF"),
    ])
    func refusesOtherFormatsByName(file: String, name: String) {
        #expect {
            try ImageDecoder.decode(fileAt: Fixture.path(file))
        } throws: { error in
            guard case let .unsupportedFormat(path, detected) = error as? ImageDecodingError else { return false }
            return path == Fixture.path(file) && detected?.name == name && detected?.isImage == true
        }
    }

    @Test func refusalMessageNamesFileFormatAndConversion() {
        let avif = ImageDecodingError.unsupportedFormat(path: "holiday.avif", detected: .avif)
        #expect(avif.description == "holiday.avif: unsupported image format (AVIF); poki reads PNG, JPEG, WebP and HEIF; "
            + "avifdec (Debian: libavif-bin) makes a PNG of it")
        let gif = ImageDecodingError.unsupportedFormat(path: "a.gif", detected: .gif)
        #expect(gif.description == "a.gif: unsupported image format (GIF); poki reads PNG, JPEG, WebP and HEIF")
    }

    @Test(arguments: [("other/holiday.heic", ImageFormat.heif), ("other/image.webp", .webP)])
    func phoneFormatsAreRecognisedByContent(file: String, format: ImageFormat) throws {
        let header = Array(try #require(FileBytes.read(Fixture.path(file))).prefix(FormatDetector.headerLength))
        #expect(FormatDetector.detect(header) == .supported(format))
    }

    @Test func aVideoIsNoImage() {
        let mp4 = Array("\0\0\0\u{18}ftypisom\0\0\u{2}\0isomiso2".utf8) + [UInt8](repeating: 0, count: 8)
        guard case let .unsupported(format?) = FormatDetector.detect(mp4) else {
            Issue.record("an MP4 was not recognised")
            return
        }
        #expect(format.name == "ISO media (isom)")
        #expect(!format.isImage)
        #expect(format.refusal.english == "not a PNG, JPEG, WebP or HEIF image (ISO media (isom)); poki reads PNG, JPEG, WebP and HEIF")
    }

    @Test(arguments: ["other/notes.txt", "corrupt/wrong-magic.png"])
    func refusesUnknownContent(file: String) {
        #expect(throws: ImageDecodingError.unsupportedFormat(path: Fixture.path(file), detected: nil)) {
            try ImageDecoder.decode(fileAt: Fixture.path(file))
        }
    }

    @Test func readsPNGNamedJPEGByContent() throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("corrupt/png-named.jpg"))
        #expect(image.format == .png)
        #expect(image.sample.pixel(atFraction: 0.1, 0.5).colour == Fixture.pink)
    }

    @Test func refusesEmptyFile() {
        #expect(throws: ImageDecodingError.empty(path: Fixture.path("corrupt/empty.png"))) {
            try ImageDecoder.decode(fileAt: Fixture.path("corrupt/empty.png"))
        }
    }

    @Test func refusesDirectoryAndMissingFile() {
        #expect(throws: ImageDecodingError.unreadable(path: Fixture.folder, reason: .verbatim("Is a directory"))) {
            try ImageDecoder.decode(fileAt: Fixture.folder)
        }
        let missing = Fixture.path("no-such-photo.jpg")
        #expect(throws: ImageDecodingError.unreadable(path: missing, reason: .verbatim("No such file or directory"))) {
            try ImageDecoder.decode(fileAt: missing)
        }
    }

    @Test func detectsFromFirstBytesOnly() {
        #expect(FormatDetector.detect([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .supported(.png))
        #expect(FormatDetector.detect([0xFF, 0xD8, 0xFF, 0xE0]) == .supported(.jpeg))
        #expect(FormatDetector.detect([0xFF, 0xD8]) == .unsupported(nil))
        #expect(FormatDetector.detect([]) == .unsupported(nil))
    }
}
