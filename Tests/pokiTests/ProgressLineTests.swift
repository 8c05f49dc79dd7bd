import Foundation
import Testing
@testable import PokiCommands

/// The progress line redraws in place only while it fits its row: on a narrow terminal it is cut
/// short of the edge, never wrapped onto a row the next redraw cannot clear.
@Suite struct ProgressLineTests {
    @Test func aNarrowTerminalGetsALineCutShortOfItsEdge() throws {
        var settings = TerminalSettings.pipe
        settings.errorIsTerminal = true
        settings.errorWidth = 24
        let recorder = Console.Recorder()
        let progress = ProgressLine(console: Console(settings: settings, sink: .memory(recorder)), total: 300)
        Thread.sleep(forTimeInterval: 0.05)
        progress.update(done: 120)
        let drawn = try #require(recorder.standardError.components(separatedBy: "\r\u{1B}[2K").last)
        #expect(drawn.hasPrefix("[120/300] "), "\(recorder.standardError.debugDescription)")
        #expect(drawn.hasSuffix("…") && DisplayWidth.of(drawn) <= 23, "\(drawn)")
        #expect(!drawn.contains("\n"))
    }
}
