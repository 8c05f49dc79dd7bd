import Testing
@testable import PokiCommands

/// `HelpLayout`: help pages broken to a terminal's width without losing or moving a word.
@Suite struct HelpLayoutTests {
    static let page = """
    Add photos to the album.

    usage: poki add FILE... [--tag T] [--memo [TEXT]] [--date YYYY-MM-DD] [--json]

    options:
      --tag T            Booth brand or your own tag (default: the config file's tag,
                         else 비분류 브랜드).
      --library DIR      The album to use.

    Every file is checked before anything is added: if one cannot be read, nothing is
    added. A file already in the album is refused: 'error: a.jpg is already in the album'.
    """

    private static func letters(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }

    @Test(arguments: [12, 20, 30, 40, 60, 100])
    func everyLineFitsAndNoLetterIsLost(width: Int) {
        let fitted = HelpLayout.fitted(Self.page, toWidth: width)
        for line in fitted.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= width, "\(line)") }
        #expect(Self.letters(fitted) == Self.letters(Self.page))
    }

    @Test func aPipeGetsThePageAsItIs() {
        #expect(HelpLayout.fitted(Self.page, toWidth: nil) == Self.page)
    }

    @Test func aDescriptionContinuesUnderItselfAndItsBrokenLinesAreJoined() {
        let lines = HelpLayout.fitted(Self.page, toWidth: 60).split(separator: "\n").map(String.init)
        #expect(lines.contains("  --tag T            Booth brand or your own tag (default:"))
        #expect(lines.contains("                     the config file's tag, else 비분류"))
        #expect(lines.contains("                     브랜드)."))
    }

    @Test func theUsageContinuesAfterItsLabelAndProseAtItsIndent() {
        let lines = HelpLayout.fitted(Self.page, toWidth: 40).split(separator: "\n").map(String.init)
        #expect(lines.contains("usage: poki add FILE... [--tag T]"))
        #expect(lines.contains("       [--memo [TEXT]] [--date"))
        // A word ending in a colon inside prose is no label: the next line starts at the margin.
        let refused = lines.firstIndex { $0.contains("refused:") }
        #expect(refused.map { !lines[$0 + 1].hasPrefix(" ") } == true, "\(lines)")
    }

    @Test func aNarrowTerminalPutsTheDescriptionUnderTheOption() {
        let lines = HelpLayout.fitted(Self.page, toWidth: 30).split(separator: "\n").map(String.init)
        #expect(lines.contains("  --library DIR"))
        #expect(lines.contains("      The album to use."))
    }
}
