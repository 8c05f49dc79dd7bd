import PokiSystem

/// What a command looks like on the command line: its name, its positional arguments and its options.
struct CommandSpec: Sendable {
    /// The words that select the command: `["add"]`, `["tags", "rename"]`.
    var path: [String]
    /// One line for the command list.
    var summary: Phrase
    /// Positional arguments as shown in the usage line: `FILE...`, `ID`.
    var arguments: String
    /// The fewest positional arguments the command accepts.
    var minimumArguments: Int
    /// The most positional arguments the command accepts; `nil` for no limit.
    var maximumArguments: Int?
    var options: [OptionSpec]
    /// Extra paragraphs for `--help`: details, examples.
    var discussion: Phrase
    /// What the positional arguments are, for completion.
    var argumentKind: ValueKind
    /// Left out of `poki --help`, the completions and the manual: poki's own plumbing.
    var isHidden: Bool

    init(
        _ path: [String],
        summary: Phrase,
        arguments: String = "",
        minimumArguments: Int = 0,
        maximumArguments: Int? = 0,
        options: [OptionSpec] = [],
        discussion: Phrase = .verbatim(""),
        argumentKind: ValueKind = .text,
        isHidden: Bool = false
    ) {
        self.path = path
        self.summary = summary
        self.arguments = arguments
        self.minimumArguments = minimumArguments
        self.maximumArguments = maximumArguments
        self.options = options
        self.discussion = discussion
        self.argumentKind = argumentKind
        self.isHidden = isHidden
    }

    /// `add`, `tags rename`.
    var name: String { path.joined(separator: " ") }

    /// `poki add FILE... [--tag T] [--memo [TEXT]] [--json]`.
    var usage: String {
        var words = ["poki", name]
        if !arguments.isEmpty { words.append(arguments) }
        words += options.map { "[\($0.synopsis)]" }
        return words.joined(separator: " ")
    }

    /// The full `--help` text, in `language`.
    func helpText(in language: Language) -> String {
        var text = summary.text(in: language) + "\n\n" + Phrase("usage: ", korean: "사용법: ").text(in: language) + usage + "\n"
        let commandOptions = options + [GlobalOptions.help]
        let width = commandOptions.map { $0.synopsis.count }.max() ?? 0
        text += "\n" + Phrase("options:", korean: "옵션:").text(in: language) + "\n"
        for option in commandOptions + GlobalOptions.all {
            let padding = String(repeating: " ", count: max(0, width - option.synopsis.count))
            text += "  \(option.synopsis)\(padding)  \(option.help.text(in: language))\n"
        }
        let details = discussion.text(in: language)
        if !details.isEmpty { text += "\n\(details)\n" }
        return text
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.shortName == short }
    }
}
