import PokiSystem

/// The words of a command line sorted into positional arguments and options, before a command
/// turns them into its own typed fields.
struct ParsedArguments: Sendable, Equatable {
    /// How an option with an optional value was given.
    enum OptionalValue: Sendable, Equatable {
        /// `--memo` alone.
        case bare
        /// `--memo=TEXT`: joined to the option, so it can only be the option's value.
        case attached(String)
        /// `--memo TEXT`: the next word, which the user may have meant as an argument.
        case nextWord(String)
    }

    /// The command's spec, for usage errors raised while reading the values.
    var spec: CommandSpec
    /// Positional arguments in order.
    var arguments: [String] = []
    /// Every occurrence of each option, by long name; `nil` where an optional value was left out.
    var options: [String: [String?]] = [:]
    /// The options whose last value was the next word rather than joined with `=`.
    var valuesFromNextWord: Set<String> = []
    /// `--color WHEN`, before or after the command, when given.
    var colour: ColourMode?

    static func == (lhs: ParsedArguments, rhs: ParsedArguments) -> Bool {
        lhs.spec.path == rhs.spec.path && lhs.arguments == rhs.arguments && lhs.options == rhs.options
            && lhs.valuesFromNextWord == rhs.valuesFromNextWord && lhs.colour == rhs.colour
    }

    /// Whether `--name` was given.
    func has(_ name: String) -> Bool { options[name] != nil }

    /// The value of `--name`, when given.
    func value(_ name: String) -> String? { options[name]?.last ?? nil }

    /// Every value of a repeatable `--name`.
    func values(_ name: String) -> [String] { options[name]?.compactMap { $0 } ?? [] }

    /// How an optional-value option was given, or `nil` when absent.
    func optionalValue(_ name: String) -> OptionalValue? {
        guard let occurrences = options[name] else { return nil }
        guard let last = occurrences.last, let text = last else { return .bare }
        return valuesFromNextWord.contains(name) ? .nextWord(text) : .attached(text)
    }

    /// The value of `--name` read as a whole number within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                Phrase(
                    "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                    korean: "--\(name) 옵션의 값은 \(range.lowerBound)부터 \(range.upperBound)까지의 정수여야 합니다 (입력한 값: '\(text)')"
                ),
                for: spec
            )
        }
        return number
    }

    /// The value of `--name`, which must be one of `choices`.
    func choice(_ name: String, from choices: [String]) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            let listed = choices.joined(separator: ", ")
            throw UsageError(
                Phrase("--\(name) must be one of \(listed), not '\(text)'", korean: "--\(name) 옵션의 값은 \(listed) 중 하나여야 합니다 (입력한 값: '\(text)')"),
                for: spec
            )
        }
        return text
    }
}
