/// What a command looks like on the command line: its name, its positional arguments and its options.
struct CommandSpec: Sendable {
    /// The words that select the command: `["add"]`, `["tags", "rename"]`.
    var path: [String]
    /// One line for the command list.
    var summary: String
    /// Positional arguments as shown in the usage line: `FILE...`, `ID`.
    var arguments: String
    /// The fewest positional arguments the command accepts.
    var minimumArguments: Int
    /// The most positional arguments the command accepts; `nil` for no limit.
    var maximumArguments: Int?
    var options: [OptionSpec]
    /// Extra paragraphs for `--help`: details, examples.
    var discussion: String

    init(
        _ path: [String],
        summary: String,
        arguments: String = "",
        minimumArguments: Int = 0,
        maximumArguments: Int? = 0,
        options: [OptionSpec] = [],
        discussion: String = ""
    ) {
        self.path = path
        self.summary = summary
        self.arguments = arguments
        self.minimumArguments = minimumArguments
        self.maximumArguments = maximumArguments
        self.options = options
        self.discussion = discussion
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

    /// The full `--help` text.
    var helpText: String {
        var text = "\(summary)\n\nusage: \(usage)\n"
        let allOptions = options + [.flag("help", short: "h", help: "Show this help.")]
        let width = allOptions.map { $0.synopsis.count }.max() ?? 0
        text += "\noptions:\n"
        for option in allOptions {
            let padding = String(repeating: " ", count: width - option.synopsis.count)
            text += "  \(option.synopsis)\(padding)  \(option.help)\n"
        }
        text += "  --library DIR" + String(repeating: " ", count: max(0, width - 13)) + "  The album to use (default: $POKI_LIBRARY, else $XDG_DATA_HOME/poki).\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.shortName == short }
    }
}
