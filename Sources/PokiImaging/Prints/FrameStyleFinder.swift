/// Tells what a print's frame is made of from its frame pixels: those outside every cut (and,
/// when the image was found to be a print, of the edge's colours).
///
/// - plain: at least 90 % of the frame lies within a just-visible 0.05 (Oklab) of its main colour;
/// - gradient: otherwise, when 85 % of the frame lies within 0.04 of the mean of its own small
///   area (a tenth of the image across and down): the colour changes, but smoothly. Its colours
///   are the frame's means in five bands along the side where it changes most, each kept when it
///   differs from the last kept by 0.05. Bands less than 0.04 apart, or on a photographed print
///   differing only in lightness (light falling unevenly on the paper), make it plain after all;
/// - pattern: otherwise. Its colours are the frame's most common colours 0.1 or more apart, each
///   holding at least a tenth of the frame, most common first.
enum FrameStyleFinder {
    /// The style of the frame around `cuts` (in `image`'s pixels); nil when too little of the
    /// image is frame to tell.
    static func style(
        around cuts: [(left: Double, top: Double, right: Double, bottom: Double)], in image: WorkingImage, isFrame: [Bool]?,
        plainColour: Colour, photographed: Bool
    ) -> FrameStyle? {
        let width = image.width, height = image.height
        var outside = [Bool](repeating: false, count: width * height)
        for index in 0..<(width * height) where image.isOpaque(index) && isFrame?[index] ?? true { outside[index] = true }
        for cut in cuts {
            let left = max(0, Int(cut.left.rounded(.down)) - 1), right = min(width, Int(cut.right.rounded(.up)) + 1)
            let top = max(0, Int(cut.top.rounded(.down)) - 1), bottom = min(height, Int(cut.bottom.rounded(.up)) + 1)
            guard right > left, bottom > top else { continue }
            for y in top..<bottom { for x in left..<right { outside[y * width + x] = false } }
        }
        // At most about 40,000 pixels: every `step`-th row and column.
        let step = max(1, Int((Double(width * height) / 40_000).squareRoot().rounded(.up)))
        var pixels: [Int] = []
        for y in stride(from: 0, to: height, by: step) {
            for x in stride(from: 0, to: width, by: step) where outside[y * width + x] { pixels.append(y * width + x) }
        }
        guard pixels.count >= 50 else { return nil }
        let points = pixels.map(image.pixelPoint)
        let main = mainColour(of: points)
        let plainShare = Double(points.filter { $0.distance(to: main) < 0.035 }.count) / Double(points.count)
        if plainShare >= 0.9 { return FrameStyle(kind: .plain, colours: [plainColour]) }
        if smoothShare(pixels, points, width: width, height: height) >= 0.85 {
            guard let bands = gradientBands(pixels, points, in: image) else { return FrameStyle(kind: .plain, colours: [plainColour]) }
            // Too little change to see, or (on a photographed print) only light falling unevenly
            // on one colour: lightness changes, the colour's a and b stay.
            let span = bands.map { band in bands.map { $0.centre.distance(to: band.centre) }.max() ?? 0 }.max() ?? 0
            let lightOnly = bands.allSatisfy { band in
                bands.allSatisfy { abs($0.centre.a - band.centre.a) < 0.02 && abs($0.centre.b - band.centre.b) < 0.02 }
            }
            if span < 0.04 || (photographed && lightOnly) { return FrameStyle(kind: .plain, colours: [plainColour]) }
            return FrameStyle(kind: .gradient, colours: bands.map(\.colour))
        }
        return FrameStyle(kind: .pattern, colours: patternColours(pixels, points, in: image))
    }

    /// The share of the frame's pixels within 0.04 of the mean of their tenth of the image across
    /// and down: a gradient changes slowly, so each small area of it is nearly one colour, while
    /// dots, stripes, checks and glitter mix colours in every area.
    private static func smoothShare(_ pixels: [Int], _ points: [FramePoint], width: Int, height: Int) -> Double {
        func area(_ pixel: Int) -> Int { min(pixel / width * 10 / height, 9) * 10 + min(pixel % width * 10 / width, 9) }
        var sums = [FramePoint](repeating: FramePoint(0, 0, 0), count: 100)
        var counts = [Int](repeating: 0, count: 100)
        for (pixel, point) in zip(pixels, points) {
            sums[area(pixel)] = sums[area(pixel)] + point
            counts[area(pixel)] += 1
        }
        let smooth = zip(pixels, points).filter { pixel, point in
            point.distance(to: sums[area(pixel)] * (1 / Float(counts[area(pixel)]))) < 0.04
        }.count
        return Double(smooth) / Double(pixels.count)
    }

    /// The frame's main colour: from the per-channel median, the mean of the points within 0.05,
    /// twice (as ``FrameColour`` finds a frame's colour around a cut).
    private static func mainColour(of points: [FramePoint]) -> FramePoint {
        var centre = FramePoint(FrameMask.median(points.map(\.lightness)), FrameMask.median(points.map(\.a)), FrameMask.median(points.map(\.b)))
        for _ in 0..<2 {
            let near = points.filter { $0.distance(to: centre) < 0.05 }
            guard !near.isEmpty else { break }
            centre = near.reduce(FramePoint(0, 0, 0), +) * (1 / Float(near.count))
        }
        return centre
    }

    /// The means of five bands across the axis along which the frame changes most: the first, each
    /// middle one that differs from the last kept by 0.05, and the last.
    private static func gradientBands(_ pixels: [Int], _ points: [FramePoint], in image: WorkingImage) -> [(centre: FramePoint, colour: Colour)]? {
        let width = image.width, height = image.height
        func mean(_ chosen: [Int]) -> FramePoint? {
            guard !chosen.isEmpty else { return nil }
            return chosen.map { points[$0] }.reduce(FramePoint(0, 0, 0), +) * (1 / Float(chosen.count))
        }
        let indices = Array(pixels.indices)
        let xs = pixels.map { Double($0 % width) / Double(width) }, ys = pixels.map { Double($0 / width) / Double(height) }
        guard let left = mean(indices.filter { xs[$0] < 0.2 }), let right = mean(indices.filter { xs[$0] > 0.8 }),
              let top = mean(indices.filter { ys[$0] < 0.2 }), let bottom = mean(indices.filter { ys[$0] > 0.8 })
        else { return nil }
        let position = left.distance(to: right) > top.distance(to: bottom) ? xs : ys
        var bands: [(centre: FramePoint, colour: Colour)] = []
        for band in 0..<5 {
            let members = indices.filter { min(Int(position[$0] * 5), 4) == band }
            var sum = LinearColourSum()
            for member in members {
                let offset = pixels[member] * 4
                sum.add(red: image.rgba[offset], green: image.rgba[offset + 1], blue: image.rgba[offset + 2], weight: 1)
            }
            if let centre = mean(members), let colour = sum.mean { bands.append((centre, colour)) }
        }
        guard let first = bands.first, let end = bands.last, bands.count >= 2 else { return nil }
        // The first band, each middle one that differs from the last kept, and the last band.
        var kept = [first]
        for band in bands.dropFirst().dropLast() where band.centre.distance(to: kept[kept.count - 1].centre) >= 0.05 {
            kept.append(band)
        }
        if kept.count > 1, end.centre.distance(to: kept[kept.count - 1].centre) < 0.05 { kept.removeLast() }
        kept.append(end)
        return kept
    }

    /// The most common colours 0.1 or more apart that each hold a tenth of the frame, at most three.
    private static func patternColours(_ pixels: [Int], _ points: [FramePoint], in image: WorkingImage) -> [Colour] {
        func cell(_ point: FramePoint) -> SIMD3<Int32> {
            SIMD3(Int32((point.lightness / 0.05).rounded()), Int32((point.a / 0.05).rounded()), Int32((point.b / 0.05).rounded()))
        }
        var counts: [SIMD3<Int32>: (count: Int, sum: FramePoint)] = [:]
        for point in points {
            let key = cell(point)
            let entry = counts[key] ?? (0, FramePoint(0, 0, 0))
            counts[key] = (entry.count + 1, entry.sum + point)
        }
        var centres: [FramePoint] = []
        // Most common first; ties by cell, so the same file always gives the same colours
        // (a dictionary's order changes from process to process).
        let cells = counts.sorted { ($0.value.count, $1.key.x, $1.key.y, $1.key.z) > ($1.value.count, $0.key.x, $0.key.y, $0.key.z) }
        for entry in cells.map(\.value) {
            let centre = entry.sum * (1 / Float(entry.count))
            if centres.allSatisfy({ $0.distance(to: centre) >= 0.1 }) { centres.append(centre) }
            if centres.count == 6 { break }
        }
        var sums = [LinearColourSum](repeating: LinearColourSum(), count: centres.count)
        var members = [Int](repeating: 0, count: centres.count)
        for (point, pixel) in zip(points, pixels) {
            guard let nearest = centres.indices.min(by: { centres[$0].distance(to: point) < centres[$1].distance(to: point) }),
                  centres[nearest].distance(to: point) < 0.07
            else { continue }
            let offset = pixel * 4
            sums[nearest].add(red: image.rgba[offset], green: image.rgba[offset + 1], blue: image.rgba[offset + 2], weight: 1)
            members[nearest] += 1
        }
        return centres.indices
            .filter { members[$0] * 10 >= points.count }
            .sorted { members[$0] > members[$1] }
            .prefix(3)
            .compactMap { sums[$0].mean }
    }
}
