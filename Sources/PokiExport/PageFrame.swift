import PokiSystem

/// What every page of an export shares: the head (character set, phone viewport, a content
/// policy that allows nothing from outside the folder and no script at all, the style sheet) and
/// the header with the site's title and its three sections, in the export's language
/// (``ExportContent/language``), which the page's `lang` names.
enum PageFrame {
    /// The sections the header links to.
    enum Section {
        case photos, calendar, poses
    }

    /// A whole page. `root` leads from the page's folder to the export's top (`""` or `"../"`);
    /// `title` and `content` are HTML already (escaped by the caller).
    static func page(title: String, content: ExportContent, root: String, section: Section?, body: String) -> String {
        let language = content.language
        let siteTitle = HTML.escaped(content.title)
        let pageTitle = title.isEmpty ? siteTitle : "\(title) · \(siteTitle)"
        func link(_ target: String, _ label: Phrase, _ linked: Section) -> String {
            let current = section == linked ? " aria-current=\"page\"" : ""
            return "<a href=\"\(root)\(target)\"\(current)>\(label.text(in: language))</a>"
        }
        var byline = ""
        if let nickname = content.nickname, !nickname.isEmpty {
            byline = "<span class=\"byline\">\(HTML.escaped(nickname))</span>"
        }
        let photos = link(ExportPaths.index, Phrase("Photos", korean: "사진"), .photos)
        let calendar = link(ExportPaths.calendar, Phrase("Calendar", korean: "달력"), .calendar)
        let poses = link(ExportPaths.poses, Phrase("Poses", korean: "포즈"), .poses)
        return """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; media-src 'self'; style-src 'self' 'unsafe-inline'">
        <meta name="referrer" content="no-referrer">
        <meta name="generator" content="poki">
        <title>\(pageTitle)</title>
        <link rel="stylesheet" href="\(root)\(ExportPaths.styleSheet)">
        </head>
        <body>
        <header class="site">
        <a class="site-title" href="\(root)\(ExportPaths.index)">\(siteTitle)</a>\(byline)
        <nav class="sections">\(photos) \(calendar) \(poses)</nav>
        </header>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }
}
