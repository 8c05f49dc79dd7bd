/// A table of left-aligned columns that line up with double-width Hangul and fit a width.
///
/// When the table is wider than the terminal, the flexible column (usually the memo) is cut with an
/// ellipsis first, then the ``cuttableColumns`` in their order, each down to a few columns; if
/// that is not enough, columns are left out from the right. No line is ever wider than the width.
/// Cells may carry ANSI colour; their visible width is given separately.
struct TextTable {
    /// A cell's printed text and how many columns it shows as.
    struct Cell {
        var text: String
        var width: Int
        /// Whether ``text`` carries poki's own escape codes and so may not be cut.
        var isStyled: Bool

        /// A cell of user or plain text, control characters made visible (``VisibleText``).
        init(_ text: String) {
            self.text = VisibleText.of(text)
            self.width = DisplayWidth.of(self.text)
            isStyled = false
        }

        /// A cell of poki's own colour codes that shows as `width` columns.
        init(styled text: String, width: Int) {
            self.text = text
            self.width = width
            isStyled = true
        }
    }

    var headers: [String]
    var rows: [[Cell]]
    /// The column that shrinks to fit, usually the memo.
    var flexibleColumn: Int?
    /// Further columns that may be cut, in this order, once the flexible column is as narrow as it goes.
    var cuttableColumns: [Int] = []

    /// The narrowest a cut column becomes: room for one wide character and the ellipsis.
    private static let narrowestCut = 4
    private static let separator = 2

    /// The table's lines, each at most `width` columns when a width is given.
    func render(width: Int?) -> [String] {
        let headerCells = headers.map(Cell.init)
        let natural = headers.indices.map { column in
            rows.reduce(headerCells[column].width) { max($0, $1[column].width) }
        }
        var shown = Array(headers.indices)
        var widths = natural
        if let width {
            let cuttable = (flexibleColumn.map { [$0] } ?? []) + cuttableColumns.filter { $0 != flexibleColumn }
            func minimum(_ column: Int) -> Int {
                cuttable.contains(column) ? min(natural[column], Self.narrowestCut) : natural[column]
            }
            func total(_ columns: [Int], _ widthOf: (Int) -> Int) -> Int {
                columns.reduce(0) { $0 + widthOf($1) } + Self.separator * max(0, columns.count - 1)
            }
            while shown.count > 1, total(shown, minimum) > width { shown.removeLast() }
            var excess = total(shown, { natural[$0] }) - width
            for column in cuttable where excess > 0 && shown.contains(column) {
                let cut = min(excess, natural[column] - minimum(column))
                widths[column] -= cut
                excess -= cut
            }
            // A single column wider than the terminal is cut to it, whatever it holds.
            if excess > 0, let only = shown.first { widths[only] = max(1, width) }
        }
        return ([headerCells] + rows).map { line($0, columns: shown, widths: widths) }
    }

    private func line(_ cells: [Cell], columns: [Int], widths: [Int]) -> String {
        var text = ""
        for (position, column) in columns.enumerated() {
            let cell = cells[column]
            var shown = cell.text
            var shownWidth = cell.width
            if cell.width > widths[column] {
                shown = cell.isStyled ? "" : DisplayWidth.truncate(cell.text, toWidth: widths[column])
                shownWidth = DisplayWidth.of(shown)
            }
            text += shown
            if position < columns.count - 1 {
                text += String(repeating: " ", count: widths[column] - shownWidth + Self.separator)
            }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
