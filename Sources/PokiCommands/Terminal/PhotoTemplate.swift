import PokiSystem
import PokiAlbum

/// A `list --format` template: text with `{field}` placeholders and `\t`, `\n`, `\\` escapes,
/// filled in once per photo (beets' `-f`, gh's `--template`).
///
/// Parsing is pure and refuses an unknown field or a stray brace, so a typo is a usage error
/// before the album is read. Every field's text has its control characters made visible (`^J`
/// for a line break in a memo), in a pipe too: one photo's output can then never look like two,
/// and a terminal is never sent a memo's escape codes. `--json`/`--jsonl` keep the exact text.
struct PhotoTemplate: Sendable, Equatable {
    /// The placeholders a template may use, in the order help lists them.
    enum Field: String, CaseIterable, Sendable {
        case id, date, dateSource, capturedAt, tag, memo
        case memoFirstLine = "memo.firstLine"
        case colour, image, imagePath, originalFileName, sha256, width, height, added
    }

    /// A piece of the template: literal text (escapes already applied) or a field.
    enum Piece: Sendable, Equatable {
        case text(String)
        case field(Field)
    }

    let pieces: [Piece]

    /// `{id}, {date}, …` for messages and help.
    static var fieldList: String {
        Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
    }

    /// Reads `template`.
    /// - Throws: a phrase for a ``UsageError`` (the caller adds the usage line) naming the
    ///   unknown field or the unclosed brace, and listing the fields.
    init(parsing template: String) throws(TemplateError) {
        var pieces: [Piece] = []
        var text = ""
        var characters = template[...]
        while let character = characters.popFirst() {
            switch character {
            case "\\":
                switch characters.popFirst() {
                case "t": text.append("\t")
                case "n": text.append("\n")
                case "\\": text.append("\\")
                case "{": text.append("{")
                case "}": text.append("}")
                case let other?: text.append("\\"); text.append(other)
                case nil: text.append("\\")
                }
            case "{":
                guard let end = characters.firstIndex(of: "}") else {
                    throw TemplateError(Phrase(
                        "unclosed '{' in --format; fields: \(Self.fieldList)",
                        korean: "--format의 '{': 닫는 '}' 없이 끝났습니다. 필드: \(Self.fieldList)"
                    ))
                }
                let name = String(characters[..<end])
                guard let field = Field(rawValue: name) else {
                    let suggestion = Suggestion.closestName(to: name, among: Field.allCases.map(\.rawValue)).map {
                        Phrase(" (did you mean '{\($0)}'?)", korean: " (혹시 '{\($0)}'인가요?)")
                    } ?? .verbatim("")
                    throw TemplateError(
                        Phrase("unknown field '{\(name)}' in --format", korean: "--format의 '{\(name)}': 알 수 없는 필드입니다")
                            + suggestion
                            + Phrase("; fields: \(Self.fieldList)", korean: ". 필드: \(Self.fieldList)")
                    )
                }
                if !text.isEmpty { pieces.append(.text(text)); text = "" }
                pieces.append(.field(field))
                characters = characters[characters.index(after: end)...]
            case "}":
                throw TemplateError(Phrase(
                    "unmatched '}' in --format (write '\\}' for a brace); fields: \(Self.fieldList)",
                    korean: "--format의 '}': 여는 '{' 없이 닫혔습니다 (중괄호 문자를 쓰려면 '\\}'). 필드: \(Self.fieldList)"
                ))
            default:
                text.append(character)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// The template filled in for `photo`, whose image is at `imagePath`.
    func render(_ photo: Photo, imagePath: String) -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case let .text(text): output += text
            case let .field(field): output += VisibleText.of(Self.value(of: field, for: photo, imagePath: imagePath))
            }
        }
        return output
    }

    private static func value(of field: Field, for photo: Photo, imagePath: String) -> String {
        switch field {
        case .id: return String(photo.id)
        case .date: return photo.date.description
        case .dateSource: return photo.dateSource?.rawValue ?? ""
        case .capturedAt: return photo.capturedAt?.iso8601 ?? ""
        case .tag: return photo.tag.label
        case .memo: return photo.memo
        case .memoFirstLine: return photo.memo.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        case .colour: return photo.palette.dominant?.colour.hex ?? ""
        case .image, .imagePath: return imagePath
        case .originalFileName: return photo.originalFileName
        case .sha256: return photo.sha256
        case .width: return String(photo.width)
        case .height: return String(photo.height)
        case .added: return photo.addedAt.description
        }
    }
}
