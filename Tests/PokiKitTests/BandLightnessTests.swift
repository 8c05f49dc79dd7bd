import Testing
@testable import PokiImaging

/// How a band's lightness is made ready for the OCR engine: dark strokes on an even light ground.
@Suite struct BandLightnessTests {
    /// A 200 x 40 band whose ground runs from `left` to `right` across, with vertical strokes
    /// 3 pixels wide of lightness `stroke` every 20 pixels over its first half.
    static func band(left: Int, right: Int, stroke: UInt8) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: 200 * 40)
        for y in 0..<40 {
            for x in 0..<200 {
                let onStroke = x < 100 && x % 20 >= 10 && x % 20 < 13 && (8..<32).contains(y)
                pixels[y * 200 + x] = onStroke ? stroke : UInt8(left + (right - left) * x / 199)
            }
        }
        return pixels
    }

    /// Light letters on a gradient to black, on a frame whose colours say dark: the strokes are
    /// lighter than both sides, so the band is turned, and its ground comes out white all along.
    @Test func lightStrokesOnAGradientComeOutDarkOnWhite() {
        let readable = BandLightness.readable(Self.band(left: 170, right: 0, stroke: 240), width: 200, height: 40, darkFrame: false)
        #expect(readable[20 * 200 + 11] < 80)  // a stroke
        #expect(readable[20 * 200 + 4] > 200)  // the ground between strokes
        #expect(readable[20 * 200 + 190] > 230)  // the ground where the gradient was black
    }

    /// Dark letters on a plain light frame stay as they are, even when the frame's colours say dark.
    @Test func darkStrokesOnAPlainFrameStayAsTheyAre() {
        let band = Self.band(left: 230, right: 230, stroke: 20)
        #expect(BandLightness.readable(band, width: 200, height: 40, darkFrame: true) == band)
    }

    /// A band with no strokes to tell by is turned as the frame's colours say.
    @Test func withoutStrokesTheFrameDecides() {
        let band = [UInt8](repeating: 40, count: 200 * 40)
        #expect(BandLightness.readable(band, width: 200, height: 40, darkFrame: true) == [UInt8](repeating: 215, count: 200 * 40))
        #expect(BandLightness.readable(band, width: 200, height: 40, darkFrame: false) == band)
    }
}
