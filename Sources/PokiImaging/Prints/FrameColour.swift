/// The frame's colour: its main colour around the first cut.
///
/// Taken from the frame pixels in a ring around the first cut (so a gradient frame reports its
/// colour there), starting at their per-channel median (so a dotted frame reports its ground,
/// not its dots) and moved to the mean of the pixels within a just-visible 0.04 of it, twice.
/// The colour reported is those pixels' mean in linear light, as the palette's colours are.
/// Without a map of the frame's pixels (a layout the user gave, on an image poki does not take
/// for a print), every pixel of the ring counts. The ring leaves out the other cuts (a gap
/// thinner than the ring) and, on a photographed paper resampled upright, the paper's outermost
/// pixels, where its edge blurs into the table (a frame as thin as the ring); when that leaves
/// fewer than ``leastClearPixels``, the whole ring counts.
enum FrameColour {
    /// The frame's colour around the first of `cuts` (in `image`'s pixels, reading order);
    /// `photographed` when `image` is a paper found in a photo and resampled upright.
    static func aroundFirst(
        of cuts: [(left: Double, top: Double, right: Double, bottom: Double)], in image: WorkingImage, isFrame: [Bool]?, photographed: Bool
    ) -> Colour? {
        guard let cut = cuts.first else { return nil }
        let reach = 3, border = photographed ? paperEdge : 0
        let left = max(0, Int(cut.left.rounded(.down)) - reach), right = min(image.width - 1, Int(cut.right.rounded(.up)) + reach)
        let top = max(0, Int(cut.top.rounded(.down)) - reach), bottom = min(image.height - 1, Int(cut.bottom.rounded(.up)) + reach)
        func isInside(_ x: Int, _ y: Int, _ cut: (left: Double, top: Double, right: Double, bottom: Double)) -> Bool {
            Double(x) + 1 > cut.left && Double(x) < cut.right && Double(y) + 1 > cut.top && Double(y) < cut.bottom
        }
        var ring: [Int] = [], clear: [Int] = []
        for y in top...bottom {
            for x in left...right {
                let index = y * image.width + x
                guard !isInside(x, y, cut), isFrame?[index] ?? true, image.isOpaque(index) else { continue }
                ring.append(index)
                let onEdge = x < border || y < border || x >= image.width - border || y >= image.height - border
                if !onEdge, !cuts.dropFirst().contains(where: { isInside(x, y, $0) }) { clear.append(index) }
            }
        }
        if clear.count >= leastClearPixels { ring = clear }
        guard !ring.isEmpty else { return nil }
        let points = ring.map(image.pixelPoint)
        var centre = FramePoint(FrameMask.median(points.map(\.lightness)), FrameMask.median(points.map(\.a)), FrameMask.median(points.map(\.b)))
        var chosen = ring.indices.map { $0 }
        for _ in 0..<2 {
            let near = ring.indices.filter { points[$0].distance(to: centre) < 0.04 }
            guard !near.isEmpty else { break }
            chosen = near
            var sum = FramePoint(0, 0, 0)
            for index in near { sum = sum + points[index] }
            centre = sum * (1 / Float(near.count))
        }
        var colour = LinearColourSum()
        for index in chosen {
            let offset = ring[index] * 4
            colour.add(red: image.rgba[offset], green: image.rgba[offset + 1], blue: image.rgba[offset + 2], weight: 1)
        }
        return colour.mean
    }

    /// How many of a photographed paper's outermost pixels, resampled from where its edge
    /// meets the table, ``aroundFirst(of:in:isFrame:photographed:)`` leaves out.
    static let paperEdge = 2
    /// Fewest pixels left out of the ring that are taken alone: a handful would be noise.
    static let leastClearPixels = 16
}
