import PokiAlbum

/// `poses.html`: the poses the user liked and the poses the user added, each with its group,
/// how to do it and its note; a pose with a picture shows its colours.
enum PosesPage {
    static func html(_ content: ExportContent) -> String {
        var body = "<h1>Poses</h1>\n"
        body += section("Liked poses", content.likedPoses, empty: "No liked poses yet: poki pose like ID")
        body += section("Your poses", content.userPoses, empty: "No poses of your own yet: poki pose add")
        return PageFrame.page(title: "Poses", content: content, root: "", section: .poses, body: body)
    }

    private static func section(_ heading: String, _ poses: [Pose], empty: String) -> String {
        var html = "<section class=\"poses\">\n<h2>\(heading)</h2>\n"
        if poses.isEmpty { return html + "<p class=\"empty\">\(empty)</p>\n</section>\n" }
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
