import PokiImaging

/// The words read on a print's frame, as `show` and `colours` print them: the lines read, then
/// what poki understood of them (`harufilm / 2025.10.16 (brand 하루필름, day 2025-10-16)`).
enum PrintTextLine {
    static func describe(_ text: PrintText) -> String {
        guard !text.lines.isEmpty else { return "none on the frame" }
        let understood = [text.brand.map { "brand " + VisibleText.of($0) }, text.day.map { "day \($0)" }].compactMap { $0 }
        let read = VisibleText.of(text.lines.joined(separator: " / "))
        return understood.isEmpty ? read : read + " (" + understood.joined(separator: ", ") + ")"
    }
}
