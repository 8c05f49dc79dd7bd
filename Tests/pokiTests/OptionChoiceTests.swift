import Testing
@testable import PokiCommands
import PokiAlbum

/// An option with choices is checked by the parser from its spec, the one list the help, the
/// completions and the manual page also read.
@Suite struct OptionChoiceTests {
    let parser = ArgumentParser(commands: [ListCommand.spec, ShowCommand.spec])

    @Test func aValueOutsideTheChoicesIsAUsageErrorNamingThem() {
        #expect(throws: UsageError(.verbatim("--sort must be one of added (추가), date (날짜), not 'name'"), for: ListCommand.spec)) {
            try parser.parse(["list", "--sort", "name"])
        }
        #expect(throws: UsageError(.verbatim("--protocol must be one of auto, kitty, iterm, sixel, blocks, not 'x'"), for: ShowCommand.spec)) {
            try parser.parse(["show", "1000", "--protocol=x"])
        }
    }

    @Test func theChoicesAreTheHelpsPlaceholder() throws {
        let sort = try #require(ListCommand.spec.option(named: "sort"))
        #expect(sort.choices == ["added", "date"])
        #expect(ListCommand.spec.usage.contains("[--sort added|date]"))
    }

    /// `--sort` takes the Korean words too, in any locale.
    @Test(arguments: [("날짜", PhotoOrder.date), ("날짜순", .date), ("추가", .added), ("추가순", .added), ("date", .date)])
    func sortTakesKoreanWords(word: String, order: PhotoOrder) throws {
        guard case let .command(parsed, _) = try parser.parse(["list", "--sort", word]) else {
            Issue.record("did not parse")
            return
        }
        #expect(try ListCommand(parsing: parsed).order == order)
    }
}
