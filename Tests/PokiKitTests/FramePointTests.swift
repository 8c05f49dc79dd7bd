import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// The single-precision Oklab the print analysis judges frames in: as close to ``Oklab`` as it
/// says, and the same value whichever way a pixel is converted (the mask a row at a time, the
/// cut edges' distances one pixel at a time).
@Suite struct FramePointTests {
    @Test func cubeRootsAreWithinFortyMillionthsOfDoublePrecisionOnes() {
        for step in 1...10_000 {
            let x = Float(step) / 10_000
            let root = FramePoint.cubeRoot(x), exact = CubeRoot.of(Double(x))
            #expect(abs(Double(root) - exact) <= 4e-5 * exact, "cube root of \(x): \(root), not \(exact)")
        }
        #expect(FramePoint.cubeRoot(0) == 0)
    }

    @Test func sampledColoursAreWithinAHundredthOfAJustVisibleDifferenceOfOklab() {
        for red in stride(from: 0, through: 255, by: 15) {
            for green in stride(from: 0, through: 255, by: 15) {
                for blue in stride(from: 0, through: 255, by: 15) {
                    let point = FramePoint(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    let exact = Oklab(Colour(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
                    #expect(abs(Double(point.lightness) - exact.lightness) < 2e-4)
                    #expect(abs(Double(point.a) - exact.a) < 2e-4)
                    #expect(abs(Double(point.b) - exact.b) < 2e-4)
                }
            }
        }
    }

    @Test func aRowConvertedAtOnceEqualsItsPixelsConvertedOneByOne() {
        let width = 37, height = 3
        var rgba: [UInt8] = []
        for index in 0..<(width * height) {
            rgba += [UInt8(index * 7 % 256), UInt8(index * 13 % 256), UInt8(index * 29 % 256), 255]
        }
        let image = WorkingImage(width: width, height: height, rgba: rgba)
        let row = FrameRow(count: width)
        defer { row.deallocate() }
        for y in 0..<height {
            image.convert(row: y, into: row)
            for x in 0..<width { #expect(row[x] == image.pixelPoint(y * width + x), "pixel \(x), \(y)") }
        }
        let kept = image.withOklab()
        for index in 0..<(width * height) { #expect(kept.point(index) == image.pixelPoint(index)) }
    }
}
