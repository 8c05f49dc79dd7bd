/// The frame's colour: its main colour around the first cut.
///
/// Taken from the frame pixels in a ring around the first cut (so a gradient frame reports its
/// colour there), starting at their per-channel median (so a dotted frame reports its ground,
/// not its dots) and moved to the mean of the pixels within a just-visible 0.04 of it, twice.
/// The colour reported is those pixels' mean in linear light, as the palette's colours are.
/// Without a map of the frame's pixels (a layout the user gave, on an image poki does not take
/// for a print), every pixel of the ring counts.
enum FrameColour {
    static func around(
        _ cut: (left: Double, top: Double, right: Double, bottom: Double), in image: WorkingImage, isFrame: [Bool]?
    ) -> Colour? {
        let reach = 3
        let left = max(0, Int(cut.left.rounded(.down)) - reach), right = min(image.width - 1, Int(cut.right.rounded(.up)) + reach)
        let top = max(0, Int(cut.top.rounded(.down)) - reach), bottom = min(image.height - 1, Int(cut.bottom.rounded(.up)) + reach)
        var ring: [Int] = []
        for y in top...bottom {
            for x in left...right {
                let inside = Double(x) + 1 > cut.left && Double(x) < cut.right && Double(y) + 1 > cut.top && Double(y) < cut.bottom
                let index = y * image.width + x
                if !inside, isFrame?[index] ?? true, image.isOpaque(index) { ring.append(index) }
            }
        }
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
}
