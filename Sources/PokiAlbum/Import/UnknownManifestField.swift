import PokiSystem

/// A CSV column or JSON Lines key in a manifest that poki does not read: most often a typo
/// (`tags`, `memos`) whose values would otherwise be dropped without a word.
public struct UnknownManifestField: Sendable, Equatable, CustomStringConvertible {
    /// Whether the manifest is CSV (a column) or JSON Lines (a key).
    public enum Kind: String, Sendable, Equatable {
        case column
        case key

        /// The kind as messages name it: `column`, `key`; in Korean `열`, `키`.
        public var name: Phrase {
            switch self {
            case .column: Phrase("column", korean: "열")
            case .key: Phrase("key", korean: "키")
            }
        }
    }

    public var kind: Kind
    /// The name as written in the manifest.
    public var name: String
    /// The first line it is on (1-based; a CSV column is on the header line).
    public var line: Int
    /// How many more lines carry the same key (JSON Lines only).
    public var otherLines: Int
    /// The field poki reads that was probably meant.
    public var suggestion: String?

    public init(kind: Kind, name: String, line: Int, otherLines: Int = 0, suggestion: String?) {
        self.kind = kind
        self.name = name
        self.line = line
        self.otherLines = otherLines
        self.suggestion = suggestion
    }

    /// `unknown column 'tags'; did you mean 'tag'?`, or the fields poki reads when nothing is
    /// close, in every language.
    public var phrase: Phrase {
        var text = Phrase("unknown ", korean: "알 수 없는 ") + kind.name + Phrase(" '\(name)'", korean: " '\(name)'")
        if otherLines > 0 {
            let s = otherLines == 1 ? "" : "s"
            text = text + Phrase(" (and on \(otherLines) more line\(s))", korean: " (다른 \(otherLines)줄에도 있습니다)")
        }
        if let suggestion { return text + Phrase("; did you mean '\(suggestion)'?", korean: ". 혹시 '\(suggestion)'인가요?") }
        return text + Phrase("; the ", korean: ". poki가 읽는 ") + kind.name
            + Phrase("s poki reads are \(ManifestReader.columns.joined(separator: ", "))", korean: ": \(ManifestReader.columns.joined(separator: ", "))")
    }

    /// The English ``phrase``.
    public var description: String { phrase.english }

    /// The field poki reads that `name` most likely means: a close spelling (`tags`, `memos`) or
    /// a word people use for it (`day` for `date`, `brand` for `tag`, `file` for `path`).
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        if let meant = synonyms[lowered] { return meant }
        return Suggestion.closest(to: lowered, among: ManifestReader.columns)
    }

    private static let synonyms: [String: String] = [
        "day": "date", "days": "date", "dates": "date", "when": "date", "taken": "date",
        "brand": "tag", "booth": "tag", "label": "tag",
        "note": "memo", "notes": "memo", "caption": "memo", "comment": "memo", "text": "memo",
        "file": "path", "filename": "path", "image": "path", "photo": "path", "paths": "path",
    ]
}
