import Testing
@testable import PokiCommands
import PokiSystem

/// What poki says in sentences is broken between words to the terminal's width; data (an ID, a
/// path, JSON) is written as it is, whatever its length, so a script or a copy gets it whole.
@Suite struct ConsoleWrappingTests {
    private func console(width: Int) -> (Console, Console.Recorder) {
        var settings = TerminalSettings.pipe
        settings.outputIsTerminal = true
        settings.width = width
        let recorder = Console.Recorder()
        return (Console(settings: settings, sink: .memory(recorder)), recorder)
    }

    @Test func sentencesAreBrokenAndDataIsNot() {
        let (console, recorder) = console(width: 26)
        let json = #"  "file" : "/photos/홍대 네컷/2025 가을 민지랑 찍은 사진.jpg","#
        console.output(json)
        console.output("/photos/홍대 네컷/2025 가을 민지랑 찍은 사진.jpg")
        console.output(Phrase("  print: 1x4 cuts, frame #EA88B5, pattern #EB8DB9, #C2608D", korean: "-"))
        console.flush()
        let lines = recorder.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[0] == json && lines[1] == "/photos/홍대 네컷/2025 가을 민지랑 찍은 사진.jpg", "\(lines)")
        #expect(Array(lines[2...]) == ["  print: 1x4 cuts, frame", "         #EA88B5, pattern", "         #EB8DB9, #C2608D"], "\(lines)")
    }
}
