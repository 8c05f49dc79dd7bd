import PokiSystem
import PokiImaging

/// The words read on a print's frame, as `show` and `colours` print them: the lines read, then
/// what poki understood of them (`harufilm / 2025.10.16 (brand 하루필름, day 2025-10-16)`), in
/// `language` (`브랜드 하루필름, 날짜 2025년 10월 16일 (목)`).
enum PrintTextLine {
    static func describe(_ text: PrintText, in language: Language = .english) -> String {
        guard !text.lines.isEmpty else { return Phrase("none read on the frame", korean: "프레임에서 읽은 글자 없음").text(in: language) }
        let brand = text.brand.map { name -> String in
            let brand = VisibleText.of(name)
            return Phrase("brand \(brand)", korean: "브랜드 \(brand)").text(in: language)
        }
        let day = text.day.map { day -> String in
            let written = day.written(in: language)
            return Phrase("day \(written)", korean: "날짜 \(written)").text(in: language)
        }
        let understood = [brand, day].compactMap { $0 }
        let read = VisibleText.of(text.lines.joined(separator: " / "))
        return understood.isEmpty ? read : read + " (" + understood.joined(separator: ", ") + ")"
    }
}
