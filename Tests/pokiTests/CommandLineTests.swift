import Testing
@testable import PokiCommands
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import PokiTestSupport

/// poki as a process: help, version, usage errors and exit statuses.
@Suite struct CommandLineTests {
    @Test func helpListsEveryCommandAndExitsZero() throws {
        let result = try PokiProcess.run(["--help"])
        #expect(result.status == 0)
        for command in CommandLineTool.commands where !command.spec.isHidden {
            #expect(result.standardOutput.contains(command.spec.name))
        }
        #expect(result.standardError.isEmpty)
    }

    @Test func everyCommandHasHelp() throws {
        for command in CommandLineTool.commands {
            let result = try PokiProcess.run(command.spec.path + ["--help"])
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("usage: poki \(command.spec.name)"))
        }
    }

    @Test func versionPrintsOneLine() throws {
        let result = try PokiProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "poki \(PokiVersion.current)\n")
    }

    @Test func unknownCommandIsAUsageErrorOnStandardError() throws {
        let result = try PokiProcess.run(["colrs"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: unknown command 'colrs'; did you mean 'colours'?"))
    }
}
