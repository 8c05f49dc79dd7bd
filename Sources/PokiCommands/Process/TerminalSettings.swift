import PokiSystem

/// What poki knows about where its output goes and who reads it: decided once at start-up from the environment
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
    /// Columns of the terminal standard error writes to, which messages are wrapped to; `nil`
    /// when standard error is not a terminal (a log, a script reading it line by line).
    var errorWidth: Int? = nil
    /// ANSI colour is allowed on standard output: a terminal, `NO_COLOR` unset or empty, and
    /// `TERM` not `dumb`.
    var usesColour: Bool
    /// The terminal understands escape codes: `TERM` is not `dumb`. A dumb terminal (Emacs's shell,
    /// some editors' consoles) gets no colour and no redrawn progress line.
    var understandsEscapes: Bool = true
    /// The language of everything poki says (``Language/init(environment:)``): the locale's.
    var language: Language = .english

    /// Reads the real descriptors and `environment` (`NO_COLOR`, `TERM`, `COLUMNS`, the locale).
    static func detect(environment: [String: String]) -> TerminalSettings {
        let outputIsTerminal = Platform.isTerminal(Platform.standardOutput)
        return decide(
            environment: environment,
            inputIsTerminal: Platform.isTerminal(Platform.standardInput),
            outputIsTerminal: outputIsTerminal,
            errorIsTerminal: Platform.isTerminal(Platform.standardError),
            terminalColumns: outputIsTerminal ? Platform.terminalColumns(Platform.standardOutput) : nil,
            errorColumns: Platform.terminalColumns(Platform.standardError)
        )
    }

    /// The settings for descriptors that are or are not terminals, standard output's terminal
    /// `terminalColumns` wide and standard error's `errorColumns` wide when they say, and
    /// `environment`.
    static func decide(
        environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool, errorIsTerminal: Bool, terminalColumns: Int?,
        errorColumns: Int? = nil
    ) -> TerminalSettings {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let width = outputIsTerminal ? (terminalColumns ?? columns ?? 80) : columns
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        let understandsEscapes = environment["TERM"] != "dumb"
        return TerminalSettings(
            inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal,
            errorIsTerminal: errorIsTerminal,
            width: width,
            errorWidth: errorIsTerminal ? (errorColumns ?? columns ?? 80) : nil,
            usesColour: outputIsTerminal && !noColour && understandsEscapes,
            understandsEscapes: understandsEscapes,
            language: Language(environment: environment)
        )
    }

    /// Plain output for tests and pipes: no terminal anywhere, no colour, no width limit.
    static let pipe = TerminalSettings(inputIsTerminal: false, outputIsTerminal: false, errorIsTerminal: false, width: nil, usesColour: false)
}
