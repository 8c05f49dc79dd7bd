/// What `poki check` found, told apart into what needs attention and what the next writer
/// repairs by design.
public struct AlbumCheck: Sendable, Equatable {
    /// Every problem, in a stable order.
    public var all: [AlbumProblem] = []
    /// The part of ``all`` an interrupted writer left and the next writer of any kind repairs
    /// before its own change (or `poki check --repair` now): notes, not failures.
    public var leftovers: [AlbumProblem] = []
    /// The command that was interrupted (`import`, `tags rename` …), when the album records one.
    public var interruptedOperation: String?

    /// The problems that need the user or `poki check --repair`.
    public var problems: [AlbumProblem] { all.filter { !leftovers.contains($0) } }

    public init(all: [AlbumProblem] = [], leftovers: [AlbumProblem] = [], interruptedOperation: String? = nil) {
        self.all = all
        self.leftovers = leftovers
        self.interruptedOperation = interruptedOperation
    }
}
