/// An sRGB colour with 8 bits per channel, written as a hex string such as `#E94B6A`.
public struct Colour: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (the `#` is optional, hex digits in either case).
    public init?(hex: String) {
        var digits = Substring(hex).utf8
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        guard digits.count == 6 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(nibble)
        }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB` in upper case.
    public var hex: String {
        let digits = "0123456789ABCDEF".map { $0 }
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0x0F)])
        }
        return text
    }

    /// Whether the colour is so near white (Oklab lightness from 0.9) or black (up to 0.25) that a
    /// patch of it vanishes on a light or a dark background: the calendars outline such days.
    public var isNearWhiteOrBlack: Bool {
        let lightness = Oklab(self).lightness
        return lightness >= 0.9 || lightness <= 0.25
    }
}

// MARK: - Codable

extension Colour: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let colour = Colour(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a #RRGGBB colour")
        }
        self = colour
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
