/// A band's ink image split into three levels of darkness, for a band whose text lies on a busy
/// frame: glitter's specks, dots or a texture come out in the ink image as marks of middle grey
/// around letters that are black, and the engine, binarizing the whole at one threshold, takes
/// specks and letters together and reads neither. Read alone, the darkest level is the letters;
/// where the text is the colour between a frame's two (grey on black and white stripes), the
/// middle level is.
enum InkLevels {
    /// Least share of a band's pixels a level must cover to be read: fewer are not a line of text.
    static let leastShare = 0.005
    /// Most share of a band's pixels a level may cover to be read: more is the frame itself.
    static let mostShare = 0.4

    /// The two thresholds that split `grey` into three levels (below the first, from it to below
    /// the second, from the second up) as far apart as they can be: the split whose levels'
    /// means are most spread, weighted by their pixels (Otsu's method, three classes). Nil for an
    /// image of fewer than three shades.
    static func thresholds(of grey: [UInt8]) -> (Int, Int)? {
        var histogram = [Double](repeating: 0, count: 256)
        for value in grey { histogram[Int(value)] += 1 }
        // Running pixel counts and sums of shades below each shade.
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
        var best: (value: Double, first: Int, second: Int)?
        for first in 1..<255 {
            for second in (first + 1)..<256 {
                let value = spread(0, first) + spread(first, second) + spread(second, 256)
                if best == nil || value > best!.value { best = (value, first, second) }
            }
        }
        guard let best, count[best.first] > 0, count[best.second] > count[best.first], count[256] > count[best.second] else { return nil }
        return (best.first, best.second)
    }

    /// Least share of a level's pixels that must lie in the rows of half the band where most of
    /// them lie: a line of text lies in its rows, specks strewn over the frame do not.
    static let leastLineShare = 0.8

    /// The pixels of `grey` (`width` wide) at `level` (0 the darkest, 1 the middle) black and all
    /// others white, when that level covers ``leastShare`` to ``mostShare`` of them and lies as
    /// a line of text does (``leastLineShare``); nil otherwise.
    static func image(of grey: [UInt8], width: Int, level: Int) -> [UInt8]? {
        guard !grey.isEmpty, width > 0, let (first, second) = thresholds(of: grey) else { return nil }
        let range = level == 0 ? 0..<first : first..<second
        let image = grey.map { range.contains(Int($0)) ? UInt8(0) : 255 }
        let height = grey.count / width
        var rows = [Int](repeating: 0, count: height)
        for (index, pixel) in image.enumerated() where pixel == 0 { rows[index / width] += 1 }
        let total = rows.reduce(0, +)
        let share = Double(total) / Double(grey.count)
        guard share >= leastShare, share <= mostShare else { return nil }
        let window = max(1, height / 2)
        var inWindow = rows[0..<window].reduce(0, +), most = inWindow
        for row in window..<height {
            inWindow += rows[row] - rows[row - window]
            most = max(most, inWindow)
        }
        return Double(most) >= leastLineShare * Double(total) ? image : nil
    }
}
