import PokiSystem

/// The day a photo's file name gives, for files without an EXIF date: phones, messengers and
/// scanners name files after the moment (`IMG_20250722_143012.jpg`,
/// `KakaoTalk_Photo_2025-07-22-14-30-12.jpeg`, `2025-07-22_홍대.jpg`).
///
/// Only forms that cannot be read two ways are taken, year first: `YYYY-MM-DD` (or with `_` or
/// `.` between the three numbers), eight digits `YYYYMMDD` standing alone, and fourteen digits
/// `YYYYMMDDhhmmss`. A day the calendar lacks, a day after `latest`, a year before 1900, longer or
/// shorter runs of digits (number soup such as `1690000000000.jpg`) and names holding two
/// different days give nothing: a wrong day is worse than today's date with a warning.
public enum FileNameDate {
    /// The earliest year taken: older numbers in a name are more likely counters than dates.
    public static let earliestYear = 1900

    /// The day `fileName` holds (its last path component is read; the extension is ignored), or
    /// nil when it holds none or more than one, or one after `latest`.
    public static func day(in fileName: String, latest: CalendarDay? = nil) -> CalendarDay? {
        var name = Substring(PathName.lastComponent(of: fileName))
        // `.jpg` goes; `.22` of `2025.07.22` is part of the name.
        if let dot = name.lastIndex(of: "."), dot != name.startIndex,
           name[name.index(after: dot)...].contains(where: { $0.asciiDigit == nil }) {
            name = name[..<dot]
        }
        var found: CalendarDay?
        for candidate in candidates(in: runs(of: name)) {
            guard candidate.year >= earliestYear else { continue }
            if let latest, candidate > latest { continue }
            if let found, found != candidate { return nil }
            found = candidate
        }
        return found
    }

    /// A maximal run of ASCII digits and the character right after it (nil at the end).
    private struct Run {
        var digits: [Int]
        var next: Character?
    }

    private static func runs(of name: Substring) -> [Run] {
        var runs: [Run] = []
        var digits: [Int] = []
        for character in name {
            if let digit = character.asciiDigit {
                digits.append(digit)
            } else if !digits.isEmpty {
                runs.append(Run(digits: digits, next: character))
                digits = []
            }
        }
        if !digits.isEmpty { runs.append(Run(digits: digits, next: nil)) }
        return runs
    }

    /// Every real day the runs spell in one of the accepted forms, impossible ones left out.
    private static func candidates(in runs: [Run]) -> [CalendarDay] {
        var days: [CalendarDay] = []
        for (index, run) in runs.enumerated() {
            switch run.digits.count {
            case 4:
                // YYYY-MM-DD: three runs of 4, 2 and 2 digits joined by one and the same separator.
                guard index + 2 < runs.count, let separator = run.next, separators.contains(separator),
                      runs[index + 1].digits.count == 2, runs[index + 1].next == separator,
                      runs[index + 2].digits.count == 2
                else { continue }
                if let day = CalendarDay(year: number(run.digits), month: number(runs[index + 1].digits), day: number(runs[index + 2].digits)) {
                    days.append(day)
                }
            case 8:
                if let day = Self.day(run.digits) { days.append(day) }
            case 14:
                let time = Array(run.digits[8...])
                guard number(time[0..<2]) < 24, number(time[2..<4]) < 60, number(time[4..<6]) < 60 else { continue }
                if let day = Self.day(Array(run.digits[0..<8])) { days.append(day) }
            default:
                continue
            }
        }
        return days
    }

    private static let separators: Set<Character> = ["-", "_", "."]

    private static func day(_ digits: [Int]) -> CalendarDay? {
        CalendarDay(year: number(digits[0..<4]), month: number(digits[4..<6]), day: number(digits[6..<8]))
    }

    private static func number<Digits: Collection<Int>>(_ digits: Digits) -> Int {
        digits.reduce(0) { $0 * 10 + $1 }
    }
}

private extension Character {
    /// 0…9 for an ASCII digit; nil for anything else, including other scripts' digits.
    var asciiDigit: Int? {
        guard let ascii = asciiValue, (48...57).contains(ascii) else { return nil }
        return Int(ascii - 48)
    }
}
