import PokiSystem
import PokiAlbum

/// Turns a command line into a parsed command using a table of ``CommandSpec``s.
///
/// Pure: no I/O, no environment, so every rule is unit-tested without a process.
struct ArgumentParser: Sendable {
    /// What the words ask poki to do.
    enum Outcome: Sendable, Equatable {
        /// `poki` with no command and no `--help`: the short introduction.
        case introduction
        /// `--help` (for a command, or poki's own when `nil`).
        case help(CommandSpec?)
        case version
        case command(ParsedArguments, library: String?)

        static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            switch (lhs, rhs) {
            case let (.help(left), .help(right)): return left?.path == right?.path
            case (.version, .version), (.introduction, .introduction): return true
            case let (.command(left, leftLibrary), .command(right, rightLibrary)):
                return left == right && leftLibrary == rightLibrary
            default: return false
            }
        }
    }

    var commands: [CommandSpec]

    func parse(_ words: [String]) throws(UsageError) -> Outcome {
        var remaining = words[...]
        var library: String?
        var colour: ColourMode?
        var wantsHelp = false

        // Global options may come before the command.
        while let word = remaining.first, word.hasPrefix("-"), word != "-" {
            remaining.removeFirst()
            switch word {
            case "--help", "-h": wantsHelp = true
            case "--version": return .version
            case "--library": library = try takeLibrary(from: &remaining)
            case "--color": colour = try takeColour(nil, from: &remaining)
            default:
                if word.hasPrefix("--color=") {
                    colour = try takeColour(String(word.dropFirst("--color=".count)), from: &remaining)
                } else if word.hasPrefix("--library=") {
                    library = String(word.dropFirst("--library=".count))
                } else {
                    throw UsageError(Phrase("unknown option '\(word)' before the command", korean: "명령 앞에 알 수 없는 옵션이 있습니다: '\(word)'"))
                }
            }
        }

        if remaining.isEmpty && !wantsHelp { return .introduction }
        guard let spec = matchCommand(&remaining) else {
            if wantsHelp || remaining.isEmpty || remaining.first == "help" {
                return try helpOutcome(for: Array(remaining.dropFirst(remaining.first == "help" ? 1 : 0)))
            }
            let name = remaining.first ?? ""
            throw UsageError(Self.unknownCommand(name) + Self.didYouMean(closestCommand(to: name)))
        }
        try refuseUnknownSubcommand(of: spec, next: remaining.first)
        if wantsHelp { return .help(spec) }

        var parsed = ParsedArguments(spec: spec)
        parsed.colour = colour
        var onlyArguments = false
        while let word = remaining.popFirst() {
            if onlyArguments || word == "-" || !word.hasPrefix("-") {
                parsed.arguments.append(word)
                continue
            }
            if word == "--" { onlyArguments = true; continue }
            if word == "--help" || word == "-h" { return .help(spec) }
            if word == "--library" { library = try takeLibrary(from: &remaining, spec: spec); continue }
            if word.hasPrefix("--library=") { library = String(word.dropFirst("--library=".count)); continue }
            if word == "--color" { parsed.colour = try takeColour(nil, from: &remaining, spec: spec); continue }
            if word.hasPrefix("--color=") {
                parsed.colour = try takeColour(String(word.dropFirst("--color=".count)), from: &remaining, spec: spec)
                continue
            }
            try readOption(word, into: &parsed, remaining: &remaining)
        }

        if parsed.arguments.count < spec.minimumArguments {
            let missing = spec.arguments.isEmpty
                ? Phrase("missing an argument", korean: "인자가 빠졌습니다")
                : Phrase("missing \(spec.arguments)", korean: "인자가 빠졌습니다: \(spec.arguments)")
            throw UsageError(missing, for: spec)
        }
        if let maximum = spec.maximumArguments, parsed.arguments.count > maximum {
            let extra = parsed.arguments[maximum]
            throw UsageError(Phrase("unexpected argument '\(extra)'", korean: "인자가 너무 많습니다: '\(extra)'"), for: spec)
        }
        return .command(parsed, library: library)
    }

    // MARK: - Commands

    /// The longest command path that starts the remaining words (`tags rename` before `tags`).
    private func matchCommand(_ remaining: inout ArraySlice<String>) -> CommandSpec? {
        let candidates = commands.filter { spec in
            spec.path.count <= remaining.count && zip(spec.path, remaining).allSatisfy { $0 == $1 }
        }
        guard let spec = candidates.max(by: { $0.path.count < $1.path.count }) else { return nil }
        remaining.removeFirst(spec.path.count)
        return spec
    }

    private func helpOutcome(for words: [String]) throws(UsageError) -> Outcome {
        var remaining = words[...]
        if remaining.isEmpty { return .help(nil) }
        guard let spec = matchCommand(&remaining) else {
            let name = words.joined(separator: " ")
            throw UsageError(Phrase("no help for unknown command '\(name)'", korean: "알 수 없는 명령이라 도움말이 없습니다: '\(name)'"))
        }
        return .help(spec)
    }

    /// `unknown command 'NAME'`.
    private static func unknownCommand(_ name: String) -> Phrase {
        Phrase("unknown command '\(name)'", korean: "알 수 없는 명령입니다: '\(name)'")
    }

    /// `; did you mean 'WORDS'?` after a complaint, or nothing when nothing is close.
    private static func didYouMean(_ closest: String?) -> Phrase {
        guard let closest else { return .verbatim("") }
        return Phrase("; did you mean '\(closest)'?", korean: ". 혹시 '\(closest)'인가요?")
    }

    private func closestCommand(to word: String) -> String? {
        Suggestion.closestName(to: word, among: Set(commands.filter { !$0.isHidden }.map { $0.path[0] }).sorted())
    }

    /// A word after a command that has sub-commands (`tags remve`) is a mistyped sub-command when
    /// it is close to one, or when the command itself takes no arguments.
    private func refuseUnknownSubcommand(of spec: CommandSpec, next word: String?) throws(UsageError) {
        guard let word, !word.hasPrefix("-") else { return }
        let subcommands = commands.filter { $0.path.count == spec.path.count + 1 && Array($0.path.prefix(spec.path.count)) == spec.path }
            .map { $0.path[spec.path.count] }
        guard !subcommands.isEmpty else { return }
        let name = "\(spec.name) \(word)"
        if let closest = Suggestion.closestName(to: word, among: subcommands) {
            throw UsageError(Self.unknownCommand(name) + Self.didYouMean("\(spec.name) \(closest)"), commandName: spec.name)
        }
        if spec.maximumArguments == 0 {
            let listed = subcommands.joined(separator: ", ")
            throw UsageError(
                Phrase("unknown command '\(name)' ('\(spec.name)' has \(listed))", korean: "알 수 없는 명령입니다: '\(name)' ('\(spec.name)'의 명령: \(listed))"),
                commandName: spec.name
            )
        }
    }

    // MARK: - Options

    private func takeLibrary(from remaining: inout ArraySlice<String>, spec: CommandSpec? = nil) throws(UsageError) -> String {
        guard let directory = remaining.popFirst(), !directory.hasPrefix("--") else {
            throw UsageError(Phrase("--library needs a directory", korean: "--library 옵션에는 폴더가 필요합니다"), usage: spec?.usage, commandName: spec?.name)
        }
        return directory
    }

    /// `--color WHEN` or `--color=WHEN` (`attached`), which must be auto, always or never.
    private func takeColour(_ attached: String?, from remaining: inout ArraySlice<String>, spec: CommandSpec? = nil) throws(UsageError) -> ColourMode {
        let choices = ColourMode.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word = attached ?? remaining.popFirst(), !word.hasPrefix("--") else {
            throw UsageError(
                Phrase("--color needs a value (\(choices))", korean: "--color 옵션에는 값(\(choices))이 필요합니다"), usage: spec?.usage, commandName: spec?.name
            )
        }
        guard let mode = ColourMode(rawValue: word) else {
            let shown = VisibleText.of(word)
            // `list --color pink`, as rg and ls users spell it, means the photos of a colour.
            let meant = NamedColours.colour(named: word) != nil && spec?.options.contains { $0.name == "colour" } == true
                ? Phrase("; to find photos of a colour, give --colour \(shown)", korean: ". 색으로 사진을 찾으려면 --colour \(shown)처럼 쓰십시오")
                : .verbatim("")
            let complaint = Phrase(
                "--color must be one of \(choices), not '\(shown)'", korean: "--color 옵션의 값은 \(choices) 중 하나여야 합니다 (입력한 값: '\(shown)')"
            )
            throw UsageError(complaint + meant, usage: spec?.usage, commandName: spec?.name)
        }
        return mode
    }

    private func readOption(_ word: String, into parsed: inout ParsedArguments, remaining: inout ArraySlice<String>) throws(UsageError) {
        let spec = parsed.spec
        let option: OptionSpec
        var attached: String?
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: Substring
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                attached = String(body[body.index(after: equals)...])
            } else {
                name = body
            }
            guard let found = spec.option(named: String(name)) else {
                let closest = Suggestion.closestName(to: String(name), among: spec.options.map(\.name))
                let unknown = Phrase("unknown option '--\(name)'", korean: "알 수 없는 옵션입니다: '--\(name)'")
                throw UsageError(unknown + Self.didYouMean(closest.map { "--" + $0 }), for: spec)
            }
            option = found
        } else {
            guard word.count == 2, let letter = word.last, let found = spec.option(short: letter) else {
                throw UsageError(Phrase("unknown option '\(word)'", korean: "알 수 없는 옵션입니다: '\(word)'"), for: spec)
            }
            option = found
        }

        if parsed.options[option.name] != nil, !option.repeatable {
            throw UsageError(Phrase("--\(option.name) is given more than once", korean: "--\(option.name) 옵션을 두 번 이상 주었습니다"), for: spec)
        }

        let value: String?
        switch option.arity {
        case .flag:
            if attached != nil { throw UsageError(Phrase("--\(option.name) takes no value", korean: "--\(option.name) 옵션에는 값을 줄 수 없습니다"), for: spec) }
            value = nil
        case .value:
            if let attached {
                value = attached
            } else if let next = remaining.first, next == "-" || !next.hasPrefix("--") {
                value = remaining.removeFirst()
            } else {
                throw UsageError(
                    Phrase("--\(option.name) needs a value (\(option.valueName))", korean: "--\(option.name) 옵션에는 값(\(option.valueName))이 필요합니다"), for: spec
                )
            }
        case .optionalValue:
            if let attached {
                value = attached
            } else if let next = remaining.first, next == "-" || !next.hasPrefix("-") {
                value = remaining.removeFirst()
            } else {
                value = nil
            }
        }
        var kept = value
        if let word = value, let choices = option.choices {
            let choice = option.choice(named: word)
            guard choices.contains(choice) else {
                let shown = VisibleText.of(word)
                throw UsageError(
                    Phrase(
                        "--\(option.name) must be one of \(option.choicesListed), not '\(shown)'",
                        korean: "--\(option.name) 옵션의 값은 \(option.choicesListed) 중 하나여야 합니다 (입력한 값: '\(shown)')"
                    ),
                    for: spec
                )
            }
            kept = choice
        }
        parsed.options[option.name, default: []].append(kept)
        if kept != nil, attached == nil {
            parsed.valuesFromNextWord.insert(option.name)
        } else {
            parsed.valuesFromNextWord.remove(option.name)
        }
    }
}
