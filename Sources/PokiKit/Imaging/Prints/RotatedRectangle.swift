#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A rectangle in an image, turned by a small angle: where a photographed paper print lies.
struct RotatedRectangle {
    /// Centre, in image pixels (continuous coordinates, 0 at the left/top edge).
    var centreX: Double
    var centreY: Double
    /// Direction of the rectangle's width: (cos, sin) of its angle, y pointing down.
    var cosine: Double
    var sine: Double
    /// Size in pixels, whole.
    var width: Int
    var height: Int

    /// The image point at (u, v) of the rectangle's own pixel grid (0…width, 0…height).
    func imagePoint(u: Double, v: Double) -> (x: Double, y: Double) {
        let du = u - Double(width) / 2, dv = v - Double(height) / 2
        return (centreX + du * cosine - dv * sine, centreY + du * sine + dv * cosine)
    }

    /// The same rectangle with whole pixels taken off each side.
    func inset(left: Int, top: Int, right: Int, bottom: Int) -> RotatedRectangle {
        let centre = imagePoint(u: Double(width + left - right) / 2, v: Double(height + top - bottom) / 2)
        return RotatedRectangle(
            centreX: centre.x, centreY: centre.y, cosine: cosine, sine: sine,
            width: width - left - right, height: height - top - bottom
        )
    }
}
