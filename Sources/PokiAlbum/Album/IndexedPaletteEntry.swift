import PokiImaging

/// One colour of a photo's palette as the palette index keeps it: the colour and its share in
/// thousandths (`E94B6A:600`).
struct IndexedPaletteEntry: Sendable, Equatable {
    var colour: Colour
    /// Thousandths of the photo's area, 0…1000.
    var permille: Int

    init(colour: Colour, permille: Int) {
        self.colour = colour
        self.permille = permille
    }

    /// The entry of a palette entry (its share rounded to thousandths).
    init(_ entry: Palette.Entry) {
        self.init(colour: entry.colour, permille: Int((min(max(entry.share, 0), 1) * 1000).rounded()))
    }

    /// Reads `RRGGBB:NNN` (upper- or lower-case hex, a share of at most 1000 without leading
    /// zeros), or nil. Parses the bytes directly: `list --colour` reads 100,000 lines.
    init?<Bytes: Collection<UInt8>>(_ field: Bytes) {
        let bytes = Array(field)
        guard (8...11).contains(bytes.count), bytes[6] == UInt8(ascii: ":") else { return nil }
        var rgb = 0
        for byte in bytes[0..<6] {
            guard let digit = Self.hexDigit(byte) else { return nil }
            rgb = rgb << 4 | digit
        }
        let share = bytes[7...]
        guard share.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              share.first != UInt8(ascii: "0") || share.count == 1
        else { return nil }
        let permille = share.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard permille <= 1000 else { return nil }
        self.init(colour: Colour(red: UInt8(rgb >> 16), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF)), permille: permille)
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        default: return nil
        }
    }

    /// The entries of `palette`, as the index records them.
    static func entries(of palette: Palette) -> [IndexedPaletteEntry] {
        palette.entries.map(IndexedPaletteEntry.init)
    }

    /// `RRGGBB:NNN`.
    var text: String {
        "\(colour.hex.dropFirst()):\(permille)"
    }
}
