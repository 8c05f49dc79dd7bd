import PokiSystem
import PokiImaging
import PokiAlbum

/// What `poki stats` shows, as text or JSON:
/// `{"photos", "first", "latest", "tags": [{"label", "count"}], "months": [{"month", "count"}],
/// "busiest": {"month", "count"}, "colourFamilies": [{"name", "count"}]}` (absent days and an
/// empty album's busiest month are null).
struct StatsReport: Encodable {
    var statistics: AlbumStatistics

    private enum CodingKeys: String, CodingKey { case photos, first, latest, tags, months, busiest, colourFamilies }
    private enum CountKeys: String, CodingKey { case label, month, name, count }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(statistics.photoCount, forKey: .photos)
        try container.encode(statistics.first?.description, forKey: .first)
        try container.encode(statistics.latest?.description, forKey: .latest)
        var tags = container.nestedUnkeyedContainer(forKey: .tags)
        for tag in statistics.tags {
            var entry = tags.nestedContainer(keyedBy: CountKeys.self)
            try entry.encode(tag.label, forKey: .label)
            try entry.encode(tag.count, forKey: .count)
        }
        var months = container.nestedUnkeyedContainer(forKey: .months)
        for month in statistics.months {
            var entry = months.nestedContainer(keyedBy: CountKeys.self)
            try entry.encode(month.month.description, forKey: .month)
            try entry.encode(month.count, forKey: .count)
        }
        if let busiest = statistics.busiest {
            var entry = container.nestedContainer(keyedBy: CountKeys.self, forKey: .busiest)
            try entry.encode(busiest.month.description, forKey: .month)
            try entry.encode(busiest.count, forKey: .count)
        } else {
            try container.encodeNil(forKey: .busiest)
        }
        var families = container.nestedUnkeyedContainer(forKey: .colourFamilies)
        for family in statistics.colourFamilies {
            var entry = families.nestedContainer(keyedBy: CountKeys.self)
            try entry.encode(family.family.rawValue, forKey: .name)
            try entry.encode(family.count, forKey: .count)
        }
    }

    /// The report in `language` as lines at most `width` columns wide, bars coloured when `depth`
    /// is given.
    func lines(width: Int, depth: ColourDepth?, language: Language = .english) -> [String] {
        let statistics = statistics
        guard statistics.photoCount > 0 else {
            let empty = Phrase("no memories yet; add one with poki add IMAGE", korean: "아직 추억이 없습니다. poki add IMAGE로 추가하십시오")
            return [DisplayWidth.truncate(empty.text(in: language), toWidth: width)]
        }
        var fields: [(Phrase, String)] = [
            (Phrase("memories", korean: "추억"), "\(statistics.photoCount)"),
            (Phrase("first day", korean: "첫날"), statistics.first?.written(in: language) ?? "-"),
            (Phrase("latest day", korean: "마지막 날"), statistics.latest?.written(in: language) ?? "-"),
        ]
        if let busiest = statistics.busiest {
            let month = busiest.month, count = busiest.count
            let value = count == 1
                ? Phrase("\(month) (\(count) memory)", korean: "\(month) (추억 \(count)개)")
                : Phrase("\(month) (\(count) memories)", korean: "\(month) (추억 \(count)개)")
            fields.append((Phrase("busiest month", korean: "추억이 가장 많은 달"), value.text(in: language)))
        }
        let column = LabelColumn(fields.map { $0.0.text(in: language) }, spacing: 2)
        var lines = fields.map { label, value in DisplayWidth.truncate(column.pad(label.text(in: language)) + value, toWidth: width) }
        func section(_ title: Phrase, _ rows: [BarChart.Row]) {
            guard !rows.isEmpty else { return }
            lines.append("")
            lines.append(DisplayWidth.truncate(title.text(in: language), toWidth: width))
            lines += BarChart(rows: rows, width: width, depth: depth).lines
        }
        section(Phrase("tags", korean: "태그"), statistics.tags.map { BarChart.Row(label: VisibleText.of($0.label), value: $0.count, valueText: String($0.count)) })
        let months = statistics.months.count
        let s = months == 1 ? "" : "s"
        section(Phrase("last \(months) month\(s)", korean: "최근 \(months)개월"), statistics.months.map {
            BarChart.Row(label: $0.month.description, value: $0.count, valueText: String($0.count))
        })
        section(Phrase("colour families (dominant colour)", korean: "색 계열 (주된 색)"), statistics.colourFamilies.filter { $0.count > 0 }.map {
            let percent = Int((Double($0.count) / Double(statistics.photoCount) * 100).rounded())
            let name = $0.family.name.text(in: language)
            return BarChart.Row(label: name, value: $0.count, valueText: "\(percent)%  \($0.count)", colour: $0.family.swatch)
        })
        return lines
    }
}
