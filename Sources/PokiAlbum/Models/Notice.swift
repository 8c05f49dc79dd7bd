/// One announcement shown by `poki notices`.
public struct Notice: Sendable, Hashable, Codable {
    /// Stable number in order of publication (1 is the oldest); `poki notices show N` takes it.
    public var number: Int
    /// One-line Korean headline.
    public var title: String
    /// The day it was published, ISO 8601 `YYYY-MM-DD`.
    public var date: String
    /// The body: Korean paragraphs separated by blank lines.
    public var content: String

    public init(number: Int, title: String, date: String, content: String) {
        self.number = number
        self.title = title
        self.date = date
        self.content = content
    }
}
