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

/// How poki's text output meets a person's terminal: never wider than it, no colour where colour
/// is not wanted, write errors reported, times in the local zone.
@Suite struct TerminalLayoutTests {
    let album: TemporaryAlbum

    init() throws { album = try TemporaryAlbum() }

    /// Three prints with Hangul tags and memos, one tag longer than the table can spare.
    private func addHangulPhotos() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["tags", "add", "홍대 즉석사진관 네컷"]).status == 0)
        let details = [("인생네컷", "민지랑 홍대에서 찍은 첫 네컷, 다음엔 포즈 연습하기"), ("하루필름", "크리스마스 🎄 가족사진"), ("홍대 즉석사진관 네컷", "short")]
        for (file, (tag, memo)) in zip(files, details) {
            #expect(try album.poki(["add", file, "--tag", tag, "--memo", memo, "--date", "2026-11-20"]).status == 0)
        }
    }

    @Test(arguments: [20, 40, 80, 120])
    func listFitsATerminalOfAnyWidth(columns: Int) throws {
        try addHangulPhotos()
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let screen = try TerminalWindow(columns: columns).run("\(poki) list", environment: ["POKI_LIBRARY": album.directory.path])
        #expect(screen.rows.count == 4, "a row wrapped at \(columns) columns: \(screen.rows)")
        for row in screen.rows { #expect(DisplayWidth.of(row) <= columns, "\(row) is wider than \(columns)") }
        #expect(screen.rows.dropFirst().map { $0.prefix(4) } == ["1002", "1001", "1000"])
        #expect(screen.rows[0].hasPrefix("ID    DATE"))
        if columns >= 40 {
            #expect(screen.rows[3].contains("2026-11-20  인생"), "the tag column is shown at \(columns) columns")
        }
        if columns >= 120 {
            #expect(screen.rows[3].hasSuffix("민지랑 홍대에서 찍은 첫 네컷, 다음엔 포즈 연습하기"))
        }
    }

    @Test(arguments: [8, 20, 40, 41, 80, 120])
    func tableLinesInColourAreNeverWiderThanTheWidth(width: Int) throws {
        let red = Colour(red: 255, green: 0, blue: 0)
        let palette = Palette(version: 1, entries: [.init(colour: red, share: 0.7), .init(colour: Colour(red: 0, green: 0, blue: 255), share: 0.3)], clearDominant: true)
        let analysis = ImageAnalysis(format: .png, width: 4, height: 4, orientation: 1, capturedAt: nil, palette: palette, meanColour: red)
        let photo = Photo(
            id: 1000, image: "1000.png", originalFileName: "a.png", sha256: "", date: try #require(CalendarDay("2026-11-20")),
            memo: "민지랑 홍대에서 찍은 첫 네컷\t다음엔", tag: Tag(label: "인생네컷"), analysis: analysis, addedAt: Timestamp(secondsSinceEpoch: 0)
        )
        for line in PhotoTable(photos: [photo], colour: true).render(width: width) {
            let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(DisplayWidth.of(visible) <= width, "\(visible) is wider than \(width)")
            #expect(!visible.contains("\t"))
        }
    }

    @Test func aDumbTerminalGetsNoEscapeCodes() throws {
        try addHangulPhotos()
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let environment = ["POKI_LIBRARY": album.directory.path]
        let coloured = try TerminalWindow(columns: 80).run("\(poki) list", environment: environment, escapes: true)
        #expect(coloured.rows.joined().contains("\u{1B}["), "swatches are in colour on an ordinary terminal")
        let dumb = try TerminalWindow(columns: 80).run("\(poki) list; \(poki) show 1000", environment: environment.merging(["TERM": "dumb"]) { $1 }, escapes: true)
        #expect(!dumb.rows.joined().contains("\u{1B}"), "\(dumb.rows)")
        #expect(dumb.rows.contains { $0.hasPrefix("1000  2026-11-20  인생네컷") })

        let settings = TerminalSettings.decide(environment: ["TERM": "dumb"], inputIsTerminal: true, outputIsTerminal: true, errorIsTerminal: true, terminalColumns: 80)
        #expect(!settings.usesColour && !settings.understandsEscapes)
        #expect(TerminalSettings.decide(environment: ["TERM": "xterm-256color"], inputIsTerminal: true, outputIsTerminal: true, errorIsTerminal: true, terminalColumns: 80).usesColour)
    }

    @Test func aFullDiskOnStandardOutputIsAnError() throws {
        try addHangulPhotos()
        for arguments in [["list"], ["list", "--json"], ["show", "1000"]] {
            let process = Process()
            process.executableURL = PokiProcess.executable
            process.arguments = arguments
            process.environment = ["POKI_LIBRARY": album.directory.path, "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let error = Pipe()
            process.standardError = error
            try process.run()
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1, "\(arguments)")
            #expect(message == "error: standard output: No space left on device\n")
        }
    }

    @Test func textShowsLocalTimeAndJSONStaysUTC() throws {
        let file = try album.distinctImages(1)[0]
        #expect(try album.poki(["add", file]).status == 0)
        let document = album.directory.appendingPathComponent("photos/1000.json")
        let stored = try String(contentsOf: document, encoding: .utf8)
        let added = try #require(stored.firstMatch(of: /"addedAt" : "([0-9T:-]+Z)"/)).1
        try stored.replacingOccurrences(of: String(added), with: "2026-11-20T23:30:05Z").write(to: document, atomically: true, encoding: .utf8)

        let seoul = try album.poki(["show", "1000"], environment: ["TZ": "Asia/Seoul"])
        #expect(seoul.standardOutput.contains("added:    2026-11-21 08:30:05 +0900\n"), "\(seoul.standardOutput)")
        let newYork = try album.poki(["show", "1000"], environment: ["TZ": "America/New_York"])
        #expect(newYork.standardOutput.contains("added:    2026-11-20 18:30:05 -0500\n"))
        let json = try album.poki(["show", "1000", "--json"], environment: ["TZ": "Asia/Seoul"])
        #expect(json.standardOutput.contains(#""addedAt" : "2026-11-20T23:30:05Z""#))
    }

    @Test func mistypedSubcommandsGetASuggestionAndDifferentWordsDoNot() throws {
        let remove = try album.poki(["tags", "remve", "x"])
        #expect(remove.status == 2)
        #expect(remove.standardError == "error: unknown command 'tags remve'; did you mean 'tags remove'?\nSee 'poki tags --help'.\n")
        let other = try album.poki(["tags", "purge"])
        #expect(other.status == 2)
        #expect(other.standardError.hasPrefix("error: unknown command 'tags purge' ('tags' has add, rename, remove)\n"))
        let publish = try album.poki(["publish"])
        #expect(publish.status == 2)
        #expect(publish.standardError.hasPrefix("error: unknown command 'publish'\n"))
        let like = try album.poki(["pose", "lkie", "two-03"])
        #expect(like.standardError.hasPrefix("error: unknown command 'pose lkie'; did you mean 'pose like'?"))
    }
}
