import PokiSystem

/// A colour in linear-light sRGB: the sRGB primaries without the transfer curve, each channel 0…1.
///
/// Light adds up linearly in this space, so it is where poki averages colours.
public struct LinearRGB: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Decodes an 8-bit sRGB colour through the sRGB transfer curve (IEC 61966-2-1).
    public init(_ colour: Colour) {
        self.init(red: Self.decode(colour.red), green: Self.decode(colour.green), blue: Self.decode(colour.blue))
    }

    /// The nearest 8-bit sRGB colour; channels outside 0…1 are clipped.
    public var colour: Colour {
        Colour(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue))
    }

    // MARK: - Transfer curve

    /// The linear value, 0…1, of one 8-bit sRGB channel (read from a table of all 256).
    public static func decode(_ channel: UInt8) -> Double {
        decodingTable[Int(channel)]
    }

    /// The 8-bit sRGB channel nearest to a linear value; values outside 0…1 are clipped.
    public static func encode(_ linear: Double) -> UInt8 {
        guard linear > 0 else { return 0 }
        guard linear < 1 else { return 255 }
        let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * Platform.power(linear, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }

    /// Every 8-bit channel value decoded once: pixels are decoded by lookup, not by `pow`.
    private static let decodingTable: [Double] = (0...255).map { value in
        let encoded = Double(value) / 255
        return encoded <= 0.04045 ? encoded / 12.92 : Platform.power((encoded + 0.055) / 1.055, 2.4)
    }
}
