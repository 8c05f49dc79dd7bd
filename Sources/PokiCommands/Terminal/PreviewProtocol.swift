/// How `show` sends the photo to the terminal.
enum PreviewProtocol: String, Sendable, Equatable, CaseIterable {
    /// The kitty graphics protocol: kitty, Ghostty, Konsole.
    case kitty
    /// iTerm2's inline images: iTerm2, WezTerm, mintty.
    case iterm
    /// DEC sixel: foot, mlterm, Windows Terminal, xterm started as a VT340.
    case sixel
    /// Upper-half blocks `▀` in 24-bit colour (256 colours without true colour): every terminal.
    case blocks

    /// The protocol for the terminal `environment` describes, decided from its variables alone:
    /// no escape sequence is ever sent to ask the terminal, so nothing can hang on a pipe or a
    /// terminal that does not answer. Inside tmux or screen, which pass no images through by
    /// default, blocks.
    static func automatic(environment: [String: String]) -> PreviewProtocol {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") || program == "tmux" {
            return .blocks
        }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" || environment["KONSOLE_VERSION"] != nil {
            return .kitty
        }
        if program == "iTerm.app" || program == "WezTerm" || environment["WEZTERM_PANE"] != nil || program == "mintty" {
            return .iterm
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || environment["MLTERM"] != nil || environment["WT_SESSION"] != nil {
            return .sixel
        }
        return .blocks
    }

    /// What `--protocol` accepts: `auto` and each protocol's name.
    static var choices: [String] { ["auto"] + allCases.map(\.rawValue) }
}
