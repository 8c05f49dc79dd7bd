import PokiSystem

/// `poki manual`: the manual page poki(1) in roff, generated from the command table.
struct ManualCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["manual"],
        summary: Phrase(
            "Print poki's manual page (roff): poki manual > poki.1 && man ./poki.1",
            korean: "poki의 매뉴얼 페이지(roff)를 출력합니다: poki manual > poki.1 && man ./poki.1"
        ),
        discussion: Phrase(
            """
            Install it where man finds it:
              mkdir -p ~/.local/share/man/man1 && poki manual > ~/.local/share/man/man1/poki.1
            then 'man poki'.
            """,
            korean: """
            man이 찾는 곳에 설치하려면:
              mkdir -p ~/.local/share/man/man1 && poki manual > ~/.local/share/man/man1/poki.1
            그다음 'man poki'.
            """
        )
    )

    init(parsing arguments: ParsedArguments) throws(UsageError) {}

    func run(in context: CommandContext) throws -> ExitStatus {
        let tree = CommandTree(CommandLineTool.commands.map { $0.spec })
        context.console.outputComposed(ManualPage(tree: tree, version: PokiVersion.current, language: context.console.language).text)
        return .success
    }
}
