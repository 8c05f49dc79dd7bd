import PokiSystem

/// A label a photo is filed under: one of the built-in booth brands or a tag the user made.
///
/// Labels are kept in Unicode NFC, so a label typed in NFD (as macOS keyboards produce Hangul)
/// is the same tag as its precomposed form.
public struct Tag: Sendable, Hashable, Codable {
    /// The label in NFC, e.g. `인생네컷`.
    public var label: String
    /// For a booth brand, the name of its logo image (as in the original app's assets, e.g.
    /// `brand-lifefourcuts`); nil for tags users make.
    public var image: String?

    /// `label` is normalised to NFC.
    public init(label: String, image: String? = nil) {
        self.label = Tag.normalized(label)
        self.image = image
    }

    /// A tag whose label is known to be NFC already (read back from the album), skipping the
    /// normalisation that dominates reading many documents.
    init(normalizedLabel: String, image: String?) {
        self.label = normalizedLabel
        self.image = image
    }

    /// `text` in Unicode Normalisation Form C.
    public static func normalized(_ text: String) -> String {
        NormalizationFormC.normalized(text)
    }
}
