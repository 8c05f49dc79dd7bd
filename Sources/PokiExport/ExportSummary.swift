import PokiSystem

/// What an export did, as `poki export --json` prints it.
public struct ExportSummary: Sendable, Equatable, Encodable {
    /// A photo that could not be exported whole (its image could not be read), or a damaged
    /// document that was skipped.
    public struct Failure: Sendable, Equatable, Encodable {
        /// The photo's ID, when known.
        public var id: Int?
        /// The document or image, when the failure is about a file.
        public var path: String?
        /// Why, in every language.
        public var message: Phrase
        /// Why, in English: what `--json` says.
        public var error: String { message.english }

        init(id: Int?, path: String?, message: Phrase) {
            self.id = id
            self.path = path
            self.message = message
        }

        private enum CodingKeys: String, CodingKey {
            case id, path, error
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(path, forKey: .path)
            try container.encode(error, forKey: .error)
        }
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
