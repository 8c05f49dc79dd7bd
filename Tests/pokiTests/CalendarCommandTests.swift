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

/// `poki calendar` against albums built in the test: the JSON a script reads, the grid a person
/// sees on narrow and wide terminals, in colour on a real terminal, and bad arguments.
@Suite struct CalendarCommandTests {
    let album: TemporaryAlbum

    init() throws { album = try TemporaryAlbum() }

    /// A distinct copy of a one-colour fixture (a trailer after IEND changes its SHA-256 only).
    private func solid(_ name: String, _ copy: Int) throws -> String {
        let base = try Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("solid/\(name).png"))
        let url = album.scratch.appendingPathComponent("\(name)-\(copy).png")
        try (base + Data("copy \(copy)".utf8)).write(to: url)
        return url.path
    }

    private func add(_ name: String, _ copy: Int, date: String, tag: String? = nil) throws {
        let result = try album.poki(["add", try solid(name, copy), "--date", date] + (tag.map { ["--tag", $0] } ?? []))
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// 1000 pink and 1001 red on 2026-03-12, 1002 white on 2026-03-03, 1003 black on 2026-11-02;
    /// 1004 on 2026-03-20 deleted.
    private func addMarch() throws {
        try add("pink", 0, date: "2026-03-12", tag: "인생네컷")
        try add("red", 0, date: "2026-03-12")
        try add("white", 0, date: "2026-03-03")
        try add("black", 0, date: "2026-11-02")
        try add("red", 1, date: "2026-03-20")
        #expect(try album.poki(["delete", "1004", "--yes"]).status == 0)
    }

    private func json(_ result: PokiProcess.Result) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? NSDictionary)
    }

    private static var marchJSON: NSDictionary {
        [
        "year": 2026, "month": 3, "days": [
            ["date": "2026-03-03", "count": 1, "ids": [1002], "colour": "#FFFFFF"],
            ["date": "2026-03-12", "count": 2, "ids": [1000, 1001], "colour": "#FF0000"],
        ],
        ]
    }

    @Test func monthAndYearAsJSON() throws {
        try addMarch()
        let month = try album.poki(["calendar", "2026-03", "--json"])
        #expect(month.status == 0)
        #expect(try json(month) == Self.marchJSON)

        let year = try json(try album.poki(["calendar", "2026", "--json"]))
        #expect(year["year"] as? Int == 2026)
        let months = try #require(year["months"] as? [NSDictionary])
        #expect(months.map { $0["month"] as? Int } == Array(1...12))
        #expect(months[2] == Self.marchJSON)
        #expect(months[10] == ["year": 2026, "month": 11, "days": [["date": "2026-11-02", "count": 1, "ids": [1003], "colour": "#000000"]]])
        #expect(months.enumerated().allSatisfy { [2, 10].contains($0.offset) || ($0.element["days"] as? [Any])?.isEmpty == true })
    }

    @Test(arguments: [40, 120])
    func monthGridFitsTheTerminalWithoutColour(columns: Int) throws {
        try addMarch()
        for sunday in [false, true] {
            let result = try album.poki(["calendar", "2026-03"] + (sunday ? ["--sunday"] : []), environment: ["COLUMNS": String(columns)])
            #expect(result.status == 0)
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            for line in lines { #expect(DisplayWidth.of(line) <= columns, "\(line) is wider than \(columns)") }
            #expect(!result.standardOutput.contains("\u{1B}"), "no colour in a pipe")
            #expect(lines[0] == "March 2026: 3 memories on 2 days")
            #expect(lines[1] == (sunday ? "  Su   Mo   Tu   We   Th   Fr   Sa" : "  Mo   Tu   We   Th   Fr   Sa   Su"))
            // Each week is two lines: the days, and under a day with memories its count.
            let week = try #require(lines.firstIndex { $0.contains("  12") })
            let column = try #require(lines[week].range(of: "  12")).upperBound.utf16Offset(in: lines[week])
            #expect(lines[week + 1].count == column && lines[week + 1].hasSuffix("*2"), "\(lines[week + 1])")
            let deletedWeek = try #require(lines.firstIndex { $0.contains("  20") })
            #expect(lines[deletedWeek + 1].isEmpty, "the deleted photo's day has no memories")
        }
    }

    @Test(arguments: [40, 80, 160])
    func yearShowsAsManySmallMonthsSideBySideAsFit(columns: Int) throws {
        try addMarch()
        let result = try album.poki(["calendar", "2026"], environment: ["COLUMNS": String(columns)])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        for line in lines { #expect(DisplayWidth.of(line) <= columns, "\(line) is wider than \(columns)") }
        #expect(lines[0] == "2026: 4 memories on 3 days")
        let titles = lines.filter { $0.hasPrefix("January") }
        #expect(titles.count == 1)
        let perRow = ["January", "February", "March", "April", "May", "June", "July"].filter { titles[0].contains($0) }.count
        #expect(perRow == [40: 1, 80: 3, 160: 7][columns])
        #expect(lines.contains { $0.contains("March (3)") })
        #expect(lines.contains { $0.contains(" *3") } && lines.contains { $0.contains("*12") }, "days with memories are marked without colour")
    }

    @Test func aNarrowTerminalGetsAListInsteadOfAGrid() throws {
        try addMarch()
        let result = try album.poki(["calendar", "2026-03"], environment: ["COLUMNS": "20"])
        #expect(result.standardOutput == "March 2026: 3 memor…\n2026-03-03 Tu *1\n2026-03-12 Th *2\n")
    }

    @Test func anEmptyMonthSaysSoAndCreatesNothing() throws {
        #expect(try album.poki(["calendar", "2026-03"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: album.directory.path), "a calendar creates no album")
        #expect(try album.poki(["init"]).status == 0)
        let result = try album.poki(["calendar", "2026-03"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("\nno memories in 2026-03; add one with poki add IMAGE\n"))
        #expect(try json(try album.poki(["calendar", "2026-03", "--json"])) == ["year": 2026, "month": 3, "days": [NSDictionary]()])
        try addMarch()
        #expect(try album.poki(["calendar", "2025"]).standardOutput.hasSuffix("\nno memories in 2025; add one with poki add IMAGE\n"))
    }

    @Test func withoutAnArgumentTheCurrentMonth() throws {
        let today = Calendar.current.dateComponents([.year, .month], from: Date())
        let year = try #require(today.year), number = try #require(today.month)
        let month = try #require(CalendarMonth(year: year, month: number))
        #expect(try album.poki(["init"]).status == 0)
        let result = try album.poki(["calendar", "--json"])
        #expect(try json(result) == ["year": month.year, "month": month.month, "days": [NSDictionary]()])
    }

    @Test(arguments: [
        ("2026-13", "error: '2026-13' is not a real month (months are 01 to 12, years 0001 to 9999)"),
        ("2026-00", "error: '2026-00' is not a real month (months are 01 to 12, years 0001 to 9999)"),
        ("abc", "error: 'abc' is not a month written YYYY-MM or a year written YYYY"),
        ("2026-3", "error: '2026-3' is not a month written YYYY-MM or a year written YYYY"),
        ("0000", "error: '0000' is not a month written YYYY-MM or a year written YYYY"),
    ])
    func badArgumentsAreUsageErrors(argument: String, message: String) throws {
        let before = try album.snapshot()
        let result = try album.poki(["calendar", argument])
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(result.standardOutput.isEmpty)
        let json = try album.poki(["calendar", argument, "--json"])
        #expect(json.status == 2)
        #expect(try self.json(json) == ["error": String(message.dropFirst("error: ".count))])
        #expect(try album.snapshot() == before)
        #expect(try album.poki(["calendar", "2026", "03"]).status == 2, "one period at most")
    }

    @Test func daysArePaintedInTheirNewestMemorysColourOnARealTerminal() throws {
        try addMarch()
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let environment = ["POKI_LIBRARY": album.directory.path, "COLORTERM": "truecolor"]
        let screen = try TerminalWindow(columns: 40).run("\(poki) calendar 2026-03", environment: environment, escapes: true)
        let rows = screen.rows
        // 12 March: red (1001, the newest) wins over pink (1000); white text would not read on white.
        let twelfth = try #require(rows.firstIndex { $0.contains("\u{1B}[48;2;255;0;0m  12") }, "\(rows)")
        #expect(rows[twelfth].contains("\u{1B}[38;2;255;255;255m"))
        #expect(rows[twelfth + 1].contains("\u{1B}[48;2;255;0;0m   2"))
        // White on a white (or dark) terminal would vanish: the day is outlined in brackets.
        let third = try #require(rows.firstIndex { $0.contains("\u{1B}[48;2;255;255;255m [3]") }, "\(rows)")
        #expect(rows[third].contains("\u{1B}[38;2;0;0;0m"))
        #expect(!rows.joined().contains("233;75;106"), "the pink photo is not the newest of its day")

        let plain = try TerminalWindow(columns: 40).run("\(poki) calendar 2026-03", environment: environment.merging(["NO_COLOR": "1"]) { $1 }, escapes: true)
        #expect(!plain.rows.joined().contains("\u{1B}"))
        #expect(plain.rows.contains { $0.hasSuffix("*2") })
        let narrow = try TerminalWindow(columns: 30).run("\(poki) calendar 2026", environment: environment)
        for row in narrow.rows { #expect(DisplayWidth.of(row) <= 30, "\(row)") }
    }
}
