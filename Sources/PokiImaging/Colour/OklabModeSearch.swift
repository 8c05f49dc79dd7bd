/// Finds the colour modes of a histogram by greedy peeling with a fixed radius.
///
/// Each round takes the remaining bin with the most weight within `radius` of it (the densest
/// point), climbs from there by mean shift (the weighted mean of the remaining bins within `radius`,
/// until it stops moving) to the mode, then removes every bin within `radius` of that mode.
/// Everything runs in bin order with strict comparisons, so ties go to the earlier bin.
enum OklabModeSearch {
    /// Up to `maximumCount` modes, densest first. Peeling stops early when a round removes less
    /// than `minimumWeight`; the first mode is always kept, so a non-empty histogram has one.
    static func modes(of bins: [OklabHistogram.Bin], radius: Double, maximumCount: Int, minimumWeight: Double) -> [Oklab] {
        let radiusSquared = radius * radius
        var remaining = [Bool](repeating: true, count: bins.count)
        var density = bins.map(\.weight)
        for i in bins.indices {
            for j in (i + 1)..<bins.count where bins[i].position.squaredDistance(to: bins[j].position) <= radiusSquared {
                density[i] += bins[j].weight
                density[j] += bins[i].weight
            }
        }

        var modes: [Oklab] = []
        while modes.count < maximumCount, let seed = densest(density, remaining) {
            let mode = climb(from: bins[seed].position, bins, remaining, radiusSquared)
            var peeled: [Int] = [seed]
            for j in bins.indices where remaining[j] && j != seed && bins[j].position.squaredDistance(to: mode) <= radiusSquared {
                peeled.append(j)
            }
            let peeledWeight = peeled.reduce(0) { $0 + bins[$1].weight }
            if !modes.isEmpty && peeledWeight < minimumWeight { break }
            modes.append(mode)
            for k in peeled { remaining[k] = false }
            for k in peeled {
                for j in bins.indices where remaining[j] && bins[j].position.squaredDistance(to: bins[k].position) <= radiusSquared {
                    density[j] -= bins[k].weight
                }
            }
        }
        return modes
    }

    // MARK: - Steps

    private static func densest(_ density: [Double], _ remaining: [Bool]) -> Int? {
        var best: Int?
        for i in density.indices where remaining[i] {
            if let current = best, density[current] >= density[i] { continue }
            best = i
        }
        return best
    }

    /// Mean shift with a flat kernel. The weighted mean of bins within the radius is within the
    /// radius of at least one of them, so each step has bins to average; the guard only covers rounding.
    private static func climb(from start: Oklab, _ bins: [OklabHistogram.Bin], _ remaining: [Bool], _ radiusSquared: Double) -> Oklab {
        var centre = start
        for _ in 0..<maximumSteps {
            var weight = 0.0
            var sum = Oklab(lightness: 0, a: 0, b: 0)
            for j in bins.indices where remaining[j] && bins[j].position.squaredDistance(to: centre) <= radiusSquared {
                let bin = bins[j]
                weight += bin.weight
                sum.lightness += bin.weight * bin.position.lightness
                sum.a += bin.weight * bin.position.a
                sum.b += bin.weight * bin.position.b
            }
            guard weight > 0 else { break }
            let next = Oklab(lightness: sum.lightness / weight, a: sum.a / weight, b: sum.b / weight)
            let moved = next.squaredDistance(to: centre)
            centre = next
            if moved < convergedSquared { break }
        }
        return centre
    }

    /// Mean shift converges in a handful of steps; the cap only bounds pathological cycles.
    private static let maximumSteps = 50
    /// A step shorter than 1e-6 (far below a visible difference) counts as converged.
    private static let convergedSquared = 1e-12
}
