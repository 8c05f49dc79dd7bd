import Foundation
import Testing
@testable import PokiCommands
import PokiTestSupport

/// `poki completions bash|zsh|fish` run in the real shells: every command and option of the table
/// is offered, option values and the album's tags and IDs are completed.
@Suite struct CompletionTests {
    static let visibleCommands = CommandLineTool.commands.map { $0.spec }.filter { !$0.isHidden }

    /// An album with two photos (one in the trash), a tag of the user's with a space in it, and a
    /// folder that holds the poki binary as `poki`, for shells that find it on PATH.
    struct Setup {
        let directory: URL
        var album: String { directory.appendingPathComponent("album").path }
        var bin: String { directory.appendingPathComponent("bin").path }

        init() throws {
            directory = try PokiProcess.temporaryDirectory()
            try FileManager.default.createDirectory(atPath: directory.appendingPathComponent("bin").path, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin + "/poki", withDestinationPath: PokiProcess.executable.path)
            let fixtures = PokiProcess.fixtures.appendingPathComponent("solid")
            for (file, memo) in [("pink.jpg", "first"), ("red.png", "second photo")] {
                let added = try PokiProcess.run(["--library", album, "add", fixtures.appendingPathComponent(file).path, "--tag", "포토이즘", "--memo", memo, "--date", "2026-11-20"])
                #expect(added.status == 0, "\(added.standardError)")
            }
            #expect(try PokiProcess.run(["--library", album, "tags", "add", "홍대 pop-up"]).status == 0)
            #expect(try PokiProcess.run(["--library", album, "delete", "1000", "--yes"]).status == 0)
        }
    }

    /// What bash's `_poki` offers for the words `line` (the last one being completed), one a line.
    static func bash(_ line: [String], environment: [String: String] = [:]) throws -> [String] {
        let words = ([PokiProcess.executable.path] + line).map(ShellQuoting.singleQuoted).joined(separator: " ")
        let result = try ShellScript.run("""
            source <("$POKI" completions bash) || exit 3
            COMP_WORDS=(\(words)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _poki
            printf '%s\\n' "${COMPREPLY[@]}"
            """, environment: environment, timeLimit: 30)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    /// A real `shell` on a terminal in `setup`'s folder, with poki on its PATH and its completion
    /// loaded by `loading`, ready at its prompt.
    static func shell(
        _ shell: String, prompt: String, loading: String, setup: Setup, environment: [String: String] = [:]
    ) throws -> TerminalSession {
        let terminal = try TerminalSession(
            command: shell, in: setup.directory,
            environment: ["PATH": setup.bin + ":/usr/bin:/bin", "HOME": setup.directory.path, "PS1": prompt].merging(environment) { $1 }
        )
        try terminal.waitForScreen(containing: String(prompt.prefix(1)))
        try terminal.type(loading + " && echo loaded")
        try terminal.press("Enter")
        try terminal.waitForScreen(containing: "\nloaded")
        return terminal
    }

    /// What fish offers for the command line `line`, values only (descriptions dropped).
    static func fish(_ line: String, setup: Setup) throws -> [String] {
        let result = try ShellScript.run("""
            export PATH="$BIN:$PATH"
            fish --no-config -c 'poki completions fish | source; complete -C $argv[1]' \(ShellQuoting.singleQuoted(line))
            """, environment: ["BIN": setup.bin], timeLimit: 30)
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1)[0]) }
    }

    // MARK: The table, whole

    @Test func bashOffersEveryCommandAndEveryOptionOfEach() throws {
        // One bash for the whole table: for each command path, what `poki PATH --<TAB>` offers.
        var script = #"source <("$POKI" completions bash) || exit 3"# + "\n"
        script += #"offer() { COMP_WORDS=(poki "$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _poki; printf '%s\n' "${COMPREPLY[@]}"; echo ==; }"# + "\n"
        script += "offer ''\n"
        for spec in Self.visibleCommands {
            script += "offer \(spec.path.map(ShellQuoting.singleQuoted).joined(separator: " ")) --\n"
        }
        let result = try ShellScript.run(script, timeLimit: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let blocks = result.standardOutput.components(separatedBy: "==\n").map { Set($0.split(separator: "\n").map(String.init)) }
        try #require(blocks.count == Self.visibleCommands.count + 2)
        #expect(blocks[0] == Set(Self.visibleCommands.map { $0.path[0] }))
        for (spec, offered) in zip(Self.visibleCommands, blocks.dropFirst()) {
            let expected = Set(spec.options.map { "--\($0.name)" } + ["--help", "--library"])
            #expect(expected.isSubset(of: offered), "poki \(spec.name) --<TAB> lacks \(expected.subtracting(offered).sorted())")
        }
        #expect(!blocks[0].contains("__complete"))
    }

    @Test func fishOffersEveryCommandAndEveryOptionOfEach() throws {
        let setup = try Setup()
        var script = "export PATH=\"$BIN:$PATH\"\nfish --no-config -c '\n poki completions fish | source\n"
        script += " complete -C \"poki \"; echo ==\n"
        for spec in Self.visibleCommands {
            script += " complete -C \"poki \(spec.name) --\"; echo ==\n"
        }
        script += "'\n"
        let result = try ShellScript.run(script, environment: ["BIN": setup.bin], timeLimit: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let blocks = result.standardOutput.components(separatedBy: "==\n").map { block in
            Set(block.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1)[0]) })
        }
        try #require(blocks.count == Self.visibleCommands.count + 2)
        #expect(blocks[0] == Set(Self.visibleCommands.filter { $0.path.count == 1 }.map(\.name)))
        for (spec, offered) in zip(Self.visibleCommands, blocks.dropFirst()) {
            let expected = Set(spec.options.map { "--\($0.name)" } + ["--help", "--library"])
            #expect(expected.isSubset(of: offered), "poki \(spec.name) --<TAB> lacks \(expected.subtracting(offered).sorted())")
        }
    }

    @Test func zshScriptNamesEveryCommandAndOptionWithItsHelp() throws {
        let result = try PokiProcess.run(["completions", "zsh"])
        #expect(result.status == 0)
        let script = result.standardOutput
        #expect(script.hasPrefix("#compdef poki\n"))
        // The options function: one case per command path, each option with its one-line help.
        let options = try #require(script.components(separatedBy: "_poki_options() {").last?.components(separatedBy: "\n}\n").first)
        for spec in Self.visibleCommands {
            let line = try #require(options.split(separator: "\n").first { $0.hasPrefix("        \(ShellQuoting.singleQuoted(spec.name))) reply=(") }, "no case for \(spec.name)")
            for option in spec.options {
                #expect(line.contains(ShellQuoting.singleQuoted("--\(option.name):\(option.help.english)")), "\(spec.name) --\(option.name)")
            }
            #expect(script.contains(ShellQuoting.singleQuoted("\(spec.path.last!):\(spec.summary.english)")), "\(spec.name)")
        }
        // zsh itself reads the script without a syntax error.
        let check = try ShellScript.run(#"zsh -n <("$POKI" completions zsh)"#, timeLimit: 30)
        #expect(check.status == 0, "\(check.standardError)")
    }

    // MARK: Partial command lines

    @Test func bashCompletesCommandsSubcommandsOptionsAndTheirChoices() throws {
        #expect(try Self.bash(["li"]) == ["list"])
        #expect(try Self.bash(["tags", ""]) == ["add", "rename", "remove"])
        #expect(try Self.bash(["list", "--so"]) == ["--sort"])
        #expect(try Self.bash(["list", "--sort", ""]).sorted() == ["added", "date"])
        #expect(try Self.bash(["list", "--sort", "=", "d"]) == ["date"])
        #expect(try Self.bash(["show", "--protocol", "k"]) == ["kitty"])
        #expect(try Self.bash(["pose", "--category", ""]).sorted() == ["alone", "many", "two"])
        #expect(try Self.bash(["completions", "z"]) == ["zsh"])
        // A value that is free text gets nothing rather than file names.
        #expect(try Self.bash(["list", "--search", ""]) == [])
    }

    @Test func bashCompletesTagsAndIDsFromTheAlbumNamed() throws {
        let setup = try Setup()
        #expect(try Self.bash(["--library", setup.album, "list", "--tag", "포토"]).sorted() == ["포토 시그니쳐", "포토그레이", "포토드링크", "포토아이브", "포토이즘"].map { $0.replacingOccurrences(of: " ", with: "\\ ") }.sorted())
        // A tag with a space comes back escaped, ready for the command line.
        #expect(try Self.bash(["list", "--library", setup.album, "--tag", "홍"]) == [#"홍대\ pop-up"#])
        #expect(try Self.bash(["--library", setup.album, "show", ""]) == ["1001"])
        #expect(try Self.bash(["--library", setup.album, "restore", ""]) == ["1000"])
        #expect(try Self.bash(["tags", "remove", ""], environment: ["POKI_LIBRARY": setup.album]) == [#"홍대\ pop-up"#])
        #expect(try Self.bash(["--library", setup.album, "pose", "show", "two-0"]).count >= 5)
    }

    /// A tag `#hot` was inserted bare, which bash reads as a comment, and after an open quote the
    /// backslashes went inside the quotes (issue #24).
    @Test func bashQuotesATagForWhereTheCursorIs() throws {
        let setup = try Setup()
        #expect(try PokiProcess.run(["--library", setup.album, "tags", "add", "#hot $pot"]).status == 0)
        let tag = ["--library", setup.album, "add", "x.jpg", "--tag"]
        #expect(try Self.bash(tag + ["#h"]) == [##"\#hot\ \$pot"##])
        #expect(try Self.bash(tag + [##""#h"##]) == [##"#hot \$pot"##])
        #expect(try Self.bash(tag + ["'#h"]) == ["#hot $pot"])
        #expect(try Self.bash(tag + ["'홍"]) == ["홍대 pop-up"])
        #expect(try PokiProcess.run(["--library", setup.album, "tags", "add", "Minji's #1"]).status == 0)
        #expect(try Self.bash(tag + ["'Min"]) == [#"Minji'\''s #1"#])
    }

    @Test func bashInsertsAQuotedTagOnARealTerminal() throws {
        let setup = try Setup()
        #expect(try PokiProcess.run(["--library", setup.album, "tags", "add", "#hot"]).status == 0)
        let terminal = try Self.shell(
            "exec bash --norc --noprofile", prompt: "$ ", loading: "source <(poki completions bash)", setup: setup,
            environment: ["POKI_LIBRARY": setup.album]
        )
        try terminal.type("poki add x.jpg --tag #h")
        try terminal.press("Tab")
        try terminal.waitForScreen(containing: ##"--tag \#hot"##)
        try terminal.press("C-u")
        try terminal.type(##"poki add x.jpg --tag "#h"##)
        try terminal.press("Tab")
        try terminal.waitForScreen(containing: ##"--tag "#hot""##)
    }

    @Test func bashCompletesFileNamesForFileArguments() throws {
        let setup = try Setup()
        try Data().write(to: setup.directory.appendingPathComponent("booth-print.jpg"))
        let prefix = setup.directory.appendingPathComponent("booth").path
        #expect(try Self.bash(["add", prefix]) == [prefix + "-print.jpg"])
        #expect(try Self.bash(["cuts", "1001", "--to", setup.directory.appendingPathComponent("al").path]) == [setup.album])
    }

    @Test func fishCompletesValuesAndTheAlbumsTagsAndIDs() throws {
        let setup = try Setup()
        #expect(try Self.fish("poki list --sort ", setup: setup).sorted() == ["added", "date"])
        #expect(try Self.fish("poki tags r", setup: setup).sorted() == ["remove", "rename"])
        #expect(try Self.fish("poki --library \(setup.album) list --tag 홍", setup: setup) == ["홍대 pop-up"])
        #expect(try Self.fish("poki --library \(setup.album) edit ", setup: setup) == ["1001"])
    }

    @Test func zshCompletesOnARealTerminal() throws {
        let setup = try Setup()
        let terminal = try Self.shell(
            "exec zsh -f", prompt: "%% ", loading: "autoload -U compinit && compinit -u && source <(poki completions zsh)", setup: setup
        )
        try terminal.type("poki list --so")
        try terminal.press("Tab")
        try terminal.waitForScreen(containing: "poki list --sort")
        try terminal.type("d")
        try terminal.press("Tab")
        try terminal.waitForScreen(containing: "poki list --sort date")
        try terminal.press("C-u")
        try terminal.type("poki --library \(setup.album) show ")
        try terminal.press("Tab")
        try terminal.waitForScreen(containing: "show 1001")
    }

    // MARK: The values poki gives the shells

    @Test func completeListsTagsWithCountsAndRecentIDs() throws {
        let setup = try Setup()
        let tags = try PokiProcess.run(["--library", setup.album, "__complete", "tags"])
        #expect(tags.status == 0)
        #expect(tags.standardOutput.contains("포토이즘\t1 photo\n"))
        #expect(tags.standardOutput.hasSuffix("홍대 pop-up\t0 photos\n"))
        let ids = try PokiProcess.run(["--library", setup.album, "__complete", "ids"])
        #expect(ids.standardOutput == "1001\t2026-11-20 포토이즘 second photo\n")
        let help = try PokiProcess.run(["--help"])
        #expect(!help.standardOutput.contains("__complete"))
        let unknown = try PokiProcess.run(["__complete", "colours"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("KIND must be one of tags, custom-tags, ids, trashed-ids, poses"))
    }

    @Test func unknownShellIsAUsageError() throws {
        let result = try PokiProcess.run(["completions", "powershell"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: SHELL must be one of bash, zsh, fish, not 'powershell'\n"))
        #expect(result.standardOutput.isEmpty)
    }
}
