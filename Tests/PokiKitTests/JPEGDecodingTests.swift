import Testing
@testable import PokiKit

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

    @Test(arguments: [("split-large-baseline", 4), ("split-large-progressive", 4), ("split-eighth-progressive", 8)])
    func scalesByTheDCT(name: String, denominator: Int) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/\(name).jpg"))
        #expect(image.scaleDenominator == denominator)
        #expect(image.sample.width == 128)
        #expect(image.sample.pixel(atFraction: 0.3, 0.5).colour.distance(to: Fixture.pink) <= 6)
        #expect(image.sample.pixel(atFraction: 0.9, 0.5).colour.distance(to: Fixture.blue) <= 6)
    }

    @Test func progressiveAtOneEighthStopsAfterDCScans() throws {
        let path = Fixture.path("jpeg/split-eighth-progressive.jpg")
        let image = try ImageDecoder.decode(fileAt: path)
        let bytes = try #require(FileBytes.read(path))
        let scans = zip(bytes, bytes.dropFirst()).filter { $0 == (0xFF, 0xDA) }.count
        #expect(scans == 10)
        #expect(image.scansDecoded < scans)
        #expect(image.scansDecoded >= 1)
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
