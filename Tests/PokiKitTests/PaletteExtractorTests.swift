import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PaletteExtractorTests {
    private let white = Colour(red: 255, green: 255, blue: 255)
    private let black = Colour(red: 0, green: 0, blue: 0)
    private let red = Colour(red: 230, green: 40, blue: 50)
    private let blue = Colour(red: 40, green: 70, blue: 200)
    private let coral = Colour(red: 0xE9, green: 0x4B, blue: 0x6A)
    private let teal = Colour(red: 30, green: 150, blue: 140)

    /// A `width`x`height` sample whose first `leftColumns` columns are `left` and the rest `right`.
    private func split(_ left: Colour, _ right: Colour, leftColumns: Int, width: Int = 100, height: Int = 40) -> SampleImage {
        var canvas = SampleCanvas(width: width, height: height)
        canvas.fill(x: 0..<leftColumns, y: 0..<height, with: left)
        canvas.fill(x: leftColumns..<width, y: 0..<height, with: right)
        return canvas.sample
    }

    private func distance(_ first: Colour, _ second: Colour) -> Double {
        Oklab(first).distance(to: Oklab(second))
    }

    private func expectWellFormed(_ palette: Palette) {
        #expect(palette.version == PaletteExtractor.definitionVersion)
        #expect(palette.entries.count <= 6)
        #expect(abs(palette.entries.map(\.share).reduce(0, +) - 1) < 1e-9)
        for entry in palette.entries { #expect(entry.share >= 0.02, "\(entry.colour.hex) has only \(entry.share)") }
        for (first, second) in zip(palette.entries, palette.entries.dropFirst()) { #expect(first.share >= second.share) }
    }

    /// Smooth light-to-dark and warm-to-cool gradients with grain: photo-like, with no single colour.
    private func photoLike(width: Int = 128, height: Int = 96, seed: UInt64 = 7) -> SampleImage {
        var generator = SeededGenerator(seed: seed)
        var canvas = SampleCanvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let grain = Int.random(in: -6...6, using: &generator)
                func channel(_ value: Int) -> UInt8 { UInt8(clamping: value + grain) }
                let colour = Colour(red: channel(60 + 180 * x / width), green: channel(200 - 150 * y / height), blue: channel(90 + 120 * (width - x) / width))
                canvas.setPixel(x: x, y: y, to: colour)
            }
        }
        return canvas.sample
    }

    // MARK: - Solid and split colours

    @Test(arguments: ["#E94B6A", "#FFFFFF", "#000000", "#1E968C", "#F7E8D0", "#010203"])
    func solidColourIsOneEntryWithItsExactHex(_ hex: String) throws {
        let colour = try #require(Colour(hex: hex))
        var canvas = SampleCanvas(width: 128, height: 85)
        canvas.fill(x: 0..<128, y: 0..<85, with: colour)
        let extraction = PaletteExtractor.extract(from: canvas.sample)
        #expect(extraction.palette.entries == [Palette.Entry(colour: colour, share: 1)])
        #expect(extraction.palette.clearDominant)
        #expect(extraction.palette.version == PaletteExtractor.definitionVersion)
        #expect(extraction.meanColour == colour)
    }

    @Test func seventyThirtySplitHasAClearDominantSeventyPercentColour() throws {
        let extraction = PaletteExtractor.extract(from: split(coral, teal, leftColumns: 70))
        let palette = extraction.palette
        let dominant = try #require(palette.dominant)
        #expect(distance(dominant.colour, coral) < 0.02)
        #expect(abs(dominant.share - 0.70) <= 0.03)
        #expect(palette.clearDominant)
        #expect(palette.entries.count == 2)
        #expect(distance(palette.entries[1].colour, teal) < 0.02)
        expectWellFormed(palette)
    }

    @Test func seventyThirtySplitWithGrainStillFindsTheSeventyPercentColour() throws {
        var generator = SeededGenerator(seed: 70)
        var canvas = SampleCanvas(width: 128, height: 96)
        for y in 0..<96 {
            for x in 0..<128 {
                let base = x * 10 < 1280 * 7 / 10 ? coral : teal
                func jitter(_ value: UInt8) -> UInt8 { UInt8(clamping: Int(value) + Int.random(in: -5...5, using: &generator)) }
                canvas.setPixel(x: x, y: y, to: Colour(red: jitter(base.red), green: jitter(base.green), blue: jitter(base.blue)))
            }
        }
        let palette = PaletteExtractor.extract(from: canvas.sample).palette
        let dominant = try #require(palette.dominant)
        #expect(distance(dominant.colour, coral) < 0.02)
        #expect(abs(dominant.share - 0.70) <= 0.03)
        #expect(palette.clearDominant)
        expectWellFormed(palette)
    }

    @Test func evenSplitHasNoClearDominant() {
        let palette = PaletteExtractor.extract(from: split(coral, teal, leftColumns: 50)).palette
        #expect(palette.entries.count == 2)
        #expect(palette.entries.map(\.share) == [0.5, 0.5])
        #expect(!palette.clearDominant)
    }

    @Test func evenSplitIsOrderedByHexWhateverTheLayout() {
        let leftFirst = PaletteExtractor.extract(from: split(coral, teal, leftColumns: 50)).palette
        let rightFirst = PaletteExtractor.extract(from: split(teal, coral, leftColumns: 50)).palette
        #expect(leftFirst == rightFirst)
        #expect(leftFirst.entries.map(\.colour) == [teal, coral])
    }

    @Test(arguments: [(1000, 525, false), (1000, 526, true), (100, 52, false), (100, 53, true), (100, 70, true)])
    func dominanceMarginIsFivePercentagePoints(width: Int, leftColumns: Int, clear: Bool) {
        // 52.5 % against 47.5 % is a difference of exactly 0.05: not clear; 52.6 % against 47.4 % is.
        let palette = PaletteExtractor.extract(from: split(coral, teal, leftColumns: leftColumns, width: width, height: 2)).palette
        #expect(palette.clearDominant == clear)
    }

    // MARK: - Whites, blacks and transparency

    @Test func whiteBoothFrameAroundPhotoPanelsIsKept() throws {
        // A four-cut strip: a 6 px white frame around and between four 48x36 panels.
        var canvas = SampleCanvas(width: 60, height: 174)
        canvas.fill(x: 0..<60, y: 0..<174, with: white)
        let panels = [coral, teal, blue, Colour(red: 240, green: 200, blue: 170)]
        for (index, colour) in panels.enumerated() {
            let top = 6 + index * 42
            canvas.fill(x: 6..<54, y: top..<(top + 36), with: colour)
        }
        let palette = PaletteExtractor.extract(from: canvas.sample).palette
        let frameShare = Double(60 * 174 - 4 * 48 * 36) / Double(60 * 174)
        let frame = try #require(palette.entries.first { $0.colour == white })
        #expect(abs(frame.share - frameShare) < 1e-9)
        #expect(palette.dominant?.colour == white)
        #expect(palette.entries.count == 5)
        expectWellFormed(palette)
    }

    @Test func blackIsAColourToo() {
        let palette = PaletteExtractor.extract(from: split(black, coral, leftColumns: 40)).palette
        #expect(palette.entries.map(\.colour) == [coral, black])
        #expect(palette.entries.map(\.share) == [0.6, 0.4])
    }

    @Test func halfTransparentPixelsCountHalf() {
        var canvas = SampleCanvas(width: 100, height: 20)
        canvas.fill(x: 0..<50, y: 0..<20, with: red, alpha: 128)
        canvas.fill(x: 50..<100, y: 0..<20, with: blue)
        let palette = PaletteExtractor.extract(from: canvas.sample).palette
        #expect(palette.entries.map(\.colour) == [blue, red])
        #expect(abs(palette.entries[1].share - 128.0 / 383.0) < 1e-9)
    }

    @Test func fullyTransparentPixelsAreIgnored() {
        // Transparent red over most of the image, opaque blue in the rest: the palette is only blue.
        var canvas = SampleCanvas(width: 100, height: 20)
        canvas.fill(x: 0..<80, y: 0..<20, with: red, alpha: 0)
        canvas.fill(x: 80..<100, y: 0..<20, with: blue)
        let extraction = PaletteExtractor.extract(from: canvas.sample)
        #expect(extraction.palette.entries == [Palette.Entry(colour: blue, share: 1)])
        #expect(extraction.meanColour == blue)
    }

    @Test func fullyTransparentImageHasAnEmptyPaletteAndBlackMean() {
        var canvas = SampleCanvas(width: 32, height: 32)
        canvas.fill(x: 0..<32, y: 0..<32, with: red, alpha: 0)
        for sample in [canvas.sample, SampleImage(width: 0, height: 0, rgba: [])] {
            let extraction = PaletteExtractor.extract(from: sample)
            #expect(extraction.palette == Palette(version: PaletteExtractor.definitionVersion, entries: [], clearDominant: false))
            #expect(extraction.palette.dominant == nil)
            #expect(extraction.meanColour == black)
        }
    }

    // MARK: - Many colours and near shades

    @Test func eightColoursGiveAtMostSixEntriesOfAtLeastTwoPercent() {
        let hexes = ["#E6194B", "#3CB44B", "#FFE119", "#4363D8", "#F58231", "#911EB4", "#42D4F4", "#000000"]
        let colours = hexes.compactMap { Colour(hex: $0) }
        let widths = [30, 24, 20, 16, 12, 10, 8, 8]
        var canvas = SampleCanvas(width: widths.reduce(0, +), height: 10)
        var left = 0
        for (colour, width) in zip(colours, widths) {
            canvas.fill(x: left..<(left + width), y: 0..<10, with: colour)
            left += width
        }
        let palette = PaletteExtractor.extract(from: canvas.sample).palette
        #expect(palette.entries.count == 6)
        // The two smallest colours join their nearest modes (cyan the green, black the purple);
        // the colours that absorbed nothing keep their exact hex and share.
        for index in [0, 2, 3, 4] {
            let share = Double(widths[index]) / Double(canvas.width)
            #expect(palette.entries.contains(Palette.Entry(colour: colours[index], share: share)), "\(hexes[index]) missing")
        }
        expectWellFormed(palette)
    }

    @Test func coloursBelowTwoPercentAreReassigned() {
        var canvas = SampleCanvas(width: 100, height: 10)
        canvas.fill(x: 0..<60, y: 0..<10, with: coral)
        canvas.fill(x: 60..<99, y: 0..<10, with: teal)
        canvas.fill(x: 99..<100, y: 0..<10, with: Colour(red: 255, green: 230, blue: 0))
        let palette = PaletteExtractor.extract(from: canvas.sample).palette
        #expect(palette.entries.count == 2)
        #expect(palette.entries.map(\.share) == [0.6, 0.4])
        expectWellFormed(palette)
    }

    @Test func nearIdenticalShadesMergeIntoOneColour() throws {
        let shades = [(233, 75, 106), (236, 78, 108), (230, 72, 104), (233, 79, 110), (238, 74, 103)]
        var canvas = SampleCanvas(width: 100, height: 10)
        for (index, shade) in shades.enumerated() {
            canvas.fill(x: (index * 20)..<(index * 20 + 20), y: 0..<10, with: Colour(red: UInt8(shade.0), green: UInt8(shade.1), blue: UInt8(shade.2)))
        }
        let extraction = PaletteExtractor.extract(from: canvas.sample)
        let entry = try #require(extraction.palette.entries.first)
        #expect(extraction.palette.entries.count == 1)
        #expect(entry.share == 1)
        #expect(entry.colour == extraction.meanColour)
        #expect(distance(entry.colour, coral) < 0.02)
    }

    @Test func photoLikeGradientGivesAWellFormedPalette() {
        let palette = PaletteExtractor.extract(from: photoLike()).palette
        #expect(palette.entries.count >= 3)
        expectWellFormed(palette)
    }

    // MARK: - Mean colour

    @Test func meanColourIsAveragedInLinearLight() {
        // Half black, half white mixes to linear 0.5, which is sRGB 188 (not 128).
        let extraction = PaletteExtractor.extract(from: split(black, white, leftColumns: 50))
        #expect(extraction.meanColour == Colour(red: 188, green: 188, blue: 188))
    }

    @Test func meanColourWeighsPixelsByAlpha() {
        var canvas = SampleCanvas(width: 2, height: 1)
        canvas.setPixel(x: 0, y: 0, to: white, alpha: 255)
        canvas.setPixel(x: 1, y: 0, to: black, alpha: 85)
        // Linear (255 * 1 + 85 * 0) / 340 = 0.75, which is sRGB 225.
        #expect(PaletteExtractor.extract(from: canvas.sample).meanColour == Colour(red: 225, green: 225, blue: 225))
    }

    // MARK: - Determinism

    @Test func sameSampleGivesTheSameResultEveryTime() {
        let sample = photoLike()
        let first = PaletteExtractor.extract(from: sample)
        for _ in 0..<3 { #expect(PaletteExtractor.extract(from: sample) == first) }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func pixelOrderDoesNotChangeTheResult(seed: UInt64) {
        let sample = photoLike()
        let shuffled = sample.shuffledPixels(seed: seed)
        #expect(shuffled != sample)
        #expect(PaletteExtractor.extract(from: shuffled) == PaletteExtractor.extract(from: sample))
    }
}
