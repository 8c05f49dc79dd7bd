import PokiSystem
import PokiAlbum

/// `poses.html`: the poses the user liked and the poses the user added, each with its group,
/// how to do it and its note; a pose with a picture shows its colours. The page's own words are
/// in the export's language; the poses are shown as they are.
enum PosesPage {
    static func html(_ content: ExportContent) -> String {
        let language = content.language
        let title = Phrase("Poses", korean: "포즈").text(in: language)
        var body = "<h1>\(title)</h1>\n"
        body += section(
            Phrase("Liked poses", korean: "좋아요한 포즈"), content.likedPoses,
            empty: Phrase("No liked poses yet: poki pose like ID", korean: "아직 좋아요한 포즈가 없습니다: poki pose like ID"), language: language
        )
        body += section(
            Phrase("Your poses", korean: "내 포즈"), content.userPoses,
            empty: Phrase("No poses of your own yet: poki pose add", korean: "아직 직접 추가한 포즈가 없습니다: poki pose add"), language: language
        )
        return PageFrame.page(title: title, content: content, root: "", section: .poses, body: body)
    }

    private static func section(_ heading: Phrase, _ poses: [Pose], empty: Phrase, language: Language) -> String {
        var html = "<section class=\"poses\">\n<h2>\(heading.text(in: language))</h2>\n"
        if poses.isEmpty { return html + "<p class=\"empty\">\(empty.text(in: language))</p>\n</section>\n" }
        html += "<div class=\"cards\">\n"
        for pose in poses {
            html += "<article class=\"pose\" id=\"pose-\(HTML.escaped(pose.id))\">\n"
            if let palette = pose.palette, let dominant = palette.dominant {
                html += "<div class=\"palette\" style=\"background: \(PaletteGradient.css(palette, mean: dominant.colour))\"></div>\n"
            }
            html += "<h3>\(HTML.escaped(pose.title)) <span class=\"category\">\(HTML.escaped(pose.category.label))</span></h3>\n"
            html += "<p class=\"how\">\(HTML.escaped(pose.howTo))</p>\n"
            if let note = pose.note, !note.isEmpty { html += "<p class=\"note\">\(HTML.escaped(note))</p>\n" }
            html += "</article>\n"
        }
        return html + "</div>\n</section>\n"
    }
}
