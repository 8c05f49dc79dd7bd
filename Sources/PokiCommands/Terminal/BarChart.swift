import PokiImaging

/// A horizontal bar chart in text: one row per item, its label, a bar of `█` (with eighth blocks
/// for the remainder) in proportion to the largest value, and the value's text. Fits `width`
/// columns, labels measured and cut by display width (Hangul takes two columns).
struct BarChart {
    struct Row {
        /// Already made visible (``VisibleText``).
        var label: String
        var value: Int
        /// What is printed after the bar: `512`, `25%  312`.
        var valueText: String
        /// The bar's colour, when the chart is drawn in colour.
        var colour: Colour?
    }

    var rows: [Row]
    /// Columns available.
    var width: Int
    /// The colours to draw bars with; nil draws plain blocks.
    var depth: ColourDepth?

    /// The longest bar, in columns, however wide the terminal.
    static let longestBar = 40
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    var lines: [String] {
        guard !rows.isEmpty else { return [] }
        let indent = "  "
        let labelWidth = min(rows.map { DisplayWidth.of($0.label) }.max() ?? 0, max(6, width / 3))
        let valueWidth = rows.map { DisplayWidth.of($0.valueText) }.max() ?? 0
        let barWidth = min(Self.longestBar, width - indent.count - labelWidth - 2 - 2 - valueWidth)
        let largest = rows.map(\.value).max() ?? 0
        return rows.map { row in
            let label = DisplayWidth.fit(row.label, toWidth: labelWidth)
            let value = String(repeating: " ", count: valueWidth - DisplayWidth.of(row.valueText)) + row.valueText
            guard barWidth >= 1 else {
                return DisplayWidth.truncate(indent + label + "  " + value, toWidth: width)
            }
            let (bar, columns) = Self.bar(row.value, of: largest, width: barWidth)
            let drawn = row.colour.flatMap { colour in depth.map { PaintedText.inColour(colour, bar, depth: $0) } } ?? bar
            return indent + label + "  " + drawn + String(repeating: " ", count: barWidth - columns) + "  " + value
        }
    }

    /// The bar for `value` out of `largest` in `width` columns, and the columns it takes. A value
    /// above zero always shows at least an eighth.
    static func bar(_ value: Int, of largest: Int, width: Int) -> (String, Int) {
        guard largest > 0, value > 0 else { return ("", 0) }
        let eighthsLong = max(1, Int((Double(value) / Double(largest) * Double(width * 8)).rounded()))
        let full = eighthsLong / 8
        let rest = eighths[eighthsLong % 8]
        return (String(repeating: "█", count: full) + rest, full + (rest.isEmpty ? 0 : 1))
    }
}
