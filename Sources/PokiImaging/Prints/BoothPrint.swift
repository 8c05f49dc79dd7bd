/// What poki found in an image that is a booth print: a frame around a grid of photo cuts.
///
/// Stored in a photo's document as `"print"` and absent for an image that is not a print.
public struct BoothPrint: Sendable, Equatable, Codable {
    /// How the cuts are laid out: a 1x4 strip is 4 rows and 1 column.
    public struct Layout: Sendable, Equatable, Codable {
        public var rows: Int
        public var columns: Int

        public init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
        }
    }

    /// Most cuts a print has: a sheet of two 1x4 strips.
    public static let maximumCuts = 8

    public var layout: Layout
    /// The frame's main colour; for a gradient or patterned frame, its colour around the first cut.
    public var frame: Colour
    /// Every cut's box in display pixels (EXIF orientation applied), in reading order: row by
    /// row, left to right. `layout.rows * layout.columns` boxes.
    public var cuts: [PixelBox]

    public init(layout: Layout, frame: Colour, cuts: [PixelBox]) {
        self.layout = layout
        self.frame = frame
        self.cuts = cuts
    }

    /// The layout in words, as `colours` and `show` print it: `2x2 cuts, frame #FFFFFF`.
    /// Columns first, as people name sheets (a 2x3 sheet has 3 rows of 2).
    public var summary: String {
        let count = layout.rows * layout.columns
        let shape = count == 1 ? "1 cut" : "\(layout.columns)x\(layout.rows) cuts"
        return "\(shape), frame \(frame.hex)"
    }
}
