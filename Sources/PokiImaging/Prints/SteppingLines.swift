/// Lines of pixels across part of an image along which the colour steps: where a hairline, a
/// gutter or the edge of a picture runs, rather than a person's outline, which crosses a line
/// only in part.
///
/// A line is a row (`acrossRows`) or a column of the working image, taken along a stretch of its
/// length; the measures compare pixels three lines apart, so a step blurred over two pixels counts.
struct SteppingLines {
    let image: WorkingImage
    /// Whether the lines are rows (a line across a cut from its left to its right side).
    let acrossRows: Bool
    /// The stretch of each line looked at: columns for rows, rows for columns (ends included).
    let along: ClosedRange<Int>
    /// How far apart two pixels' colours must be (Oklab distance) to count as a step.
    let threshold: Float

    /// The pixel at `position` along line `line`.
    private func point(_ line: Int, _ position: Int) -> FramePoint {
        acrossRows ? image.point(line * image.width + position) : image.point(position * image.width + line)
    }

    /// For each line of `lines`, the share of ``along`` where the colour steps between the line
    /// before it and the line two after it: the boundary before line `index + 1`. The lines
    /// from `lines.lowerBound - 1` to `lines.upperBound + 2` must lie in the image.
    func shares(_ lines: ClosedRange<Int>) -> [Float] {
        lines.map { index -> Float in
            var stepping = 0
            for position in along where point(index - 1, position).distance(to: point(index + 2, position)) > threshold { stepping += 1 }
            return Float(stepping) / Float(along.count)
        }
    }

    /// For each line of `lines`, the share of ``along`` where the colour steps as in
    /// ``shares(_:)`` and sharply: by more than `sharpness` times as much as it drifts over as
    /// many lines on the steadier side (a blurred backdrop drifts all across, an edge steps once;
    /// the other side of a hairline is its other edge). The lines from `lines.lowerBound - 4`
    /// to `lines.upperBound + 5` must lie in the image.
    func sharpShares(_ lines: ClosedRange<Int>, sharpness: Float) -> [Float] {
        lines.map { index -> Float in
            var stepping = 0
            for position in along {
                let before = point(index - 1, position), after = point(index + 2, position)
                let step = before.distance(to: after)
                guard step > threshold else { continue }
                let drift = min(point(index - 4, position).distance(to: before), after.distance(to: point(index + 5, position)))
                if step > sharpness * drift { stepping += 1 }
            }
            return Float(stepping) / Float(along.count)
        }
    }

    /// The share of ``along`` where line `centre` differs from both lines two away from it the
    /// same way (lighter than both, or darker, or the same hue off both): a hairline does, a
    /// horizon or a table's edge, one colour before and another after, does not. Lines
    /// `centre - 2` to `centre + 2` must lie in the image.
    func ridgeShare(at centre: Int) -> Float {
        var ridge = 0
        for position in along {
            let line = point(centre, position), before = point(centre - 2, position), after = point(centre + 2, position)
            guard line.distance(to: before) > threshold, line.distance(to: after) > threshold else { continue }
            let sameWay = (line.lightness - before.lightness) * (line.lightness - after.lightness)
                + (line.a - before.a) * (line.a - after.a) + (line.b - before.b) * (line.b - after.b)
            if sameWay > 0 { ridge += 1 }
        }
        return Float(ridge) / Float(along.count)
    }
}
