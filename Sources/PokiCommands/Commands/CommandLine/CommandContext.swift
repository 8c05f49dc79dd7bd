import PokiAlbum
import PokiSystem

/// What a running command may use: the console, the environment and the album the user chose.
struct CommandContext: Sendable {
    let console: Console
    let environment: [String: String]
    /// `--library DIR`, when given.
    let library: String?
    /// The user's config file (empty when there is none).
    var configuration = UserConfiguration()

    var terminal: TerminalSettings { console.settings }

    /// The album at `--library`, else `$POKI_LIBRARY`, else the config file's `library`, else
    /// `$XDG_DATA_HOME/poki`, else `~/.local/share/poki`. Nothing is read or created until the
    /// album is used.
    /// - Throws: a ``UsageError`` (exit 2) for an empty `--library` or `POKI_LIBRARY`.
    func album() throws -> Album {
        let resolved: String?
        do {
            resolved = try AlbumLocation.resolve(explicit: library, environment: environment, configured: configuration.library)
        } catch {
            throw UsageError(error.phrase)
        }
        guard let directory = resolved else {
            throw CommandFailure(Phrase(
                "cannot tell where the album is: no HOME; use --library DIR or set POKI_LIBRARY",
                korean: "앨범이 어디 있는지 알 수 없습니다: HOME이 없습니다. --library DIR 옵션을 쓰거나 POKI_LIBRARY 변수를 설정하십시오"
            ))
        }
        return Album(at: directory)
    }

    /// The album, for a command that reads photos already in it (`list`, `show`, `edit` …). When
    /// `--library`, `POKI_LIBRARY` or the config file's `library` names a folder that holds no
    /// album (a typo, an unmounted disk), that is an error, ``AlbumError/noAlbum(directory:)``,
    /// rather than an empty album; the default album not made yet is simply empty.
    func existingAlbum() throws -> Album {
        let album = try album()
        let named = library != nil || environment["POKI_LIBRARY"] != nil || configuration.library != nil
        if named, try album.state() != .album { throw AlbumError.noAlbum(directory: album.directory) }
        return album
    }

    /// Prints `value` as JSON on standard output.
    func printJSON<Value: Encodable>(_ value: Value) {
        console.output(bytes: JSONOutput.bytes(value))
    }
}
