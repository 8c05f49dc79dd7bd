/// A command line poki cannot make sense of. Printed like swift-argument-parser's errors: the
/// complaint, the usage line, and where help is; the process exits with status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The complaint, one line: `unknown option '--tga'`.
    var message: String
    /// The command's usage line, when the command is known.
    var usage: String?
    /// The command the help hint points to (`add`), or `nil` for poki's own help.
    var commandName: String?

    init(_ message: String, usage: String? = nil, commandName: String? = nil) {
        self.message = message
        self.usage = usage
        self.commandName = commandName
    }

    init(_ message: String, for spec: CommandSpec) {
        self.init(message, usage: spec.usage, commandName: spec.name)
    }

    var description: String {
        var lines = ["error: " + VisibleText.of(message)]
        if let usage { lines.append("usage: \(usage)") }
        lines.append(commandName.map { "See 'poki \($0) --help'." } ?? "See 'poki --help'.")
        return lines.joined(separator: "\n")
    }
}
