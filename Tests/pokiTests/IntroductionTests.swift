import Testing
@testable import PokiCommands
import PokiTestSupport

/// `poki` alone introduces poki on one screen: a 40-row, 80-column terminal shows all of it.
@Suite struct IntroductionTests {
    @Test func pokiAloneFitsOneScreenAndPointsToTheFullList() throws {
        let result = try PokiProcess.run([])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 24, "\(lines.count) lines")
        for line in lines { #expect(DisplayWidth.of(String(line)) <= 80, "too wide: \(line)") }
        #expect(result.standardOutput.contains("'poki --help' lists every command"))
        for command in ["add", "import", "list", "show", "edit", "share", "export --html", "check"] {
            #expect(result.standardOutput.contains("poki \(command)"), "poki \(command)")
        }
    }

    @Test func theCommandsColumnLinesUpWithHangulCountedDoubleWidth() throws {
        let output = try PokiProcess.run([]).standardOutput
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("  poki ") }
        let starts = Set(rows.map { row -> Int in
            let command = row.range(of: "   ").map { String(row[..<$0.lowerBound]) } ?? ""
            let gap = row.dropFirst(command.count).prefix { $0 == " " }.count
            return DisplayWidth.of(command) + gap
        })
        #expect(rows.count >= 8)
        #expect(starts.count == 1, "descriptions start at columns \(starts.sorted())")
    }

    @Test func helpStillListsEveryCommand() throws {
        let result = try PokiProcess.run(["--help"])
        #expect(result.status == 0)
        for command in CommandLineTool.commands where !command.spec.isHidden {
            #expect(result.standardOutput.contains("  \(command.spec.name) "), "\(command.spec.name)")
        }
    }
}
