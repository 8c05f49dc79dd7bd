/// An image's outer ring of pixels in Oklab, and each side's colour along it smoothed by a
/// running median over an eighth of the side, so a sticker or a letter touching the edge does
/// not count.
///
/// Worked out once per image: ``FrameMap`` takes the ring's colours for a print's frame and,
/// when the image is no print, ``FrameEdge`` takes the same ring for the table around a
/// photographed print.
struct EdgeRing {
    let width: Int
    let height: Int
    /// The ring's opaque pixels, row-major, and each one's colour in Oklab; never empty, as
    /// every side has an opaque pixel.
    let opaque: [Int]
    let points: [FramePoint]
    /// The smoothed sides: `left` and `right` top to bottom, `top` and `bottom` left to right.
    let left: [FramePoint]
    let right: [FramePoint]
    let top: [FramePoint]
    let bottom: [FramePoint]

    /// The ring of `image`: two pixels deep (one when a side is under 100 pixels); nil when the
    /// image is under 16 pixels a side or a whole side is transparent.
    init?(_ image: WorkingImage) {
        let width = image.width, height = image.height
        guard width >= 16, height >= 16 else { return nil }
        let ring = min(width, height) >= 100 ? 2 : 1
        // Every opaque pixel of the ring, converted once: kept for the colours of ``FrameMap`` and ``FrameEdge``,
        // and added to the side (or two, at a corner) it lies on, whose per-position means give
        // the sides.
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
        guard let left = Self.smoothed(sums.left.means), let right = Self.smoothed(sums.right.means),
              let top = Self.smoothed(sums.top.means), let bottom = Self.smoothed(sums.bottom.means)
        else { return nil }
        self.width = width
        self.height = height
        self.opaque = opaque
        self.points = points
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
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

    /// A running median over an eighth of the side, per channel; gaps (transparent edge pixels)
    /// take the nearest value. Nil when the whole side is transparent.
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
        var medians = [Float?](repeating: nil, count: values.count)
        // A value comes in before the one leaving goes: one more than the window's width.
        var window = SortedWindow(capacity: 2 * radius + 2)
        defer { window.deallocate() }
        for index in values.indices {
            if index == 0 {
                for position in 0...min(radius, values.count - 1) { if let value = values[position] { window.insert(value) } }
            } else {
                if index + radius < values.count, let value = values[index + radius] { window.insert(value) }
                if index - radius - 1 >= 0, let value = values[index - radius - 1] { window.remove(value) }
            }
            medians[index] = window.median
        }
        return medians
    }

    /// The values of a running median's window, in order. Owns its memory until ``deallocate()``.
    private struct SortedWindow {
        private let values: UnsafeMutablePointer<Float>
        private var count = 0

        init(capacity: Int) { values = .allocate(capacity: capacity) }

        func deallocate() { values.deallocate() }

        /// The upper median; nil when the window is empty.
        var median: Float? { count > 0 ? values[count / 2] : nil }

        mutating func insert(_ value: Float) {
            let place = lowerBound(value)
            // One memmove each way: the values are plain floats.
            UnsafeMutableRawPointer(values + place + 1).copyMemory(from: values + place, byteCount: (count - place) * MemoryLayout<Float>.stride)
            values[place] = value
            count += 1
        }

        /// Takes out one value equal to `value`, which is in the window.
        mutating func remove(_ value: Float) {
            let place = lowerBound(value)
            count -= 1
            UnsafeMutableRawPointer(values + place).copyMemory(from: values + place + 1, byteCount: (count - place) * MemoryLayout<Float>.stride)
        }

        /// The position of the first value not less than `value`.
        private func lowerBound(_ value: Float) -> Int {
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
