import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum

/// HEIF (iPhones) and WebP (the web, messengers) read through libheif and libwebp (issue #27), on
/// files heif-enc, cwebp and img2webp made from pictures of known content (Fixtures/phone) and on
/// a real iPhone photo.
@Suite struct PhoneFormatTests {
    /// Every still picture of the 120x80 split: pink on the left, blue on the right, as stored.
    @Test(arguments: [
        ("phone/split.webp", ImageFormat.webP), ("phone/split-lossless.webp", .webP), ("phone/split-exif6-gps.webp", .webP),
        ("phone/animated.webp", .webP), ("phone/split-exif6-gps.heic", .heif), ("phone/split-no-exif.heic", .heif),
        ("phone/split-10bit.heic", .heif), ("phone/split-thumbnail.heic", .heif),
    ])
    func decodesTheSplitPicture(file: String, format: ImageFormat) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path(file))
        #expect(image.format == format)
        #expect(image.storedWidth == 120 && image.storedHeight == 80)
        #expect(image.sample.pixel(atFraction: 0.2, 0.5).colour.distance(to: Fixture.pink) <= 6, "\(file)")
        #expect(image.sample.pixel(atFraction: 0.9, 0.5).colour.distance(to: Fixture.blue) <= 6, "\(file)")
        #expect(image.working.width == 120 && image.working.height == 80)
    }

    @Test func aWebPTurnsByItsEXIFOrientationAndGivesItsDate() throws {
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path("phone/split-exif6-gps.webp"))
        #expect(analysis.orientation == 6)
        #expect(analysis.width == 80 && analysis.height == 120)
        #expect(analysis.capturedAt?.iso8601 == "2026-04-05T13:14:15+09:00")
    }

    /// HEIF turns itself (`irot`, `imir`); an EXIF orientation beside it says the same turn or
    /// nothing HEIF readers follow, and is never applied on top.
    @Test func aHEIFIsNeverTurnedTwice() throws {
        let made = try ImageAnalyzer.analyze(fileAt: Fixture.path("phone/split-exif6-gps.heic"))
        #expect(made.orientation == 1)
        #expect(made.width == 120 && made.height == 80)
        #expect(made.capturedAt?.iso8601 == "2026-04-05T13:14:15+09:00")

        let iPhone = try ImageAnalyzer.analyze(fileAt: Fixture.path("phone/iphone-grid-irot270-exif6.heic"))
        #expect(iPhone.orientation == 1)
        #expect(iPhone.width == 3024 && iPhone.height == 4032, "the grid of tiles shows upright, turned by its irot")
        #expect(iPhone.capturedAt?.iso8601 == "2018-07-31T14:52:07")
    }

    /// The arrow drawn on the iPhone photo points up once its `irot` is applied: its dark stroke
    /// starts at a tip and ends in the shaft's wide foot (turned twice, it would lie on its side;
    /// not turned, point left).
    @Test func theIPhoneArrowPointsUp() throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("phone/iphone-grid-irot270-exif6.heic"))
        let working = image.working
        #expect(working.height > working.width)
        var dark: [(x: Int, y: Int)] = []
        for y in 0..<working.height {
            for x in 0..<working.width {
                let index = (y * working.width + x) * 4
                if Int(working.rgba[index]) + Int(working.rgba[index + 1]) + Int(working.rgba[index + 2]) < 3 * 90 { dark.append((x, y)) }
            }
        }
        try #require(dark.count > 50)
        let top = dark.map(\.y).min()!, bottom = dark.map(\.y).max()!
        let band = max(1, (bottom - top) / 30)
        let spread = { (rows: ClosedRange<Int>) -> Int in
            let xs = dark.filter { rows.contains($0.y) }.map(\.x)
            return (xs.max() ?? 0) - (xs.min() ?? 0)
        }
        #expect(bottom - top > working.height / 2, "the arrow runs up and down")
        #expect(spread(top...top + band) * 3 < spread(bottom - band...bottom), "the tip is at the top, the shaft's foot at the bottom")
    }

    /// Each EXIF orientation turns a WebP as it turns the JPEG it was made from (pink on the
    /// stored left, now wherever the turn puts it), and never a HEIF, which has no `irot` here.
    @Test(arguments: 1...8)
    func everyEXIFOrientation(orientation: Int) throws {
        let jpeg = try ImageRenderer.render(fileAt: Fixture.path("exif/orientation-\(orientation).jpg"), fitting: PixelSize(width: 60, height: 60), background: Colour(red: 0, green: 0, blue: 0))
        let webP = try ImageRenderer.render(fileAt: Fixture.path("phone/orientation-\(orientation).webp"), fitting: PixelSize(width: 60, height: 60), background: Colour(red: 0, green: 0, blue: 0))
        #expect(webP.width == jpeg.width && webP.height == jpeg.height)
        for (x, y) in [(0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85)] {
            let at = { (image: RGBImage) in image.colour(x: Int(x * Double(image.width)), y: Int(y * Double(image.height))) }
            #expect(at(webP).distance(to: at(jpeg)) <= 12, "orientation \(orientation) at \(x),\(y)")
        }
        let heif = try ImageAnalyzer.analyze(fileAt: Fixture.path("phone/orientation-\(orientation).heic"))
        #expect(heif.orientation == 1 && heif.width == 60 && heif.height == 40)
        #expect(heif.capturedAt != nil)
    }

    /// A HEIF turned by its own `irot` and `imir` as EXIF orientation N turns the JPEG (and
    /// carrying that EXIF orientation too, as iPhones write both) shows as that JPEG does: poki
    /// decodes the picture as stored and turns it itself, once.
    @Test(arguments: 2...8)
    func everyTurnOfHEIFsOwn(orientation: Int) throws {
        let file = Fixture.path("phone/turned-\(orientation).heic")
        let fit = PixelSize(width: 60, height: 60), black = Colour(red: 0, green: 0, blue: 0)
        let jpeg = try ImageRenderer.render(fileAt: Fixture.path("exif/orientation-\(orientation).jpg"), fitting: fit, background: black)
        let heif = try ImageRenderer.render(fileAt: file, fitting: fit, background: black)
        #expect(heif.width == jpeg.width && heif.height == jpeg.height)
        for (x, y) in [(0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85)] {
            let at = { (image: RGBImage) in image.colour(x: Int(x * Double(image.width)), y: Int(y * Double(image.height))) }
            #expect(at(heif).distance(to: at(jpeg)) <= 12, "turn \(orientation) at \(x),\(y)")
        }
        let analysis = try ImageAnalyzer.analyze(fileAt: file)
        #expect(analysis.orientation == 1)
        #expect(orientation < 5 ? analysis.width == 60 && analysis.height == 40 : analysis.width == 40 && analysis.height == 60)
    }

    @Test func anAnimatedWebPIsReadAsItsFirstFrame() throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("phone/animated.webp"))
        #expect(image.sample.pixel(atFraction: 0.2, 0.5).colour.distance(to: Fixture.pink) <= 2)
    }

    @Test func aTransparentWebPKeepsItsAlpha() throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("phone/split-alpha.webp"))
        #expect(image.sample.pixel(atFraction: 0.2, 0.5).alpha == 255)
        #expect(image.sample.pixel(atFraction: 0.9, 0.5).alpha == 0)
    }

    @Test(arguments: [
        ("phone/truncated-split.webp", ImageFormat.webP), ("phone/garbled-split.webp", .webP),
        ("phone/truncated-split-exif6-gps.heic", .heif), ("other/holiday.heic", .heif),
    ])
    func aBrokenFileIsCorruptAndNamed(file: String, format: ImageFormat) {
        #expect {
            try ImageDecoder.decode(fileAt: Fixture.path(file))
        } throws: { error in
            guard case let .corrupt(path, found, reason) = error as? ImageDecodingError else { return false }
            let message = (error as? ImageDecodingError)?.description ?? ""
            return path == Fixture.path(file) && found == format && !reason.isEmpty && !message.contains("\n")
        }
    }

    /// A booth print kept as HEIC or WebP is found as the JPEG it was made from is.
    @Test(arguments: ["phone/harufilm-pink.heic", "phone/harufilm-pink.webp"])
    func aPrintInAPhoneFormatIsFoundAsItsJPEGIs(file: String) throws {
        let jpeg = try ImageAnalyzer.analyze(fileAt: Fixture.path("album/harufilm-pink.jpg"))
        let other = try ImageAnalyzer.analyze(fileAt: Fixture.path(file))
        let print = try #require(other.print, "\(file) is a print")
        #expect(print.layout == jpeg.print?.layout)
        #expect(print.cuts.count == jpeg.print?.cuts.count)
        for (found, expected) in zip(print.cuts, jpeg.print?.cuts ?? []) {
            // Within 1 % of the print's 600x900: lossy coding moves a frame's edge by a few pixels.
            #expect(abs(found.x - expected.x) <= 6 && abs(found.y - expected.y) <= 9 && abs(found.width - expected.width) <= 6, "\(found) \(expected)")
        }
        #expect(try #require(other.palette.dominant).colour.distance(to: try #require(jpeg.palette.dominant).colour) <= 6)
        #expect(other.capturedAt == jpeg.capturedAt)
    }

    @Test func theNewFormatsAreNamedInMessages() {
        #expect(ImageFormat.names(joinedBy: "and") == "PNG, JPEG, WebP and HEIF")
        let missing = ImageDecodingError.decoderMissing(path: "a.heic", format: .heif, reason: "cannot load libheif.so.1; install libheif1")
        #expect(missing.description == "a.heic: cannot decode HEIF on this machine: cannot load libheif.so.1; install libheif1")
    }
}
