import Foundation
import Testing
@testable import PokiCommands
import PokiTestSupport

/// `poki manual` is a manual page groff and man read without a warning, and it documents every
/// command and option of the table.
@Suite struct ManualPageTests {
    static func manual() throws -> String {
        let result = try PokiProcess.run(["manual"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        return result.standardOutput
    }

    @Test func groffAndManRenderItWithoutAWarning() throws {
        let directory = try PokiProcess.temporaryDirectory()
        let page = directory.appendingPathComponent("poki.1")
        try Self.manual().write(to: page, atomically: true, encoding: .utf8)
        let groff = try ShellScript.run("groff -man -Tutf8 -ww -z \"$PAGE\"", environment: ["PAGE": page.path], timeLimit: 30)
        #expect(groff.status == 0)
        #expect(groff.standardError.isEmpty, "\(groff.standardError)")
        let man = try ShellScript.run("man --warnings -l \"$PAGE\" >/dev/null", environment: ["PAGE": page.path, "MANWIDTH": "80"], timeLimit: 30)
        #expect(man.status == 0)
        #expect(man.standardError.isEmpty, "\(man.standardError)")
    }

    @Test func theRenderedPageHasEveryCommandOptionAndTheREADMEsSections() throws {
        let directory = try PokiProcess.temporaryDirectory()
        let page = directory.appendingPathComponent("poki.1")
        try Self.manual().write(to: page, atomically: true, encoding: .utf8)
        let rendered = try ShellScript.run("man -l \"$PAGE\" | col -b", environment: ["PAGE": page.path, "MANWIDTH": "2000", "LANG": "C.UTF-8"], timeLimit: 30)
        #expect(rendered.status == 0)
        let text = rendered.standardOutput
        for spec in CommandLineTool.commands.map({ $0.spec }) where !spec.isHidden {
            #expect(text.contains("\n   \(spec.name)\n"), "no section for \(spec.name)")
            for option in spec.options {
                #expect(text.contains("--\(option.name)"), "\(spec.name) --\(option.name)")
            }
        }
        for section in ["NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "THE ALBUM", "CONFIGURATION", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
            #expect(text.contains("\n\(section)\n"), "\(section)")
        }
        #expect(text.contains("POKI_LIBRARY"))
        #expect(text.contains("Usage error: an unknown command or option"))
        #expect(text.contains("인생네컷"))
        #expect(!text.contains("__complete"))
    }

    @Test func everyHyphenIsEscapedAndNoTextLineReadsAsARequest() throws {
        for line in try Self.manual().split(separator: "\n") where !line.hasPrefix(".") {
            let bare = zip(line, line.dropFirst()).contains { $0 != "\\" && $1 == "-" } || line.first == "-"
            #expect(!bare, "unescaped hyphen: \(line)")
            #expect(!line.hasPrefix("'"))
        }
        #expect(Roff.lines(".hidden\n'quoted\nplain-text") == "\\&.hidden\n\\&'quoted\nplain\\-text")
        #expect(Roff.escaped("a\\b 민") == "a\\eb \\[uBBFC]")
    }
}
