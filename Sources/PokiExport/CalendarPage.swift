import PokiSystem
import PokiAlbum
import PokiImaging

/// `calendar.html`: every month with exported photos, newest first, as a calendar whose days
/// with a memory are painted in its colour (the dominant colour of that day's newest photo) and
/// link to its page.
enum CalendarPage {
    static func html(_ content: ExportContent) -> String {
        // content.photos is newest first, so the first photo met for a day is its newest.
        var days: [CalendarDay: (photo: Photo, count: Int)] = [:]
        var months: [(year: Int, month: Int)] = []
        for photo in content.photos {
            if let seen = days[photo.date] {
                days[photo.date] = (seen.photo, seen.count + 1)
                continue
            }
            days[photo.date] = (photo, 1)
            if months.last.map({ $0 != (photo.date.year, photo.date.month) }) ?? true {
                months.append((photo.date.year, photo.date.month))
            }
        }
        let language = content.language
        let title = Phrase("Calendar", korean: "달력").text(in: language)
        var body = "<h1>\(title)</h1>\n"
        if months.isEmpty { body += "<p class=\"empty\">" + Phrase("No photos yet.", korean: "아직 사진이 없습니다.").text(in: language) + "</p>\n" }
        for (year, month) in months {
            body += monthTable(year: year, month: month, days: days, sundayFirst: content.weeksStartOnSunday, language: language)
        }
        return PageFrame.page(title: title, content: content, root: "", section: .calendar, body: body)
    }

    /// Weekday names from Monday, ISO's order.
    private static func weekdays(in language: Language) -> [String] {
        switch language {
        case .english: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        case .korean: CalendarDay.koreanWeekdays
        }
    }

    private static func monthTable(
        year: Int, month: Int, days: [CalendarDay: (photo: Photo, count: Int)], sundayFirst: Bool, language: Language
    ) -> String {
        let name = "\(CalendarDay.pad(year, 4))-\(CalendarDay.pad(month, 2))"
        let shown = language == .korean ? "\(year)년 \(month)월" : name
        var html = "<section class=\"month\">\n<h2><time datetime=\"\(name)\">\(shown)</time></h2>\n<table class=\"calendar\">\n"
        let order = sundayFirst ? [6, 0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6]
        let weekdays = weekdays(in: language)
        html += "<thead><tr>" + order.map { "<th>\(weekdays[$0])</th>" }.joined() + "</tr></thead>\n<tbody>\n<tr>"
        // The week starts as `poki calendar`'s does: ISO's weekday 1 (Monday) … 7 (Sunday).
        let weekday = CalendarDay(year: year, month: month, day: 1)?.weekday ?? 1
        let first = sundayFirst ? weekday % 7 : weekday - 1
        html += String(repeating: "<td></td>", count: first)
        let length = CalendarDay.daysIn(month: month, year: year)
        for day in 1...length {
            let column = (first + day - 1) % 7
            if column == 0, day > 1 { html += "</tr>\n<tr>" }
            if let date = CalendarDay(year: year, month: month, day: day), let memory = days[date] {
                let colour = memory.photo.palette.dominant?.colour ?? memory.photo.meanColour
                let title = Phrase.photos(memory.count).text(in: language)
                let outlined = colour.isNearWhiteOrBlack ? " class=\"outlined\"" : ""
                html += "<td class=\"memory\"><a\(outlined) href=\"\(ExportPaths.page(of: memory.photo))\" title=\"\(date.written(in: language)): \(title)\" "
                html += "style=\"background: \(colour.hex); color: \(PaletteGradient.textColour(on: colour))\">\(day)</a></td>"
            } else {
                html += "<td>\(day)</td>"
            }
        }
        let trailing = (7 - (first + length) % 7) % 7
        html += String(repeating: "<td></td>", count: trailing)
        return html + "</tr>\n</tbody>\n</table>\n</section>\n"
    }
}
