/// Resizes a small RGBA sample to an exact size by area averaging, over an opaque background.
///
/// Each output pixel is the mean of the source area it covers, partly covered source pixels
/// counting by the fraction covered; scaling up gives each output pixel the source pixel under
/// it (blended only where it straddles two). Alpha is composited over the background first.
enum AreaResampler {
    static func resample(_ sample: SampleImage, to size: PixelSize, over background: Colour) -> RGBImage {
        let source = composited(sample, over: background)
        let columns = spans(from: sample.width, to: size.width)
        let rows = spans(from: sample.height, to: size.height)
        // Horizontal pass into floats (height x size.width), then the vertical one.
        var across = [Float](repeating: 0, count: sample.height * size.width * 3)
        for y in 0..<sample.height {
            for (x, span) in columns.enumerated() {
                var sums: (Float, Float, Float) = (0, 0, 0)
                for (index, weight) in span {
                    let offset = (y * sample.width + index) * 3
                    sums.0 += source[offset] * weight
                    sums.1 += source[offset + 1] * weight
                    sums.2 += source[offset + 2] * weight
                }
                let target = (y * size.width + x) * 3
                across[target] = sums.0
                across[target + 1] = sums.1
                across[target + 2] = sums.2
            }
        }
        var rgb = [UInt8](repeating: 0, count: size.width * size.height * 3)
        for (y, span) in rows.enumerated() {
            for x in 0..<size.width {
                var sums: (Float, Float, Float) = (0, 0, 0)
                for (index, weight) in span {
                    let offset = (index * size.width + x) * 3
                    sums.0 += across[offset] * weight
                    sums.1 += across[offset + 1] * weight
                    sums.2 += across[offset + 2] * weight
                }
                let target = (y * size.width + x) * 3
                rgb[target] = byte(sums.0)
                rgb[target + 1] = byte(sums.1)
                rgb[target + 2] = byte(sums.2)
            }
        }
        return RGBImage(width: size.width, height: size.height, rgb: rgb)
    }

    /// The sample's colours as floats, alpha composited over `background` (straight alpha).
    private static func composited(_ sample: SampleImage, over background: Colour) -> [Float] {
        let backdrop = [Float(background.red), Float(background.green), Float(background.blue)]
        var pixels = [Float](repeating: 0, count: sample.width * sample.height * 3)
        for index in 0..<(sample.width * sample.height) {
            let alpha = Float(sample.rgba[index * 4 + 3]) / 255
            for channel in 0..<3 {
                let value = Float(sample.rgba[index * 4 + channel])
                pixels[index * 3 + channel] = value * alpha + backdrop[channel] * (1 - alpha)
            }
        }
        return pixels
    }

    /// For each of `target` output positions, the source positions it covers and their weights
    /// (summing to 1), mapping `source` positions onto `target` evenly.
    private static func spans(from source: Int, to target: Int) -> [[(Int, Float)]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { output in
            let start = Double(output) * scale, end = Double(output + 1) * scale
            var span: [(Int, Float)] = []
            var index = Int(start)
            while Double(index) < end, index < source {
                let covered = min(end, Double(index + 1)) - max(start, Double(index))
                if covered > 1e-9 { span.append((index, Float(covered / scale))) }
                index += 1
            }
            return span
        }
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
