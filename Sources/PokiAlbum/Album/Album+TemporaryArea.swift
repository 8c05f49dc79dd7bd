import PokiSystem

/// The album's own temporary area, `tmp/`: where poki puts files it hands to other programs, so
/// that they share the album's privacy and never sit in a world-readable `/tmp`.
extension Album {
    /// `tmp/` in the album, created (`0700`) when missing, with the album directory itself when
    /// the album does not exist yet.
    /// - Throws: ``AlbumError/notAnAlbum(directory:)`` for a directory of other files, which poki
    ///   never writes into.
    public func temporaryArea() throws -> String {
        if try state() == .missing { try store.makeFolderWithParents(layout.root) }
        try store.makeFolder(layout.temporary)
        return layout.temporary
    }

    /// Where a file for another program goes (the memo open in the user's editor):
    /// `$XDG_RUNTIME_DIR` when it names a directory (the user's own, in memory, never synced or
    /// backed up with the album), else the album's ``temporaryArea()``.
    public func draftArea(environment: [String: String]) throws -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), try store.status(runtime)?.kind == .directory {
            return runtime
        }
        return try temporaryArea()
    }
}
