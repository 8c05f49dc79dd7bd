/// Finds the colours that fill an image and the share of the image each one covers.
///
/// The definition below is version ``definitionVersion``; every ``Palette`` records the version
/// that produced it.
///
/// 0. **What is sampled** (new in version 2). When ``PrintDetector`` finds a booth print, the
///    samples are its cuts' pixels only (``PrintFinding/cutSample``): a print's colours are the
///    memory's, not the frame's, whose colour is reported beside the palette. Any other image is
///    sampled whole, and its version-2 palette equals its version-1 palette.
/// 1. **Samples.** Each pixel of the small area-averaged ``SampleImage`` counts with its alpha
///    (0…255) as weight: a half-transparent pixel counts half, a fully transparent one not at all.
///    White and black count like any other colour.
/// 2. **Modes.** In Oklab, with a fixed radius of 0.07: start at the densest point (the most weight
///    within the radius), climb by mean shift to the local centre of weight, and peel off every
///    sample within the radius of that mode. Repeat on what is left, up to 6 modes, stopping early
///    when a round peels off less than 2 % of the weight. To take milliseconds, samples are first
///    gathered into Oklab cells 0.035 wide that carry their weight and mean position.
/// 3. **Shares.** Every sample goes to its nearest mode (a tie to the mode found first), so the
///    shares sum to 1. While some mode has less than 2 %, the smallest such mode (a tie to the one
///    found last) is dropped and its samples go to their nearest remaining mode.
/// 4. **Colours.** An entry's colour is the alpha-weighted mean of its samples taken in linear
///    light, not in Oklab: that is the colour the area's light mixes to, as when the photo is seen
///    from afar, and it is computed the same way as the mean colour. Within one mode the two means
///    differ by less than a visible step.
/// 5. **Order.** Largest share first; equal shares by hex value, `#000000` before `#FFFFFF`.
/// 6. **Dominance.** `clearDominant` is false when the runner-up's share is within 0.05 of the
///    first colour's (a difference of 0.05 or less); true with a single colour.
/// 7. **Mean colour.** The alpha-weighted mean of all samples, in linear light.
/// 8. **Fully transparent** samples give an empty palette, `clearDominant` false and a mean
///    colour of `#000000`.
///
/// There are no random seeds, no hashed collections and no threads, and every sum is an exact
/// integer sum, so the same pixels, in any order, give the same palette bit for bit on every run.
public enum PaletteExtractor {
    /// Version of the definition above; stored in every Palette. Version 1 sampled a print whole.
    public static let definitionVersion = 2

    /// Extracts the palette and mean colour of `sample` by the definition above.
    public static func extract(from sample: SampleImage) -> PaletteExtraction {
        let visible = VisibleSamples(sample)
        let totalWeight = visible.weights.reduce(0, +)
        guard totalWeight > 0 else {
            let empty = Palette(version: definitionVersion, entries: [], clearDominant: false)
            return PaletteExtraction(palette: empty, meanColour: Colour(red: 0, green: 0, blue: 0))
        }

        let histogram = OklabHistogram(points: visible.points, weights: visible.weights, cellSize: cellSize)
        let modes = OklabModeSearch.modes(
            of: histogram.bins,
            radius: radius,
            maximumCount: maximumColours,
            minimumWeight: Double(totalWeight) / Double(minimumShareDenominator)
        )
        let assignment = assign(visible, to: modes, totalWeight: totalWeight)

        var sums = [LinearColourSum](repeating: LinearColourSum(), count: modes.count)
        for (index, mode) in assignment.enumerated() {
            let offset = visible.byteOffsets[index]
            sums[mode].add(red: sample.rgba[offset], green: sample.rgba[offset + 1], blue: sample.rgba[offset + 2], weight: visible.weights[index])
        }
        var everything = LinearColourSum()
        for sum in sums { everything.add(sum) }

        let palette = palette(from: sums.compactMap { sum in sum.mean.map { (colour: $0, weight: sum.weight) } }, totalWeight: totalWeight)
        return PaletteExtraction(palette: palette, meanColour: everything.mean ?? Colour(red: 0, green: 0, blue: 0))
    }

    // MARK: - Parameters

    /// Oklab distance within which samples belong to one colour: about where people start naming
    /// colours differently.
    static let radius = 0.07
    /// Histogram cell width, half the radius: fine enough to place modes, coarse enough to be fast.
    static let cellSize = 0.035
    static let maximumColours = 6
    /// The smallest share an entry may have, 2 %, as one part in 50 (compared in integers).
    static let minimumShareDenominator: Int64 = 50
    /// The dominance margin, 0.05, as one part in 20 (compared in integers).
    static let dominanceMarginDenominator: Int64 = 20

    // MARK: - Assignment

    /// The mode index of every visible sample, after dropping modes below the minimum share.
    private static func assign(_ visible: VisibleSamples, to modes: [Oklab], totalWeight: Int64) -> [Int] {
        var active = [Bool](repeating: true, count: modes.count)
        var assignment = visible.points.map { nearest(to: $0, among: modes, active: active) }
        var modeWeight = [Int64](repeating: 0, count: modes.count)
        for (index, mode) in assignment.enumerated() { modeWeight[mode] += visible.weights[index] }

        var activeCount = modes.count
        while activeCount > 1 {
            var smallest: Int?
            for mode in modes.indices where active[mode] && modeWeight[mode] * minimumShareDenominator < totalWeight {
                if let current = smallest, modeWeight[current] < modeWeight[mode] { continue }
                smallest = mode
            }
            guard let dropped = smallest else { break }
            active[dropped] = false
            activeCount -= 1
            modeWeight[dropped] = 0
            for index in assignment.indices where assignment[index] == dropped {
                let mode = nearest(to: visible.points[index], among: modes, active: active)
                assignment[index] = mode
                modeWeight[mode] += visible.weights[index]
            }
        }
        return assignment
    }

    private static func nearest(to point: Oklab, among modes: [Oklab], active: [Bool]) -> Int {
        var best = -1
        var bestDistance = Double.infinity
        for mode in modes.indices where active[mode] {
            let distance = point.squaredDistance(to: modes[mode])
            if distance < bestDistance {
                best = mode
                bestDistance = distance
            }
        }
        return best
    }

    // MARK: - Palette

    private static func palette(from groups: [(colour: Colour, weight: Int64)], totalWeight: Int64) -> Palette {
        func packed(_ colour: Colour) -> Int { Int(colour.red) << 16 | Int(colour.green) << 8 | Int(colour.blue) }
        let sorted = groups.sorted { first, second in
            first.weight != second.weight ? first.weight > second.weight : packed(first.colour) < packed(second.colour)
        }
        let entries = sorted.map { Palette.Entry(colour: $0.colour, share: Double($0.weight) / Double(totalWeight)) }
        let clearDominant: Bool
        if sorted.count >= 2 {
            clearDominant = (sorted[0].weight - sorted[1].weight) * dominanceMarginDenominator > totalWeight
        } else {
            clearDominant = sorted.count == 1
        }
        return Palette(version: definitionVersion, entries: entries, clearDominant: clearDominant)
    }
}
