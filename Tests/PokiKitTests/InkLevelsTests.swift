import Testing
@testable import PokiImaging

/// How a busy frame's band is split into levels of darkness, so that its letters are read without
/// the pattern's specks.
@Suite struct InkLevelsTests {
    static let width = 200, height = 60

    /// A white 200 x 60 band with strokes of shade `letters` in rows 20 to 39 over x 40 to 119,
    /// and specks (`specks`, then `otherSpecks` in turn) every 7th pixel of every 5th row wherever
    /// there is no stroke.
    static func band(letters: UInt8? = 10, specks: UInt8 = 120, otherSpecks: UInt8? = nil) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                if let letters, (20..<40).contains(y), (40..<120).contains(x), x % 8 < 3 {
                    pixels[y * width + x] = letters
                } else if y % 5 == 0, x % 7 == 0 {
                    pixels[y * width + x] = (x / 7) % 2 == 0 ? specks : otherSpecks ?? specks
                }
            }
        }
        return pixels
    }

    /// Black letters among grey specks: the darkest level is the letters alone.
    @Test func theDarkestLevelIsTheLettersWithoutTheSpecks() throws {
        let grey = Self.band()
        let levels = InkLevels(grey, width: Self.width, height: Self.height)
        let thresholds = try #require(levels.thresholds)
        #expect(thresholds.middle > 10 && thresholds.middle <= 120 && thresholds.lightest > 120)
        #expect(levels.image(.darkest) == grey.map { $0 == 10 ? 0 : 255 })
        // The middle level is the specks: strewn over every row, they are no line of text.
        #expect(levels.image(.middle) == nil)
    }

    /// Grey letters between black and white specks (text the colour between a striped frame's
    /// two): the middle level is the letters.
    @Test func greyLettersBetweenDarkAndLightAreTheMiddleLevel() {
        let grey = Self.band(letters: 128, specks: 0)
        let levels = InkLevels(grey, width: Self.width, height: Self.height)
        #expect(levels.image(.middle) == grey.map { $0 == 128 ? 0 : 255 })
        #expect(levels.image(.darkest) == nil)
    }

    /// Specks of two greys and no letters: each level is specks over every row, and none is read.
    @Test func aBandOfSpecksAloneHasNoLevelToRead() {
        let levels = InkLevels(Self.band(letters: nil, specks: 60, otherSpecks: 160), width: Self.width, height: Self.height)
        #expect(levels.thresholds != nil)
        #expect(levels.image(.darkest) == nil && levels.image(.middle) == nil)
    }

    /// Letters over nearly half the band are the frame, not a line of text; a few pixels are no line.
    @Test func aLevelOverTooMuchOrTooLittleOfTheBandIsNotRead() {
        var heavy = Self.band()
        for index in (20 * Self.width)..<(45 * Self.width) { heavy[index] = 10 }
        #expect(InkLevels(heavy, width: Self.width, height: Self.height).image(.darkest) == nil)
        var light = Self.band(letters: nil)
        light[30 * Self.width + 50] = 10
        #expect(InkLevels(light, width: Self.width, height: Self.height).image(.darkest) == nil)
    }

    @Test func aBandOfOneOrTwoShadesOrTheWrongSizeHasNoLevels() {
        #expect(InkLevels([UInt8](repeating: 255, count: 100), width: 10, height: 10).thresholds == nil)
        #expect(InkLevels([UInt8](repeating: 255, count: 50) + [UInt8](repeating: 0, count: 50), width: 10, height: 10).thresholds == nil)
        #expect(InkLevels(Self.band(), width: Self.width + 1, height: Self.height).image(.darkest) == nil)
        #expect(InkLevels([], width: 0, height: 0).image(.darkest) == nil)
    }
}
