/// What a print's frame is made of, as a person names it: one colour, a gradient, or a pattern
/// (dots, stripes, checks, glitter, a picture), with the colours that make it.
///
/// Stored in the print as `frameKind` and `frameColours`; prints found before poki told frames
/// apart have none.
public struct FrameStyle: Sendable, Equatable {
    /// The kinds of frame booths print.
    public enum Kind: String, Sendable, CaseIterable {
        /// One colour (a little noise or a brand line in it aside).
        case plain
        /// Colours blending smoothly into one another across the print.
        case gradient
        /// Colours that change sharply and often: dots, stripes, checks, glitter, a picture.
        case pattern
    }

    public var kind: Kind
    /// A plain frame's colour; a gradient's colours from one end to the other; a pattern's main
    /// colours, most common first (at most three).
    public var colours: [Colour]

    public init(kind: Kind, colours: [Colour]) {
        self.kind = kind
        self.colours = colours
    }

    /// The frame as a person names it, by its colours' families (``ColourFamily``): `pink frame`,
    /// `pink to blue gradient frame` (its two ends), `white and pink patterned frame`.
    public var name: String {
        let named = kind == .gradient ? [colours.first, colours.last].compactMap { $0 } : colours
        var families: [String] = []
        for colour in named where !families.contains(ColourFamily(colour).rawValue) {
            families.append(ColourFamily(colour).rawValue)
        }
        switch kind {
        case .plain: return "\(families.first ?? "plain") frame"
        case .gradient: return "\(families.joined(separator: " to ")) gradient frame"
        case .pattern: return families.isEmpty ? "patterned frame" : "\(families.joined(separator: " and ")) patterned frame"
        }
    }

    /// `plain`, `gradient #F4B6C8 → #B6D4F4`, `pattern #FFFFFF, #F4B6C8`: the kind and the
    /// colours as `show` and `colours` print them.
    public var summary: String {
        switch kind {
        case .plain: return "plain"
        case .gradient: return "gradient " + colours.map(\.hex).joined(separator: " → ")
        case .pattern: return "pattern " + colours.map(\.hex).joined(separator: ", ")
        }
    }
}
