import PokiSystem
import PokiImaging

/// How `show`, `pose show` and `colours` print a palette: a colour bar as wide as the terminal
/// allows (at most 40 columns), then one line per colour with a swatch, hex and share.
struct PaletteLines {
    var palette: Palette
    var terminal: TerminalSettings

    /// The bar's width: 40 columns, or what fits after `indent` on a narrower terminal.
    func barWidth(indent: Int) -> Int {
        max(8, min(40, (terminal.width ?? 80) - indent))
    }

    /// The colour bar (empty without colour) to follow a label of `indent` columns.
    func bar(indent: Int) -> String {
        ColourSwatch.bar(palette, width: barWidth(indent: indent), colour: terminal.usesColour)
    }

    /// One line per colour: `prefix`, a swatch when colour is on, hex and share, and `dominant`
    /// (in the terminal's language) noted on the first when `marksDominant`.
    func entryLines(prefix: String, marksDominant: Bool = false) -> [String] {
        palette.entries.enumerated().flatMap { index, entry -> [String] in
            let swatch = terminal.usesColour ? ColourSwatch.block(entry.colour, width: 2, colour: true) + " " : ""
            let line = "\(prefix)\(swatch)\(entry.colour.hex) \(Percent.text(entry.share))"
            guard marksDominant, index == 0 else { return [line] }
            let dominant = (palette.clearDominant
                ? Phrase("dominant", korean: "주된 색")
                : Phrase("dominant (close runner-up)", korean: "주된 색 (2위와 근소한 차이)")).text(in: terminal.language)
            // Too wide for the terminal beside the colour, the mark goes under it. The swatch is two
            // cells and a space.
            let beforeHex = DisplayWidth.of(prefix) + (swatch.isEmpty ? 0 : 3)
            let shownWidth = beforeHex + DisplayWidth.of("\(entry.colour.hex) \(Percent.text(entry.share))")
            guard let width = terminal.width, shownWidth + 2 + DisplayWidth.of(dominant) > width else { return [line + "  " + dominant] }
            return [line] + DisplayWidth.wrapped(dominant, toWidth: width, indent: String(repeating: " ", count: beforeHex))
        }
    }
}
