/// How many colours the terminal can show, judged from the environment alone (never by asking
/// the terminal, which might not answer).
enum ColourDepth: Sendable, Equatable {
    /// 24-bit `38;2;R;G;B` colours.
    case trueColour
    /// The xterm 256-colour palette (`38;5;N`), which nearly every terminal has.
    case palette256

    /// True colour when `COLORTERM` says so or the terminal is one known to have it; 256 colours
    /// otherwise, and with `NO_COLOR` set (the picture is still drawn, in fewer colours).
    static func detect(environment: [String: String]) -> ColourDepth {
        if !(environment["NO_COLOR"] ?? "").isEmpty { return .palette256 }
        let colourTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" { return .trueColour }
        let term = environment["TERM"] ?? ""
        if term.hasSuffix("-direct") || ["xterm-kitty", "xterm-ghostty", "wezterm", "foot", "foot-extra", "alacritty"].contains(term) {
            return .trueColour
        }
        let program = environment["TERM_PROGRAM"] ?? ""
        if ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) { return .trueColour }
        for variable in ["KITTY_WINDOW_ID", "WEZTERM_PANE", "KONSOLE_VERSION", "WT_SESSION"] where environment[variable] != nil {
            return .trueColour
        }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 3600 { return .trueColour }
        return .palette256
    }
}
