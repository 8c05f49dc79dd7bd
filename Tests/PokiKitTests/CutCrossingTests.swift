import Testing
@testable import PokiImaging

/// Whether a line crosses a found cut from side to side: two pictures in one cut, as a gallery's
/// or a comic's grid puts them, against one booth photo of people before a backdrop.
@Suite struct CutCrossingTests {
    static let width = 120, height = 160
    /// The cut, in a frame 8 pixels wide.
    static let cut = (left: 8, top: 8, right: width - 8, bottom: height - 8)

    /// A `width` x `height` image, each pixel's colour given by `colour(x, y)`, with a little
    /// deterministic noise so that the image's noise level is not zero.
    static func image(_ colour: (Int, Int) -> (Int, Int, Int)) -> WorkingImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                let noise = (x * 7 + y * 13) % 5 - 2
                rgba += [red, green, blue].map { UInt8(max(0, min(255, $0 + noise))) } + [255]
            }
        }
        return WorkingImage(width: width, height: height, rgba: rgba).withOklab()
    }

    /// A person: a round head over a body, on a backdrop, as a booth shoots one.
    static func person(_ x: Int, _ y: Int) -> Bool {
        let headX = x - 60, headY = y - 60
        return headX * headX + headY * headY < 400 || (abs(x - 60) < 34 && y > 86)
    }

    /// (A plain Bool, so that a failed expectation does not print the image's pixels.)
    static func isCrossed(_ image: WorkingImage) -> Bool {
        CutCrossing.isCrossed(cut, in: image, threshold: 3 * EdgeGrid.noiseLevel(of: image))
    }

    /// Two pictures one above the other, parted by a white line two pixels thick a third of the
    /// way down: crossed.
    @Test func aGapBetweenTwoPicturesCrossesTheCut() {
        let image = Self.image { x, y in
            if (52..<54).contains(y) { return (250, 250, 250) }
            return y < 52 ? (60 + x / 4, 90, 140) : (150, 110 + y / 8, 70)
        }
        let crossed = Self.isCrossed(image)
        #expect(crossed)
    }

    /// A line three pixels thick steps at one run of lines, not two: it crosses the cut as a
    /// hairline, lighter than both its sides.
    @Test func aHairlineOfItsOwnColourCrossesTheCut() {
        let image = Self.image { x, y in (60..<63).contains(y) ? (245, 245, 240) : (90 + x / 3, 70, 110) }
        let crossed = Self.isCrossed(image)
        #expect(crossed)
    }

    /// A band of another colour six pixels thick down the cut (a comic's gutter, the wall between
    /// two windows): its two edges cross the cut.
    @Test func aWideGutterCrossesTheCut() {
        let image = Self.image { x, _ in (80..<86).contains(x) ? (240, 235, 220) : (90, 60 + x / 3, 120) }
        let crossed = Self.isCrossed(image)
        #expect(crossed)
    }

    /// A person before a backdrop whose horizon runs straight across the cut behind them: the
    /// person breaks the horizon's line, and a horizon is one edge, not a line of its own colour.
    @Test func aPersonBeforeAHorizonDoesNotCrossTheCut() {
        let withPerson = Self.image { x, y in
            if Self.person(x, y) { return (200, 150, 120) }
            return y < 40 ? (120, 170, 230) : (70, 140, 70)
        }
        let personCrosses = Self.isCrossed(withPerson)
        #expect(!personCrosses)
        let horizonAlone = Self.image { _, y in y < 40 ? (120, 170, 230) : (70, 140, 70) }
        let horizonCrosses = Self.isCrossed(horizonAlone)
        #expect(!horizonCrosses)
    }

    /// A backdrop of three colours (a wall, a shelf, a table), side by side with edges 48 columns
    /// apart, then one above the other with edges 60 rows apart: two edges crossing the cut, too
    /// far apart to be one gutter's two sides, and neither a line of its own colour. Not crossed.
    @Test func twoDistantEdgesDoNotCrossTheCut() {
        let image = Self.image { x, _ in
            if x < 44 { return (200, 190, 170) }
            return x < 92 ? (120, 90, 70) : (60, 80, 110)
        }
        let crossed = Self.isCrossed(image)
        #expect(!crossed)
        let rows = Self.image { _, y in
            if y < 50 { return (200, 190, 170) }
            return y < 110 ? (120, 90, 70) : (60, 80, 110)
        }
        let rowsCrossed = Self.isCrossed(rows)
        #expect(!rowsCrossed)
    }

    /// A grid without a frame (a collage) has cuts that reach the image's edge: the lines looked
    /// at stop short of it, and a gap down the middle of such a cut still crosses it.
    @Test func aCutReachingTheImagesEdgeIsLookedAt() {
        let image = Self.image { x, _ in
            if (58..<60).contains(x) { return (250, 250, 250) }
            return x < 58 ? (60, 90, 140 + x) : (150, 110, 70 + x / 4)
        }
        let whole = (left: 0, top: 0, right: Self.width, bottom: Self.height)
        let crossed = CutCrossing.isCrossed(whole, in: image, threshold: 3 * EdgeGrid.noiseLevel(of: image))
        #expect(crossed)
    }

    /// A backdrop whose colours drift smoothly all across the cut (a blurred scene, a gradient)
    /// steps by more than the image's noise at every line, yet nowhere sharply: not crossed.
    @Test func aBlurredBackdropDoesNotCrossTheCut() {
        let image = Self.image { x, y in (40 + x, 200 - y, 90 + (x + y) / 4) }
        let crossed = Self.isCrossed(image)
        #expect(!crossed)
    }
}
