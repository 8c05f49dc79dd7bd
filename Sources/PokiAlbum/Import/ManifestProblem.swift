import PokiSystem

/// A manifest line that could not be read; the other lines still import.
public struct ManifestProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: Phrase

    public init(line: Int, reason: Phrase) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: empty path`, in every language.
    public var phrase: Phrase { Phrase("line \(line): ", korean: "\(line)번째 줄: ") + reason }

    /// The English ``phrase``.
    public var description: String { phrase.english }
}
