import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PNGDecodingTests {
    /// The 100x100 70/30 picture in every colour type, bit depth and interlacing.
    static let splitColour = [
        "split-rgb8", "split-rgb16", "split-rgba8", "split-rgba16", "split-palette8", "split-palette4",
        "split-palette1", "split-rgb8-interlaced", "split-rgba16-interlaced", "split-palette2-interlaced",
    ]

    @Test(arguments: splitColour)
    func decodesSplitExactly(name: String) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("png/\(name).png"))
        #expect(image.format == .png)
        #expect((image.storedWidth, image.storedHeight) == (100, 100))
        #expect((image.sample.width, image.sample.height) == (100, 100))
        for y in [0.0, 0.5, 0.99] {
            #expect(image.sample.pixel(atFraction: 0.0, y) == (Fixture.pink, 255))
            #expect(image.sample.pixel(atFraction: 0.69, y) == (Fixture.pink, 255))
            #expect(image.sample.pixel(atFraction: 0.70, y) == (Fixture.blue, 255))
            #expect(image.sample.pixel(atFraction: 0.99, y) == (Fixture.blue, 255))
        }
    }

    @Test(arguments: [
        ("split-grey1", 0, 255), ("split-grey1-interlaced", 0, 255), ("split-grey2", 85, 255),
        ("split-grey4", 68, 204), ("split-grey8", 68, 204), ("split-grey16", 68, 204),
        ("split-greyalpha8", 68, 204), ("split-greyalpha16", 68, 204),
    ])
    func decodesGreyAtEveryDepth(name: String, left: UInt8, right: UInt8) throws {
        let sample = try ImageDecoder.decode(fileAt: Fixture.path("png/\(name).png")).sample
        #expect(sample.pixel(atFraction: 0.3, 0.5) == (Colour(red: left, green: left, blue: left), 255))
        #expect(sample.pixel(atFraction: 0.9, 0.5) == (Colour(red: right, green: right, blue: right), 255))
    }

    @Test(arguments: ["split-large", "split-large-interlaced"])
    func reducesLargeImageToSample(name: String) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("png/\(name).png"))
        #expect((image.storedWidth, image.storedHeight) == (1000, 300))
        #expect((image.sample.width, image.sample.height) == (128, 38))
        let pinkColumns = (0..<128).filter { image.sample.pixel(atFraction: (Double($0) + 0.5) / 128, 0.5).colour == Fixture.pink }
        #expect(abs(pinkColumns.count - 90) <= 1)  // 70 % of 128, one boundary column mixed
    }

    /// A plain PNG's rows arrive in order and its grids keep one row of sums; an interlaced one's
    /// passes sum every cell at once. The same pixels give the same sample and working image.
    @Test func interlacedAndPlainCopiesGiveTheSameSampleAndWorkingImage() throws {
        let plain = try ImageDecoder.decode(fileAt: Fixture.path("png/split-large.png"))
        let interlaced = try ImageDecoder.decode(fileAt: Fixture.path("png/split-large-interlaced.png"))
        #expect((plain.working.width, plain.working.height) == (512, 154))
        #expect(plain.sample.rgba == interlaced.sample.rgba)
        #expect(plain.working.rgba == interlaced.working.rgba)
    }

    /// An image no larger than the working size is its own working image, pixel for pixel: the
    /// plain copy's rows copied straight, the interlaced copy's averaged one pixel a cell, with
    /// and without alpha.
    @Test(arguments: [("split-rgb8", "split-rgb8-interlaced"), ("split-rgba16", "split-rgba16-interlaced")])
    func aSmallImageIsItsOwnWorkingImage(plain: String, interlaced: String) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("png/\(plain).png"))
        let reference = try ImageDecoder.decode(fileAt: Fixture.path("png/\(interlaced).png"))
        #expect((image.working.width, image.working.height) == (100, 100))
        #expect(image.working.rgba == reference.working.rgba)
        #expect(image.working.pixel(atFraction: 0.0, 0.5) == (Fixture.pink, 255))
        #expect(image.working.pixel(atFraction: 0.70, 0.5) == (Fixture.blue, 255))
    }

    @Test func interlacedOddSizeLandsEveryPixelOnce() throws {
        let sample = try ImageDecoder.decode(fileAt: Fixture.path("png/split-odd-interlaced.png")).sample
        #expect((sample.width, sample.height) == (7, 3))
        for row in 0..<3 {
            for column in 0..<7 {
                let expected = column < 5 ? Fixture.pink : Fixture.blue
                #expect(sample.pixel(atFraction: (Double(column) + 0.5) / 7, (Double(row) + 0.5) / 3) == (expected, 255))
            }
        }
    }

    /// Alternate columns are transparent green and opaque pink; each sample pixel covers both.
    @Test(arguments: ["alpha-stripes", "trns-palette", "trns-rgb"])
    func transparentPixelsAddNoColour(name: String) throws {
        let sample = try ImageDecoder.decode(fileAt: Fixture.path("png/\(name).png")).sample
        #expect(sample.width == 128)
        for x in stride(from: 0.0, to: 1.0, by: 0.1) {
            let (colour, alpha) = sample.pixel(atFraction: x, 0.5)
            #expect(colour == Fixture.pink)
            #expect(alpha == 128)
        }
    }

    @Test func greyColourKeyIsTransparent() throws {
        let sample = try ImageDecoder.decode(fileAt: Fixture.path("png/trns-grey.png")).sample
        #expect(sample.pixel(atFraction: 0.5, 0.5) == (Colour(red: 68, green: 68, blue: 68), 128))
    }

    @Test func transparentImageDominantIsNotBlue() throws {
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("png/alpha-stripes.png"))
        #expect(analysis.palette.entries.count == 1)
        #expect(analysis.palette.dominant?.colour.distance(to: Fixture.pink) ?? 255 <= 2)
    }
}
