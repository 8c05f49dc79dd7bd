import PokiSystem

/// The dates an XMP packet gives: `exif:DateTimeOriginal`, `photoshop:DateCreated`,
/// `exif:DateTimeDigitized`, then `xmp:CreateDate`, each written
/// as an attribute (`xmp:CreateDate="2021-03-04T10:00:00+09:00"`) or as an element
/// (`<xmp:CreateDate>2021-03-04</xmp:CreateDate>`), in ISO 8601 with optional time and zone.
///
/// Not an XML parser: the fields are found by their names with the prefixes every writer uses
/// (Adobe's, exiftool, phones), which is all reading two dates needs. A packet that binds the
/// namespaces to other prefixes gives no date; so does one in UTF-16.
public struct XMPDates: Sendable, Equatable {
    /// The dates found, `photoshop:DateCreated` first; of each field, its first value.
    public var dates: [MetadataDate]
    /// Fields present but unusable (not a date, or a year or month without a day), one sentence each.
    public var problems: [Phrase]

    /// Reads the fields from an XMP packet (`<?xpacket …?><x:xmpmeta …>…`).
    public init(packet: [UInt8]) {
        dates = []
        problems = []
        let fields: [(DateField, String)] = [
            (.xmpDateTimeOriginal, "exif:DateTimeOriginal"), (.xmpDateCreated, "photoshop:DateCreated"),
            (.xmpDateTimeDigitized, "exif:DateTimeDigitized"), (.xmpCreateDate, "xmp:CreateDate"),
        ]
        for (field, name) in fields {
            guard let text = Self.value(named: Array(name.utf8), in: packet) else { continue }
            if let date = Self.date(text, field: field) {
                dates.append(date)
            } else {
                let shown = text.count > Self.longestDateText ? String(text.prefix(Self.longestDateText)) + "…" : text
                problems.append(Phrase("\(name) '\(shown)' is not a date with a day", korean: "\(name) '\(shown)': 일까지 적힌 날짜가 아닙니다"))
            }
        }
    }

    /// Longer than any ISO 8601 date and time with fractions of a second and a zone; a longer
    /// value is shown cut short in a problem.
    static let longestDateText = 40

    // MARK: - Finding a field

    /// The text of the first attribute `name="…"` (or `'…'`) or element `<name>…</name>`, trimmed.
    private static func value(named name: [UInt8], in packet: [UInt8]) -> String? {
        var start = 0
        while let found = firstIndex(of: name, in: packet, from: start) {
            start = found + name.count
            guard found > 0, start < packet.count else { continue }
            let before = packet[found - 1]
            // An element, `<xmp:CreateDate>` or with attributes, `<xmp:CreateDate rdf:parseType="Literal">`.
            if before == UInt8(ascii: "<"), packet[start] == UInt8(ascii: ">") || isSpace(packet[start]),
               let close = packet[start...].firstIndex(of: UInt8(ascii: ">")), packet[close - 1] != UInt8(ascii: "/") {
                let contentStart = close + 1
                let contentEnd = packet[contentStart...].firstIndex(of: UInt8(ascii: "<")) ?? packet.count
                return trimmed(packet[contentStart..<contentEnd])
            }
            guard isSpace(before) else { continue }
            var index = start
            while index < packet.count, isSpace(packet[index]) { index += 1 }
            guard index < packet.count, packet[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < packet.count, isSpace(packet[index]) { index += 1 }
            guard index < packet.count, packet[index] == UInt8(ascii: "\"") || packet[index] == UInt8(ascii: "'") else { continue }
            let quote = packet[index]
            guard let end = packet[(index + 1)...].firstIndex(of: quote) else { return nil }
            return trimmed(packet[(index + 1)..<end])
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            guard let candidate = haystack[index...(haystack.count - needle.count)].firstIndex(of: first) else { return nil }
            if haystack[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    // MARK: - ISO 8601

    /// `YYYY-MM-DD`, optionally `THH:MM`, `:SS`, `.fraction` (dropped) and a zone (`Z`, `±HH:MM`,
    /// `±HHMM` or `±HH`, kept as `±HH:MM`); nil for anything else, a year or a month alone included.
    static func date(_ text: String, field: DateField) -> MetadataDate? {
        let characters = Array(text.utf8)
        guard characters.count <= longestDateText else { return nil }
        var position = 0
        func number(_ width: Int) -> Int? {
            guard position + width <= characters.count else { return nil }
            var value = 0
            for byte in characters[position..<(position + width)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            position += width
            return value
        }
        func skip(_ character: Character) -> Bool {
            guard position < characters.count, characters[position] == character.asciiValue else { return false }
            position += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let dayNumber = number(2),
              let day = CalendarDay(year: year, month: month, day: dayNumber)
        else { return nil }
        if position == characters.count { return MetadataDate(field: field, day: day) }

        guard skip("T") || skip(" "), let hour = number(2), hour < 24, skip(":"), let minute = number(2), minute < 60 else { return nil }
        var second = 0
        if skip(":") {
            guard let value = number(2), value <= 60 else { return nil }
            second = value
            if skip(".") {
                let digits = characters[position...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                guard !digits.isEmpty else { return nil }
                position += digits.count
            }
        }
        var offset: String?
        if skip("Z") {
            offset = "+00:00"
        } else if position < characters.count, let sign = characters[position] == UInt8(ascii: "+") ? "+" : characters[position] == UInt8(ascii: "-") ? "-" : nil {
            position += 1
            guard let hours = number(2), hours <= 23 else { return nil }
            var minutes = 0
            if position < characters.count {
                _ = skip(":")
                guard let value = number(2), value < 60 else { return nil }
                minutes = value
            }
            offset = sign + CalendarDay.pad(hours, 2) + ":" + CalendarDay.pad(minutes, 2)
        }
        guard position == characters.count else { return nil }
        let dateTime = CaptureDate(year: year, month: month, day: dayNumber, hour: hour, minute: minute, second: second, offset: offset)
        return MetadataDate(field: field, day: day, dateTime: dateTime)
    }
}
