import Testing
@testable import PokiCommands
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport

/// The parsing table's rules, checked without a process.
@Suite struct ArgumentParserTests {
    static let add = CommandSpec(
        ["add"], summary: .verbatim("Add."), arguments: "FILE...", minimumArguments: 1, maximumArguments: nil,
        options: [
            .value("tag", "T", help: .verbatim("Tag.")),
            .optionalValue("memo", "TEXT", help: .verbatim("Memo.")),
            .flag("json", help: .verbatim("JSON.")),
            .flag("yes", short: "y", help: .verbatim("Yes.")),
            .value("exclude", "GLOB", repeatable: true, help: .verbatim("Exclude.")),
        ]
    )
    static let tagsRename = CommandSpec(["tags", "rename"], summary: .verbatim("Rename."), arguments: "OLD NEW", minimumArguments: 2, maximumArguments: 2)
    static let tags = CommandSpec(["tags"], summary: .verbatim("Tags."))
    let parser = ArgumentParser(commands: [add, tagsRename, tags])

    private func parsed(_ words: [String]) throws -> (ParsedArguments, String?) {
        guard case let .command(parsed, library) = try parser.parse(words) else {
            Issue.record("\(words) did not parse to a command")
            throw UsageError(.verbatim("not a command"))
        }
        return (parsed, library)
    }

    @Test func readsArgumentsValuesAndFlags() throws {
        let (parsed, library) = try parsed(["add", "a.jpg", "--tag", "인생네컷", "b.png", "--json"])
        #expect(parsed.arguments == ["a.jpg", "b.png"])
        #expect(parsed.value("tag") == "인생네컷")
        #expect(parsed.has("json"))
        #expect(!parsed.has("yes"))
        #expect(library == nil)
    }

    @Test func acceptsEqualsFormAndShortFlags() throws {
        let (parsed, _) = try parsed(["add", "--tag=포토이즘", "-y", "a.jpg"])
        #expect(parsed.value("tag") == "포토이즘")
        #expect(parsed.has("yes"))
    }

    @Test func optionalValueIsBareAtTheEndOrBeforeAnotherOption() throws {
        #expect(try parsed(["add", "a.jpg", "--memo"]).0.optionalValue("memo") == .bare)
        #expect(try parsed(["add", "a.jpg", "--memo", "--json"]).0.optionalValue("memo") == .bare)
        #expect(try parsed(["add", "a.jpg", "--memo", "with 민지"]).0.optionalValue("memo") == .nextWord("with 민지"))
        #expect(try parsed(["add", "a.jpg", "--memo", "-"]).0.optionalValue("memo") == .nextWord("-"))
        #expect(try parsed(["add", "a.jpg", "--memo="]).0.optionalValue("memo") == .attached(""))
        #expect(try parsed(["add", "a.jpg", "--memo=b.jpg"]).0.optionalValue("memo") == .attached("b.jpg"))
        #expect(try parsed(["add", "a.jpg", "--memo=--json"]).0.optionalValue("memo") == .attached("--json"))
        #expect(try parsed(["add", "a.jpg"]).0.optionalValue("memo") == nil)
    }

    @Test func libraryIsAcceptedBeforeOrAfterTheCommand() throws {
        #expect(try parsed(["--library", "/tmp/a", "add", "x.jpg"]).1 == "/tmp/a")
        #expect(try parsed(["add", "x.jpg", "--library", "/tmp/b"]).1 == "/tmp/b")
        #expect(try parsed(["add", "x.jpg", "--library=/tmp/c"]).1 == "/tmp/c")
    }

    @Test func doubleDashEndsOptions() throws {
        let (parsed, _) = try parsed(["add", "--", "--odd-name.jpg"])
        #expect(parsed.arguments == ["--odd-name.jpg"])
    }

    @Test func repeatableOptionsKeepEveryValue() throws {
        let (parsed, _) = try parsed(["add", "a.jpg", "--exclude", "*.png", "--exclude", "*.gif"])
        #expect(parsed.values("exclude") == ["*.png", "*.gif"])
    }

    @Test func longestCommandPathWins() throws {
        #expect(try parsed(["tags", "rename", "a", "b"]).0.spec.path == ["tags", "rename"])
        #expect(try parsed(["tags"]).0.spec.path == ["tags"])
    }

    @Test func helpAndVersion() throws {
        #expect(try parser.parse([]) == .introduction)
        #expect(try parser.parse(["--help"]) == .help(nil))
        #expect(try parser.parse(["add", "--help"]) == .help(Self.add))
        #expect(try parser.parse(["help", "tags", "rename"]) == .help(Self.tagsRename))
        #expect(try parser.parse(["--version"]) == .version)
    }

    @Test(arguments: [
        (["ad", "x.jpg"], "unknown command 'ad'; did you mean 'add'?"),
        (["add"], "missing FILE..."),
        (["add", "x.jpg", "--tga", "a"], "unknown option '--tga'; did you mean '--tag'?"),
        (["add", "x.jpg", "--tag"], "--tag needs a value (T)"),
        (["add", "x.jpg", "--tag", "a", "--tag", "b"], "--tag is given more than once"),
        (["add", "x.jpg", "--json=yes"], "--json takes no value"),
        (["tags", "rename", "a"], "missing OLD NEW"),
        (["tags", "rename", "a", "b", "c"], "unexpected argument 'c'"),
        (["add", "x.jpg", "-q"], "unknown option '-q'"),
    ])
    func refusesWithAClearMessage(words: [String], message: String) {
        #expect(throws: UsageError.self) { try parser.parse(words) }
        do {
            _ = try parser.parse(words)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func usageErrorNamesTheUsageAndWhereHelpIs() {
        let error = UsageError(.verbatim("missing FILE..."), for: Self.add)
        let lines = error.description.split(separator: "\n")
        #expect(lines.first == "error: missing FILE...")
        #expect(lines.contains { $0.hasPrefix("usage: poki add FILE...") })
        #expect(lines.last == "See 'poki add --help'.")
    }

    @Test func integerAndChoiceValuesAreChecked() throws {
        let spec = CommandSpec(["list"], summary: .verbatim("List."), options: [.value("limit", "N", help: .verbatim("")), .value("sort", "KEY", help: .verbatim(""))])
        let parser = ArgumentParser(commands: [spec])
        guard case let .command(good, _) = try parser.parse(["list", "--limit", "20", "--sort", "date"]) else {
            Issue.record("did not parse")
            return
        }
        #expect(try good.integer("limit", in: 1...1_000_000) == 20)
        #expect(try good.choice("sort", from: ["date", "added"]) == "date")
        guard case let .command(bad, _) = try parser.parse(["list", "--limit", "zero", "--sort", "colour"]) else {
            Issue.record("did not parse")
            return
        }
        #expect(throws: UsageError.self) { try bad.integer("limit", in: 1...1_000_000) }
        #expect(throws: UsageError.self) { try bad.choice("sort", from: ["date", "added"]) }
    }
}

/// Sub-command typos and suggestions that must not lead astray.
@Suite struct SubcommandSuggestionTests {
    let parser = ArgumentParser(commands: [
        CommandSpec(["tags"], summary: .verbatim("Tags.")),
        CommandSpec(["tags", "remove"], summary: .verbatim("Remove."), arguments: "TAG", minimumArguments: 1, maximumArguments: 1),
        CommandSpec(["tags", "rename"], summary: .verbatim("Rename."), arguments: "OLD NEW", minimumArguments: 2, maximumArguments: 2),
        CommandSpec(["import"], summary: .verbatim("Import."), arguments: "PATH...", minimumArguments: 1, maximumArguments: nil),
        CommandSpec(["colours"], summary: .verbatim("Colours."), arguments: "FILE...", minimumArguments: 1, maximumArguments: nil),
        CommandSpec(["list"], summary: .verbatim("List.")),
    ])

    private func message(_ words: [String]) -> String? {
        do {
            _ = try parser.parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aMistypedSubcommandIsNamedWithItsSuggestion() {
        #expect(message(["tags", "remve", "x"]) == "unknown command 'tags remve'; did you mean 'tags remove'?")
        #expect(message(["tags", "renmae", "a", "b"]) == "unknown command 'tags renmae'; did you mean 'tags rename'?")
        #expect(message(["tags", "purge"]) == "unknown command 'tags purge' ('tags' has remove, rename)")
    }

    @Test func onlyCloseWordsAreSuggested() {
        #expect(message(["publish"]) == "unknown command 'publish'")
        #expect(message(["colrs"]) == "unknown command 'colrs'; did you mean 'colours'?")
        #expect(message(["lsit"]) == "unknown command 'lsit'; did you mean 'list'?")
        #expect(Suggestion.closestName(to: "export", among: ["import"]) == nil)
        #expect(Suggestion.closestName(to: "remve", among: ["remove", "rename"]) == "remove")
        #expect(Suggestion.closestName(to: "tga", among: ["tag", "memo"]) == "tag")
    }
}
