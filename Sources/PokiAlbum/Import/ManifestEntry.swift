/// One photo a manifest asks to import, with the line it came from.
public struct ManifestEntry: Sendable, Equatable {
    /// The line the entry starts on (1-based, counting the header), for messages.
    public var line: Int
    /// The image's path, resolved against the manifest's folder when relative.
    public var path: String
    /// The tag for this photo, when the manifest gives one.
    public var tag: String?
    /// The memo, when given.
    public var memo: String?
    /// The memory's date as written (`YYYY-MM-DD`), when given; validated by the importer.
    public var date: String?

    public init(line: Int, path: String, tag: String? = nil, memo: String? = nil, date: String? = nil) {
        self.line = line
        self.path = path
        self.tag = tag
        self.memo = memo
        self.date = date
    }
}
