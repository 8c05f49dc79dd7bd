/// The character cells a preview may fill: the terminal's size (`COLUMNS` and `LINES` override
/// what it reports), less the lines printed under the picture.
struct PreviewArea: Sendable, Equatable {
    var columns: Int
    var rows: Int

    /// Fewest rows a preview gets even on a short terminal (the details then scroll).
    static let minimumRows = 6

    /// The area for a picture above `linesBelow` lines of text, in a terminal `columns` x `rows`
    /// (`nil` when unknown: 80 x 24, as in a pipe). One line is left for the shell's prompt.
    static func fitting(columns: Int?, rows: Int?, linesBelow: Int, environment: [String: String]) -> PreviewArea {
        let width = positive(environment["COLUMNS"]) ?? columns ?? 80
        let height = positive(environment["LINES"]) ?? rows ?? 24
        return PreviewArea(columns: max(1, width), rows: max(minimumRows, height - linesBelow - 1))
    }

    private static func positive(_ text: String?) -> Int? {
        text.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
