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
                    throw UsageError("unknown option '\(word)' before the command")
                }
            }
        }

        if remaining.isEmpty && !wantsHelp { return .introduction }
        guard let spec = matchCommand(&remaining) else {
            if wantsHelp || remaining.isEmpty || remaining.first == "help" {
                return try helpOutcome(for: Array(remaining.dropFirst(remaining.first == "help" ? 1 : 0)))
            }
            let name = remaining.first ?? ""
            let suggestion = closestCommand(to: name).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown command '\(name)'\(suggestion)")
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
            let what = spec.arguments.isEmpty ? "an argument" : spec.arguments
            throw UsageError("missing \(what)", for: spec)
        }
        if let maximum = spec.maximumArguments, parsed.arguments.count > maximum {
            let extra = parsed.arguments[maximum]
            throw UsageError("unexpected argument '\(extra)'", for: spec)
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
            throw UsageError("no help for unknown command '\(words.joined(separator: " "))'")
        }
        return .help(spec)
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
            throw UsageError("unknown command '\(name)'; did you mean '\(spec.name) \(closest)'?", commandName: spec.name)
        }
        if spec.maximumArguments == 0 {
            throw UsageError("unknown command '\(name)' ('\(spec.name)' has \(subcommands.joined(separator: ", ")))", commandName: spec.name)
        }
    }

    // MARK: - Options

    private func takeLibrary(from remaining: inout ArraySlice<String>, spec: CommandSpec? = nil) throws(UsageError) -> String {
        guard let directory = remaining.popFirst(), !directory.hasPrefix("--") else {
            throw UsageError("--library needs a directory", usage: spec?.usage, commandName: spec?.name)
        }
        return directory
    }

    /// `--color WHEN` or `--color=WHEN` (`attached`), which must be auto, always or never.
    private func takeColour(_ attached: String?, from remaining: inout ArraySlice<String>, spec: CommandSpec? = nil) throws(UsageError) -> ColourMode {
        let choices = ColourMode.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word = attached ?? remaining.popFirst(), !word.hasPrefix("--") else {
            throw UsageError("--color needs a value (\(choices))", usage: spec?.usage, commandName: spec?.name)
        }
        guard let mode = ColourMode(rawValue: word) else {
            // `list --color pink`, as rg and ls users spell it, means the photos of a colour.
            let meant = NamedColours.colour(named: word) != nil && spec?.options.contains { $0.name == "colour" } == true
                ? "; to find photos of a colour, give --colour \(VisibleText.of(word))" : ""
            throw UsageError("--color must be one of \(choices), not '\(VisibleText.of(word))'\(meant)", usage: spec?.usage, commandName: spec?.name)
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
                let suggestion = closest.map { "; did you mean '--\($0)'?" } ?? ""
                throw UsageError("unknown option '--\(name)'\(suggestion)", for: spec)
            }
            option = found
        } else {
            guard word.count == 2, let letter = word.last, let found = spec.option(short: letter) else {
                throw UsageError("unknown option '\(word)'", for: spec)
            }
            option = found
        }

        if parsed.options[option.name] != nil, !option.repeatable {
            throw UsageError("--\(option.name) is given more than once", for: spec)
        }

        let value: String?
        switch option.arity {
        case .flag:
            if attached != nil { throw UsageError("--\(option.name) takes no value", for: spec) }
            value = nil
        case .value:
            if let attached {
                value = attached
            } else if let next = remaining.first, next == "-" || !next.hasPrefix("--") {
                value = remaining.removeFirst()
            } else {
                throw UsageError("--\(option.name) needs a value (\(option.valueName))", for: spec)
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
                throw UsageError("--\(option.name) must be one of \(option.choicesListed), not '\(VisibleText.of(word))'", for: spec)
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
