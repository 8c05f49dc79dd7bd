import PokiSystem

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

        /// A layout written as poki prints layouts and booths name them, columns x rows (`2x3`: a
        /// sheet of 3 rows of 2; `1x4`: a strip), at most ``BoothPrint/maximumCuts`` cuts; nil
        /// for anything else.
        public init?(text: String) {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
                  let columns = Int(parts[0]), let rows = Int(parts[1]), columns >= 1, rows >= 1
            else { return nil }
            self.init(rows: rows, columns: columns)
            guard cutCount <= BoothPrint.maximumCuts else { return nil }
        }

        /// Columns x rows, as ``init(text:)`` reads it.
        public var text: String { "\(columns)x\(rows)" }

        /// How many cuts the layout holds: rows times columns.
        public var cutCount: Int { rows * columns }

        /// The layouts booths make, that `--print` tries: strips of 4 and 3, sheets of 2x2 and 2x3,
        /// two strips side by side, a single cut, the wide strips some booths print, and pairs.
        public static let boothLayouts: [Layout] = [
            Layout(rows: 4, columns: 1), Layout(rows: 2, columns: 2), Layout(rows: 3, columns: 2), Layout(rows: 3, columns: 1),
            Layout(rows: 4, columns: 2), Layout(rows: 1, columns: 1), Layout(rows: 1, columns: 4), Layout(rows: 1, columns: 3),
            Layout(rows: 2, columns: 1), Layout(rows: 1, columns: 2),
        ]
    }

    /// Most cuts a print has: a sheet of two 1x4 strips.
    public static let maximumCuts = 8

    public var layout: Layout
    /// The frame's main colour; for a gradient or patterned frame, its colour around the first cut.
    public var frame: Colour
    /// Every cut's box in display pixels (EXIF orientation applied), in reading order: row by
    /// row, left to right. ``Layout/cutCount`` boxes.
    public var cuts: [PixelBox]
    /// What the frame is made of: plain, a gradient or a pattern, with its colours; nil for a print
    /// found before poki told frames apart.
    public var frameStyle: FrameStyle?
    /// The words on the frame, the brand and the day they name; nil when they were not read.
    public var text: PrintText?

    public init(layout: Layout, frame: Colour, cuts: [PixelBox], frameStyle: FrameStyle? = nil, text: PrintText? = nil) {
        self.layout = layout
        self.frame = frame
        self.cuts = cuts
        self.frameStyle = frameStyle
        self.text = text
    }

    private enum CodingKeys: String, CodingKey {
        case layout, frame, cuts, frameKind, frameColours, text
    }

    /// Reads `frameKind` and `frameColours` when both are there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        layout = try container.decode(Layout.self, forKey: .layout)
        frame = try container.decode(Colour.self, forKey: .frame)
        cuts = try container.decode([PixelBox].self, forKey: .cuts)
        if let kind = try container.decodeIfPresent(String.self, forKey: .frameKind) {
            guard let known = FrameStyle.Kind(rawValue: kind) else {
                throw DecodingError.dataCorruptedError(forKey: .frameKind, in: container, debugDescription: "'\(kind)' is not plain, gradient or pattern")
            }
            frameStyle = FrameStyle(kind: known, colours: try container.decodeIfPresent([Colour].self, forKey: .frameColours) ?? [])
        }
        text = try container.decodeIfPresent(PrintText.self, forKey: .text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        try container.encode(frame, forKey: .frame)
        try container.encode(cuts, forKey: .cuts)
        if let frameStyle {
            try container.encode(frameStyle.kind.rawValue, forKey: .frameKind)
            try container.encode(frameStyle.colours, forKey: .frameColours)
        }
        try container.encodeIfPresent(text, forKey: .text)
    }

    /// The layout in words, as `colours` and `show` print it: `2x2 cuts, frame #FFFFFF`, with the
    /// frame's kind when known (`2x3 cuts, frame #F4B6C8, gradient #F4B6C8 → #B6D4F4`). Columns
    /// first, as people name sheets (a 2x3 sheet has 3 rows of 2).
    public var summary: Phrase {
        let shape = layout.cutCount == 1 ? Phrase("1 cut", korean: "1컷") : Phrase("\(layout.columns)x\(layout.rows) cuts", korean: "\(layout.columns)x\(layout.rows) 컷")
        let style = frameStyle.map { Phrase(", ", korean: ", ") + $0.summary } ?? Phrase.verbatim("")
        return shape + Phrase(", frame \(frame.hex)", korean: ", 프레임 \(frame.hex)") + style
    }
}
