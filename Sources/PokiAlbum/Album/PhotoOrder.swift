/// How `list` orders photos. Both orders are newest first unless reversed.
public enum PhotoOrder: String, Sendable, CaseIterable, Codable {
    /// By ID, that is by when the photo was added.
    case added
    /// By the day of the memory, ties by ID.
    case date
}
