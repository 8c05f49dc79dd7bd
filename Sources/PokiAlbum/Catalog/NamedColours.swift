import PokiImaging

/// The colour names `list --colour` understands, in English and Korean (with the loanwords people
/// use, `핑크` beside `분홍`), whatever the user's language, and the colour each stands for.
///
/// The families' names stand for the swatches of ``ColourFamily`` (orange, yellow, green, cyan,
/// blue, purple, pink, white, grey, black), but red for a red nearer pure red than the family's swatch, so
/// `red` finds #FF0000 and crimson (ΔE_OK 0.06, 0.03) but not the pink #E94B6A (0.086). The
/// colours booth frames and clothes are named by (mint, sky blue, navy, lavender, brown, beige,
/// ivory, cream) stand for their usual shade.
public enum NamedColours {
    /// A colour and the names it goes by.
    public struct Name: Sendable, Equatable {
        /// English names, lower case; the first is the one messages show.
        public var english: [String]
        /// Korean names; the first is the one messages show.
        public var korean: [String]
        public var colour: Colour
        /// The family the colour is the swatch of, for the families' own names.
        public var family: ColourFamily?
    }

    /// Every colour, in the order usage messages list them.
    public static let all: [Name] = [
        Name(english: ["red"], korean: ["빨강", "빨간색", "레드"], colour: Colour(red: 0xE0, green: 0x20, blue: 0x1E), family: .red),
        Name(english: ["orange"], korean: ["주황", "주황색", "오렌지"], colour: ColourFamily.orange.swatch, family: .orange),
        Name(english: ["yellow"], korean: ["노랑", "노란색", "옐로", "옐로우"], colour: ColourFamily.yellow.swatch, family: .yellow),
        Name(english: ["green"], korean: ["초록", "초록색", "녹색", "그린"], colour: ColourFamily.green.swatch, family: .green),
        Name(english: ["mint"], korean: ["민트"], colour: Colour(red: 0xAA, green: 0xF0, blue: 0xD1), family: nil),
        Name(english: ["cyan", "teal"], korean: ["청록", "청록색", "시안"], colour: ColourFamily.cyan.swatch, family: .cyan),
        Name(english: ["sky", "skyblue"], korean: ["하늘색", "하늘"], colour: Colour(red: 0x87, green: 0xCE, blue: 0xEB), family: nil),
        Name(english: ["blue"], korean: ["파랑", "파란색", "블루"], colour: ColourFamily.blue.swatch, family: .blue),
        Name(english: ["navy"], korean: ["남색", "네이비"], colour: Colour(red: 0x1B, green: 0x2A, blue: 0x57), family: nil),
        Name(english: ["purple"], korean: ["보라", "보라색", "퍼플"], colour: ColourFamily.purple.swatch, family: .purple),
        Name(english: ["lavender"], korean: ["연보라", "라벤더"], colour: Colour(red: 0xC3, green: 0xB1, blue: 0xE1), family: nil),
        Name(english: ["pink"], korean: ["분홍", "분홍색", "핑크"], colour: ColourFamily.pink.swatch, family: .pink),
        Name(english: ["brown"], korean: ["갈색", "브라운"], colour: Colour(red: 0x8B, green: 0x5A, blue: 0x2B), family: nil),
        Name(english: ["beige"], korean: ["베이지"], colour: Colour(red: 0xDD, green: 0xCB, blue: 0xA4), family: nil),
        Name(english: ["ivory"], korean: ["아이보리"], colour: Colour(red: 0xF7, green: 0xF2, blue: 0xE2), family: nil),
        Name(english: ["cream"], korean: ["크림", "크림색"], colour: Colour(red: 0xF3, green: 0xE5, blue: 0xC0), family: nil),
        Name(english: ["black"], korean: ["검정", "검은색", "블랙"], colour: ColourFamily.black.swatch, family: .black),
        Name(english: ["white"], korean: ["흰색", "하양", "하얀색", "화이트"], colour: ColourFamily.white.swatch, family: .white),
        Name(english: ["grey", "gray"], korean: ["회색", "그레이"], colour: ColourFamily.grey.swatch, family: .grey),
    ]

    /// The colour `text` names: `#RRGGBB`, or a name in either language (English in any case,
    /// Korean after NFC, spaces ignored: `sky blue`, `하늘 색`). Nil when it is neither.
    public static func colour(named text: String) -> Colour? {
        if text.hasPrefix("#") {
            return text.utf8.count == 7 ? Colour(hex: text) : nil
        }
        return name(text)?.colour
    }

    /// The family `text` is the name of (`pink`, `분홍`, `핑크`), as `stats` counts colours; nil for
    /// `#RRGGBB` and for the names of shades (mint, navy, beige …).
    public static func family(named text: String) -> ColourFamily? {
        text.hasPrefix("#") ? nil : name(text)?.family
    }

    private static func name(_ text: String) -> Name? {
        let name = String(Tag.normalized(text).lowercased().filter { !$0.isWhitespace })
        return all.first { $0.english.contains(name) || $0.korean.contains(name) }
    }

    /// The names for a message: `red (빨강), orange (주황), …`.
    public static var listed: String {
        all.map { "\($0.english[0]) (\($0.korean[0]))" }.joined(separator: ", ")
    }
}
