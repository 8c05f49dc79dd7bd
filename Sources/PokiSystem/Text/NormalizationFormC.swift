/// Unicode Normalisation Form C, so that the same word typed on two keyboards (Hangul as
/// syllables or as jamo, an accent precomposed or combining) compares equal.
package enum NormalizationFormC {
    /// `text` in Normalisation Form C.
    package static func normalized(_ text: String) -> String {
        String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }
}
