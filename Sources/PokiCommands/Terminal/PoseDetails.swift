import PokiSystem
import PokiAlbum

/// The lines the pose commands print for one pose, in the terminal's language: a short block for
/// recommendations and every field for `poki pose show`, its labels in one column.
struct PoseDetails {
    var shown: ShownPose
    var terminal: TerminalSettings

    private var pose: Pose { shown.pose }

    /// The labels of ``lines``.
    private enum Label: CaseIterable {
        case category, howTo, note, image, colours, liked

        var phrase: Phrase {
            switch self {
            case .category: Phrase("category:", korean: "분류:")
            case .howTo: Phrase("how-to:", korean: "하는 법:")
            case .note: Phrase("note:", korean: "메모:")
            case .image: Phrase("image:", korean: "이미지:")
            case .colours: Phrase("colours:", korean: "색:")
            case .liked: Phrase("liked:", korean: "좋아요:")
            }
        }
    }

    /// `two-03  어깨동무  (둘이서)`, the how-to and the note, indented: one recommendation.
    var summaryLines: [String] {
        let language = terminal.language
        let liked = shown.like == nil ? "" : Phrase("  [liked]", korean: "  [좋아요]").text(in: language)
        var lines = ["\(VisibleText.of(pose.id))  \(VisibleText.of(pose.title))  (\(pose.category.label))" + liked]
        // A how-to is one line: its line feeds are shown (`^J`), not kept.
        if !pose.howTo.isEmpty { lines += block(VisibleText.of(pose.howTo), first: "  ", rest: "  ") }
        if let note = pose.note {
            let first = "  " + Phrase("note: ", korean: "메모: ").text(in: language)
            lines += block(note, first: first, rest: String(repeating: " ", count: DisplayWidth.of(first)))
        }
        if let imageFile = shown.imageFile {
            let first = "  " + Phrase("image: ", korean: "이미지: ").text(in: language)
            lines += block(VisibleText.of(imageFile), first: first, rest: String(repeating: " ", count: DisplayWidth.of(first)))
        }
        return lines
    }

    /// Every field, one per line.
    var lines: [String] {
        let language = terminal.language
        let column = LabelColumn(Label.allCases.map { $0.phrase.text(in: language) })
        func label(_ label: Label) -> String { column.pad(label.phrase.text(in: language)) }
        var lines = ["\(VisibleText.of(pose.id))  \(VisibleText.of(pose.title))"]
        lines.append(label(.category) + "\(pose.category.label) (\(pose.category.rawValue))")
        if !pose.howTo.isEmpty { lines += block(VisibleText.of(pose.howTo), first: label(.howTo), rest: column.indent) }
        if let note = pose.note { lines += block(note, first: label(.note), rest: column.indent) }
        if let imageFile = shown.imageFile { lines += block(VisibleText.of(imageFile), first: label(.image), rest: column.indent) }
        if let palette = pose.palette {
            let colours = PaletteLines(palette: palette, terminal: terminal)
            lines.append(terminal.usesColour ? label(.colours) + colours.bar(indent: column.width) : Label.colours.phrase.text(in: language))
            lines += colours.entryLines(prefix: column.indent)
        }
        let id = VisibleText.of(pose.id)
        let liked = shown.like.map { like -> Phrase in
            let since = LocalTime.text(like.likedAt)
            return Phrase("yes, since \(since)", korean: "예, \(since)부터")
        } ?? Phrase("no ('poki pose like \(id)' bookmarks it)", korean: "아니요 (좋아요 하려면 'poki pose like \(id)')")
        lines += block(liked.text(in: language), first: label(.liked), rest: column.indent)
        return lines
    }

    /// `text` after `first`, its further lines after `rest`, wrapped to the terminal's width.
    private func block(_ text: String, first: String, rest: String) -> [String] {
        LabelColumn.block(text, first: first, rest: rest, terminalWidth: terminal.width)
    }
}
