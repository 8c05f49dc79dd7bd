/// The lightness image of a frame's band made ready for the OCR engine, which reads dark text on
/// an even light ground: turned dark on light whichever way its strokes run, and its ground
/// evened out where the frame is a gradient.
enum BandLightness {
    /// How far either side of a pixel its neighbours are looked at for a stroke, in the engine's
    /// pixels: the strokes of a band's text (capitals of 20 to 60 pixels) are under twice this wide.
    static let strokeReach = 6
    /// How much lighter (or darker) than both neighbours a pixel must be to lie on a stroke.
    static let strokeContrast = 40
    /// How many more pixels of one kind of stroke than of the other decide the text's lightness.
    static let strokeMajority = 2
    /// Least pixels on strokes for the text's lightness to be decided by them.
    static let leastStrokePixels = 100
    /// Side of the square over which the ground's lightness is taken (its lightest pixel), in the
    /// engine's pixels: wider than any stroke, narrower than the slope of a gradient.
    static let groundWindow = 31
    /// Least difference between the ground's lightest and darkest for it to be evened out: a
    /// plain frame's band, or a pattern's, is read as it is.
    static let leastGroundSpread = 64
    /// Darkest ground a pixel is divided by: a dark patch of a band (a photo's edge, a sticker)
    /// is not blown up into noise for the engine.
    static let darkestGround = 64

    /// `lightness` (`width` x `height`, a byte a pixel) as dark text on a light ground, its ground
    /// evened out. Whether the text is lighter than its ground is told by the strokes themselves:
    /// pixels lighter than both neighbours `strokeReach` away across, or darker than both. A
    /// smooth gradient has neither, so a light brand on a gradient to black is still light text;
    /// when neither kind of stroke is clearly the more common, `darkFrame` decides, as the
    /// frame's colours say.
    static func readable(_ lightness: [UInt8], width: Int, height: Int, darkFrame: Bool) -> [UInt8] {
        guard width > 0, height > 0 else { return lightness }
        let strokes = strokeCounts(lightness, width: width, height: height)
        let told = strokes.light + strokes.dark >= leastStrokePixels
        let lightText = if told, strokes.light >= strokeMajority * strokes.dark { true }
            else if told, strokes.dark >= strokeMajority * strokes.light { false }
            else { darkFrame }
        let upright = lightText ? lightness.map { 255 - $0 } : lightness
        return evened(upright, width: width, height: height)
    }

    /// How many pixels of `grey` lie on a light stroke and on a dark one, across and down.
    static func strokeCounts(_ grey: [UInt8], width: Int, height: Int) -> (light: Int, dark: Int) {
        let reach = strokeReach, contrast = strokeContrast
        var light = 0, dark = 0
        func count(_ centre: UInt8, _ before: UInt8, _ after: UInt8) {
            let centre = Int(centre), before = Int(before), after = Int(after)
            if centre - before > contrast, centre - after > contrast { light += 1 }
            if before - centre > contrast, after - centre > contrast { dark += 1 }
        }
        for y in 0..<height {
            let row = y * width
            if width > 2 * reach {
                for x in reach..<(width - reach) { count(grey[row + x], grey[row + x - reach], grey[row + x + reach]) }
            }
            if y >= reach, y + reach < height {
                for x in 0..<width { count(grey[row + x], grey[row - reach * width + x], grey[row + reach * width + x]) }
            }
        }
        return (light, dark)
    }

    /// `grey` with each pixel over the lightest pixel of the `groundWindow` square around it (at
    /// least ``darkestGround``), when that ground spans ``leastGroundSpread`` or more: a
    /// gradient's ground comes out white wherever it is, and a stroke as dark against it as it
    /// was against its own ground. A ground that varies less is left as it is.
    static func evened(_ grey: [UInt8], width: Int, height: Int) -> [UInt8] {
        let ground = lightest(lightest(grey, width: width, height: height, across: true), width: width, height: height, across: false)
        guard let lightestGround = ground.max(), let darkestGround = ground.min(), Int(lightestGround) - Int(darkestGround) >= leastGroundSpread else { return grey }
        return zip(grey, ground).map { pixel, ground in UInt8(min(255, Int(pixel) * 255 / max(Int(ground), Self.darkestGround))) }
    }

    /// The lightest pixel of `grey` within `groundWindow / 2` along each row (`across`) or column.
    private static func lightest(_ grey: [UInt8], width: Int, height: Int, across: Bool) -> [UInt8] {
        let half = groundWindow / 2
        let lines = across ? height : width, length = across ? width : height
        var result = grey
        var window: [Int] = []  // positions whose pixels fall from front to back: the front is the lightest
        for line in 0..<lines {
            func pixel(_ position: Int) -> UInt8 { across ? grey[line * width + position] : grey[position * width + line] }
            window.removeAll(keepingCapacity: true)
            var front = 0
            var next = 0
            for position in 0..<length {
                while next < min(length, position + half + 1) {
                    while window.count > front, pixel(window[window.count - 1]) <= pixel(next) { window.removeLast() }
                    window.append(next)
                    next += 1
                }
                while window[front] < position - half { front += 1 }
                let value = pixel(window[front])
                if across { result[line * width + position] = value } else { result[position * width + line] = value }
            }
        }
        return result
    }
}
