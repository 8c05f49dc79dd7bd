import PokiSystem

/// Recovering from a writer that was killed half-way (Ctrl-C, SIGKILL, a power cut).
///
/// Every file is replaced atomically, so no document is ever half-written; what a kill can leave is
/// a change half-applied across files: a counter already advanced, an image renamed into place
/// without its document yet, documents written without their index entries, a tag renamed in some
/// documents only. A writer therefore writes the `unfinished` marker (naming its change, see
/// ``UnfinishedChange``) before it changes documents and removes it once the indexes agree again.
/// The next writer that finds the marker (under the lock) repairs the album before doing anything
/// else, so a re-run import sees every photo committed before the kill.
///
/// Recovery only touches what the interrupted writer could have left. It never moves a document,
/// nor an image that belongs to a document it cannot read (damaged, or written by a newer poki):
/// those are `poki check`'s to report and the user's to decide.
extension Album {
    // MARK: Marking changes (album lock held, see ``AlbumStore/store.beginChanges(_:)``)

    /// The change recorded by the `unfinished` marker, or nil when there is no marker. A marker
    /// that does not parse (an older poki's empty one) is an interrupted change of unknown kind.
    func unfinishedChange() throws -> UnfinishedChange? {
        guard try store.status(layout.unfinished) != nil else { return nil }
        do {
            return try store.document(UnfinishedChange.self, at: layout.unfinished) ?? UnfinishedChange(operation: "")
        } catch is DocumentError {
            return UnfinishedChange(operation: "")
        } catch FileSystemError.notARegularFile {
            return UnfinishedChange(operation: "")
        }
    }

    // MARK: Recovering

    /// Run by every writer under the lock before its own change. Removes copies staged by writers
    /// that are gone (an `add` killed while copying); and when the last writer was interrupted,
    /// finishes a tag rename it began, removes its leftovers, quarantines images it renamed in
    /// without their document, raises the counter and rebuilds the indexes. Images are checked for
    /// existence, not hashed: an interruption cannot change one. Costs a few small directory
    /// listings and one `stat` when there is nothing to recover.
    func recoverIfInterrupted() throws {
        for folder in layout.stagingFolders { try removeLeftovers(in: folder, recursive: false) }
        guard let change = try unfinishedChange() else { return }
        if let rename = change.tagRename { try finishTagRename(rename) }
        if let edit = change.photosEdit { try finishPhotosEdit(edit) }
        if let renumbering = change.renumbering { try finishRenumbering(renumbering) }
        let found = try survey(verifyingImages: false)
        var recoverable = found
        recoverable.problems = found.problems.filter(isLeftByInterruptedWriter)
        _ = try fix(recoverable)
        try store.endChanges()
    }

    /// Rebuilds the indexes from the documents when an older poki wrote them (they lack the
    /// photos' colours), so `calendar` and `stats` read colours from the index alone. Run by every
    /// writer under the lock after recovery; reads every document once, the first time only.
    func upgradeIndexIfOlder() throws {
        guard try !index.isCurrent() else { return }
        try store.beginChanges(.indexUpgrade)
        try index.rebuild(from: try survey(verifyingImages: false).photos)
        try store.endChanges()
    }

    /// Whether `problem` is one an interrupted writer leaves and the next writer repairs by design
    /// (when the `unfinished` marker is present). Anything else needs `poki check`.
    func isLeftByInterruptedWriter(_ problem: AlbumProblem) -> Bool {
        switch problem {
        case .leftover, .orphanImage, .counterBehind, .staleIndex, .olderIndex:
            return true
        default:
            return false
        }
    }

    /// Whether `problem` is a leftover every writer removes, interrupted writer or not: a copy
    /// staged by a process that is gone, or an index an older poki wrote.
    func isRemovedByEveryWriter(_ problem: AlbumProblem) -> Bool {
        if problem == .olderIndex { return true }
        guard case let .leftover(path) = problem else { return false }
        return layout.stagingFolders.contains(PathName.directory(of: path))
    }

    /// Takes the album lock, recovers from an interrupted writer if there was one, and removes the
    /// temporary files of writers that are no longer running. Creates the album if needed.
    ///
    /// `poki import` calls this first, so running an interrupted import again finishes the rest and
    /// leaves nothing behind.
    public func recoverInterruptedWrites() throws {
        try writing {
            for folder in [layout.photos, layout.images, layout.trash] {
                try removeLeftovers(in: folder, recursive: false)
            }
            try removeLeftovers(in: layout.index, recursive: true)
        }
    }

    private func removeLeftovers(in folder: String, recursive: Bool) throws {
        for name in try store.entries(of: folder) {
            let path = PathName.join(folder, name)
            if AtomicFile.isLeftover(name) {
                try store.remove(path)
            } else if recursive, !name.hasPrefix(AtomicFile.temporaryPrefix), try store.status(path)?.kind == .directory {
                try removeLeftovers(in: path, recursive: true)
            }
        }
    }
}
