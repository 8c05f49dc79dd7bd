/// `poki completions bash|zsh|fish`: the shell's completion script, generated from the command
/// table so it always knows every command and option of this poki.
struct CompletionsCommand: PokiCommand, Equatable {
    /// The shells poki writes completions for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static let spec = CommandSpec(
        ["completions"],
        summary: "Print the shell completion script for bash, zsh or fish.",
        arguments: "SHELL",
        minimumArguments: 1,
        maximumArguments: 1,
        discussion: """
        bash: add 'source <(poki completions bash)' to ~/.bashrc, or save the script as
        ~/.local/share/bash-completion/completions/poki.
        zsh: save it as _poki in a folder on $fpath (before compinit runs in ~/.zshrc).
        fish: save it as ~/.config/fish/completions/poki.fish.
        Tags, recent IDs and poses are completed from the album by asking poki itself.
        """,
        argumentKind: .choices(Shell.allCases.map(\.rawValue))
    )

    var shell: Shell

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let word = arguments.arguments[0]
        guard let shell = Shell(rawValue: word) else {
            throw UsageError("SHELL must be one of \(Shell.allCases.map(\.rawValue).joined(separator: ", ")), not '\(word)'", for: Self.spec)
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let tree = CommandTree(CommandLineTool.commands.map { $0.spec })
        switch shell {
        case .bash: context.console.outputComposed(BashCompletion(tree: tree).script)
        case .zsh: context.console.outputComposed(ZshCompletion(tree: tree).script)
        case .fish: context.console.outputComposed(FishCompletion(tree: tree).script)
        }
        return .success
    }
}
