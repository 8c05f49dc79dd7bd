import PokiAlbum

/// The lines the pose commands print for one pose: a short block for recommendations and every
/// field for `poki pose show`.
struct PoseDetails {
    var shown: ShownPose
    var terminal: TerminalSettings

    private var pose: Pose { shown.pose }

    /// `two-03  어깨동무  (둘이서)`, the how-to and the note, indented: one recommendation.
    var summaryLines: [String] {
        var lines = ["\(VisibleText.of(pose.id))  \(VisibleText.of(pose.title))  (\(pose.category.label))" + (shown.like == nil ? "" : "  [liked]")]
        if !pose.howTo.isEmpty { lines.append("  " + VisibleText.of(pose.howTo)) }
        if let note = pose.note { lines += Self.indented(note, first: "  note: ", rest: "        ") }
        if let imageFile = shown.imageFile { lines.append("  image: " + VisibleText.of(imageFile)) }
        return lines
    }

    /// Every field, one per line.
    var lines: [String] {
        var lines = ["\(VisibleText.of(pose.id))  \(VisibleText.of(pose.title))"]
        lines.append("category: \(pose.category.label) (\(pose.category.rawValue))")
        if !pose.howTo.isEmpty { lines.append("how-to:   " + VisibleText.of(pose.howTo)) }
        if let note = pose.note { lines += Self.indented(note, first: "note:     ", rest: "          ") }
        if let imageFile = shown.imageFile { lines.append("image:    " + VisibleText.of(imageFile)) }
        if let palette = pose.palette {
            let colours = PaletteLines(palette: palette, terminal: terminal)
            lines.append("colours:" + (terminal.usesColour ? "  " + colours.bar(indent: 10) : ""))
            lines += colours.entryLines(prefix: "          ")
        }
        lines.append("liked:    " + (shown.like.map { "yes, since " + LocalTime.text($0.likedAt) } ?? "no ('poki pose like \(VisibleText.of(pose.id))' bookmarks it)"))
        return lines
    }

    private static func indented(_ text: String, first: String, rest: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0.offset == 0 ? first : rest) + VisibleText.of(String($0.element)) }
    }
}
