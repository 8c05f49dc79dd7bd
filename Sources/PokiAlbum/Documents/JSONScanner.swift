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
        var reason: String
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
            guard next == UInt8(ascii: ",") else { throw failure("expected ',' or '}'") }
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
            guard next == UInt8(ascii: ",") else { throw failure("expected ',' or ']'") }
        }
    }

    /// Requires that only whitespace is left.
    mutating func end() throws {
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected data after the document") }
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
        throw failure("expected true or false")
    }

    mutating func int() throws -> Int {
        guard let value = Int(try numberText()) else { throw failure("expected an integer") }
        return value
    }

    mutating func double() throws -> Double {
        guard let value = Double(try numberText()) else { throw failure("expected a number") }
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
            if byte < 0x20 { throw failure("control character in a string") }
            position += 1
        }
        throw failure("unterminated string")
    }

    /// Skips any value.
    mutating func skipValue() throws {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try object { scanner, _ in try scanner.skipValue() }
        case UInt8(ascii: "["): try array { try $0.skipValue() }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): if !null() { throw failure("expected null") }
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
                        guard literal("\\u") else { throw failure("unpaired surrogate") }
                        let low = try hexQuad()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
                    result.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw failure("invalid escape")
                }
            default:
                if byte < 0x20 { throw failure("control character in a string") }
                result.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard bytes.count - position >= 4,
              let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
        else { throw failure("invalid \\u escape") }
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
                guard position > start else { throw failure("expected a value") }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
        }
        guard position > start else { throw failure("expected a value") }
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
            throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func take() throws -> UInt8 {
        guard position < bytes.count else { throw failure("unexpected end of document") }
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

    func failure(_ reason: String) -> Failure {
        Failure(reason: "\(reason) at byte \(position)")
    }
}
