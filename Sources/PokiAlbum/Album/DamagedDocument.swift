import PokiSystem

/// A photo document that exists but cannot be read (garbled, of the wrong shape, or written by a
/// newer poki). Listings skip it and report it, so one damaged file never hides the others;
/// `poki check --repair` moves it to `quarantine/`.
public struct DamagedDocument: Sendable, Equatable {
    /// The document's full path.
    public var path: String
    /// Why it cannot be read, in every language (`reason.english` for `--json`).
    public var reason: Phrase

    public init(path: String, reason: Phrase) {
        self.path = path
        self.reason = reason
    }

    /// The error reading it threw.
    public var error: DocumentError { .corrupt(path: path, reason: reason) }
}
