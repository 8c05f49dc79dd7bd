import Foundation
import Testing
@testable import PokiCommands
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import PokiTestSupport

/// `poki stats` against albums built in the test: the JSON a script reads and the charts a person
/// sees on narrow and wide terminals.
@Suite struct StatsCommandTests {
    let album: TemporaryAlbum

    init() throws { album = try TemporaryAlbum() }

    /// This month and the `count - 1` before it, `YYYY-MM`, oldest first.
    private static func recentMonths(_ count: Int) throws -> [String] {
        let today = Calendar.current.dateComponents([.year, .month], from: Date())
        let year = try #require(today.year), number = try #require(today.month)
        var month: CalendarMonth? = CalendarMonth(year: year, month: number)
        var months: [String] = []
        while months.count < count, let current = month {
            months.insert(current.description, at: 0)
            month = current.previous
        }
        return months
    }

    /// Pink, red (twice, one on this month's first day), white and black prints with Hangul tags;
    /// one more red deleted.
    private func addPrints() throws -> String {
        #expect(try album.poki(["tags", "add", "홍대 즉석사진관 네컷"]).status == 0)
        let thisMonth = try Self.recentMonths(1)[0]
        let prints: [(String, String, String?)] = [
            ("pink", "2025-12-24", "인생네컷"), ("red", "2025-12-24", "홍대 즉석사진관 네컷"), ("white", "2025-12-25", "인생네컷"),
            ("black", "2024-02-29", nil), ("red", thisMonth + "-01", "홍대 즉석사진관 네컷"), ("red", "2025-01-01", "인생네컷"),
        ]
        for (index, (name, date, tag)) in prints.enumerated() {
            let base = try Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("solid/\(name).png"))
            let url = album.scratch.appendingPathComponent("\(index).png")
            try (base + Data("copy \(index)".utf8)).write(to: url)
            let result = try album.poki(["add", url.path, "--date", date] + (tag.map { ["--tag", $0] } ?? []))
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(try album.poki(["delete", "1005", "--yes"]).status == 0)
        return thisMonth
    }

    @Test func statisticsAsJSON() throws {
        let thisMonth = try addPrints()
        let result = try album.poki(["stats", "--months", "3", "--json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? NSDictionary)
        let months = try Self.recentMonths(3).map { ["month": $0, "count": $0 == thisMonth ? 1 : 0] as NSDictionary }
        var families: [NSDictionary] = ColourFamily.allCases.map { ["name": $0.rawValue, "count": 0] }
        families[0] = ["name": "red", "count": 2]
        families[7] = ["name": "pink", "count": 1]
        families[8] = ["name": "white", "count": 1]
        families[10] = ["name": "black", "count": 1]
        let expected: NSDictionary = [
            "photos": 5, "first": "2024-02-29", "latest": thisMonth + "-01",
            "tags": [["label": "인생네컷", "count": 2], ["label": "홍대 즉석사진관 네컷", "count": 2], ["label": "비분류 브랜드", "count": 1]],
            "months": months,
            "busiest": ["month": "2025-12", "count": 3],
            "colourFamilies": families,
        ]
        #expect(document == expected)
    }

    @Test func anEmptyAlbum() throws {
        #expect(try album.poki(["stats"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
        #expect(try album.poki(["init"]).status == 0)
        let result = try album.poki(["stats"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "no memories yet; add one with poki add IMAGE\n")
        let json = try album.poki(["stats", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? NSDictionary)
        #expect(document["photos"] as? Int == 0)
        #expect(document["first"] is NSNull && document["latest"] is NSNull && document["busiest"] is NSNull)
        #expect((document["months"] as? [NSDictionary])?.count == 6)
        #expect((document["tags"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [40, 120])
    func chartsFitTheTerminal(columns: Int) throws {
        _ = try addPrints()
        let result = try album.poki(["stats"], environment: ["COLUMNS": String(columns)])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        for line in lines { #expect(DisplayWidth.of(line) <= columns, "\(line) is wider than \(columns)") }
        #expect(lines.prefix(4) == ["memories       5", "first day      2024-02-29", "latest day     \(try Self.recentMonths(1)[0])-01",
                                    columns >= 40 ? "busiest month  2025-12 (3 memories)" : ""])
        let tagRows = try #require(lines.firstIndex(of: "tags")).advanced(by: 1)
        #expect(lines[tagRows].hasPrefix("  인생네컷"))
        #expect(lines[tagRows].hasSuffix("  2"))
        // The longest label is cut to a third of a narrow terminal, whole on a wide one.
        #expect(lines[tagRows + 1].hasPrefix(columns >= 120 ? "  홍대 즉석사진관 네컷  █" : "  홍대 즉석사…"))
        let sixMonths = try #require(lines.firstIndex(of: "last 6 months"))
        #expect(lines[(sixMonths + 1)...(sixMonths + 6)].map { String($0.dropFirst(2).prefix(7)) } == (try Self.recentMonths(6)))
        #expect(lines.contains { $0.hasPrefix("  red ") && $0.hasSuffix("40%  2") })
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    @Test(arguments: ["0", "abc", "-1", "1201"])
    func badMonthCountsAreUsageErrors(value: String) throws {
        let result = try album.poki(["stats", "--months", value])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: --months must be a whole number from 1 to 1200, not '\(value)'\n"))
        let json = try album.poki(["stats", "--months=\(value)", "--json"])
        #expect(json.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? NSDictionary
        #expect(document?["error"] is String)
    }

    @Test func barsAreInProportion() {
        #expect(BarChart.bar(10, of: 10, width: 4) == ("████", 4))
        #expect(BarChart.bar(5, of: 10, width: 3) == ("█▌", 2))
        #expect(BarChart.bar(1, of: 1000, width: 4) == ("▏", 1))
        #expect(BarChart.bar(0, of: 10, width: 4) == ("", 0))
    }
}
