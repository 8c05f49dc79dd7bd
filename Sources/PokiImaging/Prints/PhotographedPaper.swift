/// Where a print photographed on paper lies in its image, and where its cuts lie on the paper:
/// what reads the paper's words upright (``PrintTextReader``), as the detector saw them, where
/// the cuts' upright boxes in the image (``BoothPrint/cuts``) take the table in with them.
public struct PhotographedPaper: Sendable, Equatable {
    /// The paper's corners in display pixels (continuous, 0 at the left and top edges): its top
    /// left, top right, bottom right and bottom left, `x` then `y` for each.
    public var corners: [Double]
    /// Each cut on the paper turned upright, in reading order: left, top, right and bottom as
    /// shares (0…1) of the paper's width and height.
    public var cuts: [[Double]]

    /// The paper at `corners` (eight numbers, as ``corners``) holding `cuts` (four shares each, as ``cuts``).
    public init(corners: [Double], cuts: [[Double]]) {
        self.corners = corners
        self.cuts = cuts
    }

    /// The paper's quadrilateral in an image `factor` times the display's size; nil when its
    /// corners make none (``PaperQuadrilateral``).
    func quadrilateral(scaledBy factor: Double) -> PaperQuadrilateral? {
        guard corners.count == 8 else { return nil }
        func point(_ index: Int) -> PaperQuadrilateral.Point { (corners[2 * index] * factor, corners[2 * index + 1] * factor) }
        return PaperQuadrilateral(topLeft: point(0), topRight: point(1), bottomRight: point(2), bottomLeft: point(3))
    }

    /// The cuts as boxes of whole pixels on the paper resampled upright at `width` x `height`.
    func cutBoxes(width: Int, height: Int) -> [PixelBox] {
        cuts.filter { $0.count == 4 }.map { cut in
            let left = Int((cut[0] * Double(width)).rounded(.up)), top = Int((cut[1] * Double(height)).rounded(.up))
            let right = Int((cut[2] * Double(width)).rounded(.down)), bottom = Int((cut[3] * Double(height)).rounded(.down))
            return PixelBox(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
        }
    }
}
