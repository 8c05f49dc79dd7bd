/// The decode's working image turned upright (EXIF orientation applied), its pixels seen in
/// Oklab, where the frame is told from the cuts: one at a time (``pixelPoint(_:)``), a row at a
/// time (``convert(row:into:)``, a ``FrameRow``) or, once a step asks for them all (``withOklab()``), kept.
///
/// An ordinary photo is usually turned down from its edge pixels alone and never pays for
/// converting the rest.
struct WorkingImage {
    let width: Int
    let height: Int
    /// RGBA8, straight alpha, row-major, upright.
    let rgba: [UInt8]
    /// Each pixel in Oklab, row-major; empty until ``withOklab()``.
    let points: [FramePoint]

    /// `sample` in stored orientation, turned as EXIF `orientation` (1…8) says.
    init(stored sample: SampleImage, orientation: Int) {
        guard (2...8).contains(orientation) else {
            self.init(width: sample.width, height: sample.height, rgba: sample.rgba)
            return
        }
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

    /// An upright RGBA8 image of `width` x `height`, not yet in Oklab.
    init(width: Int, height: Int, rgba: [UInt8]) {
        self.init(width: width, height: height, rgba: rgba, points: [])
    }

    private init(width: Int, height: Int, rgba: [UInt8], points: [FramePoint]) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.points = points
    }

    /// This image with every pixel also in Oklab, for steps that look at any pixel in any order
    /// (itself when they are converted already).
    func withOklab() -> WorkingImage {
        let count = width * height
        guard points.count != count else { return self }
        let row = FrameRow(count: width)
        defer { row.deallocate() }
        let points = [FramePoint](unsafeUninitializedCapacity: count) { points, initialized in
            guard let base = points.baseAddress else { return }
            for y in 0..<height {
                convert(row: y, into: row)
                for x in 0..<width { (base + y * width + x).initialize(to: row[x]) }
            }
            initialized = count
        }
        return WorkingImage(width: width, height: height, rgba: rgba, points: points)
    }

    /// Row `y`'s pixels in Oklab, written to `row` (as wide as the image): the same values as
    /// ``pixelPoint(_:)``, for steps that go through the image a row at a time and need not keep it.
    ///
    /// Converted in three passes, a channel at a time, so that each runs as a loop of arithmetic
    /// the compiler turns into vector instructions: each pixel's cone responses (LMS) from its
    /// linear light, then every one of them's cube root (most of the work), then Oklab.
    func convert(row y: Int, into row: FrameRow) {
        convert(from: y * width * 4, step: 4, into: row)
    }

    /// The `row.count` pixels from byte `start`, `step` bytes apart, in Oklab.
    private func convert(from start: Int, step: Int, into row: FrameRow) {
        let count = row.count
        rgba.withUnsafeBufferPointer { pixels in
            FramePoint.linearTable.withUnsafeBufferPointer { linear in
                for index in 0..<count {
                    let offset = start + index * step
                    let r = linear[Int(pixels[offset])], g = linear[Int(pixels[offset + 1])], b = linear[Int(pixels[offset + 2])]
                    row[index] = FramePoint(coneResponsesOfRed: r, green: g, blue: b)
                }
            }
        }
        let responses = row.lightness
        for index in 0..<(count * 3) { responses[index] = FramePoint.cubeRoot(responses[index]) }
        for index in 0..<count { row[index] = FramePoint(cubeRootsOfConeResponses: row[index]) }
    }

    /// Whether the pixel counts as part of the picture (alpha at least half).
    func isOpaque(_ index: Int) -> Bool { rgba[index * 4 + 3] >= 128 }

    /// The pixel's Oklab colour, converted by ``withOklab()``.
    func point(_ index: Int) -> FramePoint { points[index] }

    /// The pixel's Oklab colour converted on its own: for the few pixels looked at before the
    /// image is known to need them all.
    func pixelPoint(_ index: Int) -> FramePoint {
        FramePoint(red: rgba[index * 4], green: rgba[index * 4 + 1], blue: rgba[index * 4 + 2])
    }

    /// The Oklab colour at a point between pixels (continuous coordinates, pixel centres at
    /// half-pixels), mixed bilinearly from the four around it; edge pixels repeat outside. Needs
    /// the points of ``withOklab()``.
    func interpolatedPoint(x: Double, y: Double) -> FramePoint {
        let left = (x - 0.5).integerBelow, top = (y - 0.5).integerBelow
        let fx = Float(x - 0.5 - Double(left)), fy = Float(y - 0.5 - Double(top))
        let x0 = min(max(left, 0), width - 1), x1 = min(max(left + 1, 0), width - 1)
        let y0 = min(max(top, 0), height - 1), y1 = min(max(top + 1, 0), height - 1)
        let topRow = point(y0 * width + x0) * (1 - fx) + point(y0 * width + x1) * fx
        let bottomRow = point(y1 * width + x0) * (1 - fx) + point(y1 * width + x1) * fx
        return topRow * (1 - fy) + bottomRow * fy
    }

    /// This image at half its size each way (an odd last row or column left out), each pixel
    /// the mean of the four it covers, channel by channel; not yet in Oklab.
    func halved() -> WorkingImage {
        let halfWidth = width / 2, halfHeight = height / 2
        var half = [UInt8](repeating: 0, count: halfWidth * halfHeight * 4)
        rgba.withUnsafeBufferPointer { source in
            half.withUnsafeMutableBufferPointer { target in
                for y in 0..<halfHeight {
                    for x in 0..<halfWidth {
                        let topLeft = (2 * y * width + 2 * x) * 4, bottomLeft = topLeft + width * 4
                        for channel in 0..<4 {
                            let sum = Int(source[topLeft + channel]) + Int(source[topLeft + 4 + channel])
                                + Int(source[bottomLeft + channel]) + Int(source[bottomLeft + 4 + channel])
                            target[(y * halfWidth + x) * 4 + channel] = UInt8((sum + 2) / 4)
                        }
                    }
                }
            }
        }
        return WorkingImage(width: halfWidth, height: halfHeight, rgba: half)
    }

    /// The `width` x `height` pixels of this image from (`left`, `top`) on, which must lie inside it.
    func cropped(left: Int, top: Int, width: Int, height: Int) -> WorkingImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let from = ((top + y) * self.width + left) * 4
            rgba.replaceSubrange(y * width * 4..<(y + 1) * width * 4, with: self.rgba[from..<from + width * 4])
        }
        return WorkingImage(width: width, height: height, rgba: rgba)
    }

    /// This image resampled over a paper's quadrilateral: the pixel at (u, v) of the result is the
    /// bilinear mix around `paper.imagePoint(u: u + 0.5, v: v + 0.5)` (edge pixels repeat outside).
    func rectified(_ paper: PaperQuadrilateral) -> WorkingImage {
        Self.resampled(paper, width: self.width, height: self.height, rgba: rgba) { x, y in y * self.width + x }
    }

    /// `sample` (in stored orientation) turned as EXIF `orientation` says and resampled over
    /// `paper` (in the turned image's pixels), as `WorkingImage(stored:orientation:).rectified(paper)`
    /// makes it, without turning the whole sample first: each pixel is fetched where it is stored.
    static func rectified(_ paper: PaperQuadrilateral, inStored sample: SampleImage, orientation: Int) -> WorkingImage {
        let turned = (5...8).contains(orientation)
        let storedWidth = sample.width, storedHeight = sample.height
        return resampled(paper, width: turned ? storedHeight : storedWidth, height: turned ? storedWidth : storedHeight, rgba: sample.rgba) { x, y in
            let stored = Orientation.storedPixel(x: x, y: y, orientation: orientation, storedWidth: storedWidth, storedHeight: storedHeight)
            return stored.y * storedWidth + stored.x
        }
    }

    /// `paper` resampled from an image of `width` x `height` pixels whose pixel (x, y) is the
    /// `pixel(x, y)`-th of `rgba`: the bilinear mix of ``rectified(_:)``.
    @inline(__always)
    private static func resampled(
        _ paper: PaperQuadrilateral, width sourceWidth: Int, height sourceHeight: Int, rgba source: [UInt8], pixel: (Int, Int) -> Int
    ) -> WorkingImage {
        let width = paper.width, height = paper.height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for v in 0..<height {
            for u in 0..<width {
                let (x, y) = paper.imagePoint(u: Double(u) + 0.5, v: Double(v) + 0.5)
                let left = (x - 0.5).integerBelow, top = (y - 0.5).integerBelow
                let fx = x - 0.5 - Double(left), fy = y - 0.5 - Double(top)
                let x0 = min(max(left, 0), sourceWidth - 1), x1 = min(max(left + 1, 0), sourceWidth - 1)
                let y0 = min(max(top, 0), sourceHeight - 1), y1 = min(max(top + 1, 0), sourceHeight - 1)
                let topLeft = pixel(x0, y0) * 4, topRight = pixel(x1, y0) * 4
                let bottomLeft = pixel(x0, y1) * 4, bottomRight = pixel(x1, y1) * 4
                let offset = (v * width + u) * 4
                for channel in 0..<4 {
                    let top = (1 - fx) * Double(source[topLeft + channel]) + fx * Double(source[topRight + channel])
                    let bottom = (1 - fx) * Double(source[bottomLeft + channel]) + fx * Double(source[bottomRight + channel])
                    // Rounded half up by truncation: the mix is never negative.
                    rgba[offset + channel] = UInt8(min(255, max(0, (1 - fy) * top + fy * bottom) + 0.5))
                }
            }
        }
        return WorkingImage(width: width, height: height, rgba: rgba)
    }
}
