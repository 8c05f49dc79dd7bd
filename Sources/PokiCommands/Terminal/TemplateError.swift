import PokiSystem

/// A `--format` template that cannot be read.
struct TemplateError: PhrasedError, Equatable {
    var phrase: Phrase
    init(_ phrase: Phrase) { self.phrase = phrase }

    /// The complaint in English, as `--json` reports it.
    var message: String { phrase.english }
}
