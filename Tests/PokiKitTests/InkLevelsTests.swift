import Testing
@testable import PokiImaging

/// How a busy frame's band is split into levels of darkness, so that its letters are read without
/// the pattern's specks.
@Suite struct InkLevelsTests {
    static let width = 200, height = 60

    /// A white 200 x 60 band with black strokes (letters) in rows 20 to 39 over x 40 to 119, and
    /// grey specks (`speck`) every 7th pixel of every 5th row wherever there is no stroke.
    static func band(speck: UInt8 = 120, strokes: Bool = true) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                if strokes, (20..<40).contains(y), (40..<120).contains(x), x % 8 < 3 {
                    pixels[y * width + x] = 10
                } else if y % 5 == 0, x % 7 == 0 {
                    pixels[y * width + x] = speck
                }
            }
        }
        return pixels
    }

    @Test func theDarkestLevelIsTheLettersWithoutTheSpecks() throws {
        let grey = Self.band()
        let (first, second) = try #require(InkLevels.thresholds(of: grey))
        #expect(first > 10 && first <= 120 && second > 120 && second <= 255)
        let letters = try #require(InkLevels.image(of: grey, width: Self.width, level: 0))
        for (index, pixel) in grey.enumerated() {
            #expect(letters[index] == (pixel == 10 ? 0 : 255), "pixel \(index)")
        }
    }

    /// The middle level is the specks alone here: strewn over every row, they are no line of text.
    @Test func specksStrewnOverTheBandAreNotRead() {
        #expect(InkLevels.image(of: Self.band(), width: Self.width, level: 1) == nil)
        #expect(InkLevels.image(of: Self.band(strokes: false), width: Self.width, level: 0) == nil)
    }

    @Test func aBandOfOneOrTwoShadesHasNoLevels() {
        #expect(InkLevels.thresholds(of: [UInt8](repeating: 255, count: 100)) == nil)
        #expect(InkLevels.thresholds(of: [UInt8](repeating: 255, count: 50) + [UInt8](repeating: 0, count: 50)) == nil)
        #expect(InkLevels.image(of: [], width: 0, level: 0) == nil)
    }
}
