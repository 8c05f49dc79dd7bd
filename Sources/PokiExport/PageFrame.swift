/// What every page of an export shares: the head (character set, phone viewport, a content
/// policy that allows nothing from outside the folder and no script at all, the style sheet) and
/// the header with the site's title and its three sections.
enum PageFrame {
    /// The sections the header links to.
    enum Section {
        case photos, calendar, poses
    }

    /// A whole page. `root` leads from the page's folder to the export's top (`""` or `"../"`);
    /// `title` and `content` are HTML already (escaped by the caller).
    static func page(title: String, content: ExportContent, root: String, section: Section?, body: String) -> String {
        let siteTitle = HTML.escaped(content.title)
        let pageTitle = title.isEmpty ? siteTitle : "\(title) · \(siteTitle)"
        func link(_ target: String, _ label: String, _ linked: Section) -> String {
            let current = section == linked ? " aria-current=\"page\"" : ""
            return "<a href=\"\(root)\(target)\"\(current)>\(label)</a>"
        }
        var byline = ""
        if let nickname = content.nickname, !nickname.isEmpty {
            byline = "<span class=\"byline\">\(HTML.escaped(nickname))</span>"
        }
        return """
        <!DOCTYPE html>
        <html lang="ko">
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
        <nav class="sections">\(link(ExportPaths.index, "Photos", .photos)) \(link(ExportPaths.calendar, "Calendar", .calendar)) \(link(ExportPaths.poses, "Poses", .poses))</nav>
        </header>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }
}
