import Foundation
import Testing
@testable import PokiCommands

@Suite struct DisplayWidthTests {
    @Test func hangulIsTwoColumnsAndAsciiOne() {
        #expect(DisplayWidth.of("poki") == 4)
        #expect(DisplayWidth.of("인생네컷") == 8)
        #expect(DisplayWidth.of("포토 시그니쳐") == 13)
    }

    @Test func decomposedHangulHasTheSameWidthAsComposed() {
        let composed = "하루필름"
        let decomposed = String(composed.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            // Hangul syllable decomposition (Unicode §3.12).
            let index = Int(scalar.value) - 0xAC00
            guard index >= 0, index < 11172 else { return [scalar] }
            let lead = Unicode.Scalar(UInt32(0x1100 + index / 588))!
            let vowel = Unicode.Scalar(UInt32(0x1161 + (index % 588) / 28))!
            let trail = index % 28 == 0 ? [] : [Unicode.Scalar(UInt32(0x11A7 + index % 28))!]
            return [lead, vowel] + trail
        }.map(Character.init))
        #expect(decomposed.unicodeScalars.count > composed.unicodeScalars.count)
        #expect(DisplayWidth.of(decomposed) == DisplayWidth.of(composed))
    }

    @Test func truncationNeverExceedsTheWidthAndEndsInAnEllipsis() {
        let memo = "민지랑 홍대에서 찍은 첫 네컷"
        for width in 1...20 {
            let cut = DisplayWidth.truncate(memo, toWidth: width)
            #expect(DisplayWidth.of(cut) <= width)
            #expect(cut.hasSuffix("…"))
        }
        #expect(DisplayWidth.truncate("short", toWidth: 10) == "short")
    }

    @Test func fitPadsToExactlyTheWidth() {
        #expect(DisplayWidth.fit("인생", toWidth: 6) == "인생  ")
        #expect(DisplayWidth.of(DisplayWidth.fit("인생네컷 하루필름", toWidth: 7)) == 7)
    }

    @Test func aHangingMessageBreaksBetweenWordsAndKeepsEveryOne() {
        let message = "경고: 사진 2장에 오늘 날짜(2026-11-28)가 붙었습니다: 1005-1006; 'poki edit ID --date YYYY-MM-DD'"
        for width in [20, 27, 40, 80] {
            let lines = DisplayWidth.hanging(message, toWidth: width, indent: "  ")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width): \(lines)")
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }, "\(width): \(lines)")
            #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == message, "\(width): \(lines)")
        }
        #expect(DisplayWidth.hanging("short", toWidth: 40, indent: "  ") == ["short"])
        // A line's own indentation is kept, and no word comes twice.
        let indented = "  1003  2025-10-16  인생네컷  민지랑 홍대에서 찍은 첫 네컷"
        for width in [16, 24, 33] {
            let lines = DisplayWidth.hanging(indented, toWidth: width, indent: "  ")
            #expect(lines.allSatisfy { $0.hasPrefix("  ") && DisplayWidth.of($0) <= width }, "\(width): \(lines)")
            #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").split(separator: " ") == indented.split(separator: " "), "\(width): \(lines)")
        }
        #expect(DisplayWidth.underLabel("privacy:  모든 사진과 기록은 이 컴퓨터의 앨범 폴더에만 저장되며", toWidth: 30) == [
            "privacy:  모든 사진과 기록은", "          이 컴퓨터의 앨범", "          폴더에만 저장되며",
        ])
    }
}
