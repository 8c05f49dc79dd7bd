/// Recovering from a writer that was killed half-way (Ctrl-C, SIGKILL, a power cut).
///
/// Every file is replaced atomically, so no document is ever half-written; what a kill can leave is
/// a change half-applied across files: a counter already advanced, an image renamed into place
/// without its document yet, documents written without their index entries. A writer therefore
/// creates the `unfinished` marker before it changes documents and removes it once the indexes
/// agree again. The next writer that finds the marker (under the lock) repairs the album before
/// doing anything else, so a re-run import sees every photo committed before the kill.
extension Album {
    // MARK: Marking changes (album lock held)

    /// Records that documents are about to change. Made durable before the first change.
    func beginChanges() throws {
        let descriptor = try Syscall.open(layout.unfinished, flags: Platform.readWriteCreate)
        try Syscall.close(descriptor, path: layout.unfinished)
        try AtomicFile.syncDirectory(layout.root)
    }

    /// Records that documents and indexes agree again. A lost unlink (power cut) only costs the
    /// next writer a needless repair, so the directory is not synced.
    func endChanges() throws {
        try Syscall.unlinkIfPresent(layout.unfinished)
    }

    // MARK: Recovering

    /// Repairs the album when the last writer was interrupted: removes leftovers, quarantines images
    /// no document refers to (an add killed between image and document), raises the counter and
    /// rebuilds the indexes. Images are checked for existence, not hashed: an interruption cannot
    /// change one. Costs one `stat` when there is nothing to recover.
    func recoverIfInterrupted() throws {
        guard try Syscall.status(layout.unfinished) != nil else { return }
        let found = try survey(verifyingImages: false)
        var repairable = found
        repairable.problems = found.problems.filter { problem in
            if case .unreadableDocument = problem { return false }
            return problem.isRepairable
        }
        _ = try fix(repairable)
    }

    /// Takes the album lock, recovers from an interrupted writer if there was one, and removes the
    /// temporary files of writers that are no longer running (a copy staged by an import that was
    /// killed before it took the lock). Creates the album if needed.
    ///
    /// `poki import` calls this first, so running an interrupted import again finishes the rest and
    /// leaves nothing behind.
    public func recoverInterruptedWrites() throws {
        try writing {
            for folder in [layout.root, layout.photos, layout.images, layout.trash] {
                try removeLeftovers(in: folder, recursive: false)
            }
            try removeLeftovers(in: layout.index, recursive: true)
        }
    }

    private func removeLeftovers(in folder: String, recursive: Bool) throws {
        for name in try Syscall.entries(of: folder) {
            let path = PathName.join(folder, name)
            if AtomicFile.isLeftover(name) {
                try Syscall.unlinkIfPresent(path)
            } else if recursive, !name.hasPrefix(AtomicFile.temporaryPrefix), try Syscall.status(path)?.kind == .directory {
                try removeLeftovers(in: path, recursive: true)
            }
        }
    }
}
