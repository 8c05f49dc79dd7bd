import PokiSystem

/// The edges of an image in Oklab: the pixels where its colour changes most steeply across, each
/// with the direction of that change, thinned to one pixel across.
///
/// The change is measured on Oklab's three channels at once (the structure tensor of their Sobel
/// gradients), so a step between two colours of one lightness counts as much as one between light
/// and dark: a pink paper on a red table has edges too. Used by ``PaperLineFinder``.
struct EdgeMap {
    let width: Int
    let height: Int
    /// Each pixel's edge strength, Sobel-scaled (a sharp step of 0.1 in Oklab gives about 0.4);
    /// zero where the pixel is no edge: too weak, or not the steepest across its edge.
    let strength: [Float]
    /// The direction the colour changes in at each edge pixel, in radians in 0…π (π and 0 are
    /// one direction): the edge's normal. Zero where there is no edge.
    let direction: [Float]

    /// The least strength an edge pixel has: a step of 0.02 in Oklab, about a just visible
    /// difference, blurred over two pixels.
    static let leastStrength: Float = 0.05

    /// The edges of `image`, whose Oklab points ``WorkingImage/withOklab()`` converted.
    init(_ image: WorkingImage) {
        let width = image.width, height = image.height, count = width * height
        var magnitude = [Float](repeating: 0, count: count)
        // The tensor's difference of its diagonal and twice its off-diagonal, for the direction.
        var difference = [Float](repeating: 0, count: count), twiceCross = [Float](repeating: 0, count: count)
        if width >= 3, height >= 3 {
            image.points.withUnsafeBufferPointer { p in
                for y in 1..<(height - 1) {
                    for x in 1..<(width - 1) {
                        let i = y * width + x
                        let gx = (p[i - width + 1] + p[i + 1] * 2 + p[i + width + 1]) - (p[i - width - 1] + p[i - 1] * 2 + p[i + width - 1])
                        let gy = (p[i + width - 1] + p[i + width] * 2 + p[i + width + 1]) - (p[i - width - 1] + p[i - width] * 2 + p[i - width + 1])
                        let xx = gx.lightness * gx.lightness + gx.a * gx.a + gx.b * gx.b
                        let yy = gy.lightness * gy.lightness + gy.a * gy.a + gy.b * gy.b
                        let xy = gx.lightness * gy.lightness + gx.a * gy.a + gx.b * gy.b
                        let root = ((xx - yy) * (xx - yy) + 4 * xy * xy).squareRoot()
                        magnitude[i] = ((xx + yy + root) / 2).squareRoot()
                        difference[i] = xx - yy
                        twiceCross[i] = 2 * xy
                    }
                }
            }
        }
        var strength = [Float](repeating: 0, count: count), direction = [Float](repeating: 0, count: count)
        for y in 1..<max(1, height - 1) {
            for x in 1..<max(1, width - 1) {
                let i = y * width + x, value = magnitude[i]
                guard value >= Self.leastStrength else { continue }
                // Thinned: kept where no neighbour across the edge (the direction to the nearest
                // eighth of a turn) is stronger, the first of two equal ones. The eighth is read
                // from the tensor itself; the angle, which costs more, only for the pixels kept.
                let (dx, dy): (Int, Int) = switch Self.neighbourDirection(difference: difference[i], twiceCross: twiceCross[i]) {
                case 0: (1, 0)
                case 1: (1, 1)
                case 2: (0, 1)
                default: (-1, 1)
                }
                let before = magnitude[i - dy * width - dx], after = magnitude[i + dy * width + dx]
                guard value > before, value >= after else { continue }
                strength[i] = value
                direction[i] = Self.normal(difference: difference[i], twiceCross: twiceCross[i])
            }
        }
        self.width = width
        self.height = height
        self.strength = strength
        self.direction = direction
    }

    /// The direction of an edge's normal, in radians in 0…π, from its structure tensor: the
    /// difference of the tensor's diagonal and twice its off-diagonal.
    static func normal(difference: Float, twiceCross: Float) -> Float {
        let angle = Float(0.5 * Platform.angle(y: Double(twiceCross), x: Double(difference)))
        return angle < 0 ? angle + .pi : angle
    }

    /// Which of the four directions across a pixel (0 level, 1 falling diagonal, 2 upright,
    /// 3 rising diagonal) is nearest the normal ``normal(difference:twiceCross:)`` gives, to an
    /// eighth of a turn: the normal's doubled angle is that of (`difference`, `twiceCross`), so
    /// comparing the two tells. Only a tensor within 1e-4 of a boundary (about 1e-4 radians, a
    /// hundred times the rounding of the angle's own computation) needs the angle itself.
    @inline(__always)
    static func neighbourDirection(difference: Float, twiceCross: Float) -> Int {
        let across = abs(twiceCross), along = abs(difference)
        guard abs(across - along) > 1e-4 * (across + along) else {
            return Int((normal(difference: difference, twiceCross: twiceCross) / (.pi / 4)).rounded()) % 4
        }
        if difference > across { return 0 }
        if -difference > across { return 2 }
        return twiceCross > 0 ? 1 : 3
    }

    /// Whether an edge pixel lies within a pixel of (`x`, `y`) (continuous coordinates) whose
    /// normal is within `tolerance` radians of `normal` (either way round).
    func hasEdge(nearX x: Double, y: Double, normal: Float, tolerance: Float) -> Bool {
        strongestEdge(nearX: x, y: y, normal: normal, tolerance: tolerance, anyWillDo: true) > 0
    }

    /// The strength of the strongest such edge pixel (``hasEdge(nearX:y:normal:tolerance:)``);
    /// 0 when there is none.
    func edgeStrength(nearX x: Double, y: Double, normal: Float, tolerance: Float) -> Float {
        strongestEdge(nearX: x, y: y, normal: normal, tolerance: tolerance, anyWillDo: false)
    }

    /// The strongest edge pixel's strength within a pixel of (`x`, `y`) running `normal`'s way,
    /// or, when `anyWillDo`, the first one's (the line search asks only whether there is one).
    @inline(__always)
    private func strongestEdge(nearX x: Double, y: Double, normal: Float, tolerance: Float, anyWillDo: Bool) -> Float {
        guard x > -2, y > -2, x < Double(width + 2), y < Double(height + 2) else { return 0 }
        let centreX = x.integerBelow, centreY = y.integerBelow
        let top = max(0, centreY - 1), bottom = min(height - 1, centreY + 1), left = max(0, centreX - 1), right = min(width - 1, centreX + 1)
        guard top <= bottom, left <= right else { return 0 }
        var strongest: Float = 0
        for row in top...bottom {
            for column in left...right {
                let index = row * width + column
                guard strength[index] > strongest, Self.angleBetween(direction[index], normal) <= tolerance else { continue }
                strongest = strength[index]
                if anyWillDo { return strongest }
            }
        }
        return strongest
    }

    /// The angle between two directions in 0…π, either way round (0…π/2).
    static func angleBetween(_ first: Float, _ second: Float) -> Float {
        let difference = abs(first - second)
        return min(difference, .pi - difference)
    }
}
