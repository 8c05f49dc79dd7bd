/// `--color auto|always|never` (and the config's `color`), as ripgrep, fd and git read it.
enum ColourMode: String, CaseIterable, Sendable {
    /// Colour when standard output is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
    case auto
    /// Colour even into a pipe or a file (`poki list --color always | less -R`).
    case always
    /// No colour.
    case never
}
