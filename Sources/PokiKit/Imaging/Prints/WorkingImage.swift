/// The decode's working image turned upright (EXIF orientation applied), with every pixel also
/// in Oklab, where the frame is told from the cuts.
struct WorkingImage {
    let width: Int
    let height: Int
    /// RGBA8, straight alpha, row-major, upright.
    let rgba: [UInt8]
    /// Oklab lightness, a and b of each pixel, row-major.
    let lightness: [Float]
    let a: [Float]
    let b: [Float]

    /// `sample` in stored orientation, turned as EXIF `orientation` (1…8) says.
    init(stored sample: SampleImage, orientation: Int) {
        let turned = (5...8).contains(orientation)
        let width = turned ? sample.height : sample.width
        let height = turned ? sample.width : sample.height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let storedWidth = sample.width, storedHeight = sample.height
        sample.rgba.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        let (sx, sy) = Orientation.storedPixel(x: x, y: y, orientation: orientation, storedWidth: storedWidth, storedHeight: storedHeight)
                        let from = (sy * storedWidth + sx) * 4, to = (y * width + x) * 4
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                        target[to + 3] = source[from + 3]
                    }
                }
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// An upright RGBA8 image of `width` x `height`.
    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
        let count = width * height
        var lightness = [Float](repeating: 0, count: count)
        var a = [Float](repeating: 0, count: count)
        var b = [Float](repeating: 0, count: count)
        var previous: (colour: Colour, point: Oklab)?
        for index in 0..<count {
            let offset = index * 4
            let colour = Colour(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2])
            // Neighbouring pixels often repeat a colour; reusing its conversion skips three cube roots.
            let point: Oklab
            if let previous, previous.colour == colour { point = previous.point } else { point = Oklab(colour) }
            previous = (colour, point)
            lightness[index] = Float(point.lightness)
            a[index] = Float(point.a)
            b[index] = Float(point.b)
        }
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Whether the pixel counts as part of the picture (alpha at least half).
    func isOpaque(_ index: Int) -> Bool { rgba[index * 4 + 3] >= 128 }

    func point(_ index: Int) -> FramePoint { FramePoint(lightness[index], a[index], b[index]) }

    /// The Oklab colour at a point between pixels (continuous coordinates, pixel centres at
    /// half-pixels), mixed bilinearly from the four around it; edge pixels repeat outside.
    func interpolatedPoint(x: Double, y: Double) -> FramePoint {
        let left = Int((x - 0.5).rounded(.down)), top = Int((y - 0.5).rounded(.down))
        let fx = Float(x - 0.5 - Double(left)), fy = Float(y - 0.5 - Double(top))
        let x0 = min(max(left, 0), width - 1), x1 = min(max(left + 1, 0), width - 1)
        let y0 = min(max(top, 0), height - 1), y1 = min(max(top + 1, 0), height - 1)
        let topRow = point(y0 * width + x0) * (1 - fx) + point(y0 * width + x1) * fx
        let bottomRow = point(y1 * width + x0) * (1 - fx) + point(y1 * width + x1) * fx
        return topRow * (1 - fy) + bottomRow * fy
    }

    /// This image resampled over a paper's quadrilateral: the pixel at (u, v) of the result is the
    /// bilinear mix around `paper.imagePoint(u: u + 0.5, v: v + 0.5)` (edge pixels repeat outside).
    func rectified(_ paper: PaperQuadrilateral) -> WorkingImage {
        let width = paper.width, height = paper.height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for v in 0..<height {
            for u in 0..<width {
                let (x, y) = paper.imagePoint(u: Double(u) + 0.5, v: Double(v) + 0.5)
                let left = Int((x - 0.5).rounded(.down)), top = Int((y - 0.5).rounded(.down))
                let fx = x - 0.5 - Double(left), fy = y - 0.5 - Double(top)
                let x0 = min(max(left, 0), self.width - 1), x1 = min(max(left + 1, 0), self.width - 1)
                let y0 = min(max(top, 0), self.height - 1), y1 = min(max(top + 1, 0), self.height - 1)
                let topLeft = (y0 * self.width + x0) * 4, topRight = (y0 * self.width + x1) * 4
                let bottomLeft = (y1 * self.width + x0) * 4, bottomRight = (y1 * self.width + x1) * 4
                let offset = (v * width + u) * 4
                for channel in 0..<4 {
                    let top = (1 - fx) * Double(self.rgba[topLeft + channel]) + fx * Double(self.rgba[topRight + channel])
                    let bottom = (1 - fx) * Double(self.rgba[bottomLeft + channel]) + fx * Double(self.rgba[bottomRight + channel])
                    rgba[offset + channel] = UInt8(min(255, max(0, ((1 - fy) * top + fy * bottom).rounded())))
                }
            }
        }
        return WorkingImage(width: width, height: height, rgba: rgba)
    }
}
