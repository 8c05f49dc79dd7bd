/// What ``Album/add(_:allowDuplicate:today:)`` did with one ``NewPhoto``, in input order.
public enum AddOutcome: Sendable, Equatable {
    /// The photo is in the album under a new ID.
    case added(Photo)
    /// Not added: the same file (by SHA-256) is already in the album, or earlier in the same batch,
    /// as `id`.
    case duplicate(of: Int, sourcePath: String)
}
