/// `poki check`: verifying an album against its own records (``Album/survey(verifyingImages:)``);
/// `--repair` is in Album+Repairing.
extension Album {
    // MARK: Checking

    /// Every problem found, in a stable order. Reads every document and hashes every image.
    public func check() throws -> [AlbumProblem] {
        try examine().all
    }

    /// Every problem found, told apart into what needs the user (or `--repair`) and what an
    /// interrupted writer left that the next writer repairs by design. Reads every document and
    /// hashes every image, holding the album lock shared: a read-only album can be checked.
    public func examine() throws -> AlbumCheck {
        var missingMarker: AlbumProblem?
        do {
            guard try state() == .album else { return AlbumCheck() }
        } catch let AlbumError.missingMarker(_, photoCount) {
            missingMarker = .missingMarker(path: layout.marker, photoCount: photoCount)
        }
        return try AlbumLock.withShared(at: layout.lock) {
            let found = try survey()
            let problems = (missingMarker.map { [$0] } ?? []) + found.problems
            let change = try unfinishedChange()
            let leftovers = problems.filter { problem in
                if isRemovedByEveryWriter(problem) { return true }
                guard let change else { return false }
                if case let .unknownTag(label, _) = problem { return label == change.tagRename?.to }
                return isLeftByInterruptedWriter(problem)
            }
            return AlbumCheck(all: problems, leftovers: leftovers, interruptedOperation: change.flatMap { $0.operation.isEmpty ? nil : $0.operation })
        }
    }

    /// Rebuilds the date, hash and tag-count indexes from the documents.
    public func rebuildIndexes() throws {
        guard try state() == .album else { return }
        try AlbumLock.withExclusive(at: layout.lock) {
            try index.rebuild(from: try survey().photos)
        }
    }
}
