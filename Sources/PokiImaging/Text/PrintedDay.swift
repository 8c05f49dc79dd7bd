import PokiSystem

/// Finds the day a booth prints on its frame (`2025.10.16`, `25.10.16`, `2025-10-16`,
/// `2025/10/16`, `2025. 10. 16`, `2025년 10월 16일`) in the words read on a print.
enum PrintedDay {
    /// Earliest year a print's day is taken from: booths printed days from the 2010s.
    static let earliestYear = 2000

    /// The first day in `lines` that is a real day from ``earliestYear`` to `latest`; nil when none.
    /// A time after it (`14:03`) is ignored; letters OCR reads for digits beside digits (`O` for 0,
    /// `l` or `I` for 1) are read as those digits, and marks it reads for a day's marks as those
    /// (`,` for `.`, `=` for `-`); a punctuation mark OCR lost is supplied where
    /// the figures show where it was (`2025 10/16`, `2019/0106`). Two figures right after another
    /// number and a mark are no year (`11/2/ 12` in `2024/11/2/ 12.55`).
    static func day(in lines: [String], latest: CalendarDay) -> CalendarDay? {
        days(in: lines, latest: latest).first
    }

    /// Every day in `lines`, as ``day(in:latest:)`` finds the first, in reading order: a sheet of
    /// two strips prints its line twice.
    static func days(in lines: [String], latest: CalendarDay) -> [CalendarDay] {
        var days: [CalendarDay] = []
        for line in lines {
            let scalars = digitsRead(in: line), read = Array(line.unicodeScalars)
            var index = 0
            while index < scalars.count {
                if isDigit(scalars[index]), index == 0 || !isDigit(scalars[index - 1]), let day = day(at: index, in: scalars, read: read, latest: latest) {
                    days.append(day)
                }
                index += 1
            }
        }
        return days
    }

    /// The day written from `start` (a run of digits), if the text there is one; `scalars` are
    /// ``digitsRead(in:)``'s, `read` the line's own, scalar for scalar.
    private static func day(at start: Int, in scalars: [Unicode.Scalar], read: [Unicode.Scalar], latest: CalendarDay) -> CalendarDay? {
        var index = start
        var numbers: [(value: Int, digits: Int)] = []
        var separators: [String] = []
        // What comes straight after the day's figures, before any space.
        var afterDay: Unicode.Scalar?
        while numbers.count < 3 {
            var value = 0, digits = 0
            while index < scalars.count, isDigit(scalars[index]), digits < 5 {
                value = value * 10 + Int(scalars[index].value - 48)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if numbers.count == 1, digits == 4, let mark = separators.first, ["." as String, "-", "/"].contains(mark),
               (index - 4..<index).allSatisfy({ isDigit(read[$0]) }), !followsNumber(start, in: scalars) {
                // OCR loses a thin mark between a padded month and day too (`2019/01/06` read
                // `2019/0106`): four figures after the year's mark are both, the mark between them
                // the year's. Not when a figure was a letter read as one (`2019/12l5` is more
                // likely `2019/12/5`), nor inside a longer number (`010-2023-0512`, a phone's).
                numbers += [(value / 100, 2), (value % 100, 2)]
                separators.append(mark)
                if index < scalars.count { afterDay = scalars[index] }
                break
            }
            numbers.append((value, digits))
            if numbers.count == 3, index < scalars.count { afterDay = scalars[index] }
            var separator = ""
            while index < scalars.count, !isDigit(scalars[index]), separator.unicodeScalars.count < 4 {
                if scalars[index] != " " { separator.unicodeScalars.append(scalars[index]) }
                index += 1
            }
            separators.append(separator)
            if numbers.count < 3, separator.isEmpty, index >= scalars.count || scalars[index - 1] != " " { return nil }
        }
        // OCR loses a thin separator between spaces (`2025 / 10 / 16` read `2025 10/16`): one
        // punctuation mark stands for both when the year has four digits.
        let marks = Set(separators.prefix(2)).subtracting([""])
        let punctuated = marks.count == 1 && [".", "-", "/"].contains(marks.first!)
            && (separators[0] == separators[1] || numbers[0].digits == 4)
        let korean = isKorean(separators)
        guard punctuated || korean else { return nil }
        // A slash or dash right after the day is more of the day, cut by OCR (`2024/11/27` read
        // `2024/11/2/`); after a space it parts the day from a time (`2025-10-16 - 14:03`). A
        // full stop may end a day (`2025. 10. 16.`, as Korean writes days).
        if punctuated, let mark = marks.first, mark != ".", let afterDay, String(afterDay) == mark { return nil }
        let year: Int
        switch numbers[0].digits {
        case 4: year = numbers[0].value
        // Two figures after another number and a mark are inside a longer run of numbers, not a
        // year: `11/2/ 12` in `2024/11/2/ 12.55` (a day cut short, then a time). A year of four
        // stands after a speck read as `1.` (`1.2025.10.16`).
        case 2 where punctuated && !followsNumber(start, in: scalars): year = 2000 + numbers[0].value
        default: return nil
        }
        // A booth pads both or neither: `2019-06-1` is `2019-06-19` cut short, not the first.
        let padded = { (number: (value: Int, digits: Int)) in number.digits == 2 && number.value < 10 }
        guard !(padded(numbers[1]) && numbers[2].digits == 1), !(padded(numbers[2]) && numbers[1].digits == 1) else { return nil }
        guard numbers[1].digits <= 2, numbers[2].digits <= 2, year >= earliestYear,
              let day = CalendarDay(year: year, month: numbers[1].value, day: numbers[2].value), day <= latest
        else { return nil }
        return day
    }

    /// Whether the figures at `start` follow another number and a mark (`010-2023-…`).
    private static func followsNumber(_ start: Int, in scalars: [Unicode.Scalar]) -> Bool {
        start >= 2 && [".", "-", "/"].contains(scalars[start - 1]) && isDigit(scalars[start - 2])
    }

    /// Whether `separators` are a Korean day's markers, 년, 월 and 일 (what follows 일 may run
    /// on: `일 (목)`). OCR reads one of three for another syllable now and then (`2021 변 12 월
    /// 26 일`): two markers right and the third a syllable still make the day.
    private static func isKorean(_ separators: [String]) -> Bool {
        let markers: [Unicode.Scalar] = ["년", "월", "일"]
        var misread = 0
        for (separator, marker) in zip(separators, markers) {
            let scalars = Array(separator.unicodeScalars)
            guard let read = scalars.first, marker == "일" || scalars.count == 1 else { return false }
            guard read != marker else { continue }
            guard read.isHangulSyllable else { return false }
            misread += 1
        }
        return misread <= 1
    }

    /// `line`'s scalars, with letters OCR mistakes for digits read as digits where a digit is
    /// beside them, and marks it mistakes for a day's marks as those (`=` for a thin dash).
    private static func digitsRead(in line: String) -> [Unicode.Scalar] {
        var scalars = Array(line.unicodeScalars)
        let lookalikes: [Unicode.Scalar: Unicode.Scalar] = ["O": "0", "o": "0", "D": "0", "l": "1", "I": "1", "|": "1", "S": "5", ",": ".", "=": "-"]
        for index in scalars.indices {
            guard let reading = lookalikes[scalars[index]] else { continue }
            let before = index > 0 && isDigit(scalars[index - 1])
            let after = index + 1 < scalars.count && isDigit(scalars[index + 1])
            if before || after { scalars[index] = reading }
        }
        return scalars
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
