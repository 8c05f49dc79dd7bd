import PokiSystem

/// A command line poki cannot make sense of. Printed like swift-argument-parser's errors: the
/// complaint, the usage line, and where help is; the process exits with status 2.
struct UsageError: PhrasedError, Equatable {
    /// The complaint, one line: `unknown option '--tga'`.
    var phrase: Phrase
    /// The command's usage line, when the command is known.
    var usage: String?
    /// The command the help hint points to (`add`), or `nil` for poki's own help.
    var commandName: String?

    init(_ phrase: Phrase, usage: String? = nil, commandName: String? = nil) {
        self.phrase = phrase
        self.usage = usage
        self.commandName = commandName
    }

    init(_ phrase: Phrase, for spec: CommandSpec) {
        self.init(phrase, usage: spec.usage, commandName: spec.name)
    }

    /// Two usage errors are the same when they say the same in English, with the same usage and help.
    static func == (left: UsageError, right: UsageError) -> Bool {
        left.message == right.message && left.usage == right.usage && left.commandName == right.commandName
    }

    /// The complaint in English, as `--json` reports it.
    var message: String { phrase.english }

    /// The complaint, the usage line and where help is, in English.
    var description: String { text(in: .english) }

    /// The complaint, the usage line and where help is, in `language`.
    func text(in language: Language) -> String {
        let complaint = Phrase("error: ", korean: "오류: ") + phrase
        var lines = [VisibleText.of(complaint.text(in: language))]
        if let usage { lines.append(Phrase("usage: ", korean: "사용법: ").text(in: language) + usage) }
        let help = commandName.map { "poki \($0) --help" } ?? "poki --help"
        lines.append(Phrase("See '\(help)'.", korean: "자세한 내용은 '\(help)'를 참고하십시오.").text(in: language))
        return lines.joined(separator: "\n")
    }
}
