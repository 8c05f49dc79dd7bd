/// Finds a paper print photographed on a table: the largest region unlike the image's edge,
/// which must not touch the edge, taken as a rectangle turned by at most 20 degrees.
enum PaperFinder {
    /// Largest turn accepted, in degrees.
    static let maximumAngle = 20.0

    /// The paper, upright: `image` resampled along the rectangle found, its edges trimmed of the
    /// table and shadow the region took in.
    static func upright(in image: WorkingImage) -> (paper: RotatedRectangle, flat: WorkingImage)? {
        guard let found = paper(in: image) else { return nil }
        let flat = image.rectified(found)
        let paper = found.inset(
            left: border(of: flat, side: .left), top: border(of: flat, side: .top),
            right: border(of: flat, side: .right), bottom: border(of: flat, side: .bottom)
        )
        guard paper.width >= 16, paper.height >= 16 else { return nil }
        return (paper, image.rectified(paper))
    }

    private enum Side { case left, top, right, bottom }

    /// How many outer lines on `side` are not the paper but its shadow or the table's edge: lines
    /// whose median colour is more than 0.05 from that of the fourth line in (the paper's own
    /// frame, which is wider than that), at most three.
    private static func border(of image: WorkingImage, side: Side) -> Int {
        let across = side == .left || side == .right ? image.width : image.height
        let along = side == .left || side == .right ? image.height : image.width
        func median(ofLine line: Int) -> FramePoint {
            let points = (0..<along).map { position -> FramePoint in
                let (x, y): (Int, Int) = switch side {
                case .left: (line, position)
                case .right: (image.width - 1 - line, position)
                case .top: (position, line)
                case .bottom: (position, image.height - 1 - line)
                }
                return image.point(y * image.width + x)
            }
            return FramePoint(FrameMask.median(points.map(\.lightness)), FrameMask.median(points.map(\.a)), FrameMask.median(points.map(\.b)))
        }
        let limit = min(3, across / 10)
        let paper = median(ofLine: limit)
        var trimmed = 0
        while trimmed < limit, median(ofLine: trimmed).distance(to: paper) > 0.05 { trimmed += 1 }
        return trimmed
    }

    static func paper(in image: WorkingImage) -> RotatedRectangle? {
        guard let background = FrameMask(image, strictness: .background), background.edgePurity >= 0.6 else { return nil }
        let width = image.width, height = image.height
        guard let region = largestRegion(where: { !background.isFrame[$0] }, width: width, height: height),
              region.count * 10 >= width * height
        else { return nil }

        // Each row's leftmost and rightmost region pixel: the paper's outline, holes and all filled.
        var spans = [(first: Int, last: Int)?](repeating: nil, count: height)
        for index in region {
            let y = index / width, x = index % width
            if let span = spans[y] {
                spans[y] = (min(span.first, x), max(span.last, x))
            } else {
                spans[y] = (x, x)
            }
        }
        var area = 0.0, sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumYY = 0.0, sumXY = 0.0
        for (y, span) in spans.enumerated() {
            guard let span else { continue }
            if span.first == 0 || span.last == width - 1 || y == 0 || y == height - 1 { return nil }
            for x in span.first...span.last {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                area += 1
                sumX += px
                sumY += py
                sumXX += px * px
                sumYY += py * py
                sumXY += px * py
            }
        }
        let centreX = sumX / area, centreY = sumY / area
        let xx = sumXX / area - centreX * centreX, yy = sumYY / area - centreY * centreY, xy = sumXY / area - centreX * centreY
        // The axis of the second moments, turned to within 45 degrees of the image's axes.
        var angle = 0.5 * Platform.angle(y: 2 * xy, x: xx - yy)
        while angle > Double.pi / 4 { angle -= Double.pi / 2 }
        while angle <= -Double.pi / 4 { angle += Double.pi / 2 }
        guard abs(angle) <= maximumAngle * Double.pi / 180 else { return nil }
        let cosine = Platform.cosine(angle), sine = Platform.sine(angle)

        // Extents along both axes, from the outline's end points.
        var minimumU = Double.infinity, maximumU = -Double.infinity, minimumV = Double.infinity, maximumV = -Double.infinity
        for (y, span) in spans.enumerated() {
            guard let span else { continue }
            for x in [span.first, span.last] {
                let dx = Double(x) + 0.5 - centreX, dy = Double(y) + 0.5 - centreY
                let u = dx * cosine + dy * sine, v = -dx * sine + dy * cosine
                minimumU = min(minimumU, u)
                maximumU = max(maximumU, u)
                minimumV = min(minimumV, v)
                maximumV = max(maximumV, v)
            }
        }
        // The outline's pixels reach half a pixel past their centres.
        let paperWidth = Int((maximumU - minimumU + 1).rounded()), paperHeight = Int((maximumV - minimumV + 1).rounded())
        guard paperWidth >= 16, paperHeight >= 16 else { return nil }
        let middleU = (minimumU + maximumU) / 2, middleV = (minimumV + maximumV) / 2
        return RotatedRectangle(
            centreX: centreX + middleU * cosine - middleV * sine,
            centreY: centreY + middleU * sine + middleV * cosine,
            cosine: cosine, sine: sine, width: paperWidth, height: paperHeight
        )
    }

    /// The largest 4-connected set of pixels where `included` holds; ties to the one found first.
    private static func largestRegion(where included: (Int) -> Bool, width: Int, height: Int) -> [Int]? {
        var seen = [Bool](repeating: false, count: width * height)
        var best: [Int] = []
        var stack: [Int] = []
        for start in 0..<(width * height) where !seen[start] && included(start) {
            var region: [Int] = []
            seen[start] = true
            stack.append(start)
            while let index = stack.popLast() {
                region.append(index)
                let x = index % width, y = index / width
                func visit(_ next: Int) {
                    if !seen[next], included(next) {
                        seen[next] = true
                        stack.append(next)
                    }
                }
                if x > 0 { visit(index - 1) }
                if x < width - 1 { visit(index + 1) }
                if y > 0 { visit(index - width) }
                if y < height - 1 { visit(index + width) }
            }
            if region.count > best.count { best = region }
        }
        return best.isEmpty ? nil : best
    }
}
