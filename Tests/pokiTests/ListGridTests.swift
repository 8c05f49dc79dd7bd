import Foundation
import Testing
@testable import PokiCommands
import PokiTestSupport

/// `poki list --grid`: the feed as cards, through the built binary.
@Suite struct ListGridTests {
    let album: TemporaryAlbum
    let checker = PokiProcess.fixtures.appendingPathComponent("render/checker-2x2.png").path

    init() throws { album = try TemporaryAlbum() }

    /// `count` photos with Hangul tags and memos long enough to be cut.
    private func addPhotos(_ count: Int) throws {
        #expect(try album.poki(["tags", "add", "홍대 즉석사진관 네컷"]).status == 0)
        for (index, file) in try album.distinctImages(count).enumerated() {
            let tag = index % 2 == 0 ? "홍대 즉석사진관 네컷" : "인생네컷"
            let memo = "민지랑 홍대에서 찍은 \(index)번째 네컷, 다음엔 포즈 연습하기\n둘째 줄"
            #expect(try album.poki(["add", file, "--tag", tag, "--memo", memo, "--date", "2026-11-\(10 + index)"]).status == 0)
        }
    }

    /// The text a terminal shows for `line`: colour codes removed.
    static func visible(_ line: Substring) -> String {
        String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// The lines that start a card's text (`1003  2026-11-13`), and how many cards each holds.
    static func cardsPerLine(_ output: String) -> [Int] {
        output.split(separator: "\n").map(visible).compactMap { line in
            let count = line.matches(of: /1\d{3}  20/).count
            return count > 0 ? count : nil
        }
    }

    @Test(arguments: [(10, 1), (40, 1), (80, 3), (120, 4), (200, 7)])
    func cardsFillTheWidthAndNeverPassIt(columns: Int, perRow: Int) throws {
        try addPhotos(8)
        let result = try album.poki(["list", "--grid", "--preview"], environment: ["COLUMNS": "\(columns)", "COLORTERM": "truecolor"])
        #expect(result.status == 0)
        for line in result.standardOutput.split(separator: "\n") {
            let shown = Self.visible(line)
            #expect(DisplayWidth.of(shown) <= columns, "\(shown) is wider than \(columns)")
            #expect(!shown.contains("\t") && !shown.contains("\u{1B}"))
        }
        let rows = Self.cardsPerLine(result.standardOutput)
        #expect(rows.reduce(0, +) == 8)
        #expect(rows.first == perRow)
        #expect(rows.dropLast().allSatisfy { $0 == perRow })
        #expect(PhotoGrid(columns: columns).cardsPerRow == perRow)
        // Newest first, as `list`: the first card is the last photo added.
        let firstCard = try #require(result.standardOutput.split(separator: "\n").map(Self.visible).first { $0.hasPrefix("1007  20") })
        #expect(columns < 16 || firstCard.hasPrefix("1007  2026-11-17"))
    }

    @Test func aCardShowsItsPictureAndItsGradientInTheirColours() throws {
        #expect(try album.poki(["add", checker, "--date", "2026-03-12", "--tag", "인생네컷", "--memo", "봄\u{1B}[31m날"]).status == 0)
        let result = try album.poki(["list", "--grid", "--preview"], environment: ["COLUMNS": "40", "COLORTERM": "truecolor"])
        #expect(result.status == 0)
        // A square 2x2 checkerboard fills the 24 x 24-pixel box: 12 lines of 24 cells, a colour a quarter.
        let cells = ShowPreviewTests.cells(result.standardOutput)
        #expect(cells.count == 12)
        #expect(cells.allSatisfy { $0.count == 24 })
        let (a, b, c, d) = (ShowPreviewTests.corners[0], ShowPreviewTests.corners[1], ShowPreviewTests.corners[2], ShowPreviewTests.corners[3])
        #expect(cells.first?.first == .init(top: a, bottom: a))
        #expect(cells.first?.last == .init(top: b, bottom: b))
        #expect(cells.last?.first == .init(top: c, bottom: c))
        #expect(cells.last?.last == .init(top: d, bottom: d))
        #expect(cells[5][11] == .init(top: a, bottom: a) && cells[6][12] == .init(top: d, bottom: d))

        // Under the picture, the palette's gradient: its first colour at the left, its last at the right.
        let shown = try JSONSerialization.jsonObject(with: Data(try album.poki(["show", "1000", "--json"]).standardOutput.utf8)) as? [String: Any]
        let entries = try #require((shown?["palette"] as? [String: Any])?["entries"] as? [[String: Any]])
        func parameters(_ hex: String) -> String {
            let value = Int(hex.dropFirst(), radix: 16)!
            return "\(value >> 16);\((value >> 8) & 0xFF);\(value & 0xFF)"
        }
        let lines = result.standardOutput.split(separator: "\n")
        let gradient = String(lines[12])
        #expect(gradient.hasPrefix("\u{1B}[48;2;\(parameters(entries.first!["colour"] as! String))m"))
        #expect(gradient.contains("\u{1B}[48;2;\(parameters(entries.last!["colour"] as! String))m"))
        #expect(Self.visible(lines[12]) == String(repeating: " ", count: 24))
        // Then the ID and day, the tag, the memo with its escape shown, not obeyed.
        #expect(Self.visible(lines[13]).hasPrefix("1000  2026-03-12"))
        #expect(Self.visible(lines[14]).hasPrefix("인생네컷"))
        #expect(Self.visible(lines[15]).hasPrefix("봄^[[31m날"))
    }

    @Test func withNoColourThePictureIsIn256ColoursAndThePaletteInHex() throws {
        #expect(try album.poki(["add", checker]).status == 0)
        let result = try album.poki(["list", "--grid", "--preview"], environment: ["COLUMNS": "40", "COLORTERM": "truecolor", "NO_COLOR": "1"])
        let cells = ShowPreviewTests.cells(result.standardOutput)
        #expect(cells.first?.first == .init(top: "160", bottom: "160"))
        #expect(!result.standardOutput.contains("38;2;") && !result.standardOutput.contains("48;2;"))
        #expect(result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("#") && $0.contains(" #") })
    }

    @Test func intoAPipeTheCardsHaveNoPicturesAndListWithoutGridIsTheTable() throws {
        try addPhotos(2)
        let plain = try album.poki(["list", "--grid"], environment: ["COLUMNS": "80"])
        #expect(plain.status == 0)
        #expect(!plain.standardOutput.contains("\u{1B}") && !plain.standardOutput.contains("▀"))
        #expect(Self.cardsPerLine(plain.standardOutput) == [2])
        let lines = plain.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        // Hex codes, ID and day, tag, memo's first line cut with `…` at 24 columns.
        #expect(lines[0].hasPrefix("#"))
        #expect(lines[2].hasPrefix("인생네컷  ") && lines[2].hasSuffix("  홍대 즉석사진관 네컷    "))
        #expect(lines[3].hasPrefix("민지랑 홍대에서 찍은 1…  "))
        #expect(!plain.standardOutput.contains("둘째 줄"))
        let table = try album.poki(["list"], environment: ["COLUMNS": "80"])
        #expect(table.standardOutput.hasPrefix("ID    DATE"))
    }

    @Test func filtersOrdersAndLimitAreThoseOfList() throws {
        try addPhotos(5)
        let tagged = try album.poki(["list", "--grid", "--tag", "인생네컷", "--sort", "date", "--reverse"], environment: ["COLUMNS": "200"])
        let firstLine = try #require(tagged.standardOutput.split(separator: "\n").first { $0.contains("2026-11-") })
        #expect(firstLine.matches(of: /1\d{3}  (20\d\d-\d\d-\d\d)/).map { String($0.1) } == ["2026-11-11", "2026-11-13"])
        let limited = try album.poki(["list", "--grid", "--limit", "2"], environment: ["COLUMNS": "200"])
        #expect(Self.cardsPerLine(limited.standardOutput) == [2])
        let none = try album.poki(["list", "--grid", "--tag", "하루필름"])
        #expect(none.status == 0)
        #expect(none.standardError.contains("No photos match."))
    }

    @Test func gridContradictsJSONAndPreviewNeedsGrid() throws {
        let both = try album.poki(["list", "--grid", "--json"])
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("error: --grid and --json contradict each other"))
        let preview = try album.poki(["list", "--preview"])
        #expect(preview.status == 2)
        #expect(preview.standardError.hasPrefix("error: --preview draws the pictures of --grid"))
    }

    /// On a real 80-column terminal (tmux): three cards a row, pictures drawn, no line wrapped.
    @Test func onATerminalThreeCardsARowWithTheirPictures() throws {
        try addPhotos(4)
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let screen = try TerminalWindow(columns: 80).run("\(poki) list --grid", environment: ["POKI_LIBRARY": album.directory.path, "TERM": "xterm-256color"])
        let cardLines = screen.rows.filter { $0.contains("  2026-11-") }
        #expect(cardLines.count == 2, "\(screen.rows)")
        #expect(cardLines.first?.matches(of: /1\d{3}  2026-11-\d\d/).count == 3)
        #expect(cardLines.first?.hasPrefix("1003  2026-11-13") == true)
        #expect(screen.rows.filter { $0.contains("▀") }.count >= 12)
        #expect(screen.rows.allSatisfy { DisplayWidth.of($0) <= 80 })
    }
}
