import Foundation
import Testing
@testable import PokiCommands

@Suite struct TextTableTests {
    let table = TextTable(
        headers: ["ID", "TAG", "MEMO"],
        rows: [
            [.init("1000"), .init("인생네컷"), .init("민지랑 홍대에서 찍은 첫 네컷, 다음엔 포즈 연습하기")],
            [.init("1001"), .init("photo"), .init("short")],
        ],
        flexibleColumn: 2
    )

    @Test func columnsLineUpWithDoubleWidthText() {
        let lines = table.render(width: nil)
        let memos = ["MEMO", "민지랑", "short"]
        let starts = zip(lines, memos).map { line, memo in
            DisplayWidth.of(String(line[..<line.range(of: memo)!.lowerBound]))
        }
        #expect(starts == [16, 16, 16], "memo column starts at \(starts) in \(lines)")
    }

    @Test func everyLineFitsTheWidthAndLongMemosEndInAnEllipsis() {
        for width in [30, 40, 80] {
            let lines = table.render(width: width)
            for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line) is wider than \(width)") }
            #expect(lines[1].hasSuffix("…") || DisplayWidth.of(lines[1]) < width)
        }
    }

    @Test func withoutAWidthNothingIsCut() {
        let lines = table.render(width: nil)
        #expect(lines[1].hasSuffix("다음엔 포즈 연습하기"))
    }
}
