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

    /// The report as lines at most `width` columns wide, bars coloured when `depth` is given.
    func lines(width: Int, depth: ColourDepth?) -> [String] {
        let statistics = statistics
        guard statistics.photoCount > 0 else {
            return [DisplayWidth.truncate("no memories yet; add one with poki add IMAGE", toWidth: width)]
        }
        var lines = [
            "memories       \(statistics.photoCount)",
            "first day      " + (statistics.first?.description ?? "-"),
            "latest day     " + (statistics.latest?.description ?? "-"),
        ]
        if let busiest = statistics.busiest {
            lines.append("busiest month  \(busiest.month) (\(busiest.count) memor\(busiest.count == 1 ? "y" : "ies"))")
        }
        lines = lines.map { DisplayWidth.truncate($0, toWidth: width) }
        func section(_ title: String, _ rows: [BarChart.Row]) {
            guard !rows.isEmpty else { return }
            lines.append("")
            lines.append(DisplayWidth.truncate(title, toWidth: width))
            lines += BarChart(rows: rows, width: width, depth: depth).lines
        }
        section("tags", statistics.tags.map { BarChart.Row(label: VisibleText.of($0.label), value: $0.count, valueText: String($0.count)) })
        section("last \(statistics.months.count) month\(statistics.months.count == 1 ? "" : "s")", statistics.months.map {
            BarChart.Row(label: $0.month.description, value: $0.count, valueText: String($0.count))
        })
        section("colour families (dominant colour)", statistics.colourFamilies.filter { $0.count > 0 }.map {
            let percent = Int((Double($0.count) / Double(statistics.photoCount) * 100).rounded())
            return BarChart.Row(label: $0.family.rawValue, value: $0.count, valueText: "\(percent)%  \($0.count)", colour: $0.family.swatch)
        })
        return lines
    }
}
