import PokiAlbum

/// `poki calendar --json`: a month as `{"year", "month", "days": [...]}`, a year as
/// `{"year", "months": [<the twelve months>]}`. Only days with memories are listed.
enum CalendarJSON {
    struct Month: Encodable {
        var year: Int
        var month: Int
        var days: [Day]

        init(_ month: CalendarMonth, days: [MemoryDay]) {
            year = month.year
            self.month = month.month
            self.days = days.filter { CalendarMonth($0.day) == month }.map(Day.init)
        }
    }

    struct Year: Encodable {
        var year: Int
        var months: [Month]

        init(_ year: Int, days: [MemoryDay]) {
            self.year = year
            months = (1...12).compactMap { CalendarMonth(year: year, month: $0) }.map { Month($0, days: days) }
        }
    }

    /// `{"date": "2026-03-12", "count": 2, "ids": [1003, 1010], "colour": "#RRGGBB"}`; the colour
    /// is null when none of the day's photos has a dominant colour.
    struct Day: Encodable {
        var date: String
        var count: Int
        var ids: [Int]
        var colour: String?

        init(_ day: MemoryDay) {
            date = day.day.description
            count = day.ids.count
            ids = day.ids
            colour = day.colour?.hex
        }

        private enum CodingKeys: String, CodingKey { case date, count, ids, colour }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(count, forKey: .count)
            try container.encode(ids, forKey: .ids)
            try container.encode(colour, forKey: .colour)
        }
    }
}
