import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("other/holiday.heic", "HEIF"),
        ("other/photo.avif", "AVIF"),
        ("other/image.webp", "WebP"),
        ("other/animation.gif", "GIF"),
        ("other/image.bmp", "BMP"),
        ("other/image.tiff", "TIFF"),
    ])
    func refusesOtherFormatsByName(file: String, name: String) {
        #expect(throws: ImageDecodingError.unsupportedFormat(path: Fixture.path(file), detected: name)) {
            try ImageDecoder.decode(fileAt: Fixture.path(file))
        }
    }

    @Test func refusalMessageNamesFileAndFormat() {
        let error = ImageDecodingError.unsupportedFormat(path: "holiday.heic", detected: "HEIF")
        #expect(error.description == "holiday.heic: unsupported image format (HEIF); poki reads PNG and JPEG")
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
        #expect(throws: ImageDecodingError.unreadable(path: Fixture.folder, reason: "Is a directory")) {
            try ImageDecoder.decode(fileAt: Fixture.folder)
        }
        let missing = Fixture.path("no-such-photo.jpg")
        #expect(throws: ImageDecodingError.unreadable(path: missing, reason: "No such file or directory")) {
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
