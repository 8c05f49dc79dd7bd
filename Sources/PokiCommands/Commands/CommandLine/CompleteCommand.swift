import PokiSystem

/// `poki __complete KIND`: the album's current tags, recent IDs, trashed IDs or poses, one a line
/// as `value<TAB>description`, for the shell completions. Hidden from help: plumbing, not a command
/// people type.
struct CompleteCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["__complete"],
        summary: Phrase("List values for the shell completions.", korean: "셸 자동 완성에 쓸 값을 나열합니다."),
        arguments: "KIND",
        minimumArguments: 1,
        maximumArguments: 1,
        argumentKind: .choices(CompletionValues.allCases.map(\.rawValue)),
        isHidden: true
    )

    var values: CompletionValues

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let word = arguments.arguments[0]
        guard let values = CompletionValues(rawValue: word) else {
            let kinds = CompletionValues.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(Phrase("KIND must be one of \(kinds), not '\(word)'", korean: "KIND는 \(kinds) 중 하나여야 합니다 (입력한 값: '\(word)')"), for: Self.spec)
        }
        self.values = values
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        for candidate in try values.candidates(in: context.album(), language: context.console.language) {
            context.console.output(fields: [candidate.value, candidate.description])
        }
        return .success
    }
}
