extension Unicode.Scalar {
    /// Whether the scalar is a letter of any script or an ASCII digit: what OCR reads as a sign,
    /// where marks and punctuation are not.
    var isLetterOrDigit: Bool { properties.isAlphabetic || ("0"..."9").contains(self) }

    /// Whether the scalar is a precomposed Hangul syllable (`가` to `힣`), not a lone jamo (`ㅋ`, `ㆍ`).
    var isHangulSyllable: Bool { ("가"..."힣").contains(self) }
}
