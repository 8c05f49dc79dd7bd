/// Chooses a palette for a picture by median cut: the picture's colours are split, box by box,
/// across the channel with the widest range, until there are as many boxes as colours allowed;
/// each box's mean is a palette colour. Sixel terminals draw from such a palette.
public struct MedianCut: Sendable {
    /// The chosen colours, at most the number asked for.
    public private(set) var colours: [Colour]
    /// Palette index of each 5-bit-per-channel colour cell, filled as pixels are looked up.
    private var nearestCache: [Int16]

    public init(_ image: RGBImage, maximumColours: Int) {
        // Count the picture's colours at 5 bits a channel: 32,768 cells, enough to tell them apart.
        var counts = [Int](repeating: 0, count: 1 << 15)
        for offset in stride(from: 0, to: image.rgb.count, by: 3) {
            counts[Self.cell(image.rgb[offset], image.rgb[offset + 1], image.rgb[offset + 2])] += 1
        }
        let present = counts.indices.filter { counts[$0] > 0 }
        var boxes: [[Int]] = present.isEmpty ? [] : [present]
        while boxes.count < maximumColours {
            guard let (index, channel) = Self.widestBox(boxes) else { break }
            let sorted = boxes[index].sorted { Self.component($0, channel) < Self.component($1, channel) }
            // Split where half of the box's pixels fall on each side.
            let total = sorted.reduce(0) { $0 + counts[$1] }
            var running = 0, split = 1
            for (position, cell) in sorted.enumerated() {
                running += counts[cell]
                if running * 2 >= total { split = max(1, min(sorted.count - 1, position + 1)); break }
            }
            boxes[index] = Array(sorted[..<split])
            boxes.append(Array(sorted[split...]))
        }
        colours = boxes.map { box in
            var sums = (0, 0, 0), weight = 0
            for cell in box {
                let count = counts[cell]
                sums.0 += (Self.component(cell, 0) * 8 + 4) * count
                sums.1 += (Self.component(cell, 1) * 8 + 4) * count
                sums.2 += (Self.component(cell, 2) * 8 + 4) * count
                weight += count
            }
            return Colour(red: UInt8(min(255, sums.0 / weight)), green: UInt8(min(255, sums.1 / weight)), blue: UInt8(min(255, sums.2 / weight)))
        }
        nearestCache = [Int16](repeating: -1, count: 1 << 15)
    }

    /// The index in ``colours`` nearest to (`red`, `green`, `blue`).
    public mutating func index(nearest red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        let cell = Self.cell(red, green, blue)
        if nearestCache[cell] >= 0 { return Int(nearestCache[cell]) }
        var best = 0, bestDistance = Int.max
        for (index, colour) in colours.enumerated() {
            let r = Int(colour.red) - Int(red), g = Int(colour.green) - Int(green), b = Int(colour.blue) - Int(blue)
            let distance = r * r + g * g + b * b
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        nearestCache[cell] = Int16(best)
        return best
    }

    private static func cell(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
    }

    /// Channel `channel` (0 red, 1 green, 2 blue) of a cell, 0…31.
    private static func component(_ cell: Int, _ channel: Int) -> Int {
        cell >> (10 - 5 * channel) & 31
    }

    /// The box (with more than one cell) whose widest channel range is largest, and that channel.
    private static func widestBox(_ boxes: [[Int]]) -> (Int, Int)? {
        var best: (index: Int, channel: Int, range: Int)?
        for (index, box) in boxes.enumerated() where box.count > 1 {
            for channel in 0..<3 {
                let values = box.map { component($0, channel) }
                let range = values.max()! - values.min()!
                if range > (best?.range ?? 0) { best = (index, channel, range) }
            }
        }
        return best.map { ($0.index, $0.channel) }
    }
}
