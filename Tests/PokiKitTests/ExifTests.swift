import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ExifTests {
    /// orientation-N.jpg: stored 60x40, odd N little-endian without offset, even N big-endian with +09:00.
    @Test(arguments: 1...8)
    func readsOrientationAndDateFromJPEG(orientation: Int) throws {
        let path = Fixture.path("exif/orientation-\(orientation).jpg")
        var warnings: [String] = []
        let analysis = try ImageAnalyzer.analyze(fileAt: path) { warnings.append($0.english) }
        #expect(warnings.isEmpty)
        #expect(analysis.orientation == orientation)
        let turned = orientation >= 5
        #expect((analysis.width, analysis.height) == (turned ? (40, 60) : (60, 40)))
        let offset = orientation % 2 == 0 ? "+09:00" : ""
        #expect(analysis.capturedAt?.iso8601 == "2025-0\(orientation)-1\(orientation)T14:03:2\(orientation)\(offset)")
    }

    @Test func portraitPhotoStoredLandscapeReportsPortrait() throws {
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("exif/portrait-orientation-6.jpg"))
        #expect(analysis.orientation == 6)
        #expect((analysis.width, analysis.height) == (80, 120))
        #expect(analysis.capturedAt == CaptureDate(year: 2026, month: 11, day: 20, hour: 14, minute: 3, second: 22, offset: "+09:00"))
    }

    @Test(arguments: [
        ("exif/orientation-6-exif-after-idat.png", 6, "2024-02-29T23:59:59-05:00"),
        ("exif/orientation-8-exif-before-idat.png", 8, "2024-03-01T08:00:00"),
    ])
    func readsPNGeXIf(file: String, orientation: Int, date: String) throws {
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path(file))
        #expect(analysis.format == .png)
        #expect(analysis.orientation == orientation)
        #expect((analysis.width, analysis.height) == (40, 60))
        #expect(analysis.capturedAt?.iso8601 == date)
    }

    /// ImageMagick's `Raw profile type exif` text chunk: hexadecimal EXIF in tEXt (with the
    /// `Exif\0\0` prefix, after another text chunk) or in zTXt after IDAT (without it).
    @Test(arguments: [
        ("exif/orientation-3-raw-profile.png", 3, (60, 40), "2024-05-05T10:00:00"),
        ("exif/orientation-6-raw-profile-ztxt.png", 6, (40, 60), "2024-06-06T12:00:00+02:00"),
    ])
    func readsImageMagickRawProfile(file: String, orientation: Int, size: (Int, Int), date: String) throws {
        var warnings: [String] = []
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path(file)) { warnings.append($0.english) }
        #expect(warnings.isEmpty)
        #expect(analysis.orientation == orientation)
        #expect((analysis.width, analysis.height) == size)
        #expect(analysis.capturedAt?.iso8601 == date)
    }

    @Test func malformedExifIsIgnoredWithWarning() throws {
        var warnings: [String] = []
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("exif/malformed-exif.jpg")) { warnings.append($0.english) }
        #expect(analysis.orientation == 1)
        #expect((analysis.width, analysis.height) == (60, 40))
        #expect(analysis.capturedAt == nil)
        #expect(warnings == ["ignoring malformed EXIF (IFD0 at offset 65535 lies outside the EXIF block)"])
    }

    @Test func invalidOrientationIsIgnoredWithWarningButDateKept() throws {
        var warnings: [String] = []
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("exif/bad-orientation.jpg")) { warnings.append($0.english) }
        #expect(analysis.orientation == 1)
        #expect(analysis.capturedAt?.iso8601 == "2025-01-01T00:00:00")
        #expect(warnings == ["ignoring EXIF field: orientation 9 is not 1 to 8"])
    }

    @Test func blankDateIsAbsentWithoutWarning() throws {
        var warnings: [String] = []
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("exif/blank-date.jpg")) { warnings.append($0.english) }
        #expect(analysis.capturedAt == nil)
        #expect(warnings.isEmpty)
    }

    @Test func fileWithoutExifIsUpright() throws {
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("jpeg/split-baseline.jpg"))
        #expect(analysis.orientation == 1)
        #expect(analysis.capturedAt == nil)
    }

    @Test(arguments: [
        ("2026:13:01 00:00:00", nil),
        ("2026:11:20 14:03", nil),
        ("2026-11:20 14:03:22", nil),
        ("2026-11-20 14:03:22", "2026-11-20T14:03:22"),
        ("2026:11:20T14:03:22", "2026-11-20T14:03:22"),
        ("2026:11:20 14:03:22", "2026-11-20T14:03:22"),
    ])
    func validatesDateText(text: String, expected: String?) throws {
        let block = TIFFBlock.make(bigEndian: false, orientation: nil, date: text)
        #expect(try ExifMetadata(tiff: block).capturedAt?.iso8601 == expected)
    }

    /// Every truncation and every single-byte corruption of a valid block parses or throws ExifError.
    @Test(arguments: [false, true])
    func damagedBlocksNeverCrash(bigEndian: Bool) {
        let block = TIFFBlock.make(bigEndian: bigEndian, orientation: 6, date: "2026:11:20 14:03:22")
        #expect((try? ExifMetadata(tiff: block))?.orientation == 6)
        for length in 0..<block.count {
            _ = try? ExifMetadata(tiff: Array(block.prefix(length)))
        }
        for index in block.indices {
            for value: UInt8 in [0x00, 0xFF, 0x7F] {
                var damaged = block
                damaged[index] = value
                _ = try? ExifMetadata(tiff: damaged)
            }
        }
    }

    @Test func selfReferencingExifPointerIsRefused() {
        // IFD0 at 8 holds one entry: the Exif IFD pointer, pointing back at offset 8.
        let block: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 1, 0, 0x69, 0x87, 4, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]
        #expect(throws: ExifError.directoryLoop(offset: 8)) { try ExifMetadata(tiff: block) }
    }
}

/// Builds small TIFF blocks for the EXIF reader's tests.
enum TIFFBlock {
    static func make(bigEndian: Bool, orientation: Int?, date: String) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        func u32(_ value: Int) -> [UInt8] {
            bigEndian ? u16(value >> 16) + u16(value & 0xFFFF) : u16(value & 0xFFFF) + u16(value >> 16)
        }
        let text = Array(date.utf8) + [0]
        var block: [UInt8] = bigEndian ? [0x4D, 0x4D, 0x00, 0x2A] : [0x49, 0x49, 0x2A, 0x00]
        block += u32(8)
        let ifd0Count = orientation == nil ? 1 : 2
        let exifOffset = 8 + 2 + 12 * ifd0Count + 4
        block += u16(ifd0Count)
        if let orientation { block += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) }
        block += u16(0x8769) + u16(4) + u32(1) + u32(exifOffset)
        block += u32(0)
        let textOffset = exifOffset + 2 + 12 + 4
        block += u16(1) + u16(0x9003) + u16(2) + u32(text.count) + u32(textOffset) + u32(0)
        return block + text
    }
}
