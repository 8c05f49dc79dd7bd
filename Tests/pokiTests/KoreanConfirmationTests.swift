import Foundation
import Testing
import PokiTestSupport

/// A `[y/N]` question takes the Korean 예 and 네 as yes, and 아니오 as no, whatever the language
/// poki speaks (issue #28), typed on a real terminal.
@Suite struct KoreanConfirmationTests {
    @Test(arguments: [("예", true), ("네", true), ("y", true), ("아니오", false), ("", false)])
    func deleteAsksAndHearsKorean(answer: String, deletes: Bool) throws {
        let album = try TemporaryAlbum()
        #expect(try album.poki(["add", PokiProcess.fixtures.appendingPathComponent("solid/red.png").path]).status == 0)
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let terminal = try TerminalSession(command: "\(poki) delete 1000; echo \"status $?\"; sleep 30", in: album.scratch,
                                           environment: ["POKI_LIBRARY": album.directory.path, "TERM": "xterm-256color"])
        try terminal.waitForScreen(containing: "[y/N]")
        try terminal.type(answer)
        try terminal.press("Enter")
        try terminal.waitForScreen(containing: deletes ? "status 0" : "status 1")
        #expect(FileManager.default.fileExists(atPath: album.directory.appendingPathComponent("trash/1000.json").path) == deletes)
    }
}
