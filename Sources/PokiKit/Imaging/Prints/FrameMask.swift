/// Which pixels of an image look like its frame, judged from the image's outer edge.
///
/// The frame's expected colour at each pixel comes from the four edges: each edge's colour,
/// smoothed by a running median (so a sticker or a letter touching the edge does not count), is
/// blended across the image as a Coons patch. A plain frame gives one colour everywhere; a
/// gradient gives its gradient. A patterned frame (dots) shows a second colour on the edge; its
/// mixes with the first count as frame too. A pixel is frame when its Oklab distance to that
/// expectation, with chroma counted at half weight (4:2:0 JPEG smears chroma across a frame a
/// few pixels wide; a backdrop near the frame's colour differs mostly in lightness), is under a
/// threshold set from how much the edge itself varies.
struct FrameMask {
    let width: Int
    let height: Int
    /// Per pixel: looks like the frame (transparent pixels count as frame: they are not a cut).
    let isFrame: [Bool]
    /// Per pixel: Oklab distance to the frame's expected colour (to its pattern's mixes, if any).
    let distance: [Float]
    /// The distance under which a pixel is frame.
    let threshold: Float
    /// Median distance of edge pixels to the smoothed edge: how uneven the edge is.
    let edgeNoise: Float
    /// Fraction of the edge's opaque pixels that are frame.
    let edgePurity: Float

    /// How strict the threshold is: a print's frame is flat; a table around a photographed print is not.
    enum Strictness {
        case frame
        case background
    }

    init?(_ image: WorkingImage, strictness: Strictness) {
        let width = image.width, height = image.height
        guard width >= 16, height >= 16 else { return nil }
        let ring = min(width, height) >= 100 ? 2 : 1
        func edgeMean(_ indices: [Int]) -> FramePoint? {
            var sum = FramePoint(0, 0, 0), count = 0
            for index in indices where image.isOpaque(index) {
                sum = sum + image.point(index)
                count += 1
            }
            return count > 0 ? sum * (1 / Float(count)) : nil
        }
        let left = Self.smoothed((0..<height).map { y in edgeMean((0..<ring).map { y * width + $0 }) })
        let right = Self.smoothed((0..<height).map { y in edgeMean((0..<ring).map { y * width + width - 1 - $0 }) })
        let top = Self.smoothed((0..<width).map { x in edgeMean((0..<ring).map { $0 * width + x }) })
        let bottom = Self.smoothed((0..<width).map { x in edgeMean((0..<ring).map { (height - 1 - $0) * width + x }) })
        guard let left, let right, let top, let bottom else { return nil }
        // A frame's edge is one colour or a smooth ramp: straight in Oklab from end to end. A
        // photo's edge that merely repeats (a backdrop, with a shirt reaching the bottom) is not.
        if strictness == .frame, ![left, right, top, bottom].allSatisfy(Self.isStraight) { return nil }

        // The Coons patch: edge blends across, minus the corners' bilinear blend counted twice.
        let topLeft = (left[0] + top[0]) * 0.5, topRight = (right[0] + top[width - 1]) * 0.5
        let bottomLeft = (left[height - 1] + bottom[0]) * 0.5, bottomRight = (right[height - 1] + bottom[width - 1]) * 0.5
        var expected = [FramePoint](repeating: FramePoint(0, 0, 0), count: width * height)
        for y in 0..<height {
            let v = (Float(y) + 0.5) / Float(height)
            for x in 0..<width {
                let u = (Float(x) + 0.5) / Float(width)
                let across = left[y] * (1 - u) + right[y] * u
                let down = top[x] * (1 - v) + bottom[x] * v
                let corners = topLeft * ((1 - u) * (1 - v)) + topRight * (u * (1 - v)) + bottomLeft * ((1 - u) * v) + bottomRight * (u * v)
                expected[y * width + x] = across + down - corners
            }
        }

        // How the edge pixels sit around the expectation: their noise, and a second colour.
        var edgeIndices: [Int] = []
        for y in 0..<height {
            for x in 0..<width where x < ring || x >= width - ring || y < ring || y >= height - ring {
                let index = y * width + x
                if image.isOpaque(index) { edgeIndices.append(index) }
            }
        }
        guard !edgeIndices.isEmpty else { return nil }
        let edgeDistances = edgeIndices.map { image.point($0).frameWeighted.distance(to: expected[$0].frameWeighted) }
        let noise = Self.median(edgeDistances)
        let threshold: Float = switch strictness {
        case .frame: min(max(0.02 + 2.5 * noise, 0.025), 0.07)
        case .background: min(max(0.04 + 3 * noise, 0.05), 0.15)
        }
        let outliers = edgeIndices.indices.filter { edgeDistances[$0] >= max(0.04, 2 * threshold) }
        var pattern: FramePoint?
        let outlierShare = Float(outliers.count) / Float(edgeIndices.count)
        if strictness == .frame, outlierShare >= 0.08, outlierShare <= 0.5 {
            let points = outliers.map { image.point(edgeIndices[$0]) }
            pattern = FramePoint(Self.median(points.map(\.lightness)), Self.median(points.map(\.a)), Self.median(points.map(\.b)))
        }

        var distance = [Float](repeating: 0, count: width * height)
        var isFrame = [Bool](repeating: true, count: width * height)
        for index in 0..<(width * height) {
            let point = image.point(index).frameWeighted
            let expectation = expected[index].frameWeighted
            let d = pattern.map { point.distance(toSegmentFrom: expectation, to: $0.frameWeighted) } ?? point.distance(to: expectation)
            distance[index] = d
            isFrame[index] = !image.isOpaque(index) || d < threshold
        }
        let pure = edgeIndices.filter { isFrame[$0] }.count
        self.width = width
        self.height = height
        self.isFrame = isFrame
        self.distance = distance
        self.threshold = threshold
        self.edgeNoise = noise
        self.edgePurity = Float(pure) / Float(edgeIndices.count)
    }

    // MARK: - Smoothing

    /// Whether every point of `curve` lies within 0.08 (chroma at half weight) of the straight
    /// line between its ends.
    private static func isStraight(_ curve: [FramePoint]) -> Bool {
        guard let first = curve.first?.frameWeighted, let last = curve.last?.frameWeighted else { return false }
        let count = Float(max(curve.count - 1, 1))
        return curve.enumerated().allSatisfy { index, point in
            let t = Float(index) / count
            return point.frameWeighted.distance(to: first * (1 - t) + last * t) <= 0.08
        }
    }

    /// A running median over an eighth of the edge, per channel; gaps (transparent edge pixels)
    /// take the nearest value. Nil when the whole edge is transparent.
    private static func smoothed(_ values: [FramePoint?]) -> [FramePoint]? {
        let radius = max(2, values.count / 16)
        let lightness = runningMedian(values.map { $0?.lightness }, radius: radius)
        let a = runningMedian(values.map { $0?.a }, radius: radius), b = runningMedian(values.map { $0?.b }, radius: radius)
        var result: [FramePoint?] = values.indices.map { index in
            guard let lightness = lightness[index], let a = a[index], let b = b[index] else { return nil }
            return FramePoint(lightness, a, b)
        }
        guard var last = result.compactMap({ $0 }).first else { return nil }
        for index in result.indices {
            if let value = result[index] { last = value } else { result[index] = last }
        }
        return result.compactMap { $0 }
    }

    /// The median (the upper one of an even count) of the values within `radius` of each
    /// position, nil where there are none: the window is kept sorted as it slides, one value in
    /// and one out, instead of sorting it again at every position.
    private static func runningMedian(_ values: [Float?], radius: Int) -> [Float?] {
        var window: [Float] = []
        window.reserveCapacity(2 * radius + 1)
        func lowerBound(_ value: Float) -> Int {
            var low = 0, high = window.count
            while low < high {
                let middle = (low + high) / 2
                if window[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var medians = [Float?](repeating: nil, count: values.count)
        for index in values.indices {
            if index == 0 {
                for value in values[0...min(radius, values.count - 1)].compactMap({ $0 }) { window.insert(value, at: lowerBound(value)) }
            } else {
                if index + radius < values.count, let value = values[index + radius] { window.insert(value, at: lowerBound(value)) }
                if index - radius - 1 >= 0, let value = values[index - radius - 1] { window.remove(at: lowerBound(value)) }
            }
            if !window.isEmpty { medians[index] = window[window.count / 2] }
        }
        return medians
    }

    static func median(_ values: [Float]) -> Float {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
