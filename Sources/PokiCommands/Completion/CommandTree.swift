/// poki's command table as the completion scripts and the manual page read it: the visible
/// commands, the words that may follow each command path, and every option each one takes.
struct CommandTree: Sendable {
    /// The commands people use, in the table's order (hidden plumbing left out).
    let commands: [CommandSpec]

    init(_ specs: [CommandSpec]) {
        commands = specs.filter { !$0.isHidden }
    }

    /// Every command path, `add`, `tags rename`, in the table's order.
    var paths: [String] { commands.map(\.name) }

    /// The command words that may follow `path`: the top-level commands for `[]`, `add rename
    /// remove` for `["tags"]`; in the table's order, each once.
    func subcommands(of path: [String]) -> [String] {
        var words: [String] = []
        for spec in commands where spec.path.count > path.count && Array(spec.path.prefix(path.count)) == path {
            let word = spec.path[path.count]
            if !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// Every option `spec` takes: its own, `--help`, then the global ones.
    func options(of spec: CommandSpec) -> [OptionSpec] {
        spec.options + [GlobalOptions.help] + GlobalOptions.all
    }

    /// The options poki takes before a command.
    var topLevelOptions: [OptionSpec] {
        [GlobalOptions.help, GlobalOptions.version] + GlobalOptions.all
    }

    /// Whether `spec` takes positional arguments.
    static func takesArguments(_ spec: CommandSpec) -> Bool {
        spec.maximumArguments != 0
    }
}
