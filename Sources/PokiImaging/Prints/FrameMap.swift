/// Which pixels of an image have the colours of its edge: the frame, if the image is a print.
///
/// A print's edge is its frame, and whatever the frame is made of (one colour, a gradient,
/// dots, stripes, checks, glitter, a picture), its edge shows the colours it is printed in. A
/// pixel is frame when its colour is as common on the edge as the edge's own colours are: the
/// edge's colours are counted in small Oklab cells (0.01 of lightness, 0.0075 of each chroma
/// axis), each cell with its neighbours, and a pixel whose cell counts at least as much as all
/// but the rarest 5 % of the edge's pixels is frame. The cells are small, so a backdrop near the
/// frame's colour, which a person tells apart at a glance, is not frame.
///
/// A gradient frame's colour depends on where a pixel is: when the edge is an even ramp (at
/// least 85 % of it within a tight threshold of its sides blended across the image, a
/// ``FrameExpectation``), a pixel that close to the ramp's colour there is frame too.
///
/// A frame whose middle has colours its edge does not (a gradient through a third colour, a
/// glow behind the cuts) is frame there only in the map ``grown(in:)`` from the edge through
/// smooth colour: asked for only when nothing finds a print of several cuts on the image or on
/// a paper in it.
///
/// Transparent pixels count as frame: they are not part of any cut.
struct FrameMap {
    let width: Int
    let height: Int
    /// Per pixel, row-major: has the frame's colours.
    let isFrame: [Bool]
    /// The frame pixels of every rectangle from the origin: `(width + 1) * (height + 1)` counts.
    private let sums: [Int32]

    /// Lightness and chroma sizes of the colour cells.
    private static let cell = (lightness: Float(0.01), chroma: Float(0.0075))
    /// The share of the edge's pixels whose colours may be rarer than the frame's.
    private static let rareEdge = 0.05

    /// The map of `image` (in Oklab: ``WorkingImage/withOklab()``), whose outer ring is `ring`.
    init(_ image: WorkingImage, ring: EdgeRing) {
        let width = image.width, height = image.height
        let common = CommonColours(ring)
        let ramp = Self.ramp(of: ring)
        var isFrame = [Bool](repeating: true, count: width * height)
        let expected = FrameRow(count: width)
        defer { expected.deallocate() }
        for y in 0..<height {
            ramp?.expectation.weightedRow(y, into: expected)
            for x in 0..<width {
                let index = y * width + x
                guard image.isOpaque(index) else { continue }
                let point = image.point(index)
                var frame = common.isCommon(point)
                if !frame, let ramp {
                    frame = point.frameWeighted.squaredDistance(to: expected[x]) < ramp.threshold * ramp.threshold
                }
                isFrame[index] = frame
            }
        }
        self.init(width: width, height: height, isFrame: isFrame)
    }

    /// The map whose frame pixels are `isFrame` (row-major, `width` x `height`).
    private init(width: Int, height: Int, isFrame: [Bool]) {
        var sums = [Int32](repeating: 0, count: (width + 1) * (height + 1))
        sums.withUnsafeMutableBufferPointer { sums in
            isFrame.withUnsafeBufferPointer { isFrame in
                for y in 0..<height {
                    var row: Int32 = 0
                    for x in 0..<width {
                        row += isFrame[y * width + x] ? 1 : 0
                        sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.isFrame = isFrame
        self.sums = sums
    }

    /// Whether enough of the image is not frame for the cuts of a print
    /// (``LayoutEvidence/leastPhoto``): a map of, say, a landscape whose sky and field both touch
    /// the edge is frame nearly everywhere, and no grid fitted to it is a print.
    var mayShowPrint: Bool {
        Double(width * height - count(left: 0, top: 0, right: width, bottom: height)) >= LayoutEvidence.leastPhoto * Double(width * height)
    }

    /// How many pixels of the rectangle (half-open, clamped to the image) are frame.
    func count(left: Int, top: Int, right: Int, bottom: Int) -> Int {
        let left = max(0, left), top = max(0, top), right = min(width, right), bottom = min(height, bottom)
        guard right > left, bottom > top else { return 0 }
        let stride = width + 1
        return Int(sums[bottom * stride + right] - sums[top * stride + right] - sums[bottom * stride + left] + sums[top * stride + left])
    }

    /// The share of the rectangle (half-open, clamped to the image) that is frame; nil when it is empty.
    func share(left: Int, top: Int, right: Int, bottom: Int) -> Double? {
        let area = (min(width, right) - max(0, left)) * (min(height, bottom) - max(0, top))
        guard min(width, right) > max(0, left), min(height, bottom) > max(0, top) else { return nil }
        return Double(count(left: left, top: top, right: right, bottom: bottom)) / Double(area)
    }

    /// The share of each column, and of each row, that is frame: what ``LayoutFit`` fits a layout to.
    func lineShares() -> (columns: [Double], rows: [Double]) {
        let columns = (0..<width).map { share(left: $0, top: 0, right: $0 + 1, bottom: height) ?? 1 }
        let rows = (0..<height).map { share(left: 0, top: $0, right: width, bottom: $0 + 1) ?? 1 }
        return (columns, rows)
    }

    // MARK: - Smooth colour

    /// This map of `image` (the one it was made of) grown from the edge through smooth colour
    /// (``grow(_:in:threshold:)``, at 2.5 times the image's noise, ``EdgeGrid/noiseLevel(of:)``).
    func grown(in image: WorkingImage) -> FrameMap {
        var isFrame = isFrame
        Self.grow(&isFrame, in: image, threshold: 2.5 * EdgeGrid.noiseLevel(of: image))
        return FrameMap(width: width, height: height, isFrame: isFrame)
    }

    /// `isFrame` grown from the image's edge through smooth colour: from the frame pixels on the
    /// image's border, through frame pixels and through any opaque pixel whose colour differs
    /// from the opaque neighbour it is reached from by less than `threshold` (at least 0.01, as
    /// ``grown(in:)`` sets it: the noise is at least 0.004). A frame's colour changes
    /// little from pixel to pixel however far it drifts; a cut's edge is usually a step. A
    /// transparent pixel, frame already, passes on no colour: only frame pixels are reached from it.
    private static func grow(_ isFrame: inout [Bool], in image: WorkingImage, threshold: Float) {
        let width = image.width, height = image.height
        var reached = [Bool](repeating: false, count: width * height)
        var queue: [Int] = []
        queue.reserveCapacity(width * height)
        func start(_ index: Int) {
            guard isFrame[index], !reached[index] else { return }
            reached[index] = true
            queue.append(index)
        }
        for x in 0..<width {
            start(x)
            start((height - 1) * width + x)
        }
        for y in 0..<height {
            start(y * width)
            start(y * width + width - 1)
        }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            let x = index % width, point = image.point(index), isOpaque = image.isOpaque(index)
            func reach(_ neighbour: Int) {
                guard !reached[neighbour] else { return }
                if isFrame[neighbour] || (isOpaque && image.isOpaque(neighbour) && image.point(neighbour).distance(to: point) < threshold) {
                    isFrame[neighbour] = true
                    reached[neighbour] = true
                    queue.append(neighbour)
                }
            }
            if x > 0 { reach(index - 1) }
            if x + 1 < width { reach(index + 1) }
            if index >= width { reach(index - width) }
            if index + width < width * height { reach(index + width) }
        }
    }

    // MARK: - A gradient's ramp

    /// The edge's sides blended across the image, and the distance under which a pixel is as
    /// close to it as the edge is (2.5 times the edge's median distance, between 0.012 and
    /// 0.03); nil when less than 85 % of the edge is within that distance.
    private static func ramp(of ring: EdgeRing) -> (expectation: FrameExpectation, threshold: Float)? {
        let expectation = FrameExpectation(left: ring.left, right: ring.right, top: ring.top, bottom: ring.bottom)
        let distances = ring.opaque.indices.map { index in
            let pixel = ring.opaque[index]
            return ring.points[index].frameWeighted.distance(to: expectation.at(x: pixel % ring.width, y: pixel / ring.width).frameWeighted)
        }
        let threshold = min(max(0.012, 2.5 * FrameMask.median(distances)), 0.03)
        let close = distances.filter { $0 < threshold }.count
        return close * 100 >= distances.count * 85 ? (expectation, threshold) : nil
    }

    // MARK: - The edge's colours

    /// How common each colour is on the edge: the edge's pixels counted in Oklab cells, each
    /// cell's count summed with its 26 neighbours', over the cells the edge reaches (and one
    /// more each way), and the count a colour needs to be frame.
    private struct CommonColours {
        private let origin: (lightness: Int, a: Int, b: Int)
        private let size: (lightness: Int, a: Int, b: Int)
        private let counts: [Int32]
        private let least: Int32

        init(_ ring: EdgeRing) {
            let cells = ring.points.map(Self.cell)
            let low = (
                lightness: cells.map(\.lightness).min()! - 1, a: cells.map(\.a).min()! - 1, b: cells.map(\.b).min()! - 1
            )
            let high = (
                lightness: cells.map(\.lightness).max()! + 1, a: cells.map(\.a).max()! + 1, b: cells.map(\.b).max()! + 1
            )
            let size = (lightness: high.lightness - low.lightness + 1, a: high.a - low.a + 1, b: high.b - low.b + 1)
            var counts = [Int32](repeating: 0, count: size.lightness * size.a * size.b)
            func index(_ l: Int, _ a: Int, _ b: Int) -> Int { (l * size.a + a) * size.b + b }
            for cell in cells { counts[index(cell.lightness - low.lightness, cell.a - low.a, cell.b - low.b)] += 1 }
            // Each cell with its neighbours: three passes of a sum over three cells, one per axis
            // (the axis's cells `stride` apart in the array, `extent` of them).
            for (stride, extent) in [(size.a * size.b, size.lightness), (size.b, size.a), (1, size.b)] {
                var summed = counts
                counts.withUnsafeBufferPointer { counts in
                    summed.withUnsafeMutableBufferPointer { summed in
                        for block in Swift.stride(from: 0, to: counts.count, by: stride * extent) {
                            for position in 0..<extent {
                                let base = block + position * stride
                                for offset in base..<(base + stride) {
                                    var total = counts[offset]
                                    if position > 0 { total += counts[offset - stride] }
                                    if position + 1 < extent { total += counts[offset + stride] }
                                    summed[offset] = total
                                }
                            }
                        }
                    }
                }
                counts = summed
            }
            let edgeCounts = cells.map { counts[index($0.lightness - low.lightness, $0.a - low.a, $0.b - low.b)] }.sorted()
            origin = low
            self.size = size
            self.counts = counts
            least = edgeCounts[min(edgeCounts.count - 1, Int(Double(edgeCounts.count) * FrameMap.rareEdge))]
        }

        /// Whether `point` is as common on the edge as the frame's colours are.
        func isCommon(_ point: FramePoint) -> Bool {
            let cell = Self.cell(point)
            let l = cell.lightness - origin.lightness, a = cell.a - origin.a, b = cell.b - origin.b
            guard l >= 0, l < size.lightness, a >= 0, a < size.a, b >= 0, b < size.b else { return false }
            return counts[(l * size.a + a) * size.b + b] >= least
        }

        private static func cell(_ point: FramePoint) -> (lightness: Int, a: Int, b: Int) {
            (
                (point.lightness / FrameMap.cell.lightness).integerBelow,
                (point.a / FrameMap.cell.chroma).integerBelow,
                (point.b / FrameMap.cell.chroma).integerBelow
            )
        }
    }
}
