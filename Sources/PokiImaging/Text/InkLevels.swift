/// A band's ink image split into three levels of darkness, for a band whose text lies on a busy
/// frame: glitter's specks, dots or a texture come out in the ink image as marks of middle grey
/// around letters that are black, and the engine, binarizing the whole at one threshold, takes
/// specks and letters together and reads neither. Read alone, the darkest level is the letters;
/// where the text is the colour between a frame's two (grey on black and white stripes), the
/// middle level is.
struct InkLevels {
    /// A level of the ink image, darkest first.
    enum Level: Equatable {
        case darkest
        case middle
    }

    /// Least share of a band's pixels a level must cover to be read: fewer are not a line of text.
    static let leastShare = 0.005
    /// Most share of a band's pixels a level may cover to be read: more is the frame itself.
    static let mostShare = 0.4
    /// Least share of a level's pixels that must lie in the rows of half the band where most of
    /// them lie: a line of text lies in its rows, specks strewn over the frame do not.
    static let leastLineShare = 0.8

    let grey: [UInt8]
    let width: Int, height: Int
    /// The shades from which the middle and the lightest level start (``thresholds(of:)``); nil
    /// for an image of fewer than three shades.
    let thresholds: (middle: Int, lightest: Int)?

    /// The levels of `grey`, `width` x `height` pixels, a byte each.
    init(_ grey: [UInt8], width: Int, height: Int) {
        let whole = width > 0 && height > 0 && grey.count == width * height
        self.grey = whole ? grey : []
        self.width = whole ? width : 0
        self.height = whole ? height : 0
        thresholds = whole ? Self.thresholds(of: grey) : nil
    }

    /// The two shades that split `grey` into three levels (below the first, from it to below the
    /// second, from the second up) as far apart as they can be: the split whose levels' means are
    /// most spread, weighted by their pixels (Otsu's method, three classes). Nil for an image of
    /// fewer than three shades.
    static func thresholds(of grey: [UInt8]) -> (middle: Int, lightest: Int)? {
        var histogram = [Double](repeating: 0, count: 256)
        for value in grey { histogram[Int(value)] += 1 }
        // Pixel counts and sums of shades below each shade.
        var count = [Double](repeating: 0, count: 257), sum = [Double](repeating: 0, count: 257)
        for shade in 0..<256 {
            count[shade + 1] = count[shade] + histogram[shade]
            sum[shade + 1] = sum[shade] + histogram[shade] * Double(shade)
        }
        func spread(_ from: Int, _ to: Int) -> Double {
            let pixels = count[to] - count[from]
            guard pixels > 0 else { return 0 }
            let total = sum[to] - sum[from]
            return total * total / pixels
        }
        var best = (value: -1.0, middle: 1, lightest: 2)
        for middle in 1..<255 {
            for lightest in (middle + 1)..<256 {
                let value = spread(0, middle) + spread(middle, lightest) + spread(lightest, 256)
                if value > best.value { best = (value, middle, lightest) }
            }
        }
        let (middle, lightest) = (best.middle, best.lightest)
        guard count[middle] > 0, count[lightest] > count[middle], count[256] > count[lightest] else { return nil }
        return (middle, lightest)
    }

    /// The pixels at `level` black and all others white, when that level covers ``leastShare``
    /// to ``mostShare`` of them and lies as a line of text does (``leastLineShare``); nil otherwise.
    func image(_ level: Level) -> [UInt8]? {
        guard let thresholds else { return nil }
        let shades = level == .darkest ? 0..<thresholds.middle : thresholds.middle..<thresholds.lightest
        var rows = [Int](repeating: 0, count: height)
        for row in 0..<height {
            for pixel in grey[(row * width)..<((row + 1) * width)] where shades.contains(Int(pixel)) { rows[row] += 1 }
        }
        let total = rows.reduce(0, +)
        let share = Double(total) / Double(grey.count)
        guard share >= Self.leastShare, share <= Self.mostShare else { return nil }
        let window = max(1, height / 2)
        var inWindow = rows[0..<window].reduce(0, +), most = inWindow
        for row in window..<height {
            inWindow += rows[row] - rows[row - window]
            most = max(most, inWindow)
        }
        guard Double(most) >= Self.leastLineShare * Double(total) else { return nil }
        return grey.map { shades.contains(Int($0)) ? 0 : 255 }
    }
}
