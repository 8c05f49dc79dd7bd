import PokiSystem
import PokiImaging
import PokiAlbum

/// `photos/<id>.html`: one photo at screen size with its palette and shares, memo (line breaks
/// kept), tag, day, capture time, file name, and links to the newer and older photo of the feed.
enum PhotoPage {
    /// The page of `content.photos[position]`.
    static func html(_ content: ExportContent, position: Int) -> String {
        let photo = content.photos[position]
        let root = "../"
        let size = ExportContent.pictureSize(of: photo, longSide: ExportPictures.screenLongSide)
        let tag = HTML.escaped(photo.tag.label)
        let day = photo.date.description
        var body = """
        <article class="photo">
        <figure><img src="\(root)\(ExportPaths.screenPicture(of: photo))" width="\(size.width)" height="\(size.height)" alt="\(tag), \(day)"></figure>
        \(photo.video.map { "<video controls preload=\"metadata\" src=\"\(root)\(ExportPaths.video(of: photo, $0))\" aria-label=\"\(tag), \(day), video\"></video>\n" } ?? "")<div class="palette wide" style="background: \(PaletteGradient.css(photo.palette, mean: photo.meanColour))"></div>
        \(shares(photo.palette))
        """
        if !photo.memo.isEmpty { body += "<p class=\"memo\">\(HTML.escaped(photo.memo))</p>\n" }
        body += "<dl class=\"facts\">\n"
        body += "<dt>Tag</dt><dd><a class=\"tag\" href=\"\(root)\(ExportPaths.tagPage(label: photo.tag.label))\">\(tag)</a></dd>\n"
        body += "<dt>Day</dt><dd><time datetime=\"\(day)\">\(day)</time></dd>\n"
        if let captured = photo.capturedAt {
            let time = "\(captured.calendarDay) \(CalendarDay.pad(captured.hour, 2)):\(CalendarDay.pad(captured.minute, 2)):\(CalendarDay.pad(captured.second, 2))"
            body += "<dt>Taken</dt><dd><time datetime=\"\(captured.iso8601)\">\(time)\(captured.offset.map { " \($0)" } ?? "")</time></dd>\n"
        }
        if let print = photo.print {
            let cuts = print.layout.rows * print.layout.columns
            let shape = cuts == 1 ? "1 cut" : "\(print.layout.columns)x\(print.layout.rows), \(cuts) cuts"
            body += "<dt>Print</dt><dd>\(shape)\(print.frameStyle.map { ", " + HTML.escaped($0.name) } ?? "")</dd>\n"
        }
        body += "<dt>File</dt><dd>\(HTML.escaped(photo.originalFileName))</dd>\n"
        if content.includesOriginals {
            body += "<dt>Original</dt><dd><a href=\"\(root)\(ExportPaths.original(of: photo))\">\(photo.width)x\(photo.height) \(photo.format.writtenFormat.displayName)</a></dd>\n"
        }
        body += "</dl>\n"
        body += steps(content, position: position)
        body += "</article>\n"
        return PageFrame.page(title: "\(tag) \(day)", content: content, root: root, section: nil, body: body)
    }

    /// The palette's colours, largest share first, each with its swatch, hex and share.
    private static func shares(_ palette: Palette) -> String {
        guard !palette.entries.isEmpty else { return "" }
        let items = palette.entries.map { entry in
            "<li><span class=\"swatch\" style=\"background: \(entry.colour.hex)\"></span>\(entry.colour.hex) <span class=\"share\">\(PaletteGradient.percent(entry.share))</span></li>"
        }
        return "<ul class=\"shares\">\n\(items.joined(separator: "\n"))\n</ul>\n"
    }

    /// Links to the photos before and after this one in the feed (newer, older).
    private static func steps(_ content: ExportContent, position: Int) -> String {
        var links: [String] = []
        if position > 0 {
            let newer = content.photos[position - 1]
            links.append("<a rel=\"prev\" href=\"\(newer.id).html\">← Newer <span class=\"day\">\(newer.date)</span></a>")
        }
        links.append("<a href=\"../\(ExportPaths.index)#photo-\(content.photos[position].id)\">Feed</a>")
        if position + 1 < content.photos.count {
            let older = content.photos[position + 1]
            links.append("<a rel=\"next\" href=\"\(older.id).html\">Older <span class=\"day\">\(older.date)</span> →</a>")
        }
        return "<nav class=\"steps\">\n\(links.joined(separator: "\n"))\n</nav>\n"
    }
}
