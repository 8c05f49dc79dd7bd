import PokiSystem
import PokiAlbum

/// `poki calendar` as text: a month of two-line day cells (the day, and under it the number of
/// memories), or a year of twelve small months side by side as the width allows.
///
/// With colour, a day with memories is painted in its newest memory's dominant colour; without
/// (a pipe, `NO_COLOR`, `TERM=dumb`) its count is marked `*3` in the month and its day `*12` in
/// the year, so the calendar still reads. No line is wider than `width`.
struct CalendarGrid {
    /// The days with memories, of the month or year shown.
    var days: [MemoryDay]
    /// Weeks start on Sunday instead of Monday.
    var sundayFirst: Bool
    /// The colours to paint with; nil draws no colour.
    var depth: ColourDepth?
    /// Columns available; nil (a pipe) draws at most 80.
    var width: Int?
    /// The language of the month names, weekdays and counts.
    var language: Language = .english

    /// Columns of a month page: seven cells of four and the gaps between them.
    static let monthWidth = 7 * 4 + 6
    /// Columns of a small month in the year view: seven cells of three.
    static let smallMonthWidth = 7 * 3
    /// Columns between small months.
    static let smallMonthGap = 2

    private var columns: Int { width ?? 80 }

    // MARK: A month

    func lines(for month: CalendarMonth) -> [String] {
        let shown = days.filter { CalendarMonth($0.day) == month }
        let byDay = Dictionary(shown.map { ($0.day.day, $0) }, uniquingKeysWith: { first, _ in first })
        let count = shown.reduce(0) { $0 + $1.ids.count }
        var lines = [fitted(month.title(in: language) + ": " + Self.summary(memories: count, days: shown.count).text(in: language))]
        guard columns >= Self.monthWidth else {
            // Too narrow for a grid: one line per day with memories.
            for memoryDay in shown {
                let day = switch language {
                case .english: "\(memoryDay.day) \(weekdayNames[memoryDay.day.weekday - 1])"
                case .korean: memoryDay.day.written(in: language)
                }
                lines.append(fitted(day + " " + countText(memoryDay.ids.count, marked: true)))
            }
            return lines
        }
        lines.append(weekdayOrder.map { Self.padded(weekdayNames[$0 - 1], to: 4) }.joined(separator: " "))
        for week in weeks(of: month) {
            var top: [String] = []
            var bottom: [String] = []
            for day in week {
                guard let day else {
                    top.append("    ")
                    bottom.append("    ")
                    continue
                }
                let number = Self.padded(String(day.day), to: 4)
                guard let memoryDay = byDay[day.day] else {
                    top.append(number)
                    bottom.append("    ")
                    continue
                }
                if let depth, let colour = memoryDay.colour {
                    // A day near black vanishes on a dark terminal, one near white on a light one:
                    // brackets outline it whatever the terminal's background.
                    let outlined = colour.isNearWhiteOrBlack ? Self.padded("[\(day.day)]", to: 4) : number
                    top.append(PaintedText.on(colour, outlined, depth: depth))
                    bottom.append(PaintedText.on(colour, Self.padded(countText(memoryDay.ids.count, marked: false), to: 4), depth: depth))
                } else {
                    top.append(number)
                    bottom.append(Self.padded(countText(memoryDay.ids.count, marked: true), to: 4))
                }
            }
            lines.append(Self.trimmed(top.joined(separator: " ")))
            lines.append(Self.trimmed(bottom.joined(separator: " ")))
        }
        return lines
    }

    // MARK: A year

    func lines(forYear year: Int) -> [String] {
        let count = days.reduce(0) { $0 + $1.ids.count }
        let title = language == .korean ? "\(year)년" : "\(year)"
        var lines = [fitted(title + ": " + Self.summary(memories: count, days: days.count).text(in: language))]
        let months = (1...12).compactMap { CalendarMonth(year: year, month: $0) }
        guard columns >= Self.smallMonthWidth else {
            for month in months {
                let inMonth = days.filter { CalendarMonth($0.day) == month }
                let memories = inMonth.reduce(0) { $0 + $1.ids.count }
                lines.append(fitted("\(month) \(memories)"))
            }
            return lines
        }
        let perRow = min(12, max(1, (columns + Self.smallMonthGap) / (Self.smallMonthWidth + Self.smallMonthGap)))
        let gap = String(repeating: " ", count: Self.smallMonthGap)
        for start in stride(from: 0, to: 12, by: perRow) {
            let blocks = months[start..<min(12, start + perRow)].map(smallMonth)
            lines.append("")
            for row in 0..<blocks[0].count {
                lines.append(Self.trimmed(blocks.map { $0[row] }.joined(separator: gap)))
            }
        }
        return lines
    }

    /// A small month: its name and count, the weekday initials and six weeks, each line
    /// ``smallMonthWidth`` columns.
    private func smallMonth(_ month: CalendarMonth) -> [String] {
        let shown = days.filter { CalendarMonth($0.day) == month }
        let byDay = Dictionary(shown.map { ($0.day.day, $0) }, uniquingKeysWith: { first, _ in first })
        let memories = shown.reduce(0) { $0 + $1.ids.count }
        let name = month.name(in: language)
        var lines = [Self.padded(memories > 0 ? "\(name) (\(memories))" : name, to: Self.smallMonthWidth, right: false)]
        lines.append(weekdayOrder.map { Self.padded(weekdayNames[$0 - 1], to: 3) }.joined())
        var weeks = weeks(of: month)
        while weeks.count < 6 { weeks.append(Array(repeating: nil, count: 7)) }
        for week in weeks {
            lines.append(week.map { day -> String in
                guard let day else { return "   " }
                let number = Self.padded(String(day.day), to: 2)
                guard let memoryDay = byDay[day.day] else { return " " + number }
                if let depth, let colour = memoryDay.colour { return " " + PaintedText.on(colour, number, depth: depth) }
                return Self.padded("*" + String(day.day), to: 3)
            }.joined())
        }
        return lines
    }

    // MARK: Helpers

    /// The weekdays' short names, Monday first, two columns each: `Mo`, `월`.
    private var weekdayNames: [String] {
        switch language {
        case .english: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        case .korean: CalendarDay.koreanWeekdays
        }
    }

    /// The ISO weekdays (1 Monday … 7 Sunday) in column order.
    private var weekdayOrder: [Int] { sundayFirst ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7] }

    /// The month's weeks, each seven days or blanks in column order.
    private func weeks(of month: CalendarMonth) -> [[CalendarDay?]] {
        var weeks: [[CalendarDay?]] = []
        var week: [CalendarDay?] = []
        for day in month.days {
            let column = weekdayOrder.firstIndex(of: day.weekday) ?? 0
            if week.isEmpty { week = Array(repeating: nil, count: column) }
            week.append(day)
            if week.count == 7 {
                weeks.append(week)
                week = []
            }
        }
        if !week.isEmpty { weeks.append(week + Array(repeating: nil, count: 7 - week.count)) }
        return weeks
    }

    /// A day's count as shown in its cell, at most four columns: marked `*3` where the cell is not
    /// painted, so a day with memories stands out without colour.
    private func countText(_ count: Int, marked: Bool) -> String {
        let digits = count > 999 ? "999+" : String(count)
        return marked && digits.count < 4 ? "*" + digits : digits
    }

    static func summary(memories: Int, days: Int) -> Phrase {
        guard memories > 0 else { return Phrase("no memories", korean: "추억 없음") }
        let ies = memories == 1 ? "y" : "ies", s = days == 1 ? "" : "s"
        return Phrase("\(memories) memor\(ies) on \(days) day\(s)", korean: "추억 \(memories)개, \(days)일 동안")
    }

    private func fitted(_ text: String) -> String {
        DisplayWidth.truncate(text, toWidth: columns)
    }

    static func padded(_ text: String, to width: Int, right: Bool = true) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        return right ? padding + text : text + padding
    }

    /// `line` without the spaces at its end.
    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
