import PokiImaging

/// DEC sixel graphics: a palette of up to 256 colours chosen for the picture (median cut), then
/// the pixels in bands six rows tall, each colour of a band as a run-length coded row of sixels.
enum SixelPicture {
    /// Most colours in the palette: what xterm, foot and mlterm allow.
    static let maximumColours = 256

    static func escape(_ image: RGBImage) -> String {
        var palette = MedianCut(image, maximumColours: maximumColours)
        var indices = [Int](repeating: 0, count: image.width * image.height)
        for pixel in indices.indices {
            indices[pixel] = palette.index(nearest: image.rgb[pixel * 3], image.rgb[pixel * 3 + 1], image.rgb[pixel * 3 + 2])
        }
        // DCS P1=0 (aspect 2:1 by default, overridden by the raster attributes), P2=1 (pixels not
        // drawn keep the background), then raster attributes: 1:1 pixels, width x height.
        var text = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (index, colour) in palette.colours.enumerated() {
            text += "#\(index);2;\(percent(colour.red));\(percent(colour.green));\(percent(colour.blue))"
        }
        var bits = [UInt8](repeating: 0, count: image.width)
        for top in stride(from: 0, to: image.height, by: 6) {
            let rows = min(6, image.height - top)
            var used = Set<Int>()
            for y in top..<(top + rows) { for x in 0..<image.width { used.insert(indices[y * image.width + x]) } }
            var first = true
            for colour in used.sorted() {
                for x in 0..<image.width {
                    var sixel: UInt8 = 0
                    for row in 0..<rows where indices[(top + row) * image.width + x] == colour { sixel |= 1 << row }
                    bits[x] = sixel
                }
                text += (first ? "" : "$") + "#\(colour)" + runs(bits)
                first = false
            }
            text += "-"
        }
        return text + "\u{1B}\\"
    }

    /// A row of sixels (6-bit column masks) as characters, runs of four or more as `!count`.
    private static func runs(_ bits: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bits.count {
            var end = index + 1
            while end < bits.count, bits[end] == bits[index] { end += 1 }
            let character = String(UnicodeScalar(63 + bits[index]))
            let count = end - index
            text += count >= 4 ? "!\(count)\(character)" : String(repeating: character, count: count)
            index = end
        }
        return text
    }

    /// A channel as sixel's 0…100 percentage.
    private static func percent(_ channel: UInt8) -> Int {
        (Int(channel) * 100 + 127) / 255
    }
}
