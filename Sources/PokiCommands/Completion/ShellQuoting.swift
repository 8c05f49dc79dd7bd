/// Quoting for the generated completion scripts.
enum ShellQuoting {
    /// `text` as one single-quoted word for bash, zsh and fish: `'it'\''s'`.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
