import PokiImaging

/// The colour names `list --colour` understands, in English and Korean, and the colour each
/// stands for: the swatches of ``ColourFamily`` (orange, yellow, green, blue, purple, pink, white,
/// grey, black), a mid brown, and a red nearer pure red than the family's swatch, so `red` finds
/// #FF0000 and crimson (ΔE_OK 0.06, 0.03) but not the pink #E94B6A (0.086).
public enum NamedColours {
    /// A name and its colour.
    public struct Name: Sendable, Equatable {
        public var english: String
        public var korean: String
        public var colour: Colour
    }

    /// Every name, in the order usage messages list them.
    public static let all: [Name] = [
        Name(english: "red", korean: "빨강", colour: Colour(red: 0xE0, green: 0x20, blue: 0x1E)),
        Name(english: "orange", korean: "주황", colour: ColourFamily.orange.swatch),
        Name(english: "yellow", korean: "노랑", colour: ColourFamily.yellow.swatch),
        Name(english: "green", korean: "초록", colour: ColourFamily.green.swatch),
        Name(english: "blue", korean: "파랑", colour: ColourFamily.blue.swatch),
        Name(english: "purple", korean: "보라", colour: ColourFamily.purple.swatch),
        Name(english: "pink", korean: "분홍", colour: ColourFamily.pink.swatch),
        Name(english: "brown", korean: "갈색", colour: Colour(red: 0x8B, green: 0x5A, blue: 0x2B)),
        Name(english: "black", korean: "검정", colour: ColourFamily.black.swatch),
        Name(english: "white", korean: "흰색", colour: ColourFamily.white.swatch),
        Name(english: "grey", korean: "회색", colour: ColourFamily.grey.swatch),
    ]

    /// The colour `text` names: `#RRGGBB`, or a name in either language (English in any case,
    /// Korean after NFC; `gray` is `grey`). Nil when it is neither.
    public static func colour(named text: String) -> Colour? {
        if text.hasPrefix("#") {
            return text.utf8.count == 7 ? Colour(hex: text) : nil
        }
        let name = Tag.normalized(text).lowercased()
        let english = name == "gray" ? "grey" : name
        return all.first { $0.english == english || $0.korean == name }?.colour
    }
}
