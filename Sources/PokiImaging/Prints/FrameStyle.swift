import PokiSystem

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
    /// `pink to blue gradient frame` (its two ends), `white and pink patterned frame`; in Korean
    /// `분홍 프레임`, `분홍→파랑 그라데이션 프레임`, `흰색·분홍 무늬 프레임`.
    public var name: Phrase {
        let named = kind == .gradient ? [colours.first, colours.last].compactMap { $0 } : colours
        var families: [ColourFamily] = []
        for colour in named where !families.contains(ColourFamily(colour)) {
            families.append(ColourFamily(colour))
        }
        func joined(by separator: Phrase) -> Phrase {
            families.dropFirst().reduce(families.first?.name ?? Phrase.verbatim("")) { $0 + separator + $1.name }
        }
        switch kind {
        case .plain:
            return (families.first?.name ?? Phrase("plain", korean: "단색")) + Phrase(" frame", korean: " 프레임")
        case .gradient:
            return joined(by: Phrase(" to ", korean: "→")) + Phrase(" gradient frame", korean: " 그라데이션 프레임")
        case .pattern:
            return families.isEmpty
                ? Phrase("patterned frame", korean: "무늬 프레임")
                : joined(by: Phrase(" and ", korean: "·")) + Phrase(" patterned frame", korean: " 무늬 프레임")
        }
    }

    /// `plain`, `gradient #F4B6C8 → #B6D4F4`, `pattern #FFFFFF, #F4B6C8`: the kind and the
    /// colours as `show` and `colours` print them.
    public var summary: Phrase {
        switch kind {
        case .plain:
            Phrase("plain", korean: "단색")
        case .gradient:
            Phrase("gradient ", korean: "그라데이션 ") + Phrase.verbatim(colours.map(\.hex).joined(separator: " → "))
        case .pattern:
            Phrase("pattern ", korean: "무늬 ") + Phrase.verbatim(colours.map(\.hex).joined(separator: ", "))
        }
    }
}
