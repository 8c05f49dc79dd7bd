import Foundation
import Testing
import PokiTestSupport

/// `--color auto|always|never` on every command, and the defaults of `$XDG_CONFIG_HOME/poki/config`.
@Suite struct ColourAndConfigurationTests {
    struct Setup {
        let directory: URL
        var album: String { directory.appendingPathComponent("album").path }
        var configHome: String { directory.appendingPathComponent("config").path }

        init() throws {
            directory = try PokiProcess.temporaryDirectory()
            let image = PokiProcess.fixtures.appendingPathComponent("solid/pink.jpg").path
            #expect(try PokiProcess.run(["--library", album, "add", image, "--date", "2026-11-01"]).status == 0)
            try FileManager.default.createDirectory(atPath: configHome + "/poki", withIntermediateDirectories: true)
        }

        func writeConfig(_ text: String) throws {
            try text.write(toFile: configHome + "/poki/config", atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> PokiProcess.Result {
            try PokiProcess.run(arguments, environment: ["XDG_CONFIG_HOME": configHome].merging(environment) { $1 })
        }
    }

    static let escape = "\u{1B}["

    @Test func colourAlwaysColoursAPipeNeverAndAutoDoNot() throws {
        let setup = try Setup()
        let always = try setup.run(["list", "--library", setup.album, "--color", "always"])
        #expect(always.standardOutput.contains(Self.escape))
        #expect(try setup.run(["--color=always", "--library", setup.album, "list"], ["NO_COLOR": "1", "TERM": "dumb"]).standardOutput.contains(Self.escape))
        #expect(!(try setup.run(["--library", setup.album, "list"]).standardOutput.contains(Self.escape)))
        #expect(!(try setup.run(["--library", setup.album, "list", "--color", "never"]).standardOutput.contains(Self.escape)))
        #expect(!(try setup.run(["--library", setup.album, "list", "--color", "auto"]).standardOutput.contains(Self.escape)))
        let bad = try setup.run(["list", "--color", "sometimes"])
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: --color must be one of auto, always, never, not 'sometimes'\n"))
    }

    @Test func colourNeverKeepsATerminalPlain() throws {
        let setup = try Setup()
        let terminal = try TerminalSession(command: "exec bash --norc --noprofile", in: setup.directory, environment: ["TERM": "xterm-256color", "PS1": "$ "])
        try terminal.waitForScreen(containing: "$")
        // The marker is quoted in two halves, so the typed command line never shows it whole.
        try terminal.type("\(PokiProcess.executable.path) --library \(setup.album) list --color never | od -c | grep -c 033; echo \"fin\"\"ished\"")
        try terminal.press("Enter")
        #expect(try terminal.waitForScreen(containing: "finished").contains("\n0\n"))
    }

    @Test func theConfigFileSetsTheAlbumTheTagAndTheColour() throws {
        let setup = try Setup()
        try setup.writeConfig("""
            # my defaults
            library = \(setup.album)
              tag = 하루필름
            color = always

            """)
        let listed = try setup.run(["list"])
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput.contains("1000"))
        #expect(listed.standardOutput.contains(Self.escape))
        // NO_COLOR (the environment) beats the file's colour; --color beats both.
        #expect(!(try setup.run(["list"], ["NO_COLOR": "1"]).standardOutput.contains(Self.escape)))
        let image = PokiProcess.fixtures.appendingPathComponent("solid/red.png").path
        #expect(try setup.run(["add", image, "--date", "2026-11-02"]).standardOutput == "1001\n")
        #expect(try setup.run(["show", "1001", "--json"]).standardOutput.contains(#""label" : "하루필름""#))
        #expect(try setup.run(["add", PokiProcess.fixtures.appendingPathComponent("solid/white.png").path, "--tag", "셀픽스", "--date", "2026-11-03"]).status == 0)
        #expect(try setup.run(["show", "1002", "--json"]).standardOutput.contains(#""label" : "셀픽스""#))
    }

    @Test func flagsAndEnvironmentWinOverTheFile() throws {
        let setup = try Setup()
        let other = setup.directory.appendingPathComponent("other").path
        try setup.writeConfig("library = \(other)\n")
        #expect(try setup.run(["about", "--json"]).standardOutput.contains(#""album" : "\#(other)""#))
        #expect(try setup.run(["about", "--json"], ["POKI_LIBRARY": setup.album]).standardOutput.contains(#""album" : "\#(setup.album)""#))
        #expect(try setup.run(["--library", setup.album, "about", "--json"], ["POKI_LIBRARY": other]).standardOutput.contains(#""album" : "\#(setup.album)""#))
        try setup.writeConfig("library = ~/albums/poki\n")
        #expect(try setup.run(["about", "--json"], ["HOME": "/home/minji"]).standardOutput.contains(#""album" : "/home/minji/albums/poki""#))
    }

    /// A NUL in `library` made a stray `/tmp/…/n` folder before failing (issue #24).
    @Test func aLibraryWithANulMakesNoFolderAnywhere() throws {
        let setup = try Setup()
        let stray = setup.directory.appendingPathComponent("stray")
        try setup.writeConfig("library = \(stray.path)/n\u{0}ul\n")
        let result = try setup.run(["add", PokiProcess.fixtures.appendingPathComponent("solid/red.png").path])
        #expect(result.status == 2)
        #expect(result.standardError.hasSuffix("config:1: library holds a control character: \(stray.path)/n^@ul\n"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: stray.path))
    }

    /// Windows editors start UTF-8 files with a byte-order mark: the first key is still read.
    @Test func aConfigStartingWithAByteOrderMarkIsRead() throws {
        let setup = try Setup()
        try setup.writeConfig("\u{FEFF}week-start = sunday\n")
        let sunday = try setup.run(["--library", setup.album, "calendar", "2026-11"])
        #expect(sunday.status == 0, "\(sunday.standardError)")
        #expect(sunday.standardOutput.split(separator: "\n")[1].hasPrefix("  Su"))
    }

    @Test func theWeekStartTurnsTheCalendar() throws {
        let setup = try Setup()
        let monday = try setup.run(["--library", setup.album, "calendar", "2026-11"])
        #expect(monday.standardOutput.split(separator: "\n")[1].hasPrefix("  Mo"))
        try setup.writeConfig("week-start = sunday\n")
        let sunday = try setup.run(["--library", setup.album, "calendar", "2026-11"])
        #expect(sunday.standardOutput.split(separator: "\n")[1].hasPrefix("  Su"))
    }

    /// The HTML calendar starts its weeks where `poki calendar` does (issue #29), and a day
    /// painted near white (or near black) is outlined in both, so it can be seen on any page or
    /// terminal.
    @Test func theHTMLCalendarFollowsTheWeekStartAndOutlinesPaleDays() throws {
        let setup = try Setup()
        for (file, day) in [("solid/white.png", "2026-11-03"), ("solid/pink.png", "2026-11-04")] {
            #expect(try setup.run(["--library", setup.album, "add", PokiProcess.fixtures.appendingPathComponent(file).path, "--date", day]).status == 0)
        }
        func calendarPage() throws -> String {
            let web = setup.directory.appendingPathComponent("web").path
            #expect(try setup.run(["--library", setup.album, "export", "--html", web]).status == 0)
            return try String(contentsOfFile: web + "/calendar.html", encoding: .utf8)
        }
        let monday = try calendarPage()
        #expect(monday.contains("<thead><tr><th>Mon</th><th>Tue</th>"), "as poki calendar, Monday first")
        // November 2026 starts on a Sunday (the setup's photo 1000): six blanks before it on a Monday-first week.
        #expect(monday.contains("<tr>" + String(repeating: "<td></td>", count: 6) + #"<td class="memory"><a href="photos/1000.html""#))
        #expect(monday.contains(#"<a class="outlined" href="photos/1001.html""#), "the white day is outlined")
        #expect(monday.contains(#"<td class="memory"><a href="photos/1002.html""#), "the pink day needs none")
        let terminal = try setup.run(["--library", setup.album, "--color", "always", "calendar", "2026-11"]).standardOutput
        #expect(terminal.contains("[3]"), "the white day in brackets: \(terminal)")
        #expect(!terminal.contains("[4]"))

        try setup.writeConfig("week-start = sunday\n")
        let sunday = try calendarPage()
        #expect(sunday.contains("<thead><tr><th>Sun</th><th>Mon</th>"))
        #expect(sunday.contains("<tbody>\n<tr><td class=\"memory\"><a href=\"photos/1000.html\""))
    }

    @Test(arguments: [
        ("tga = 인생네컷\n", "config:1: unknown key 'tga'; did you mean 'tag'?"),
        ("# fine\nprotocol = sixels\n", "config:2: protocol must be one of auto, kitty, iterm, sixel, blocks, not 'sixels'"),
        ("week-start = friday\n", "config:1: week-start must be one of monday, sunday, not 'friday'"),
        ("color = yes\n", "config:1: color must be one of auto, always, never, not 'yes'"),
        ("library = albums\n", "config:1: library must be an absolute path or start with ~/, not 'albums'"),
        ("\ntag\n", "config:2: expected 'key = value', not 'tag'"),
        ("tag = a\ntag = b\n", "config:2: 'tag' is set twice"),
        ("colour = never\n", "config:1: unknown key 'colour'; did you mean 'color'?"),
        ("tag = a\nlibrary = /tmp/poki-nul-test/n\u{0}ul\n", "config:2: library holds a control character: /tmp/poki-nul-test/n^@ul"),
    ])
    func aBadLineIsAUsageErrorNamingTheFileAndLineAndTouchesNothing(config: String, message: String) throws {
        let setup = try Setup()
        try setup.writeConfig(config)
        let before = try AlbumSnapshot(of: URL(fileURLWithPath: setup.album))
        let result = try setup.run(["--library", setup.album, "add", PokiProcess.fixtures.appendingPathComponent("solid/red.png").path])
        #expect(result.status == 2)
        #expect(result.standardError == "error: \(setup.configHome)/poki/\(message)\n")
        #expect(try AlbumSnapshot(of: URL(fileURLWithPath: setup.album)) == before)
        let json = try setup.run(["--library", setup.album, "list", "--json"])
        #expect(json.status == 2)
        #expect(json.standardOutput.contains(#""error""#))
    }
}
