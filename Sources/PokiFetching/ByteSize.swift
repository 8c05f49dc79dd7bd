import PokiSystem

/// A size the user typed: a whole number of bytes with an optional K, M or G suffix (powers of
/// 1024, case-insensitive, an optional trailing `B` or `iB`): `8M`, `512k`, `1GiB`, `65536`.
public enum ByteSize {
    /// The number of bytes `text` names, or nil when it is not a positive size.
    public static func parse(_ text: String) -> Int64? {
        var digits = Substring(text.uppercased())
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
            digits = digits.dropLast(suffix.count)
            break
        }
        var multiplier: Int64 = 1
        if let last = digits.last, let shift = ["K": 10, "M": 20, "G": 30][String(last)] {
            multiplier = Int64(1) << shift
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let value = Int64(digits), value > 0 else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : bytes
    }

    /// `64 MiB`, `512 KiB`, `100 bytes`: whole units only when exact.
    public static func describe(_ bytes: Int64) -> String {
        phrase(for: bytes).english
    }

    /// ``describe(_:)`` in every language: `64 MiB`, `100 bytes` (`100바이트`).
    public static func phrase(for bytes: Int64) -> Phrase {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= Int64(1) << shift && bytes % (Int64(1) << shift) == 0 {
            return .verbatim("\(bytes >> shift) \(unit)")
        }
        return Phrase("\(bytes) bytes", korean: "\(bytes)바이트")
    }
}
