import PokiSystem
import PokiImaging

/// `poki stats`: the album's counts by month, tag and colour family, from the date index (each
/// day's IDs and their dominant colours) and the tag counts, never from every document.
extension Album {
    /// The album's counts: photos, first and latest day, per tag, the `monthCount` months up to
    /// and including `lastMonth`, the busiest month and the colour families. Reads every day file
    /// of the date index (a few thousand small files for a large album) and the tag counts.
    public func statistics(months monthCount: Int, upTo lastMonth: CalendarMonth) throws -> AlbumStatistics {
        var months: [CalendarMonth] = []
        var month: CalendarMonth? = lastMonth
        while months.count < monthCount, let current = month {
            months.insert(current, at: 0)
            month = current.previous
        }
        var perMonth: [CalendarMonth: Int] = [:]
        var perFamily: [ColourFamily: Int] = [:]
        var families: [Colour: ColourFamily] = [:]
        var photoCount = 0
        var first: CalendarDay?
        var latest: CalendarDay?
        var tags: [AlbumStatistics.TagCount] = []
        if try state() == .album {
            for year in try index.years() {
                for day in try index.days(in: year) {
                    let entries = try colouredEntries(on: day)
                    guard !entries.isEmpty else { continue }
                    if first == nil { first = day }
                    latest = day
                    photoCount += entries.count
                    perMonth[CalendarMonth(day), default: 0] += entries.count
                    for (_, colour) in entries {
                        guard let colour else { continue }
                        let family = families[colour] ?? ColourFamily(colour)
                        families[colour] = family
                        perFamily[family, default: 0] += 1
                    }
                }
            }
            tags = try index.tagCounts().map { AlbumStatistics.TagCount(label: $0.key, count: $0.value) }
                .sorted { ($1.count, $0.label) < ($0.count, $1.label) }
        }
        let busiest = perMonth.max { ($0.value, $0.key) < ($1.value, $1.key) }
        return AlbumStatistics(
            photoCount: photoCount, first: first, latest: latest, tags: tags,
            months: months.map { AlbumStatistics.MonthCount(month: $0, count: perMonth[$0] ?? 0) },
            busiest: busiest.map { AlbumStatistics.MonthCount(month: $0.key, count: $0.value) },
            colourFamilies: ColourFamily.allCases.map { AlbumStatistics.FamilyCount(family: $0, count: perFamily[$0] ?? 0) }
        )
    }
}
