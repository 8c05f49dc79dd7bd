/// A sentence poki says, in each language it speaks: an entry of poki's message catalogue.
///
/// The catalogue is compiled in: each entry is a named case or function (``AlbumError/photoNotFound(id:)``,
/// `Phrase.imported(count:)`) whose typed arguments fill both languages' texts, so no message can
/// lack a language or a placeholder. ``description`` is the English text: what `--json` output
/// and logs carry, the same whatever the user's language.
public struct Phrase: Sendable, Equatable, CustomStringConvertible {
    /// The English text.
    public let english: String
    /// The Korean text.
    public let korean: String

    /// An entry with its English and Korean texts.
    public init(_ english: String, korean: String) {
        self.english = english
        self.korean = korean
    }

    /// Text that reads the same in every language: a name, a number, the user's own words.
    public static func verbatim(_ text: String) -> Phrase {
        Phrase(text, korean: text)
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The English text.
    public var description: String { english }

    /// Two phrases are the same message when their English is the same: the English is what
    /// scripts and logs see, and what identifies an entry.
    public static func == (left: Phrase, right: Phrase) -> Bool {
        left.english == right.english
    }

    /// This phrase followed by `other`, each in its own language.
    public static func + (phrase: Phrase, other: Phrase) -> Phrase {
        Phrase(phrase.english + other.english, korean: phrase.korean + other.korean)
    }
}

/// An error whose message is a catalogue entry: `description` is its English text (for `--json`
/// and logs), the terminal shows it in the user's language.
public protocol PhrasedError: Error, CustomStringConvertible {
    /// The message, in every language.
    var phrase: Phrase { get }
}

extension PhrasedError {
    public var description: String { phrase.english }
}

extension DefaultStringInterpolation {
    /// A phrase inside a string would show its English to every reader: join phrases with `+`,
    /// or say which language with ``Phrase/text(in:)`` or ``Phrase/english``.
    @available(*, deprecated, message: "join phrases with +, or choose a language with text(in:) or english")
    public mutating func appendInterpolation(_ phrase: Phrase) { appendLiteral(phrase.english) }
}
