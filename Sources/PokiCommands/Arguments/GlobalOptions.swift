import PokiSystem

/// The options every command takes, before or after the command's name: read by the parser's
/// caller, listed in every `--help`, the completions and the manual page.
enum GlobalOptions {
    static let library = OptionSpec.value(
        "library", "DIR", kind: .directory,
        help: Phrase(
            "The album to use (default: $POKI_LIBRARY, else the config file's library, else $XDG_DATA_HOME/poki).",
            korean: "쓸 앨범 (기본값: $POKI_LIBRARY, 없으면 설정 파일의 library, 없으면 $XDG_DATA_HOME/poki)."
        )
    )
    static let help = OptionSpec.flag("help", short: "h", help: Phrase("Show this help.", korean: "이 도움말을 보여 줍니다."))
    /// Only before a command: `poki --version`.
    static let version = OptionSpec.flag("version", help: Phrase("Show poki's version.", korean: "poki의 버전을 보여 줍니다."))

    static let colour = OptionSpec.choice(
        "color", ColourMode.allCases.map(\.rawValue),
        help: Phrase(
            "Colour: auto (a terminal, NO_COLOR unset, TERM not dumb; the default), always (also into a pipe) or never.",
            korean: "색: auto (터미널이고 NO_COLOR가 없거나 비어 있고 TERM이 dumb가 아닐 때; 기본값), always (파이프에도) 또는 never."
        )
    )

    /// Every global option but `--help`, in the order help lists them.
    static let all: [OptionSpec] = [library, colour]
}
