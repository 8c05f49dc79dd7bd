/// The user's own files in `$XDG_CONFIG_HOME/poki` (else `~/.config/poki`): the executable's
/// way to find and read them.
public enum ConfigFile {
    /// `$XDG_CONFIG_HOME/poki/<name>` when that variable is an absolute path, else
    /// `$HOME/.config/poki/<name>`; nil without either.
    public static func path(_ name: String, environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return PathName.join(config, "poki/" + name) }
        if let home = environment["HOME"], !home.isEmpty { return PathName.join(home, ".config/poki/" + name) }
        return nil
    }

    /// The file's bytes, or nil when there is no file.
    /// - Throws: ``FileSystemError`` when it exists but cannot be read.
    public static func contents(at path: String) throws -> [UInt8]? {
        try Syscall.contentsIfPresent(of: path)
    }

    /// `path` with a leading `~/` replaced by `home`.
    public static func expandingHome(_ path: String, home: String) -> String {
        path.hasPrefix("~/") ? PathName.join(home, String(path.dropFirst(2))) : path
    }
}
