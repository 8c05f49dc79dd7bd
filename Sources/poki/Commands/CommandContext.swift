/// What a running command may use: the console, the environment and the album the user chose.
struct CommandContext: Sendable {
    let console: Console
    let environment: [String: String]
    /// `--library DIR`, when given.
    let library: String?

    var terminal: TerminalSettings { console.settings }
}
