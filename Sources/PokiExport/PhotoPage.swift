import PokiSystem
import PokiImaging
import PokiAlbum

/// `photos/<id>.html`: one photo at screen size with its palette and shares, memo (line breaks
/// kept), tag, day, capture time, file name, and links to the newer and older photo of the feed.
/// Its labels are in the export's language; the memo, tag and file name are as they are.
enum PhotoPage {
    /// The page of `content.photos[position]`.
    static func html(_ content: ExportContent, position: Int) -> String {
        let language = content.language
        let photo = content.photos[position]
        let root = "../"
        let size = ExportContent.pictureSize(of: photo, longSide: ExportPictures.screenLongSide)
        let tag = HTML.escaped(photo.tag.label)
        let day = photo.date.description
        let shownDay = photo.date.written(in: language)
        let video = Phrase("video", korean: "영상").text(in: language)
        var body = """
        <article class="photo">
        <figure><img src="\(root)\(ExportPaths.screenPicture(of: photo))" width="\(size.width)" height="\(size.height)" alt="\(tag), \(shownDay)"></figure>
        \(photo.video.map { "<video controls preload=\"metadata\" src=\"\(root)\(ExportPaths.video(of: photo, $0))\" aria-label=\"\(tag), \(shownDay), \(video)\"></video>\n" } ?? "")<div class="palette wide" style="background: \(PaletteGradient.css(photo.palette, mean: photo.meanColour))"></div>
        \(shares(photo.palette))
        """
        func label(_ phrase: Phrase) -> String {
            "<dt>\(phrase.text(in: language))</dt>"
        }
        if !photo.memo.isEmpty { body += "<p class=\"memo\">\(HTML.escaped(photo.memo))</p>\n" }
        body += "<dl class=\"facts\">\n"
        body += label(Phrase("Tag", korean: "태그")) + "<dd><a class=\"tag\" href=\"\(root)\(ExportPaths.tagPage(label: photo.tag.label))\">\(tag)</a></dd>\n"
        body += label(Phrase("Day", korean: "날짜")) + "<dd><time datetime=\"\(day)\">\(shownDay)</time></dd>\n"
        if let captured = photo.capturedAt {
            let capturedDay = CalendarDay(year: captured.year, month: captured.month, day: captured.day)?.written(in: language) ?? captured.calendarDay
            let time = "\(capturedDay) \(CalendarDay.pad(captured.hour, 2)):\(CalendarDay.pad(captured.minute, 2)):\(CalendarDay.pad(captured.second, 2))"
            body += label(Phrase("Taken", korean: "촬영 시각"))
                + "<dd><time datetime=\"\(captured.iso8601)\">\(time)\(captured.offset.map { " \($0)" } ?? "")</time></dd>\n"
        }
        if let print = photo.print {
            let cuts = print.layout.cutCount
            let columns = print.layout.columns, rows = print.layout.rows
            let shape = cuts == 1 ? Phrase("1 cut", korean: "1컷") : Phrase("\(columns)x\(rows), \(cuts) cuts", korean: "\(columns)x\(rows), \(cuts)컷")
            body += label(Phrase("Print", korean: "인화 사진"))
                + "<dd>\(shape.text(in: language))\(print.frameStyle.map { ", " + HTML.escaped($0.name.text(in: language)) } ?? "")</dd>\n"
        }
        body += label(Phrase("File", korean: "파일")) + "<dd>\(HTML.escaped(photo.originalFileName))</dd>\n"
        if content.includesOriginals {
            body += label(Phrase("Original", korean: "원본"))
                + "<dd><a href=\"\(root)\(ExportPaths.original(of: photo))\">\(photo.width)x\(photo.height) \(photo.format.writtenFormat.displayName)</a></dd>\n"
        }
        body += "</dl>\n"
        body += steps(content, position: position)
        body += "</article>\n"
        return PageFrame.page(title: "\(tag) \(shownDay)", content: content, root: root, section: nil, body: body)
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
        let language = content.language
        var links: [String] = []
        if position > 0 {
            let newer = content.photos[position - 1]
            let label = Phrase("Newer", korean: "더 최근").text(in: language)
            links.append("<a rel=\"prev\" href=\"\(newer.id).html\">← \(label) <span class=\"day\">\(newer.date.written(in: language))</span></a>")
        }
        let feed = Phrase("Feed", korean: "피드").text(in: language)
        links.append("<a href=\"../\(ExportPaths.index)#photo-\(content.photos[position].id)\">\(feed)</a>")
        if position + 1 < content.photos.count {
            let older = content.photos[position + 1]
            let label = Phrase("Older", korean: "더 이전").text(in: language)
            links.append("<a rel=\"next\" href=\"\(older.id).html\">\(label) <span class=\"day\">\(older.date.written(in: language))</span> →</a>")
        }
        return "<nav class=\"steps\">\n\(links.joined(separator: "\n"))\n</nav>\n"
    }
}
