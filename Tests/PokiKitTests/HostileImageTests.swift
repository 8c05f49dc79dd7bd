import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Files made to exhaust the decoders (Fixtures/hostile/, issue #10): each is refused or read
/// quickly with bounded memory. Their peak memory in a real `poki` process is checked by
/// pokiTests' HostileImageCommandTests.
@Suite struct HostileImageTests {
    /// Decodes `file`, returning the outcome and how long it took in seconds.
    private func decode(_ file: String) -> (Result<DecodedImage, ImageDecodingError>, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = Result { () throws(ImageDecodingError) -> DecodedImage in try ImageDecoder.decode(fileAt: Fixture.path(file)) }
        let elapsed = clock.now - start
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    // MARK: - PNG chunks (item 13)

    /// IHDR, then a chunk declaring 2^31-1 bytes: libpng allocated and zeroed 2 GB for it. Now
    /// any chunk but IDAT over 8 MB is refused as soon as its header is read.
    @Test(arguments: ["tEXt", "zTXt", "iTXt", "sPLT", "eXIf", "iCCP"])
    func overLongChunkIsRefusedAtOnce(kind: String) {
        let file = "hostile/png-\(kind.lowercased())-2gb.png"
        let (result, seconds) = decode(file)
        #expect(throws: ImageDecodingError.corrupt(path: Fixture.path(file), format: .png, reason: "\(kind): chunk data is too large")) {
            try result.get()
        }
        #expect(seconds < 1)
    }

    /// A zTXt `Raw profile type exif` that inflates to 64 MiB of spaces: read a few kilobytes at a
    /// time and abandoned once it is clearly not hexadecimal; the image itself is fine.
    @Test func compressedProfileThatNeverEndsIsIgnored() throws {
        let (result, seconds) = decode("hostile/png-raw-profile-bomb.png")
        let image = try result.get()
        #expect(image.exif == nil)
        #expect(image.warnings == ["ignoring a malformed 'Raw profile type exif' text chunk"])
        #expect((image.sample.width, image.sample.height) == (8, 8))
        #expect(seconds < 1)
    }

    // MARK: - JPEG scans (items 14 and 15)

    /// 200 MP declared by 196 bytes, with the same DC scan 11, 101 or 6,501 times (0.6 s, 5.3 s and
    /// about six minutes before). The scans are counted before any is decoded.
    @Test(arguments: ["hostile/jpeg-11-dc-scans.jpg", "hostile/jpeg-101-dc-scans.jpg", "hostile/jpeg-6501-dc-scans.jpg"])
    func repeatedScansAreRefusedBeforeDecoding(file: String) {
        let (result, seconds) = decode(file)
        guard case let .failure(.tooManyScans(path, scans, blocks)) = result else {
            Issue.record("expected tooManyScans, got \(result)")
            return
        }
        #expect(path == Fixture.path(file))
        #expect(scans >= 11)
        #expect(blocks > ImageDecoder.maximumScanBlocks)
        #expect(seconds < 1)
    }

    @Test func elevenScansNameTheirCount() {
        let path = Fixture.path("hostile/jpeg-11-dc-scans.jpg")
        // 65500x3053 in one component: 8188 x 382 blocks, eleven times.
        #expect(throws: ImageDecodingError.tooManyScans(path: path, scans: 11, blocks: 11 * 8188 * 382)) {
            try ImageDecoder.decode(fileAt: path)
        }
        let message = ImageDecodingError.tooManyScans(path: "a.jpg", scans: 11, blocks: 34_405_976).description
        #expect(message == "a.jpg: JPEG has too many scans to decode (11 scans over 34405976 blocks); poki decodes at most 500 scans and 33554432 blocks in all: save it again as a baseline JPEG")
    }

    /// 4096x4096 with 700 chroma AC scans (each kept: the 1/8 decode reads 4:2:0 chroma's AC) took
    /// 2.2 s against djpeg's 0.28 s; past the scan limit it is refused at once.
    @Test func sevenHundredChromaScansAreRefused() {
        let (result, seconds) = decode("hostile/jpeg-4096-700-chroma-scans.jpg")
        guard case let .failure(.tooManyScans(_, scans, _)) = result else {
            Issue.record("expected tooManyScans, got \(result)")
            return
        }
        #expect(scans > ImageDecoder.maximumScans)
        #expect(seconds < 1)
    }

    /// 122 bytes: 200 MP at 4:4:4, sequential, one scan a component. libjpeg alone kept 128 bytes
    /// for each of the 9.4 million blocks (1.1 GB); the compact store keeps the DC the 1/8 IDCT reads.
    @Test func sequentialScanPerComponentUsesTheCompactStore() throws {
        let (result, _) = decode("hostile/jpeg-3-sequential-scans.jpg")
        let image = try result.get()
        #expect((image.storedWidth, image.storedHeight) == (65_500, 3_053))
        #expect(image.scaleDenominator == 8)
        #expect(image.scansDecoded == 3)
        #expect(image.coefficientBytes == 3 * 8188 * 382 * 2)
    }

    // MARK: - Component IDs and sizes (item 16)

    /// Luma (1x1) and a 2x2 chroma component share ID 1; libjpeg gives each scan naming ID 1 to
    /// luma, whose AC the 1/8 decode reads. Dropping "ID 1's AC" because chroma reads only DC lost
    /// luma's detail; with repeated IDs nothing is dropped, and the progressive copy gives the
    /// baseline copy's sample exactly.
    @Test func repeatedComponentIDsDropNoScan() throws {
        let progressive = try ImageDecoder.decode(fileAt: Fixture.path("hostile/repeated-id-progressive.jpg"))
        let baseline = try ImageDecoder.decode(fileAt: Fixture.path("hostile/repeated-id-baseline.jpg"))
        #expect(progressive.scaleDenominator == 8)
        #expect(progressive.scansDecoded == 3)
        #expect(progressive.sample == baseline.sample)
    }

    /// libjpeg reads sides up to 65500; a longer one is "too large", with its size, not "corrupt 0x0".
    @Test(arguments: [65_501, 65_535])
    func sideOverLibjpegsLimitIsTooLarge(width: Int) {
        let path = Fixture.path("hostile/jpeg-side-\(width).jpg")
        #expect(throws: ImageDecodingError.tooLarge(path: path, width: width, height: 16)) {
            try ImageDecoder.decode(fileAt: path)
        }
    }

    // MARK: - Fuzzing findings (Fixtures/fuzz/)

    /// Damaged progressive files on which libjpeg's Huffman decoder writes AC coefficients up to 15
    /// zigzag positions past the scan's band: a coefficient store that folded back only the band
    /// lost them. Each must give plain libjpeg's sample exactly (the `.rgba` beside it, written by
    /// `Tests/Fuzz/run.sh --plain`). Decoded for a picture, as the fuzz target decodes: the sample
    /// alone, at 1/8 (the colours' working image would read these 1024-pixel files at 1/4).
    @Test(arguments: ["fuzz/jpeg-ac-run-past-band-1.jpg", "fuzz/jpeg-ac-run-past-band-2.jpg"])
    func damagedBandsMatchPlainLibjpeg(file: String) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path(file), fitting: PixelSize(width: 1024, height: 160), sampleLongSide: 128)
        #expect(image.scaleDenominator == 8)
        let expected = try #require(FileBytes.read(Fixture.path(file + ".rgba")))
        #expect((image.sample.width, image.sample.height) == (128, 20))
        #expect(image.sample.rgba == expected)
    }
}
