import PokiSystem

/// Erasing an album (`poki profile delete`, 회원탈퇴): every file poki keeps for it goes, and
/// nothing else.
///
/// poki's files are the names in ``AlbumLayout/ownNames`` at the top of the album directory (and
/// leftovers of interrupted writes, `.tmp-*`), with everything inside poki's folders. Any other
/// name at the top is the user's and stays, and with it the directory. Symbolic links are removed
/// as links and never followed, and no file-system boundary is crossed (a folder that is a mount
/// point, another file system or a bind mount, stays with everything in it), so nothing outside
/// the album is touched. A directory without the album marker is refused, whatever it holds,
/// unless it still holds photos (an erasure that was interrupted).
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
    /// Runs holding the album lock throughout. The marker goes first, so a writer that starts (or
    /// was waiting for the lock) meanwhile finds no album and refuses; photo documents go last of
    /// the files, so an erasure that is interrupted leaves an album without a marker but with
    /// photos, which every command refuses and erasing again finishes. The lock file goes last.
    /// - Returns: what was removed, counted before removing it.
    /// - Throws: ``ProfileError/noAlbum(directory:)`` or ``ProfileError/notAnAlbum(directory:)``
    ///   before anything is removed.
    @discardableResult
    public func erase() throws -> AlbumErasure {
        try checkErasable()
        // Never nil: the condition always holds.
        return try erase(keepingDirectory: false) { _ in true }!
    }

    /// Removes the album ``prepareForWriting()`` made for a command that then failed before
    /// adding anything (a download that failed), so that the command leaves nothing behind: only
    /// when, under the album lock, it holds exactly what a new album holds (its marker, counter
    /// at the first ID, index version and lock, its empty folders, and temporary files of
    /// interrupted writes) and nothing else, so no tag, pose, profile or photo anyone made meanwhile
    /// is lost. `keepingDirectory` when the directory was there before. Returns whether it was removed.
    package func eraseIfNeverUsed(keepingDirectory: Bool) throws -> Bool {
        guard try state() == .album else { return false }
        let newAlbumFiles: Set<String> = [layout.marker, layout.counter, layout.indexVersion, layout.lock]
        let newAlbumFolders = Set(layout.folders)
        let erased = try erase(keepingDirectory: keepingDirectory) { targets in
            targets.keptNames.allSatisfy { SyncArtifact(fileName: $0) == .syncToolsOwn } && targets.otherFileSystems.isEmpty
                && targets.files.allSatisfy { newAlbumFiles.contains($0) || PathName.lastComponent(of: $0).hasPrefix(AtomicFile.temporaryPrefix) }
                && targets.folders.allSatisfy(newAlbumFolders.contains)
                && (try? counterRecord()) == .valid(Self.firstID)
        }
        return erased != nil
    }

    /// ``erase()`` when `condition` holds for what would be erased, checked holding the lock.
    private func erase(keepingDirectory: Bool, if condition: (ErasureTargets) throws -> Bool) throws -> AlbumErasure? {
        let erased = try AlbumLock.withExclusive(at: layout.lock) { () throws -> AlbumErasure? in
            do {
                // Again under the lock: another erasure may have finished while this one waited.
                try checkErasable()
            } catch {
                try? store.remove(layout.lock)
                throw error
            }
            let targets = try erasureTargets()
            guard try condition(targets) else { return nil }
            let erased = try erasure(of: targets)
            try store.remove(layout.marker)
            try store.syncFolder(layout.root)
            let isDocument = { (path: String) in
                let folder = PathName.directory(of: path)
                return (folder == self.layout.photos || folder == self.layout.trash)
                    && Self.documentID(fileName: PathName.lastComponent(of: path)) != nil
            }
            let files = targets.files.filter { $0 != layout.marker && $0 != layout.lock }
            for file in files.filter({ !isDocument($0) }) + files.filter(isDocument) {
                try store.remove(file)
            }
            for folder in targets.folders {
                try removeFolder(folder)
            }
            try store.remove(layout.lock)
            try store.syncFolder(layout.root)
            return erased
        }
        guard let erased else { return nil }
        if erased.removesDirectory, !keepingDirectory {
            // Something created in the directory meanwhile is the user's: then the directory stays.
            if Platform.rmdir(layout.root) == -1, Platform.errorNumber != Platform.directoryNotEmpty {
                throw FileSystemError.callFailed(operation: "rmdir", path: layout.root, code: Platform.errorNumber)
            }
        }
        return erased
    }

    /// Removes one of poki's (emptied) folders. A writer that began before the marker went may
    /// still have staged a copy into it, outside the lock: such temporary files are poki's too.
    private func removeFolder(_ folder: String) throws {
        if Platform.rmdir(folder) == 0 || Platform.errorNumber == Platform.noSuchFile { return }
        guard Platform.errorNumber == Platform.directoryNotEmpty else {
            throw FileSystemError.callFailed(operation: "rmdir", path: folder, code: Platform.errorNumber)
        }
        for name in try store.allEntries(of: folder) where name.hasPrefix(AtomicFile.temporaryPrefix) {
            try store.remove(PathName.join(folder, name))
        }
        try store.removeFolder(folder)
    }

    // MARK: Helpers

    /// poki's paths in the album: files and links, and folders with their contents listed first.
    private struct ErasureTargets {
        var files: [String] = []
        var folders: [String] = []
        var keptNames: [String] = []
        /// Folders (relative to the album) that are mount points; kept, with their ancestors.
        var otherFileSystems: [String] = []
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
        } catch AlbumError.missingMarker {
            return .album
        }
    }

    private func erasureTargets() throws -> ErasureTargets {
        var targets = ErasureTargets()
        guard let root = try store.status(layout.root, followingLink: true) else { return targets }
        let boundary = FileSystemBoundary(rootDevice: root.device, canonicalRoot: Platform.canonicalPath(layout.root))
        for name in try store.allEntries(of: layout.root) {
            // A sync tool's copy of one of poki's files, or one arriving, is poki's too.
            let standsFor = SyncArtifact(fileName: name)?.originalName ?? name
            if AlbumLayout.ownNames.contains(standsFor) || name.hasPrefix(AtomicFile.temporaryPrefix) {
                _ = try collect(name, within: boundary, into: &targets)
            } else {
                targets.keptNames.append(name)
            }
        }
        return targets
    }

    /// What tells a folder on another file system: its device, or its place in the mount table.
    private struct FileSystemBoundary {
        var rootDevice: UInt64
        var canonicalRoot: String?
        var mountPoints = MountTable.mountPoints()

        func isCrossed(at relativePath: String, device: UInt64) -> Bool {
            guard device == rootDevice else { return true }
            guard let canonicalRoot else { return false }
            return mountPoints.contains(PathName.join(canonicalRoot, relativePath))
        }
    }

    /// Adds `relativePath` and, for a real directory (not a link to one) on the album's file
    /// system, everything in it. Returns false when something under it is kept (a mount point), so
    /// the folder itself must stay.
    private func collect(_ relativePath: String, within boundary: FileSystemBoundary, into targets: inout ErasureTargets) throws -> Bool {
        let path = PathName.join(layout.root, relativePath)
        guard let status = try store.status(path) else { return true }
        guard status.kind == .directory else {
            targets.files.append(path)
            return true
        }
        if boundary.isCrossed(at: relativePath, device: status.device) {
            targets.otherFileSystems.append(relativePath)
            return false
        }
        var removable = true
        for name in try store.allEntries(of: path) {
            removable = try collect(PathName.join(relativePath, name), within: boundary, into: &targets) && removable
        }
        if removable { targets.folders.append(path) }
        return removable
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
            keptNames: targets.keptNames,
            otherFileSystems: targets.otherFileSystems
        )
    }
}
