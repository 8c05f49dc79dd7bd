import Foundation
import Testing
@testable import PokiCommands
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport

/// The one function user text passes through before it is printed, and its JSON counterpart.
@Suite struct VisibleTextTests {
    @Test func controlCharactersTakeTheFormsCatAndLessShow() {
        #expect(VisibleText.of("esc \u{1B}[31mRED") == "esc ^[[31mRED")
        #expect(VisibleText.of("a\tb\nc\r\u{0}\u{7F}") == "a^Ib^Jc^M^@^?")
        #expect(VisibleText.of("\u{1B}]0;title\u{07}") == "^[]0;title^G")
        #expect(VisibleText.of("csi \u{9B}31m nel \u{85}") == "csi <U+009B>31m nel <U+0085>")
        #expect(VisibleText.of("abc\u{202E}gpj.exe \u{2066}x\u{2069} \u{2028}") == "abc<U+202E>gpj.exe <U+2066>x<U+2069> <U+2028>")
    }

    @Test func ordinaryTextIsLeftAlone() {
        for text in ["민지랑 홍대에서 찍은 첫 네컷", "크리스마스 🎄 가족사진", "👨‍👩‍👧 family", "café", "C:\\path\\a.jpg", ""] {
            #expect(VisibleText.of(text) == text)
        }
    }

    @Test func linesKeepTheirBreaksAndStyledLinesTheirEscapes() {
        #expect(VisibleText.lines(of: "one\ttab\ntwo\u{1B}") == "one^Itab\ntwo^[")
        #expect(VisibleText.keepingEscapes(of: "\u{1B}[48;2;1;2;3m  \u{1B}[0m memo\u{7}") == "\u{1B}[48;2;1;2;3m  \u{1B}[0m memo^G")
    }

    @Test func consoleMakesMessagesVisibleOnOneLine() {
        let recorder = Console.Recorder()
        let console = Console(settings: .pipe, sink: .memory(recorder))
        console.error("cannot read 'a\n\u{1B}[2J.jpg'")
        console.warning("\u{202E}")
        console.output("tag\u{1B}[31m")
        #expect(recorder.standardError == "error: cannot read 'a^J^[[2J.jpg'\nwarning: <U+202E>\n")
        console.flush()
        #expect(recorder.standardOutput == "tag^[[31m\n")
    }

    @Test func jsonEscapesWhatJSONLeavesRawAndMeansTheSame() throws {
        let text = "del\u{7F} csi\u{9B} rlo\u{202E} isolate\u{2069} ls\u{2028} 한글 é"
        let bytes = JSONOutput.bytes(["memo": text])
        let json = String(decoding: bytes, as: UTF8.self)
        #expect(json.contains(#"del\u007f csi\u009b rlo\u202e isolate\u2069 ls\u2028 한글 é"#))
        let decoded = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String]
        #expect(decoded?["memo"] == text)
        #expect(JSONOutput.escapingInvisibles(Array("{\"a\" : \"한글 ✓ \u{2030}\"}".utf8)) == Array("{\"a\" : \"한글 ✓ \u{2030}\"}".utf8))
    }
}
