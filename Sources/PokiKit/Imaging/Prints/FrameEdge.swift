/// What an image's outer edge says its frame looks like, from the edge pixels alone.
///
/// Each edge's colour is smoothed by a running median (so a sticker or a letter touching the edge
/// does not count) and blended across the image (``FrameExpectation``). A patterned frame (dots)
/// shows a second colour on the edge; its mixes with the first count as frame too. How much the
/// edge pixels stray from the expectation sets the threshold under which a pixel is frame.
///
/// Everything here is known before the rest of the image is looked at, so an image whose edge is
/// no frame (most photos) is turned down after a few thousand pixels; ``FrameMask`` then judges
/// every pixel against this.
struct FrameEdge {
    /// The frame's expected colour at every pixel.
    let expectation: FrameExpectation
    /// The distance under which a pixel is frame.
    let threshold: Float
    /// A patterned frame's second colour: its mixes with the expectation count as frame.
    let pattern: FramePoint?
    /// Median distance of edge pixels to the smoothed edge: how uneven the edge is.
    let noise: Float
    /// Fraction of the edge's opaque pixels that are frame.
    let purity: Float

    /// How strict the threshold is: a print's frame is flat; a table around a photographed print is not.
    enum Strictness {
        case frame
        case background
    }

    init?(_ image: WorkingImage, strictness: Strictness) {
        let width = image.width, height = image.height
        guard width >= 16, height >= 16 else { return nil }
        let ring = min(width, height) >= 100 ? 2 : 1
        // Every opaque pixel of the ring, converted once: kept for the noise below, and added to
        // the side (or two, at a corner) it lies on, whose per-position means give the edges.
        var opaque: [Int] = [], points: [FramePoint] = []
        opaque.reserveCapacity(2 * ring * (width + height))
        points.reserveCapacity(2 * ring * (width + height))
        var sums = (left: SideSums(height), right: SideSums(height), top: SideSums(width), bottom: SideSums(width))
        func add(x: Int, y: Int) {
            let index = y * width + x
            guard image.isOpaque(index) else { return }
            let point = image.pixelPoint(index)
            opaque.append(index)
            points.append(point)
            if x < ring { sums.left.add(point, at: y) }
            if x >= width - ring { sums.right.add(point, at: y) }
            if y < ring { sums.top.add(point, at: x) }
            if y >= height - ring { sums.bottom.add(point, at: x) }
        }
        for y in 0..<height {
            if y < ring || y >= height - ring {
                for x in 0..<width { add(x: x, y: y) }
            } else {
                for x in 0..<ring { add(x: x, y: y) }
                for x in (width - ring)..<width { add(x: x, y: y) }
            }
        }
        let left = Self.smoothed(sums.left.means), right = Self.smoothed(sums.right.means)
        let top = Self.smoothed(sums.top.means), bottom = Self.smoothed(sums.bottom.means)
        guard let left, let right, let top, let bottom else { return nil }
        // A frame's edge is one colour or a smooth ramp: straight in Oklab from end to end. A
        // photo's edge that merely repeats (a backdrop, with a shirt reaching the bottom) is not.
        if strictness == .frame, ![left, right, top, bottom].allSatisfy(Self.isStraight) { return nil }
        let expectation = FrameExpectation(left: left, right: right, top: top, bottom: bottom)

        // How the edge pixels sit around the expectation: their noise, and a second colour.
        guard !opaque.isEmpty else { return nil }
        let weighted = points.map(\.frameWeighted)
        let expectations = opaque.map { expectation.at(x: $0 % width, y: $0 / width).frameWeighted }
        let distances = opaque.indices.map { weighted[$0].distance(to: expectations[$0]) }
        let noise = FrameMask.median(distances)
        let threshold: Float = switch strictness {
        case .frame: min(max(0.02 + 2.5 * noise, 0.025), 0.07)
        case .background: min(max(0.04 + 3 * noise, 0.05), 0.15)
        }
        let outliers = opaque.indices.filter { distances[$0] >= max(0.04, 2 * threshold) }
        var pattern: FramePoint?
        let outlierShare = Float(outliers.count) / Float(opaque.count)
        if strictness == .frame, outlierShare >= 0.08, outlierShare <= 0.5 {
            let outlying = outliers.map { points[$0] }
            pattern = FramePoint(
                FrameMask.median(outlying.map(\.lightness)), FrameMask.median(outlying.map(\.a)), FrameMask.median(outlying.map(\.b))
            )
        }
        let pure = opaque.indices.filter { index in
            let distance = pattern.map { weighted[index].distance(toSegmentFrom: expectations[index], to: $0.frameWeighted) } ?? distances[index]
            return distance < threshold
        }.count
        self.expectation = expectation
        self.threshold = threshold
        self.pattern = pattern
        self.noise = noise
        self.purity = Float(pure) / Float(opaque.count)
    }

    /// The opaque pixels' sum and count at each position along one side of the ring.
    private struct SideSums {
        private var sums: [FramePoint]
        private var counts: [Int]

        init(_ length: Int) {
            sums = Array(repeating: FramePoint(0, 0, 0), count: length)
            counts = Array(repeating: 0, count: length)
        }

        mutating func add(_ point: FramePoint, at position: Int) {
            sums[position] = sums[position] + point
            counts[position] += 1
        }

        /// Each position's mean; nil where the side's pixels there are all transparent.
        var means: [FramePoint?] {
            zip(sums, counts).map { sum, count in count > 0 ? sum * (1 / Float(count)) : nil }
        }
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
}
