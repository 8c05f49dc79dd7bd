import PokiSystem

/// Albums are private, as ssh and gpg keep theirs: folders 0700 and files 0600 whatever the umask
/// (see ``Syscall/makeDirectoryIfMissing(_:permissions:)`` and ``Syscall/createExclusive(_:permissions:)``).
/// An album made by an older poki, or copied in with other modes, is found by `check` and
/// tightened by `--repair`.
extension Album {
    /// poki's files and folders (the album folder, its own names at the top and everything in
    /// poki's folders, links excepted) that grant anything to the group or others.
    func looselyPermittedPaths() throws -> [String] {
        var loose: [String] = []
        func visit(_ path: String, _ status: FileStatus) throws {
            guard status.kind == .regular || status.kind == .directory else { return }
            if status.permissions & 0o077 != 0 { loose.append(path) }
            guard status.kind == .directory else { return }
            // A sync tool's conflict copies hold the album's data too; its files in flight and
            // its archive of versions are its own.
            for name in try store.allEntries(of: path) where Self.isAlbumData(name) {
                let child = PathName.join(path, name)
                if let childStatus = try store.status(child) { try visit(child, childStatus) }
            }
        }
        if let root = try store.status(layout.root, followingLink: true), root.permissions & 0o077 != 0 {
            loose.append(layout.root)
        }
        for name in try store.allEntries(of: layout.root) where Self.isAlbumData(name) && AlbumLayout.ownNames.contains(SyncArtifact(fileName: name)?.originalName ?? name) {
            let path = PathName.join(layout.root, name)
            if let status = try store.status(path) { try visit(path, status) }
        }
        return loose
    }

    /// Whether the file named `name` holds the album's data: poki's own, or a sync tool's conflict copy of it.
    private static func isAlbumData(_ name: String) -> Bool {
        switch SyncArtifact(fileName: name) {
        case nil, .conflictCopy?: true
        case .inFlight?, .syncToolsOwn?: false
        }
    }

    /// Gives each of `paths` mode 0700 (a folder) or 0600 (a file); links and anything else that
    /// is there now are left alone (album lock held).
    func makePrivate(_ paths: [String]) throws {
        for path in paths {
            let status = try store.status(path, followingLink: path == layout.root)
            switch status?.kind {
            case .directory?: try store.setPermissions(of: path, to: 0o700)
            case .regular?: try store.setPermissions(of: path, to: 0o600)
            default: continue
            }
        }
    }
}
