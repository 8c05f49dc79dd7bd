import PokiSystem

/// One `--option` a command accepts: the table the parser reads.
struct OptionSpec: Sendable, Equatable {
    /// How many values follow the option's name.
    enum Arity: Sendable, Equatable {
        /// A switch: `--json`.
        case flag
        /// Always takes a value: `--tag 인생네컷` or `--tag=인생네컷`.
        case value
        /// Takes a value when one follows that is not another option: `--memo` or `--memo "text"`.
        case optionalValue
    }

    /// The long name, without dashes: `tag` for `--tag`.
    var name: String
    /// Single-letter alias, without the dash: `y` for `-y`.
    var shortName: Character?
    var arity: Arity
    /// Placeholder shown in help: `T` in `--tag T`.
    var valueName: String
    /// Whether the option may be given more than once (each value is kept).
    var repeatable: Bool
    /// One line for `--help`.
    var help: Phrase
    /// What the value is: its choices, a file, a tag… (``ValueKind/text`` for a flag).
    var kind: ValueKind = .text
    /// Other words for the choices (`둘이서` for `two`), compared after NFC: the parser keeps the
    /// choice itself. The first for each choice is the one messages show.
    var synonyms: [Synonym] = []

    static func flag(_ name: String, short: Character? = nil, help: Phrase) -> OptionSpec {
        OptionSpec(name: name, shortName: short, arity: .flag, valueName: "", repeatable: false, help: help)
    }

    static func value(_ name: String, _ valueName: String, kind: ValueKind = .text, repeatable: Bool = false, help: Phrase) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, arity: .value, valueName: valueName, repeatable: repeatable, help: help, kind: kind)
    }

    /// An option whose value must be one of `choices`, or one of their `synonyms` (a word and the
    /// choice it stands for); the parser refuses any other.
    static func choice(_ name: String, _ choices: [String], synonyms: [Synonym] = [], help: Phrase) -> OptionSpec {
        OptionSpec(
            name: name, shortName: nil, arity: .value, valueName: choices.joined(separator: "|"), repeatable: false, help: help,
            kind: .choices(choices), synonyms: synonyms
        )
    }

    /// The choices for a message: `alone, two, many`, each with its first synonym when it has
    /// some (`alone (혼자), two (둘이서), many (여럿이서)`).
    var choicesListed: String {
        (choices ?? []).map { choice in
            synonyms.first { $0.choice == choice }.map { "\(choice) (\($0.word))" } ?? choice
        }.joined(separator: ", ")
    }

    /// The choice `word` names: itself, or the choice it is a synonym of (after NFC).
    func choice(named word: String) -> String {
        let normalized = NormalizationFormC.normalized(word)
        return synonyms.first { $0.word == normalized }?.choice ?? word
    }

    static func optionalValue(_ name: String, _ valueName: String, help: Phrase) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, arity: .optionalValue, valueName: valueName, repeatable: false, help: help)
    }

    /// The words the value must be one of, when it is a choice.
    var choices: [String]? {
        if case let .choices(words) = kind { return words }
        return nil
    }

    /// `--tag T`, `--memo [TEXT]`, `--json`.
    var synopsis: String {
        switch arity {
        case .flag: return "--\(name)"
        case .value: return "--\(name) \(valueName)"
        case .optionalValue: return "--\(name) [\(valueName)]"
        }
    }
}

/// Another word for one of an option's choices: `둘이서` for `two`.
struct Synonym: Sendable, Equatable {
    var word: String
    var choice: String
}
