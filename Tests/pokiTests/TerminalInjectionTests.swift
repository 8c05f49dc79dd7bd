import Foundation
import Testing
@testable import PokiCommands
import PokiTestSupport

/// User text that holds control characters (a memo, a file name, a tag found in an album edited by
/// hand) is shown, never sent: no escape byte reaches the terminal, a tab cannot break the table,
/// a line break in a file name cannot start a line of its own.
@Suite struct TerminalInjectionTests {
    let album: TemporaryAlbum
    /// Recolours the terminal red, retitles it, holds a tab, a line break and a right-to-left override.
    static let memo = "esc \u{1B}[31mRED\tTAB\nline two \u{1B}]0;pwned\u{07} \u{202E}txt.exe"

    init() throws { album = try TemporaryAlbum() }

    private func expectNoControlCharacters(_ text: String, keepingLineFeeds: Bool = true, _ what: String) {
        let found = text.unicodeScalars.filter { ($0.value < 0x20 && !(keepingLineFeeds && $0 == "\n")) || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
        #expect(found.isEmpty, "\(what) printed raw control characters \(found.map { String($0.value, radix: 16) }): \(text.debugDescription)")
    }

    @Test func aMemoIsShownWithItsControlCharactersVisible() throws {
        let file = try album.distinctImages(1)[0]
        #expect(try album.poki(["add", file, "--memo", Self.memo]).status == 0)

        let list = try album.poki(["list"], environment: ["COLUMNS": "200"])
        #expect(list.status == 0)
        expectNoControlCharacters(list.standardOutput, "list")
        let rows = list.standardOutput.split(separator: "\n")
        #expect(rows.count == 2, "the memo's line break or tab split the row: \(rows)")
        #expect(rows[1].hasSuffix("esc ^[[31mRED^ITAB / line two ^[]0;pwned^G <U+202E>txt.exe"))

        let show = try album.poki(["show", "1000"])
        expectNoControlCharacters(show.standardOutput, "show")
        #expect(show.standardOutput.contains("memo:     esc ^[[31mRED^ITAB\n          line two ^[]0;pwned^G <U+202E>txt.exe\n"))
    }

    @Test func jsonEscapesControlCharactersAndStillHoldsTheMemoExactly() throws {
        let file = try album.distinctImages(1)[0]
        #expect(try album.poki(["add", file, "--memo", Self.memo + "\u{9B}31m\u{7F}"]).status == 0)
        for arguments in [["list", "--json"], ["show", "1000", "--json"]] {
            let result = try album.poki(arguments)
            expectNoControlCharacters(result.standardOutput, arguments.joined(separator: " "))
            #expect(result.standardOutput.contains(#"esc \u001b[31mRED\tTAB\nline two \u001b]0;pwned\u0007 \u202etxt.exe\u009b31m\u007f"#))
            let value = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            let document = try #require((value as? [[String: Any]])?.first ?? value as? [String: Any])
            #expect(document["memo"] as? String == Self.memo + "\u{9B}31m\u{7F}")
        }
    }

    @Test func fileNamesWithLineBreaksAndEscapesAreShownOnOneLine() throws {
        let folder = album.scratch.appendingPathComponent("prints")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "evil\n\u{1B}]0;pwned\u{07}.png"
        let shown = "evil^J^[]0;pwned^G.png"
        let image = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: try album.distinctImages(1)[0]), to: image)
        let broken = folder.appendingPathComponent("bad\n\u{1B}[2J.jpg")
        try Data("not a picture".utf8).write(to: broken)

        let add = try album.poki(["add", image.path])
        #expect(add.status == 0)
        let show = try album.poki(["show", "1000"])
        expectNoControlCharacters(show.standardOutput, "show")
        #expect(show.standardOutput.contains("original: \(shown)\n"))

        let colours = try album.poki(["colours", image.path, broken.path])
        #expect(colours.status == 1)
        expectNoControlCharacters(colours.standardOutput, "colours")
        expectNoControlCharacters(colours.standardError, "colours errors")
        #expect(colours.standardOutput.hasPrefix(folder.path + "/" + shown + ": PNG "))
        let errors = colours.standardError.split(separator: "\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("error: ") && errors[0].contains("bad^J^[[2J.jpg"), "\(errors)")

        let imported = try album.poki(["import", folder.path])
        expectNoControlCharacters(imported.standardError, "import")
        #expect(imported.standardError.contains("skipped \(folder.path)/\(shown): already in the album as 1000\n"))
        #expect(imported.standardError.contains("bad^J^[[2J.jpg"))
    }

    @Test func tagsNicknamesAndPoseTitlesRefuseBidirectionalControls() throws {
        for control in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
            let tag = try album.poki(["tags", "add", "gpj\(control)photo"])
            #expect(tag.status == 1)
            #expect(tag.standardError.contains("bidirectional"))
            expectNoControlCharacters(tag.standardError, "tags add")
        }
        let tag = try album.poki(["tags", "add", "abc\u{202E}gpj.exe"])
        #expect(tag.standardError == "error: a tag must be 1 to 64 characters without control characters or bidirectional controls such as U+202E ('abc<U+202E>gpj.exe')\n")

        let nickname = try album.poki(["profile", "set", "--nickname", "민지\u{2067}"])
        #expect(nickname.status == 1)
        #expect(nickname.standardError.contains("'민지<U+2067>'"))

        let image = try album.distinctImages(1)[0]
        let pose = try album.poki(["pose", "add", image, "--category", "two", "--title", "하트\u{202D}"])
        #expect(pose.status == 1)
        #expect(pose.standardError.contains("'하트<U+202D>'"))
        let tags = try album.poki(["tags", "--json"])
        #expect(!tags.standardOutput.contains("gpj"))
    }

    @Test func aBidirectionalControlAlreadyInTheAlbumIsShownVisibly() throws {
        let file = try album.distinctImages(1)[0]
        #expect(try album.poki(["add", file, "--tag", "인생네컷"]).status == 0)
        let document = album.directory.appendingPathComponent("photos/1000.json")
        let text = try String(contentsOf: document, encoding: .utf8)
        try text.replacingOccurrences(of: "\"인생네컷\"", with: "\"abc\u{202E}gpj.exe\"").write(to: document, atomically: true, encoding: .utf8)

        let list = try album.poki(["list"])
        expectNoControlCharacters(list.standardOutput, "list")
        #expect(list.standardOutput.contains("abc<U+202E>gpj.exe"))
        let show = try album.poki(["show", "1000"])
        #expect(show.standardOutput.hasPrefix("1000  "))
        #expect(show.standardOutput.split(separator: "\n")[0].hasSuffix("abc<U+202E>gpj.exe"))
        #expect(try album.poki(["show", "1000", "--json"]).standardOutput.contains(#""abc\u202egpj.exe""#))
    }

    @Test func onARealTerminalNothingIsRecolouredOrRetitled() throws {
        let file = try album.distinctImages(1)[0]
        #expect(try album.poki(["add", file, "--memo", Self.memo, "--tag", "인생네컷"]).status == 0)
        let window = TerminalWindow(columns: 80)
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let screen = try window.run("\(poki) list; \(poki) show 1000", environment: ["POKI_LIBRARY": album.directory.path], escapes: true)
        let text = screen.rows.joined(separator: "\n")
        #expect(screen.title != "pwned")
        #expect(!text.contains("\u{1B}[31m"), "the memo turned the terminal red: \(text.debugDescription)")
        #expect(text.contains("esc ^[[31mRED^ITAB"))
        #expect(text.contains("\u{1B}[48;2;") || text.contains("\u{1B}[4"), "the list's swatches are in colour on a terminal")
    }
}
