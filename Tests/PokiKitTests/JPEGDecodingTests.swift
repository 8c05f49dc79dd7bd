import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct JPEGDecodingTests {
    /// The 100x100 70/30 picture in every JPEG flavour poki supports.
    static let split = [
        "split-baseline", "split-progressive", "split-444", "split-422", "split-420", "split-restart",
        "split-arithmetic", "split-progressive-arithmetic", "split-cmyk-adobe", "split-ycck-adobe",
    ]

    @Test(arguments: split)
    func decodesSplitColours(name: String) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(name).jpg"))
        #expect(image.format == .jpeg)
        #expect((image.storedWidth, image.storedHeight) == (100, 100))
        #expect(image.scaleDenominator == 1)
        #expect(image.warnings.isEmpty)
        for y in [0.1, 0.5, 0.9] {
            // Away from the edge, where JPEG's blocks and chroma subsampling blur the two colours.
            #expect(image.sample.pixel(atFraction: 0.3, y).colour.distance(to: Fixture.pink) <= 6)
            #expect(image.sample.pixel(atFraction: 0.9, y).colour.distance(to: Fixture.blue) <= 6)
        }
    }

    @Test func decodesGreyscale() throws {
        let sample = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/split-grey.jpg")).sample
        let (colour, _) = sample.pixel(atFraction: 0.3, 0.5)
        #expect(colour.red == colour.green && colour.green == colour.blue)
        #expect(abs(Int(colour.red) - 126) <= 3)  // Pillow's luma of pink: 0.299 R + 0.587 G + 0.114 B
    }

    /// A JPEG whose scaled decode is the working image leaves the sample to be made from it on
    /// asking; made, it is the working image averaged cell by cell (each cell's columns and rows
    /// as a decode assigns them, each mean rounded), here worked out again independently. A CMYK
    /// file's rows are converted on their way, so its sample is made by the decode.
    @Test(arguments: ["split-large-baseline", "split-baseline", "split-420", "split-large-progressive"])
    func aSampleLeftToTheWorkingImageIsItsAverage(name: String) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(name).jpg"))
        #expect(image.madeSample == nil)
        let working = image.working, sample = image.sample
        let longest = max(working.width, working.height), side = ImageDecoder.sampleLongSide
        let width = longest > side ? (working.width * side + longest / 2) / longest : working.width
        let height = longest > side ? (working.height * side + longest / 2) / longest : working.height
        #expect((sample.width, sample.height) == (width, height))
        var sums = [Int](repeating: 0, count: width * height * 4)
        for y in 0..<working.height {
            for x in 0..<working.width {
                let cell = (y * height / working.height * width + x * width / working.width) * 4
                for channel in 0..<3 { sums[cell + channel] += Int(working.rgba[(y * working.width + x) * 4 + channel]) }
                sums[cell + 3] += 1
            }
        }
        for cell in 0..<(width * height) {
            let count = sums[cell * 4 + 3]
            for channel in 0..<3 {
                #expect(Int(sample.rgba[cell * 4 + channel]) == (sums[cell * 4 + channel] + count / 2) / count, "cell \(cell)")
            }
            #expect(sample.rgba[cell * 4 + 3] == 255)
        }
        #expect(try ImageDecoder.decode(fileAt: Fixture.path("jpeg/split-cmyk-adobe.jpg")).madeSample != nil)
    }

    /// The DCT scale keeps the working image at least 256 pixels long (half of
    /// ``ImageDecoder/workingLongSide``), progressive or not: 1000 / 2. A progressive file of 2,048
    /// pixels or more decodes at 1/8, where its AC scans are skipped: 2400 / 8.
    @Test(arguments: [("split-large-baseline", 2), ("split-large-progressive", 2), ("split-eighth-progressive", 8)])
    func scalesByTheDCT(name: String, denominator: Int) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(name).jpg"))
        #expect(image.scaleDenominator == denominator)
        #expect(image.sample.width == 128)
        #expect(max(image.working.width, image.working.height) == (image.storedWidth + denominator - 1) / denominator)
        #expect(image.sample.pixel(atFraction: 0.3, 0.5).colour.distance(to: Fixture.pink) <= 6)
        #expect(image.sample.pixel(atFraction: 0.9, 0.5).colour.distance(to: Fixture.blue) <= 6)
    }

    /// An image the user said is no print needs only the colour sample, so the DCT scales as far
    /// as the sample allows (128 pixels or more: 1000 / 4) rather than as the working image
    /// needs (1000 / 2). The colours are the same.
    @Test func theSampleAloneIsDecodedAtTheSmallestScale() throws {
        let image = try ImageDecoder.decodeSample(fileAt: Fixture.path("jpeg/split-large-baseline.jpg"))
        #expect(image.scaleDenominator == 4)
        #expect(image.sample.width == 128)
        #expect(image.sample.pixel(atFraction: 0.3, 0.5).colour.distance(to: Fixture.pink) <= 6)
        #expect(image.sample.pixel(atFraction: 0.9, 0.5).colour.distance(to: Fixture.blue) <= 6)
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("jpeg/split-large-baseline.jpg"), print: .notAPrint)
        let dominant = try #require(analysis.palette.dominant)
        #expect(analysis.print == nil)
        #expect(dominant.colour.distance(to: Fixture.pink) <= 6)
        #expect(abs(dominant.share - 0.70) <= 0.03)
    }

    /// At 1/8 libjpeg reads only the DC coefficient of 4:4:4 components and of 4:2:0 luma, so
    /// their AC scans are dropped before libjpeg sees them; 4:2:0 chroma is scaled up by a 2x2
    /// IDCT that reads AC, so its AC scans stay.
    @Test(arguments: [
        ("plaid-eighth-dc-last-444", 6, 3),  // DC, three AC scans, two DC refinements: the DC scans only
        ("plaid-eighth-progressive", 10, 6),  // standard 4:2:0 progression: both DC scans and the four chroma AC scans
        ("split-eighth-progressive", 10, 6),
        ("plaid-eighth-bands", 16, 12),  // the four luma AC scans dropped
    ])
    func progressiveAtOneEighthDecodesOnlyTheScansItReads(name: String, scans: Int, decoded: Int) throws {
        let path = Fixture.path("jpeg/\(name).jpg")
        let bytes = try #require(FileBytes.read(path))
        #expect(zip(bytes, bytes.dropFirst()).filter { $0 == (0xFF, 0xDA) }.count == scans)
        let image = try ImageDecoder.decode(fileAt: path)
        #expect(image.scaleDenominator == 8)
        #expect(image.scansDecoded == decoded)
        #expect(image.warnings.isEmpty)
    }

    /// The dropped scans cannot change a pixel: a progressive file gives exactly the sample of a
    /// baseline copy of the same picture (same quality, same coefficients). The DC-last file holds
    /// back two bits of every DC coefficient until after its AC scans, so a decode that stopped
    /// early or lost a refinement would be off by whole quantisation steps.
    ///
    /// The coefficients come through the compact store, so this also checks that it keeps every
    /// coefficient the IDCT reads and, for the refinement scans, which of the others are nonzero
    /// (the bands file refines 4:2:0 chroma in three steps over split bands).
    @Test(arguments: [
        ("plaid-eighth-progressive", "plaid-eighth-baseline"),
        ("plaid-eighth-bands", "plaid-eighth-baseline"),
        ("plaid-eighth-dc-last-444", "plaid-eighth-baseline-444"),
    ])
    func progressiveAtOneEighthMatchesBaseline(progressive: String, baseline: String) throws {
        let decoded = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(progressive).jpg"))
        let reference = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(baseline).jpg"))
        #expect(reference.scansDecoded == 1)
        #expect((decoded.sample.width, decoded.sample.height) == (128, 5))
        #expect(decoded.working == reference.working)
        #expect(decoded.sample == reference.sample)
    }

    /// libjpeg would keep 128 bytes for every 8x8 block of a progressive file until its last scan
    /// (about 60 MB at 20 MP). The compact store keeps 2 bytes a block of a component whose 1/8
    /// IDCT reads only DC, and 58 for a 4:2:0 chroma block (the 25 coefficients the 2x2 IDCT reads
    /// and a bit for each other one that is nonzero). The plaid is 2048x80: 256x10 blocks a
    /// component, 128x5 for 4:2:0 chroma.
    @Test(arguments: [
        ("plaid-eighth-progressive", 256 * 10 * 2 + 2 * 128 * 5 * 58),
        ("plaid-eighth-bands", 256 * 10 * 2 + 2 * 128 * 5 * 58),
        ("plaid-eighth-dc-last-444", 3 * 256 * 10 * 2),
        ("plaid-eighth-baseline", 0),  // one scan: libjpeg decodes block by block, no whole-image buffer
    ])
    func progressiveAtOneEighthKeepsOnlyTheCoefficientsItReads(name: String, bytes: Int) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(name).jpg"))
        #expect(image.scaleDenominator == 8)
        #expect(image.coefficientBytes == bytes)
    }

    @Test func seventyThirtySplitGivesSeventyPercentDominant() throws {
        for name in ["jpeg/split-large-baseline.jpg", "jpeg/split-eighth-progressive.jpg", "png/split-large.png"] {
            let palette = try ImageAnalyzer.analyze(fileAt: Fixture.path(name)).palette
            let dominant = try #require(palette.dominant)
            #expect(dominant.colour.distance(to: Fixture.pink) <= 6, "\(name)")
            #expect(abs(dominant.share - 0.70) <= 0.03, "\(name)")
            #expect(palette.clearDominant)
        }
    }
}
