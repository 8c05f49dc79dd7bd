/// Erasing an album (`poki profile delete`, 회원탈퇴): every file poki keeps for it goes, and
/// nothing else.
///
/// poki's files are the names in ``AlbumLayout/ownNames`` at the top of the album directory (and
/// leftovers of interrupted writes, `.tmp-*`), with everything inside poki's folders. Any other
/// name at the top is the user's and stays, and with it the directory. Symbolic links are removed
/// as links and never followed, so nothing outside the album is touched. A directory without the
/// album marker is refused, whatever it holds.
extension Album {
    // MARK: Erasing

    /// What ``erase()`` would remove, without removing anything.
    /// - Throws: ``ProfileError/noAlbum(directory:)`` or ``ProfileError/notAnAlbum(directory:)``.
    public func erasurePlan() throws -> AlbumErasure {
        try checkErasable()
        return try erasure(of: try erasureTargets())
    }

    /// Removes every file and folder poki keeps for this album, then the album directory when
    /// nothing else is left in it.
    ///
    /// Runs holding the album lock. The marker and the lock file go last: an erasure that is
    /// interrupted leaves a (smaller) album, which erasing again finishes.
    /// - Returns: what was removed, counted before removing it.
    /// - Throws: ``ProfileError/noAlbum(directory:)`` or ``ProfileError/notAnAlbum(directory:)``
    ///   before anything is removed.
    @discardableResult
    public func erase() throws -> AlbumErasure {
        try checkErasable()
        let erased = try AlbumLock.withExclusive(at: layout.lock) { () throws -> AlbumErasure in
            do {
                // Again under the lock: another erasure may have finished while this one waited.
                try checkErasable()
            } catch {
                try? Syscall.unlinkIfPresent(layout.lock)
                throw error
            }
            let targets = try erasureTargets()
            let erased = try erasure(of: targets)
            for file in targets.files where file != layout.marker && file != layout.lock {
                try Syscall.unlinkIfPresent(file)
            }
            for folder in targets.folders {
                try Syscall.removeDirectoryIfPresent(folder)
            }
            try Syscall.unlinkIfPresent(layout.marker)
            try Syscall.unlinkIfPresent(layout.lock)
            try AtomicFile.syncDirectory(layout.root)
            return erased
        }
        if erased.removesDirectory {
            // Something created in the directory meanwhile is the user's: then the directory stays.
            if Platform.rmdir(layout.root) == -1, Platform.errorNumber != Platform.directoryNotEmpty {
                throw FileSystemError.callFailed(operation: "rmdir", path: layout.root, code: Platform.errorNumber)
            }
        }
        return erased
    }

    // MARK: Helpers

    /// poki's paths in the album: files and links, and folders with their contents listed first.
    private struct ErasureTargets {
        var files: [String] = []
        var folders: [String] = []
        var keptNames: [String] = []
    }

    private func checkErasable() throws {
        switch try erasableState() {
        case .album: return
        case .missing: throw ProfileError.noAlbum(directory: layout.root)
        case .empty: throw ProfileError.notAnAlbum(directory: layout.root)
        }
    }

    private func erasableState() throws -> State {
        do {
            return try state()
        } catch AlbumError.notAnAlbum {
            throw ProfileError.notAnAlbum(directory: layout.root)
        }
    }

    private func erasureTargets() throws -> ErasureTargets {
        var targets = ErasureTargets()
        for name in try Syscall.entries(of: layout.root) {
            if AlbumLayout.ownNames.contains(name) || name.hasPrefix(AtomicFile.temporaryPrefix) {
                try collect(PathName.join(layout.root, name), into: &targets)
            } else {
                targets.keptNames.append(name)
            }
        }
        return targets
    }

    /// Adds `path` and, for a real directory (not a link to one), everything in it.
    private func collect(_ path: String, into targets: inout ErasureTargets) throws {
        guard let status = try Syscall.status(path) else { return }
        guard status.kind == .directory else {
            targets.files.append(path)
            return
        }
        for name in try Syscall.entries(of: path) {
            try collect(PathName.join(path, name), into: &targets)
        }
        targets.folders.append(path)
    }

    /// Counts what `targets` holds. The documents are read only for counts and the nickname: a
    /// damaged one must not stop an erasure, so it counts as empty.
    private func erasure(of targets: ErasureTargets) throws -> AlbumErasure {
        func documentCount(in folder: String) -> Int {
            targets.files.filter {
                PathName.directory(of: $0) == folder && Self.documentID(fileName: PathName.lastComponent(of: $0)) != nil
            }.count
        }
        let hasProfile = targets.files.contains(layout.profile)
        return AlbumErasure(
            directory: layout.root,
            photoCount: documentCount(in: layout.photos),
            trashedPhotoCount: documentCount(in: layout.trash),
            userPoseCount: (try? userPoseDocument().poses.count) ?? 0,
            likedPoseCount: (try? likedPoses().likes.count) ?? 0,
            hasProfile: hasProfile,
            nickname: hasProfile ? (try? profile())?.nickname : nil,
            fileCount: targets.files.count,
            folderCount: targets.folders.count,
            keptNames: targets.keptNames
        )
    }
}
