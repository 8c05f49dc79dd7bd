import Foundation
import Testing
@testable import PokiCommands
import PokiTestSupport

/// `poki show` drawing the photo above its details, end to end through the built binary.
@Suite struct ShowPreviewTests {
    let album: TemporaryAlbum
    let checker = PokiProcess.fixtures.appendingPathComponent("render/checker-2x2.png").path
    let portrait = PokiProcess.fixtures.appendingPathComponent("exif/portrait-orientation-6.jpg").path
    static let corners = ["220;30;40", "30;180;60", "40;70;220", "240;210;20"]

    init() throws { album = try TemporaryAlbum() }

    /// One drawn cell: the escape parameters of its foreground (top pixel) and background (bottom).
    struct Cell: Equatable {
        var top: String
        var bottom: String
    }

    /// The preview's lines (those holding `▀`) as cells, following colour changes as a terminal does.
    static func cells(_ output: String) -> [[Cell]] {
        output.split(separator: "\n").filter { $0.contains("▀") }.map { line in
            var cells: [Cell] = []
            var foreground = "", background = ""
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
                    let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
                    if parameters.hasPrefix("38;") { foreground = String(parameters.dropFirst(5)) }
                    if parameters.hasPrefix("48;") { background = String(parameters.dropFirst(5)) }
                    rest = rest[rest.index(after: end)...]
                } else {
                    if first == "▀" { cells.append(Cell(top: foreground, bottom: background)) }
                    rest = rest.dropFirst()
                }
            }
            return cells
        }
    }

    /// Whether two `R;G;B` parameter lists are within 10 levels on every channel (JPEG rounding).
    static func isNear(_ drawn: String, _ expected: String) -> Bool {
        let a = drawn.split(separator: ";").compactMap { Int($0) }, b = expected.split(separator: ";").compactMap { Int($0) }
        return a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 10 }
    }

    /// A print with `memo` added as 1000 and shown on a 40-column, 40-row terminal; the screen
    /// with every row that scrolled off its top.
    private func showOnA40ColumnTerminal(memo: String) throws -> TerminalWindow.Screen {
        #expect(try album.poki(["add", PokiProcess.fixtures.appendingPathComponent("album/harufilm-pink.jpg").path, "--memo", memo]).status == 0)
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        return try TerminalWindow(columns: 40).run("\(poki) show 1000 --protocol blocks",
                                                   environment: ["POKI_LIBRARY": album.directory.path, "COLORTERM": "truecolor"], scrolledOff: true)
    }

    /// At 40 columns a long memo and the image's path wrap; the picture is made small enough that
    /// picture and details fit the 40-row window together, its top still on screen (issue #29).
    @Test func aNarrowTerminalShowsThePictureAndTheWrappedDetailsTogether() throws {
        let screen = try showOnA40ColumnTerminal(memo: String(repeating: "홍대에서 민지랑 서연이랑 찍은 네컷 ", count: 6))
        // Nothing scrolled off the 40 rows (the last one keeps the cursor): the picture's top is on screen.
        #expect(screen.rows.count <= 39, "\(screen.rows.count) rows: \(screen.rows)")
        #expect(screen.rows.first?.contains("▀") == true)
        #expect(screen.rows.contains { $0.hasPrefix("1000  ") })
        #expect(screen.rows.joined().contains("1000.jpg"), "the details end with the image's path")
        #expect(screen.rows.filter { $0.contains("▀") }.count >= 4, "a picture, not a strip")
        // The details are wrapped by poki between words, under their labels, not cut by the
        // terminal's edge: no row was wrapped, and the memo's words come back whole.
        #expect(screen.wrappedRows == 0, "\(screen.rows)")
        let memoRows = screen.rows.drop { !$0.hasPrefix("memo:") }.prefix { !$0.hasPrefix("colours:") }
        #expect(memoRows.dropFirst().allSatisfy { $0.hasPrefix("          ") }, "\(memoRows)")
        #expect(
            memoRows.map { $0.dropFirst(10).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                == String(repeating: "홍대에서 민지랑 서연이랑 찍은 네컷 ", count: 6).trimmingCharacters(in: .whitespaces),
            "\(memoRows)"
        )
    }

    /// Details too long for any picture above them on the screen: no picture, and a note that
    /// says why, rather than a picture scrolled off the top.
    @Test func detailsThatFillTheScreenLeaveNoRoomAndSaySo() throws {
        let screen = try showOnA40ColumnTerminal(memo: String(repeating: "네컷 ", count: 300))
        #expect(!screen.rows.contains { $0.contains("▀") }, "\(screen.rows)")
        #expect(screen.rows.joined().contains("no room for the picture"))
    }

    @Test func aCheckerboardDrawnFourCellsWideHasItsColoursInTheirCells() throws {
        #expect(try album.poki(["add", checker, "--date", "2026-03-12"]).status == 0)
        let result = try album.poki(["show", "1000", "--preview", "--protocol", "blocks"], environment: ["COLUMNS": "4", "LINES": "40", "COLORTERM": "truecolor"])
        #expect(result.status == 0)
        let (a, b, c, d) = (Self.corners[0], Self.corners[1], Self.corners[2], Self.corners[3])
        #expect(Self.cells(result.standardOutput) == [
            [Cell(top: a, bottom: a), Cell(top: a, bottom: a), Cell(top: b, bottom: b), Cell(top: b, bottom: b)],
            [Cell(top: c, bottom: c), Cell(top: c, bottom: c), Cell(top: d, bottom: d), Cell(top: d, bottom: d)],
        ])
        // The details follow the picture, wrapped to the four columns.
        #expect(result.standardOutput.split(separator: "\n")[2] == "1000")
    }

    @Test func withoutTrueColourOrWithNoColourThePictureUsesThe256ColourPalette() throws {
        #expect(try album.poki(["add", checker]).status == 0)
        for environment in [["TERM": "xterm-256color"], ["COLORTERM": "truecolor", "NO_COLOR": "1"]] {
            let result = try album.poki(["show", "1000", "--preview"], environment: environment.merging(["COLUMNS": "4", "LINES": "40"]) { $1 })
            let cells = Self.cells(result.standardOutput)
            #expect(cells.count == 2)
            // Red (220,30,40) is nearest the cube's (215,0,0): index 16 + 36 * 4 = 160.
            #expect(cells.first?.first == Cell(top: "160", bottom: "160"))
            #expect(!result.standardOutput.contains("38;2;"))
        }
    }

    @Test func aPortraitStoredSidewaysIsDrawnUpright() throws {
        #expect(try album.poki(["add", portrait]).status == 0)
        let result = try album.poki(["show", "1000", "--preview"], environment: ["COLUMNS": "40", "LINES": "50", "COLORTERM": "truecolor"])
        let cells = Self.cells(result.standardOutput)
        // Two pixels a cell: taller than wide, blue (the stored left edge) across the top.
        let width = try #require(cells.first?.count)
        #expect(cells.count * 2 > width)
        #expect(cells.count * 2 * 2 >= width * 3 - 4)
        #expect(Self.isNear(cells[0][width / 2].top, "42;127;191"))
        #expect(Self.isNear(cells[cells.count - 1][width / 2].top, "233;75;106"))
    }

    @Test(arguments: [10, 33, 120])
    func thePictureIsNeverWiderThanTheTerminal(columns: Int) throws {
        #expect(try album.poki(["add", PokiProcess.fixtures.appendingPathComponent("png/split-large.png").path]).status == 0)
        let result = try album.poki(["show", "1000", "--preview"], environment: ["COLUMNS": "\(columns)", "LINES": "200"])
        let cells = Self.cells(result.standardOutput)
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.count <= columns })
        #expect(cells.contains { $0.count == columns })
    }

    @Test func intoAPipeThePictureIsLeftOutUnlessAskedFor() throws {
        #expect(try album.poki(["add", checker]).status == 0)
        let plain = try album.poki(["show", "1000"])
        #expect(plain.status == 0)
        #expect(!plain.standardOutput.contains("▀"))
        #expect(!plain.standardOutput.contains("\u{1B}"))
        #expect(plain.standardOutput.hasPrefix("1000  "))
        #expect(!(try album.poki(["show", "1000", "--no-preview"]).standardOutput.contains("▀")))
        #expect(!(try album.poki(["show", "1000", "--json"]).standardOutput.contains("▀")))
    }

    @Test func contradictoryOrUnknownChoicesAreUsageErrors() throws {
        #expect(try album.poki(["add", checker]).status == 0)
        let both = try album.poki(["show", "1000", "--preview", "--no-preview"])
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("error: --preview and --no-preview contradict each other"))
        let unknown = try album.poki(["show", "1000", "--protocol", "carrier-pigeon"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("carrier-pigeon"))
    }

    /// `auto` through the binary: kitty's window gets kitty's protocol, the same inside tmux gets
    /// blocks, and a pipe answers at once (nothing waits on a terminal reply).
    @Test func autoFollowsTheEnvironmentThroughTheBinary() throws {
        #expect(try album.poki(["add", checker]).status == 0)
        let kitty = try album.poki(["show", "1000", "--preview"], environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "COLUMNS": "20", "LINES": "40"])
        #expect(kitty.status == 0)
        #expect(kitty.standardOutput.hasPrefix("\u{1B}_Ga=T,f=24,"))
        #expect(!kitty.standardOutput.contains("▀"))
        let tmux = try album.poki(["show", "1000", "--preview"], environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"])
        #expect(tmux.standardOutput.contains("▀"))
        #expect(!tmux.standardOutput.contains("\u{1B}_G"))
        let forced = try album.poki(["show", "1000", "--preview", "--protocol", "sixel"], environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        #expect(forced.standardOutput.hasPrefix("\u{1B}P0;1;0q"))
    }

    @Test func aMissingImageIsAWarningAndTheDetailsStillShow() throws {
        #expect(try album.poki(["add", checker]).status == 0)
        try FileManager.default.removeItem(at: album.directory.appendingPathComponent("images/1000.png"))
        let result = try album.poki(["show", "1000", "--preview"])
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("warning: cannot draw photo 1000: "))
        #expect(result.standardOutput.hasPrefix("1000  "))
    }
}
