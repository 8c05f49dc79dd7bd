import PokiSystem
import PokiAlbum

/// The feed: `index.html` with every exported photo, and `tags/<key>.html` with one tag's. Newest
/// first, grouped by month, a card per photo (its thumbnail, the palette gradient under it, the
/// day, the tag and the memo), and above them plain links to each tag's feed, which work without a
/// server or a script. Its own words are in the export's language; tags and memos are the user's.
enum FeedPage {
    /// The feed of `content`'s photos that carry `tag`, or of all of them when `tag` is nil.
    static func html(_ content: ExportContent, tag: String?) -> String {
        let language = content.language
        let root = tag == nil ? "" : "../"
        let photos = tag.map { label in content.photos.filter { $0.tag.label == label } } ?? content.photos
        var body = tagLinks(content, current: tag, root: root)
        if let tag {
            body += "<h1 class=\"feed-title\">\(HTML.escaped(tag)) <span class=\"count\">\(Phrase.photos(photos.count).text(in: language))</span></h1>\n"
        }
        if photos.isEmpty {
            let empty = Phrase("No photos yet.", korean: "아직 사진이 없습니다.")
            body += "<p class=\"empty\">\(empty.text(in: language))</p>\n"
        }
        var month: (Int, Int)?
        for photo in photos {
            if month.map({ $0 != (photo.date.year, photo.date.month) }) ?? true {
                if month != nil { body += "</div>\n</section>\n" }
                month = (photo.date.year, photo.date.month)
                let name = "\(CalendarDay.pad(photo.date.year, 4))-\(CalendarDay.pad(photo.date.month, 2))"
                let shown = language == .korean ? "\(photo.date.year)년 \(photo.date.month)월" : name
                body += "<section class=\"month\">\n<h2><time datetime=\"\(name)\">\(shown)</time></h2>\n<div class=\"cards\">\n"
            }
            body += card(photo, root: root, language: language)
        }
        if month != nil { body += "</div>\n</section>\n" }
        return PageFrame.page(title: tag.map(HTML.escaped) ?? "", content: content, root: root, section: .photos, body: body)
    }

    /// One photo's card, its day written in `language`.
    static func card(_ photo: Photo, root: String, language: Language) -> String {
        let size = ExportContent.pictureSize(of: photo, longSide: ExportPictures.thumbnailLongSide)
        let tag = HTML.escaped(photo.tag.label)
        let day = photo.date.description
        let shownDay = photo.date.written(in: language)
        var html = """
        <article class="card" id="photo-\(photo.id)">
        <a class="picture" href="\(root)\(ExportPaths.page(of: photo))"><img src="\(root)\(ExportPaths.thumbnail(of: photo))" width="\(size.width)" height="\(size.height)" alt="\(tag), \(shownDay)" loading="lazy"></a>
        <div class="palette" style="background: \(PaletteGradient.css(photo.palette, mean: photo.meanColour))"></div>
        <p class="facts"><time datetime="\(day)">\(shownDay)</time> <a class="tag" href="\(root)\(ExportPaths.tagPage(label: photo.tag.label))">\(tag)</a></p>

        """
        if !photo.memo.isEmpty { html += "<p class=\"memo\">\(HTML.escaped(photo.memo))</p>\n" }
        return html + "</article>\n"
    }

    /// "All" and a link per tag, the shown one marked.
    private static func tagLinks(_ content: ExportContent, current: String?, root: String) -> String {
        guard !content.tags.isEmpty else { return "" }
        let all = Phrase("All", korean: "전체").text(in: content.language)
        var links = ["<a href=\"\(root)\(ExportPaths.index)\"\(current == nil ? " aria-current=\"page\"" : "")>\(all) <span class=\"count\">\(content.photos.count)</span></a>"]
        for tag in content.tags {
            let marked = tag.label == current ? " aria-current=\"page\"" : ""
            links.append("<a href=\"\(root)\(ExportPaths.tagPage(label: tag.label))\"\(marked)>\(HTML.escaped(tag.label)) <span class=\"count\">\(tag.count)</span></a>")
        }
        return "<nav class=\"tags\">\n\(links.joined(separator: "\n"))\n</nav>\n"
    }

}
