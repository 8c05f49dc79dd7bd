import Testing
@testable import PokiCommands

/// An option with choices is checked by the parser from its spec, the one list the help, the
/// completions and the manual page also read.
@Suite struct OptionChoiceTests {
    let parser = ArgumentParser(commands: [ListCommand.spec, ShowCommand.spec])

    @Test func aValueOutsideTheChoicesIsAUsageErrorNamingThem() {
        #expect(throws: UsageError(.verbatim("--sort must be one of added, date, not 'name'"), for: ListCommand.spec)) {
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
}
