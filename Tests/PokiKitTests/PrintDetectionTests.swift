import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Print analysis against Fixtures/prints/truth.json: booth prints of every layout (JPEG and PNG
/// with transparency, EXIF-turned) and ordinary photos.
@Suite struct PrintDetectionTests {
    /// How far a digital print's cut edge may be from the truth, in display pixels.
    static let edgeTolerance = 4
    /// The least overlap (intersection over union) of a photographed print's cut with the truth.
    static let photographedOverlap = 0.85
    /// The targets for phone photos of prints: the layout right on 70 % of them, every
    /// cut found (at least ``photographedOverlap``) on 90 %.
    static let photographedLayoutShare = 0.7
    static let photographedCutsShare = 0.9

    @Test(arguments: PrintTruth.prints)
    func findsLayoutCutsAndFrame(truth: PrintTruth) throws {
        let expected = try #require(truth.print)
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file))
        let found = try #require(analysis.print, "no print found in \(truth.file)")
        #expect(found.layout == expected.layout)
        #expect(found.cuts.count == expected.cuts.count)
        for (index, (cut, truthCut)) in zip(found.cuts, expected.cuts).enumerated() {
            let edges = [cut.x - truthCut.x, cut.y - truthCut.y, cut.x + cut.width - truthCut.x - truthCut.width,
                         cut.y + cut.height - truthCut.y - truthCut.height]
            #expect(edges.allSatisfy { abs($0) <= Self.edgeTolerance }, "cut \(index + 1): \(cut) against \(truthCut)")
        }
        // A just-visible difference for a plain frame; a gradient's colour is read from a ring around the first cut.
        let limit = truth.frameKind == "plain" ? 0.02 : 0.04
        let difference = Oklab(found.frame).distance(to: Oklab(expected.frame))
        #expect(difference <= limit, "frame \(found.frame.hex), truth \(expected.frame.hex)")
    }

    /// Phone photos of paper prints on wood, cloth, a dark and a light table, turned 1 to 6
    /// degrees and leaning back, with a soft shadow, uneven light and JPEG noise: the issue's
    /// targets over the whole set (each photo's result is in the message when one fails).
    @Test func findsPhotographedPrints() throws {
        let photos = PrintTruth.photographed
        #expect(photos.count >= 10)
        var rightLayout = 0, allCutsFound = 0, results: [String] = []
        for truth in photos {
            let expected = try #require(truth.print)
            let found = try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file)).print
            guard let found, found.layout == expected.layout else {
                results.append("\(truth.file): \(found.map(\.summary.english) ?? "no print")")
                continue
            }
            rightLayout += 1
            let overlaps = zip(found.cuts, expected.cuts).map { cut, truthCut in
                Double(cut.intersection(with: truthCut)) / Double(cut.area + truthCut.area - cut.intersection(with: truthCut))
            }
            if overlaps.allSatisfy({ $0 >= Self.photographedOverlap }) { allCutsFound += 1 }
            results.append("\(truth.file): \(found.summary.english), least overlap \(overlaps.min() ?? 0)")
        }
        let report = results.joined(separator: "\n")
        #expect(Double(rightLayout) >= Self.photographedLayoutShare * Double(photos.count), "\(report)")
        #expect(Double(allCutsFound) >= Self.photographedCutsShare * Double(photos.count), "\(report)")
    }

    @Test(arguments: PrintTruth.ordinary)
    func ordinaryPhotosAreNotPrints(truth: PrintTruth) throws {
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file))
        #expect(analysis.print == nil, "\(truth.file) taken for a print: \(analysis.print.map(\.summary.english) ?? "")")
    }

    /// The palette of a print is the cuts': the frame's colour no longer leads it, nor takes any
    /// share above the minimum (stickers and letters aside, none of the frame is sampled).
    @Test(arguments: PrintTruth.prints.filter { $0.frameKind == "plain" })
    func paletteIsNotLedByTheFrame(truth: PrintTruth) throws {
        let expected = try #require(truth.print)
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file))
        let dominant = try #require(analysis.palette.dominant)
        #expect(Oklab(dominant.colour).distance(to: Oklab(expected.frame)) > 0.03, "dominant \(dominant.colour.hex)")
        let frameShare = analysis.palette.entries.filter { Oklab($0.colour).distance(to: Oklab(expected.frame)) <= 0.03 }.map(\.share).reduce(0, +)
        #expect(frameShare < 0.1)
        #expect(analysis.palette.version == 2)
    }

    /// Before version 2 the frame led: the whole-image palette of the same file is dominated by it.
    /// A strip whose photos' horizon lies straight across their middles is not parted there as
    /// if a hairline gap ran across each cut: a hairline differs from both its sides the same
    /// way, a horizon is one colour above and another below. Strips whose cuts hairlines do part
    /// are in Fixtures/generated (seeds 127 and 219).
    @Test func aHorizonAcrossEveryCutIsNoHairlineGap() throws {
        let found = try #require(try ImageAnalyzer.analyze(fileAt: Fixture.path("prints/horizon-strip-1x2.jpg")).print)
        #expect(found.layout == BoothPrint.Layout(rows: 2, columns: 1))
    }

    /// A frame that glows from one colour at its edge to another behind the cuts (make_fixtures.py
    /// `glow`): its gaps have a colour the edge never shows, and are frame all the same.
    @Test func aFrameGlowingBehindItsCutsIsFrameInItsGaps() throws {
        let found = try #require(try ImageAnalyzer.analyze(fileAt: Fixture.path("prints/glow-sheet-2x3.jpg")).print)
        #expect(found.layout == BoothPrint.Layout(rows: 3, columns: 2))
        let truth = (0..<3).flatMap { row in (0..<2).map { column in PixelBox(x: 70 + column * 400, y: 70 + row * 380, width: 360, height: 340) } }
        #expect(found.cuts.count == truth.count)
        for (cut, truthCut) in zip(found.cuts, truth) {
            let edges = [cut.x - truthCut.x, cut.y - truthCut.y, cut.x + cut.width - truthCut.x - truthCut.width,
                         cut.y + cut.height - truthCut.y - truthCut.height]
            #expect(edges.allSatisfy { abs($0) <= Self.edgeTolerance }, "cut \(cut) is not \(truthCut)")
        }
    }

    @Test func theWholeImageIsLedByAWhiteFrame() throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path("prints/grid2x3-white.jpg"))
        let whole = PaletteExtractor.extract(from: image.sample).palette
        let dominant = try #require(whole.dominant)
        #expect(Oklab(dominant.colour).distance(to: Oklab(Colour(red: 255, green: 255, blue: 255))) < 0.03)
    }

    /// Same file, same answer, bit for bit: every field of the analysis, across repeated runs.
    @Test(arguments: PrintTruth.all)
    func sameFileGivesTheSameAnswer(truth: PrintTruth) throws {
        let first = try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file))
        for _ in 0..<2 {
            #expect(try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file)) == first)
        }
    }

    /// For an image that is not a print, version 2 of the palette is version 1: the whole sample.
    @Test(arguments: PrintTruth.ordinary)
    func ordinaryPhotosKeepTheWholeImagePalette(truth: PrintTruth) throws {
        let image = try ImageDecoder.decode(fileAt: Fixture.path(truth.file))
        let whole = PaletteExtractor.extract(from: image.sample)
        let analysis = try ImageAnalyzer.analyze(fileAt: Fixture.path(truth.file))
        #expect(analysis.palette.entries == whole.palette.entries)
        #expect(analysis.meanColour == whole.meanColour)
    }
}
