import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Decoding to a chosen size: the pixels the terminal preview and the grid draw.
@Suite struct ImageRendererTests {
    static let checker = [
        Colour(red: 220, green: 30, blue: 40), Colour(red: 30, green: 180, blue: 60),
        Colour(red: 40, green: 70, blue: 220), Colour(red: 240, green: 210, blue: 20),
    ]
    static let grey = Colour(red: 128, green: 128, blue: 128)

    @Test func aCheckerboardDrawnAtFourTimesItsSizeKeepsEachColourInItsQuadrant() throws {
        let image = try ImageRenderer.render(fileAt: Fixture.path("render/checker-2x2.png"), fitting: PixelSize(width: 8, height: 8), background: Self.grey)
        #expect(image.width == 8 && image.height == 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let expected = Self.checker[(y / 4) * 2 + x / 4]
                #expect(image.colour(x: x, y: y) == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func anImageFitsTheBoxKeepingItsAspectRatio() throws {
        let wide = try ImageRenderer.render(fileAt: Fixture.path("png/split-large.png"), fitting: PixelSize(width: 100, height: 100), background: Self.grey)
        #expect(wide.width == 100 && wide.height == 30)
        #expect(wide.colour(x: 10, y: 15).distance(to: Fixture.pink) <= 2)
        #expect(wide.colour(x: 90, y: 15).distance(to: Fixture.blue) <= 2)
        let tall = try ImageRenderer.render(fileAt: Fixture.path("png/split-large.png"), fitting: PixelSize(width: 300, height: 30), background: Self.grey)
        #expect(tall.width == 100 && tall.height == 30)
    }

    @Test func aPortraitStoredSidewaysWithOrientationSixIsDrawnUpright() throws {
        // Stored 120x80 with its left 36 columns blue: upright it is 80x120, blue across the top.
        let image = try ImageRenderer.render(fileAt: Fixture.path("exif/portrait-orientation-6.jpg"), fitting: PixelSize(width: 40, height: 60), background: Self.grey)
        #expect(image.width == 40 && image.height == 60)
        #expect(image.colour(x: 20, y: 5).distance(to: Fixture.blue) <= 8)
        #expect(image.colour(x: 20, y: 50).distance(to: Fixture.pink) <= 8)
    }

    /// Where the pink 70 % of the 60x40 split lands for each EXIF orientation.
    @Test(arguments: [(1, "left"), (2, "right"), (3, "right"), (4, "left"), (5, "top"), (6, "top"), (7, "bottom"), (8, "bottom")])
    func everyOrientationTurnsThePicture(orientation: Int, pinkSide: String) throws {
        let image = try ImageRenderer.render(fileAt: Fixture.path("exif/orientation-\(orientation).jpg"), fitting: PixelSize(width: 60, height: 60), background: Self.grey)
        #expect(orientation >= 5 ? (image.width == 40 && image.height == 60) : (image.width == 60 && image.height == 40))
        let (near, far): ((Int, Int), (Int, Int)) = switch pinkSide {
        case "left": ((5, image.height / 2), (image.width - 3, image.height / 2))
        case "right": ((image.width - 5, image.height / 2), (2, image.height / 2))
        case "top": ((image.width / 2, 5), (image.width / 2, image.height - 3))
        default: ((image.width / 2, image.height - 5), (image.width / 2, 2))
        }
        #expect(image.colour(x: near.0, y: near.1).distance(to: Fixture.pink) <= 10)
        #expect(image.colour(x: far.0, y: far.1).distance(to: Fixture.blue) <= 10)
    }

    @Test func transparentPixelsTakeTheBackground() throws {
        let image = try ImageRenderer.render(fileAt: Fixture.path("png/fully-transparent.png"), fitting: PixelSize(width: 4, height: 4), background: Self.grey)
        #expect(image.colour(x: 1, y: 1) == Self.grey)
    }

    @Test func aLargeJPEGIsScaledByTheDCTToTheSmallestScaleAtOrAboveTheTarget() throws {
        // 1000x300 asked for 120 pixels across: 1/8 gives 125, at or above 120.
        let image = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/split-large-baseline.jpg"), sampleLongSide: 120)
        #expect(image.scaleDenominator == 8)
        let closer = try ImageDecoder.decode(fileAt: Fixture.path("jpeg/split-large-baseline.jpg"), sampleLongSide: 200)
        #expect(closer.scaleDenominator == 4)
    }

    @Test func fittingKeepsTheAspectRatioAndScalesSmallPicturesUp() {
        #expect(PixelSize(width: 4000, height: 3000).fitted(in: PixelSize(width: 80, height: 80)) == PixelSize(width: 80, height: 60))
        #expect(PixelSize(width: 2, height: 2).fitted(in: PixelSize(width: 10, height: 6)) == PixelSize(width: 6, height: 6))
        #expect(PixelSize(width: 1, height: 1000).fitted(in: PixelSize(width: 80, height: 10)) == PixelSize(width: 1, height: 10))
    }
}
