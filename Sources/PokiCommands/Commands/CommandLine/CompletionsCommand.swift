import PokiSystem

/// `poki completions bash|zsh|fish`: the shell's completion script, generated from the command
/// table so it always knows every command and option of this poki.
struct CompletionsCommand: PokiCommand, Equatable {
    /// The shells poki writes completions for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static let spec = CommandSpec(
        ["completions"],
        summary: Phrase("Print the shell completion script for bash, zsh or fish.", korean: "bash/zsh/fish용 셸 자동 완성 스크립트를 출력합니다."),
        arguments: "SHELL",
        minimumArguments: 1,
        maximumArguments: 1,
        discussion: Phrase(
            """
            bash: add 'source <(poki completions bash)' to ~/.bashrc, or save the script as
            ~/.local/share/bash-completion/completions/poki.
            zsh: save it as _poki in a folder on $fpath (before compinit runs in ~/.zshrc).
            fish: save it as ~/.config/fish/completions/poki.fish.
            Tags, recent IDs and poses are completed from the album by asking poki itself.
            """,
            korean: """
            bash: ~/.bashrc에 'source <(poki completions bash)' 줄을 넣거나, 스크립트를
            ~/.local/share/bash-completion/completions/poki로 저장합니다.
            zsh: $fpath에 있는 폴더에 _poki로 저장합니다 (~/.zshrc에서 compinit이 실행되기 전).
            fish: ~/.config/fish/completions/poki.fish로 저장합니다.
            태그, 최근 ID, 포즈는 poki에게 직접 물어 앨범에서 완성합니다.
            """
        ),
        argumentKind: .choices(Shell.allCases.map(\.rawValue))
    )

    var shell: Shell

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let word = arguments.arguments[0]
        guard let shell = Shell(rawValue: word) else {
            let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(Phrase("SHELL must be one of \(shells), not '\(word)'", korean: "SHELL은 \(shells) 중 하나여야 합니다 (입력한 값: '\(word)')"), for: Self.spec)
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let tree = CommandTree(CommandLineTool.commands.map { $0.spec })
        switch shell {
        case .bash: context.console.outputComposed(BashCompletion(tree: tree).script)
        case .zsh: context.console.outputComposed(ZshCompletion(tree: tree, language: context.console.language).script)
        case .fish: context.console.outputComposed(FishCompletion(tree: tree, language: context.console.language).script)
        }
        return .success
    }
}
