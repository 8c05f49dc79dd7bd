import PokiSystem

/// Why an import stopped before its last file. The files before the stop have their outcomes;
/// the rest were not attempted, and running the import again brings them in.
public enum ImportStop: Sendable, Equatable {
    /// Asked to stop: a signal (Ctrl-C, `kill`, a closed terminal), or the caller's own reason
    /// (standard output closed, so no further ID could be told).
    case interrupted
    /// The disk holding the album is full (or the user's quota spent): every further file would
    /// fail the same way.
    case diskFull

    /// Whether `error` says there is no room left for the album's files.
    static func isDiskFull(_ error: any Error) -> Bool {
        if case let FileSystemError.callFailed(_, _, code) = error { return Platform.isOutOfSpace(code) }
        return false
    }
}
