/// A manifest line that could not be read; the other lines still import.
public struct ManifestProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}
