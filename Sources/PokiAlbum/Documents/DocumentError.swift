/// Why one of the album's JSON documents could not be read or written.
public enum DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is damaged or of the wrong shape.
    case corrupt(path: String, reason: String)
    /// The document was written by a newer poki, with a schema version this one does not know.
    case newerSchema(path: String, version: Int)

    public var description: String {
        switch self {
        case let .corrupt(path, reason):
            return "cannot read document: \(reason); 'poki check' can quarantine it (\(path))"
        case let .newerSchema(path, version):
            return "document has schema version \(version), newer than this poki understands; upgrade poki (\(path))"
        }
    }
}
