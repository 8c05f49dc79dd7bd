/// What poki knows about where its output goes: decided once at start-up from the environment
/// and the file descriptors, then passed to every command.
struct TerminalSettings: Sendable, Equatable {
    /// Standard input is a terminal: poki may prompt or open an editor.
    var inputIsTerminal: Bool
    /// Standard output is a terminal: tables may be cut to ``width``.
    var outputIsTerminal: Bool
    /// Standard error is a terminal: progress lines may redraw in place.
    var errorIsTerminal: Bool
    /// Columns to fit tables into; `nil` means no limit (a pipe without `COLUMNS`).
    var width: Int?
    /// ANSI colour is allowed on standard output: a terminal, and `NO_COLOR` unset or empty.
    var usesColour: Bool

    /// Reads the real descriptors and `environment` (`NO_COLOR`, `COLUMNS`).
    static func detect(environment: [String: String]) -> TerminalSettings {
        let outputIsTerminal = Platform.isTerminal(Platform.standardOutput)
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let width = outputIsTerminal ? (Platform.terminalColumns(Platform.standardOutput) ?? columns ?? 80) : columns
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalSettings(
            inputIsTerminal: Platform.isTerminal(Platform.standardInput),
            outputIsTerminal: outputIsTerminal,
            errorIsTerminal: Platform.isTerminal(Platform.standardError),
            width: width,
            usesColour: outputIsTerminal && !noColour
        )
    }

    /// Plain output for tests and pipes: no terminal anywhere, no colour, no width limit.
    static let pipe = TerminalSettings(inputIsTerminal: false, outputIsTerminal: false, errorIsTerminal: false, width: nil, usesColour: false)
}
