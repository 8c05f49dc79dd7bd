import PokiSystem

/// Where the album lives: `--library DIR`, else `$POKI_LIBRARY`, else the config file's
/// `library`, else `$XDG_DATA_HOME/poki`, else `~/.local/share/poki`.
public enum AlbumLocation {
    /// Picks the album directory from an explicit `--library` value and an environment.
    ///
    /// A pure function so the rule can be tested without touching the process environment. Empty
    /// variables count as unset, and a relative `XDG_DATA_HOME` is ignored, as the XDG base
    /// directory specification says.
    /// - Returns: nil only when nothing is set and there is no `HOME`.
    public static func resolve(explicit: String?, environment: [String: String], configured: String? = nil) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let library = environment["POKI_LIBRARY"], !library.isEmpty { return library }
        if let configured, !configured.isEmpty { return configured }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return PathName.join(dataHome, "poki")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return PathName.join(home, ".local/share/poki")
        }
        return nil
    }

    /// ``resolve(explicit:environment:)`` with this process's environment.
    public static func resolve(explicit: String?) -> String? {
        resolve(explicit: explicit, environment: Platform.environment())
    }
}
