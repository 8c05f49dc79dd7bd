import PokiSystem

/// Where the album lives: `--library DIR`, else `$POKI_LIBRARY`, else the config file's
/// `library`, else `$XDG_DATA_HOME/poki`, else `~/.local/share/poki`.
public enum AlbumLocation {
    /// A setting that names the album but is empty: `--library ""` or `POKI_LIBRARY=`, what an
    /// unset shell variable gives (`poki --library "$X" profile delete --yes`). It never means the
    /// default album, which such a command would otherwise change or erase.
    public struct EmptySetting: PhrasedError, Equatable {
        /// `--library` or `POKI_LIBRARY`.
        public var name: String

        public var phrase: Phrase {
            Phrase(
                "\(name) is empty: name the album's folder, or leave \(name) out for the default album",
                korean: "\(name) 값이 비어 있습니다: 앨범 폴더를 지정하거나, 기본 앨범을 쓰려면 \(name) 설정 없이 실행하십시오"
            )
        }
    }

    /// Picks the album directory from an explicit `--library` value and an environment.
    ///
    /// A pure function so the rule can be tested without touching the process environment. A
    /// relative `XDG_DATA_HOME` is ignored and an empty one counts as unset, as the XDG base
    /// directory specification says; an empty `--library` or `POKI_LIBRARY` is refused.
    /// - Returns: nil only when nothing is set and there is no `HOME`.
    /// - Throws: ``EmptySetting`` for an empty `--library` or `POKI_LIBRARY`.
    public static func resolve(explicit: String?, environment: [String: String], configured: String? = nil) throws(EmptySetting) -> String? {
        if let explicit {
            guard !explicit.isEmpty else { throw EmptySetting(name: "--library") }
            return explicit
        }
        if let library = environment["POKI_LIBRARY"] {
            guard !library.isEmpty else { throw EmptySetting(name: "POKI_LIBRARY") }
            return library
        }
        if let configured, !configured.isEmpty { return configured }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return PathName.join(dataHome, "poki")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return PathName.join(home, ".local/share/poki")
        }
        return nil
    }
}
