/// Labels padded to one column so the values after them line up, Hangul counted as two columns:
/// `memo:     ` and `original: ` in English, `메모:      ` and `원본 파일: ` in Korean.
struct LabelColumn {
    /// Columns from the line's start to the values: the widest label and ``spacing``.
    let width: Int

    /// The column for `labels` (as printed, colon included), the widest followed by `spacing` spaces.
    init(_ labels: [String], spacing: Int = 1) {
        width = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + spacing
    }

    /// `label` and the spaces up to the values' column (at least one).
    func pad(_ label: String) -> String {
        label + String(repeating: " ", count: max(1, width - DisplayWidth.of(label)))
    }

    /// Spaces up to the values' column, for a value's further lines.
    var indent: String { String(repeating: " ", count: width) }

    /// `text`, control characters made visible, a line per line of it: the first after `first`
    /// (a padded label), the others under it after `rest` (spaces as wide as `first`), each wrapped
    /// there to `terminalWidth` when there is one.
    static func block(_ text: String, first: String, rest: String, terminalWidth: Int?) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let visible = VisibleText.of(String(line))
            return terminalWidth.map { DisplayWidth.wrapped(visible, toWidth: $0, indent: rest) } ?? [rest + visible]
        }
        if let head = lines.first { lines[0] = first + head.dropFirst(rest.count) }
        return lines
    }

    /// `value` after `label`'s padded column, its further lines under the column, wrapped to
    /// `terminalWidth` when there is one.
    func block(_ value: String, label: String, terminalWidth: Int?) -> [String] {
        Self.block(value, first: pad(label), rest: indent, terminalWidth: terminalWidth)
    }
}
