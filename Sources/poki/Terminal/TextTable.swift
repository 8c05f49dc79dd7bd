/// A table of left-aligned columns that line up with double-width Hangul and fit a width.
///
/// One column may be flexible: it absorbs whatever width is left and is cut with an ellipsis.
/// Cells may carry ANSI colour; their visible width is given separately.
struct TextTable {
    /// A cell's printed text and how many columns it shows as.
    struct Cell {
        var text: String
        var width: Int

        init(_ text: String) {
            self.text = text
            self.width = DisplayWidth.of(text)
        }

        init(text: String, width: Int) {
            self.text = text
            self.width = width
        }
    }

    var headers: [String]
    var rows: [[Cell]]
    /// The column that shrinks to fit, usually the memo.
    var flexibleColumn: Int?

    /// The table's lines, each at most `width` columns when a width is given.
    func render(width: Int?) -> [String] {
        let columnCount = headers.count
        var widths = (0..<columnCount).map { column in
            rows.reduce(DisplayWidth.of(headers[column])) { max($0, $1[column].width) }
        }
        let separator = 2
        if let width, let flexible = flexibleColumn {
            let fixed = widths.enumerated().filter { $0.offset != flexible }.reduce(0) { $0 + $1.element } + separator * (columnCount - 1)
            widths[flexible] = max(min(widths[flexible], width - fixed), DisplayWidth.of(headers[flexible]))
        }
        var lines = [line(headers.map(Cell.init), widths: widths)]
        lines += rows.map { line($0, widths: widths) }
        if let width {
            lines = lines.map { DisplayWidth.of($0) > width && !$0.contains("\u{1B}") ? DisplayWidth.truncate($0, toWidth: width) : $0 }
        }
        return lines
    }

    private func line(_ cells: [Cell], widths: [Int]) -> String {
        var text = ""
        for (column, cell) in cells.enumerated() {
            let isLast = column == cells.count - 1
            let shown: Cell
            if cell.width > widths[column] {
                let cut = DisplayWidth.truncate(cell.text, toWidth: widths[column])
                shown = Cell(text: cut, width: DisplayWidth.of(cut))
            } else {
                shown = cell
            }
            text += shown.text
            if !isLast { text += String(repeating: " ", count: widths[column] - shown.width + 2) }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
