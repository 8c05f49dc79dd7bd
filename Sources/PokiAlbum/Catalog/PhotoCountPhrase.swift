import PokiSystem

extension Phrase {
    /// `1 photo`, `12 photos`; in Korean `사진 12장`: a count of photos, as every message gives it.
    public static func photos(_ count: Int) -> Phrase {
        let s = count == 1 ? "" : "s"
        return Phrase("\(count) photo\(s)", korean: "사진 \(count)장")
    }
}
