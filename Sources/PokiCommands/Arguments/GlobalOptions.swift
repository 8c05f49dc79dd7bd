/// The options every command takes, before or after the command's name: read by the parser's
/// caller, listed in every `--help`, the completions and the manual page.
enum GlobalOptions {
    static let library = OptionSpec.value(
        "library", "DIR", kind: .directory,
        help: "The album to use (default: $POKI_LIBRARY, else the config file's library, else $XDG_DATA_HOME/poki)."
    )
    static let help = OptionSpec.flag("help", short: "h", help: "Show this help.")
    /// Only before a command: `poki --version`.
    static let version = OptionSpec.flag("version", help: "Show poki's version.")

    static let colour = OptionSpec.choice(
        "color", ColourMode.allCases.map(\.rawValue),
        help: "Colour: auto (a terminal, NO_COLOR unset, TERM not dumb; the default), always (also into a pipe) or never."
    )

    /// Every global option but `--help`, in the order help lists them.
    static let all: [OptionSpec] = [library, colour]
}
