import PokiSystem

/// A small forward-only JSON reader over UTF-8 bytes, for reading many documents quickly.
///
/// Foundation's `JSONDecoder` costs about 20 µs per photo document on Linux, which makes listing
/// 100,000 photos take seconds; reading fields straight from the bytes takes a few. Errors name
/// the byte offset; the caller adds the file.
struct JSONScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Why the bytes are not the JSON expected.
    package struct Failure: Error, Equatable {
        var reason: Phrase
    }

    // MARK: Structure

    /// Reads an object, calling `field` with each key; `field` must read or skip the value.
    mutating func object(_ field: (inout JSONScanner, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try field(&self, key)
            skipWhitespace()
            let next = try take()
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw failure(Phrase("expected ',' or '}'", korean: "여기에는 ',' 또는 '}' 기호가 와야 합니다")) }
        }
    }

    /// Reads an array, calling `element` once per element; `element` must read or skip it.
    mutating func array(_ element: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            let next = try take()
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw failure(Phrase("expected ',' or ']'", korean: "여기에는 ',' 또는 ']' 기호가 와야 합니다")) }
        }
    }

    /// Requires that only whitespace is left.
    mutating func end() throws {
        skipWhitespace()
        guard position == bytes.count else { throw failure(Phrase("unexpected data after the document", korean: "문서 뒤에 다른 데이터가 있습니다")) }
    }

    // MARK: Values

    /// True, and the `null` consumed, when the next value is `null`.
    mutating func null() -> Bool {
        skipWhitespace()
        guard bytes.count - position >= 4, bytes[position] == UInt8(ascii: "n"), bytes[position + 1] == UInt8(ascii: "u"),
              bytes[position + 2] == UInt8(ascii: "l"), bytes[position + 3] == UInt8(ascii: "l")
        else { return false }
        position += 4
        return true
    }

    mutating func bool() throws -> Bool {
        skipWhitespace()
        if literal("true") { return true }
        if literal("false") { return false }
        throw failure(Phrase("expected true or false", korean: "여기에는 true 또는 false 값이 와야 합니다"))
    }

    mutating func int() throws -> Int {
        guard let value = Int(try numberText()) else { throw failure(Phrase("expected an integer", korean: "여기에는 정수가 와야 합니다")) }
        return value
    }

    mutating func double() throws -> Double {
        guard let value = Double(try numberText()) else { throw failure(Phrase("expected a number", korean: "여기에는 숫자가 와야 합니다")) }
        return value
    }

    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw failure(Phrase("control character in a string", korean: "문자열 안에 제어 문자가 있습니다")) }
            position += 1
        }
        throw failure(Phrase("unterminated string", korean: "문자열이 닫히지 않았습니다"))
    }

    /// Skips any value.
    mutating func skipValue() throws {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try object { scanner, _ in try scanner.skipValue() }
        case UInt8(ascii: "["): try array { try $0.skipValue() }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): if !null() { throw failure(Phrase("expected null", korean: "여기에는 null 값이 와야 합니다")) }
        default: _ = try numberText()
        }
    }

    // MARK: Bytes

    private mutating func escapedString(from start: Int) throws -> String {
        var result = [UInt8](bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let escape = try take()
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard literal("\\u") else { throw failure(Phrase("unpaired surrogate", korean: "짝이 없는 서로게이트가 있습니다")) }
                        let low = try hexQuad()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure(Phrase("unpaired surrogate", korean: "짝이 없는 서로게이트가 있습니다")) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure(Phrase("invalid \\u escape", korean: "잘못된 \\u 이스케이프가 있습니다")) }
                    result.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw failure(Phrase("invalid escape", korean: "잘못된 이스케이프가 있습니다"))
                }
            default:
                if byte < 0x20 { throw failure(Phrase("control character in a string", korean: "문자열 안에 제어 문자가 있습니다")) }
                result.append(byte)
            }
        }
        throw failure(Phrase("unterminated string", korean: "문자열이 닫히지 않았습니다"))
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard bytes.count - position >= 4,
              let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
        else { throw failure(Phrase("invalid \\u escape", korean: "잘못된 \\u 이스케이프가 있습니다")) }
        position += 4
        return value
    }

    private mutating func numberText() throws -> String {
        skipWhitespace()
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                position += 1
            default:
                guard position > start else { throw failure(Phrase("expected a value", korean: "여기에는 값이 와야 합니다")) }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
        }
        guard position > start else { throw failure(Phrase("expected a value", korean: "여기에는 값이 와야 합니다")) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { return false }
        position += count
        return true
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipWhitespace()
        guard try take() == byte else {
            position -= 1
            throw failure(Phrase("expected '\(Character(Unicode.Scalar(byte)))'", korean: "여기에는 '\(Character(Unicode.Scalar(byte)))' 기호가 와야 합니다"))
        }
    }

    private mutating func take() throws -> UInt8 {
        guard position < bytes.count else { throw failure(Phrase("unexpected end of document", korean: "문서가 도중에 끝납니다")) }
        position += 1
        return bytes[position - 1]
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func failure(_ reason: Phrase) -> Failure {
        Failure(reason: reason + Phrase(" at byte \(position)", korean: " (바이트 \(position))"))
    }
}
