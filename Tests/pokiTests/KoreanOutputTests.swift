import Foundation
import Testing
@testable import PokiCommands
import PokiSystem
import PokiTestSupport

/// poki under a Korean locale: every command's text reads as Korean (only names such as poki,
/// JPEG or HTML, commands, options and the user's own words stay as they are), while JSON, exit
/// statuses and option names are exactly the English locale's.
@Suite struct KoreanOutputTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]
    let album: TemporaryAlbum

    init() throws { album = try TemporaryAlbum() }

    /// English sentences left in `text`: three or more English words in a row, once commands
    /// (`'poki …'`, `poki add …`), options, paths, file names and capitalised names are set aside.
    static func englishSentences(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            var line = String(line)
            for pattern in ["'[^']*'", "\"[^\"]*\"", "poki( [a-z][a-z-]*)*", "--?[a-z][a-z-]*", "[^ ]*[/.@=#][^ ]*", "\\b[A-Z][A-Za-z0-9]*\\b", "\\[[^]]*\\]"] {
                line = line.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
            }
            if let sentence = line.range(of: "\\b[a-z]{2,}\\b[ ,]+\\b[a-z]{2,}\\b[ ,]+\\b[a-z]{2,}\\b", options: .regularExpression) {
                found.append(String(line[sentence]))
            }
        }
        return found
    }

    /// Runs poki in Korean and expects no English sentence in what it prints, and, when it says
    /// anything in words (`saysWords`; `add` prints only the new ID), some Korean. A manual page's
    /// roff escapes (`\[uD55C]`) are read as the characters they stand for, and its comments skipped.
    private func expectKorean(_ arguments: [String], saysWords: Bool = true) throws {
        let result = try album.poki(arguments, environment: Self.korean)
        var text = result.standardOutput + "\n" + result.standardError
        while let escape = text.range(of: "\\\\\\[u[0-9A-F]{4}\\]", options: .regularExpression) {
            let hex = text[escape].dropFirst(3).dropLast()
            text.replaceSubrange(escape, with: String(UnicodeScalar(UInt32(hex, radix: 16) ?? 0x3F).map(Character.init) ?? "?"))
        }
        // A roff comment is for whoever edits the page, not for its reader.
        text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(#".\""#) }.joined(separator: "\n")
        let english = Self.englishSentences(in: text)
        #expect(english.isEmpty, "poki \(arguments.joined(separator: " ")) says in English: \(english)\n\(text)")
        if saysWords {
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "poki \(arguments.joined(separator: " ")) says nothing in Korean:\n\(text)")
        }
    }

    @Test func theDetectorFindsEnglishAndLetsNamesThrough() {
        #expect(!Self.englishSentences(in: "error: no photo with ID 1003 in the album").isEmpty)
        #expect(Self.englishSentences(in: "오류: ID 1003인 사진이 앨범에 없습니다. 'poki check --repair'로 고치세요").isEmpty)
        #expect(Self.englishSentences(in: "사용법: poki tags add LABEL [--json] (~/.local/share/poki)").isEmpty)
    }

    @Test func helpAndTheManualAreKorean() throws {
        try expectKorean([])
        try expectKorean(["--help"])
        for command in CommandLineTool.commands where !command.spec.isHidden {
            try expectKorean(command.spec.path + ["--help"])
        }
        try expectKorean(["manual"])
        // The completions describe commands and options in the user's language too.
        for shell in ["zsh", "fish"] {
            let script = try album.poki(["completions", shell], environment: Self.korean).standardOutput
            #expect(script.contains("앨범에 사진을 추가합니다."), "\(shell)")
        }
    }

    @Test func everyDayCommandSpeaksKorean() throws {
        let fixtures = PokiProcess.fixtures
        try expectKorean(["add", fixtures.appendingPathComponent("solid/pink.png").path, "--tag", "인생네컷", "--memo", "첫 추억", "--date", "2025-10-16"], saysWords: false)
        try expectKorean(["import", fixtures.appendingPathComponent("album").path])
        try expectKorean(["list"])
        try expectKorean(["show", "1000", "--no-preview"])
        try expectKorean(["calendar", "2025-10"])
        try expectKorean(["calendar", "2025"])
        try expectKorean(["stats"])
        try expectKorean(["check"])
        try expectKorean(["tags"])
        try expectKorean(["pose"])
        try expectKorean(["colours", fixtures.appendingPathComponent("solid/pink.png").path])
        try expectKorean(["edit", "1000", "--memo", "고친 메모"], saysWords: false)
        try expectKorean(["delete", "1001", "--yes"], saysWords: false)
        try expectKorean(["trash"])
        try expectKorean(["restore", "1001"], saysWords: false)
        try expectKorean(["export", "--html", album.scratch.appendingPathComponent("web").path])
        try expectKorean(["share", "1000", "--to", album.scratch.appendingPathComponent("shared").path])
        try expectKorean(["cuts", "1002", "--to", album.scratch.appendingPathComponent("cuts").path])
        try expectKorean(["import", fixtures.appendingPathComponent("album").path, "--dry-run"])
        try expectKorean(["recolour", "--dry-run"])
        try expectKorean(["tags", "add", "셀카"])
        try expectKorean(["tags", "rename", "셀카", "셀피"])
        try expectKorean(["tags", "remove", "셀피"])
        try expectKorean(["hashtags"])
        try expectKorean(["pose", "show", "two-01"])
        try expectKorean(["pose", "like", "two-01"])
        try expectKorean(["pose", "liked"])
        try expectKorean(["pose", "unlike", "two-01"])
        try expectKorean(["profile", "set", "--nickname", "민지"])
        try expectKorean(["profile"])
        try expectKorean(["notices"])
        try expectKorean(["notices", "show", "1"])
        try expectKorean(["about"])
        try expectKorean(["delete", "1003", "--yes"], saysWords: false)
        try expectKorean(["trash", "--empty", "--yes"])
        try expectKorean(["check", "--repair"])
        try expectKorean(["init", "--library", album.scratch.appendingPathComponent("another").path], saysWords: false)
    }

    @Test func errorsAreKoreanAndScriptsSeeNoDifference() throws {
        try expectKorean(["show", "9999"])
        try expectKorean(["add", "/nonexistent/사진.jpg"])
        try expectKorean(["list", "--sort", "bogus"])
        try expectKorean(["frobnicate"])
        try expectKorean(["edit", "9999", "--date", "2025-13-40"])
        for arguments in [["show", "9999", "--json"], ["list", "--json"], ["list", "--sort", "bogus", "--json"]] {
            let english = try album.poki(arguments)
            let korean = try album.poki(arguments, environment: Self.korean)
            #expect(korean.status == english.status, "\(arguments)")
            #expect(korean.standardOutput == english.standardOutput, "\(arguments)")
        }
    }

    @Test func theDecodersOwnRefusalsAreKorean() throws {
        // Each a HEIF file poki refuses before libheif reads it (Documentation/Fuzzing.md).
        let refused = try FileManager.default.contentsOfDirectory(atPath: PokiProcess.fixtures.appendingPathComponent("fuzz").path).filter { $0.hasSuffix(".heic") }
        #expect(refused.count >= 6)
        for name in refused {
            try expectKorean(["colours", PokiProcess.fixtures.appendingPathComponent("fuzz/\(name)").path])
        }
    }

    @Test func aKoreanCalendarStartsOnSundayUnlessTheConfigSaysMonday() throws {
        let fixtures = PokiProcess.fixtures
        #expect(try album.poki(["add", fixtures.appendingPathComponent("solid/pink.png").path, "--date", "2025-10-16"]).status == 0)
        let korean = try album.poki(["calendar", "2025-10"], environment: Self.korean).standardOutput
        #expect(korean.hasPrefix("2025년 10월: 추억 1개, 1일 동안\n"), "\(korean)")
        #expect(korean.contains("  일   월   화   수   목   금   토"), "\(korean)")
        let config = album.scratch.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("poki"), withIntermediateDirectories: true)
        try Data("week-start = monday\n".utf8).write(to: config.appendingPathComponent("poki/config"))
        let monday = try album.poki(["calendar", "2025-10"], environment: Self.korean.merging(["XDG_CONFIG_HOME": config.path]) { $1 }).standardOutput
        #expect(monday.contains("  월   화   수   목   금   토   일"), "\(monday)")
        // The month may be written the Korean way, in any locale.
        #expect(try album.poki(["calendar", "2025년 10월"], environment: Self.korean).standardOutput == korean)
        #expect(try album.poki(["calendar", "2025년"]).standardOutput == (try album.poki(["calendar", "2025"]).standardOutput))
        let english = try album.poki(["calendar", "2025-10"]).standardOutput
        #expect(english.hasPrefix("October 2025: 1 memory on 1 day\n"), "\(english)")
        #expect(english.contains("  Mo   Tu   We"), "\(english)")
    }

    /// Help pages on a real terminal 40 and 100 columns wide, in both languages: no line wider
    /// than the terminal, every word still there.
    @Test(arguments: [20, 40, 100])
    func helpFitsATerminal(columns: Int) throws {
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        for language in [["LANG": "C"], Self.korean] {
            for arguments in [[], ["--help"], ["add", "--help"], ["import", "--help"], ["list", "--help"], ["export", "--help"]] {
                let screen = try TerminalWindow(columns: columns).run(([poki] + arguments).joined(separator: " "), environment: language, scrolledOff: true)
                let name = "poki \(arguments.joined(separator: " ")) (\(language["LANG"] ?? ""))"
                #expect(screen.wrappedRows == 0, "\(name) wrapped at \(columns) columns:\n\(screen.rows.joined(separator: "\n"))")
                for row in screen.rows { #expect(DisplayWidth.of(row) <= columns, "\(name): \(row)") }
                // Words are broken between, not letter by letter.
                let singleLetterRows = screen.rows.filter { $0.trimmingCharacters(in: .whitespaces).count == 1 }
                #expect(singleLetterRows.count <= 2, "\(name) at \(columns) columns has rows of a single letter: \(singleLetterRows)")
                // The same text as the page poki writes into a pipe, where no line is broken.
                let piped = try album.poki(arguments, environment: language).standardOutput
                func letters(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }
                #expect(letters(screen.rows.joined()) == letters(piped), "\(name)")
            }
        }
    }

    /// On a real terminal 40 and 100 columns wide, Korean lines fit: none wraps.
    @Test(arguments: [40, 100])
    func koreanTextFitsATerminal(columns: Int) throws {
        let fixtures = PokiProcess.fixtures
        #expect(try album.poki(["add", fixtures.appendingPathComponent("solid/pink.png").path, "--tag", "인생네컷", "--memo", "첫 추억", "--date", "2025-10-16"]).status == 0)
        #expect(try album.poki(["import", fixtures.appendingPathComponent("album").path]).status == 0)
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let print = fixtures.appendingPathComponent("album/photosignature-mono.jpg").path
        let wrappedPages: [[String]] = [["pose", "show", "many-02"], ["show", "1001", "--no-preview"], ["about"], ["notices", "show", "1"], ["profile"]]
        for arguments in [["list"], ["calendar", "2025-10"], ["calendar", "2025"], ["stats"], ["tags"], ["check"], ["pose", "--category", "many", "--count", "1000"], ["colours", print]] + wrappedPages {
            let environment = Self.korean.merging(["POKI_LIBRARY": album.directory.path]) { $1 }
            let screen = try TerminalWindow(columns: columns).run(([poki] + arguments).joined(separator: " "), environment: environment)
            #expect(screen.wrappedRows == 0, "poki \(arguments.joined(separator: " ")) wrapped at \(columns) columns:\n\(screen.rows.joined(separator: "\n"))")
            for row in screen.rows { #expect(DisplayWidth.of(row) <= columns, "\(row)") }
            #expect(screen.rows.contains { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }, "\(arguments): \(screen.rows)")
            if wrappedPages.contains(arguments) {
                // Details and paragraphs wrapped under their labels lose no word: the same
                // letters as the page poki writes into a pipe, where no line is broken.
                let piped = try album.poki(arguments, environment: Self.korean).standardOutput
                func letters(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }
                #expect(letters(screen.rows.joined()) == letters(piped), "\(screen.rows.joined(separator: "\n"))")
            }
        }
    }
}
