/// What an export did, as `poki export --json` prints it.
public struct ExportSummary: Sendable, Equatable, Codable {
    /// A photo that could not be exported whole (its image could not be read), or a damaged
    /// document that was skipped.
    public struct Failure: Sendable, Equatable, Codable {
        /// The photo's ID, when known.
        public var id: Int?
        /// The document or image, when the failure is about a file.
        public var path: String?
        public var error: String
    }

    /// The export folder, as given.
    public var directory: String
    /// Photos exported.
    public var photos: Int
    /// Files written (pages and pictures made new or made again).
    public var written: Int
    /// Files already up to date, left untouched.
    public var unchanged: Int
    /// Files of an earlier export removed (their photo is gone or no longer chosen).
    public var removed: Int
    public var failures: [Failure]
}
