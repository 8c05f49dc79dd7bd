/// Picks poses to try at the next booth visit ("다른 포즈 보기" is asking again).
///
/// Draws from the built-in catalog and the user's own poses. With a seed the choice is a pure
/// function of the pool and the seed, identical on every run and machine; without one it uses the
/// system's random number generator.
public struct PoseRecommender: Sendable {
    /// The poses recommendations are drawn from, in a fixed order, each ID once.
    public let poses: [Pose]

    /// Draws from `poses`; when two poses share an ID only the first is kept.
    ///
    /// Seeded results depend on the order of `poses`: pass them in a stable order (user poses sorted by ID).
    public init(poses: [Pose]) {
        var seen = Set<String>()
        self.poses = poses.filter { seen.insert($0.id).inserted }
    }

    /// Draws from the built-in catalog followed by `userPoses`.
    public init(userPoses: [Pose] = []) {
        self.init(poses: PoseCatalog.all + userPoses)
    }

    // MARK: - Recommending

    /// Up to `count` different poses, in random order.
    ///
    /// - Parameters:
    ///   - count: How many poses to return, at least 1; fewer come back when fewer are available.
    ///   - category: Only poses of this category; nil for every category.
    ///   - seed: Makes the result reproducible; nil draws from the system's random number generator.
    /// - Throws: ``CatalogError/invalidPoseCount(_:)`` when `count` is below 1.
    public func recommend(count: Int = 1, category: PoseCategory? = nil, seed: UInt64? = nil) throws(CatalogError) -> [Pose] {
        if let seed {
            var generator = SplitMix64(seed: seed)
            return try recommend(count: count, category: category, using: &generator)
        }
        var generator = SystemRandomNumberGenerator()
        return try recommend(count: count, category: category, using: &generator)
    }

    /// Up to `count` different poses, in random order, drawn with `generator`.
    ///
    /// Uses only `generator.next()` and its own arithmetic (a partial Fisher–Yates shuffle with
    /// unbiased bounded draws), not the standard library's shuffling, whose algorithm may change
    /// between Swift versions: a seeded generator therefore always gives the same poses.
    /// - Throws: ``CatalogError/invalidPoseCount(_:)`` when `count` is below 1.
    public func recommend<Generator: RandomNumberGenerator>(
        count: Int,
        category: PoseCategory?,
        using generator: inout Generator
    ) throws(CatalogError) -> [Pose] {
        guard count >= 1 else { throw CatalogError.invalidPoseCount(count) }
        var pool = category.map { wanted in poses.filter { $0.category == wanted } } ?? poses
        let taken = min(count, pool.count)
        for position in 0..<taken {
            let pick = position + Self.draw(below: pool.count - position, using: &generator)
            pool.swapAt(position, pick)
        }
        return Array(pool[0..<taken])
    }

    // MARK: - Bounded draws

    /// A uniform integer in `0..<bound` (Lemire's multiply-and-reject method), `bound` at least 1.
    private static func draw<Generator: RandomNumberGenerator>(below bound: Int, using generator: inout Generator) -> Int {
        let range = UInt64(bound)
        var product = generator.next().multipliedFullWidth(by: range)
        if product.low < range {
            // Reject the few low products that would make small results more likely than large ones.
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = generator.next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }
}
