/// Why one of the album's JSON documents could not be read or written.
public enum DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is damaged, of the wrong shape, or written by a newer poki.
    case corrupt(path: String, reason: String)

    public var description: String {
        switch self {
        case let .corrupt(path, reason):
            return "cannot read document: \(reason); 'poki check' can quarantine it (\(path))"
        }
    }
}
