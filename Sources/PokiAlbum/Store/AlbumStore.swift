import PokiSystem

/// The album's one door to the disk: every document, image, index file and folder of an album is
/// read, written, placed and removed through here, and nothing else in poki touches them.
///
/// Writes are made only inside ``Album/writing(_:)``, which holds the album lock and has finished
/// what an interrupted writer left; a change that spans several files is bracketed by
/// ``beginChanges(_:)`` and ``endChanges()`` so that the next writer can finish or undo it. Every
/// file is replaced atomically (a private temporary file, `fsync`, `rename`, the folder synced),
/// so a reader never sees half a file. Because every write passes here, this is where a change
/// journal or a merge of another device's copy hooks in.
package struct AlbumStore: Sendable {
    /// Where the album's files are.
    package let layout: AlbumLayout

    package init(layout: AlbumLayout) {
        self.layout = layout
    }

    // MARK: Reading

    /// The file or folder at `path`, or nil when nothing is there; a link is described itself
    /// unless `followingLink`.
    package func status(_ path: String, followingLink: Bool = false) throws -> FileStatus? {
        try Syscall.status(path, followingLink: followingLink)
    }

    /// The names in `folder` that are the album's: without `.` and `..`, and without what a sync
    /// tool put there (``SyncArtifact``: conflict copies, files in flight, its own), which no
    /// reader may take for a photo, an image or an index entry.
    package func entries(of folder: String) throws -> [String] {
        try Syscall.entries(of: folder).filter { SyncArtifact(fileName: $0) == nil }
    }

    /// Every name in `folder` but `.` and `..`, a sync tool's files too: for emptying a folder,
    /// and for `check` to find conflict copies.
    package func allEntries(of folder: String) throws -> [String] {
        try Syscall.entries(of: folder)
    }

    /// The sync tool's conflict copies in `folder` (``SyncArtifact``): each one's path and what
    /// its name says of it.
    package func conflictCopies(in folder: String) throws -> [(path: String, copy: SyncConflictCopy)] {
        try allEntries(of: folder).compactMap { name in
            guard SyncConflictCopy.mayBe(name), case let .conflictCopy(copy)? = SyncArtifact(fileName: name) else { return nil }
            return (PathName.join(folder, name), copy)
        }
    }

    /// The bytes of the file at `path`, or nil when there is none.
    package func contents(of path: String) throws -> [UInt8]? {
        try Syscall.contentsIfPresent(of: path)
    }

    /// The bytes of the document at `path`, or nil when there is none; a document that is a link,
    /// a FIFO or a device is damaged (``DocumentError/corrupt(path:reason:)``), never followed.
    package func documentContents(of path: String) throws -> [UInt8]? {
        try DocumentCoding.contentsIfPresent(of: path)
    }

    /// The document at `path`, or nil when there is none; a damaged one throws
    /// ``DocumentError/corrupt(path:reason:)``.
    package func document<Document: Decodable>(_ type: Document.Type, at path: String) throws -> Document? {
        try DocumentCoding.readIfPresent(type, at: path)
    }

    // MARK: Writing documents and files

    /// Writes `document` (pretty, sorted JSON) at `path`, replacing what was there atomically.
    package func replace<Document: Encodable>(_ document: Document, at path: String, syncFolder: Bool = true) throws {
        try AtomicFile.write(try DocumentCoding.encode(document), to: path, syncDirectory: syncFolder)
    }

    /// Writes `bytes` at `path` atomically; with `replacing: false` only where no file is (a new
    /// photo's document never overwrites another's).
    package func write(_ bytes: [UInt8], to path: String, syncFolder: Bool = true, replacing: Bool = true) throws {
        try AtomicFile.write(bytes, to: path, syncDirectory: syncFolder, replacing: replacing)
    }

    /// Writes a hint poki works out again when it is missing: atomically, but not made durable.
    package func writeHint(_ bytes: [UInt8], to path: String) throws {
        try AtomicFile.write(bytes, to: path, durable: false)
    }

    /// Copies the user's file at `source` into `folder` under a temporary name, hashing it.
    package func stageCopy(of source: String, into folder: String) throws -> StagedFile {
        try AtomicFile.stageCopy(of: source, into: folder)
    }

    /// Makes a staged copy durable before it is placed.
    package func sync(_ file: StagedFile) throws {
        try AtomicFile.sync(file)
    }

    /// Renames a staged copy to `destination`, replacing what was there.
    package func place(_ file: StagedFile, at destination: String) throws {
        try AtomicFile.place(file, at: destination)
    }

    /// Renames a staged copy to `destination`, which must not exist.
    package func placeNew(_ file: StagedFile, at destination: String) throws {
        try AtomicFile.placeNew(file, at: destination)
    }

    /// Copies the album's file at `source` to `destination`, which must not exist, staging the
    /// copy in `folder` (on the same file system) so that `destination` is never half written.
    package func copy(_ source: String, toNew destination: String, stagingIn folder: String) throws {
        let staged = try stageCopy(of: source, into: folder)
        do {
            try placeNew(staged, at: destination)
        } catch {
            try? remove(staged.temporaryPath)
            throw error
        }
    }

    /// Moves the file at `source` to `destination`, which must not exist (to the trash and back).
    package func move(_ source: String, toNew destination: String) throws {
        try AtomicFile.move(source, toNew: destination)
    }

    /// Renames `source` to `destination`, replacing it.
    package func rename(_ source: String, to destination: String) throws {
        try Syscall.rename(source, to: destination)
    }

    /// Removes the file at `path`; nothing there is fine.
    package func remove(_ path: String) throws {
        try Syscall.unlinkIfPresent(path)
    }

    // MARK: Folders

    /// Creates `folder` (private, 0700) unless it exists.
    package func makeFolder(_ folder: String) throws {
        try Syscall.makeDirectoryIfMissing(folder)
    }

    /// Creates `folder` and its missing parents, each private (0700), as ssh and gpg make theirs.
    package func makeFolderWithParents(_ folder: String) throws {
        if try status(folder, followingLink: true) != nil { return }
        let parent = PathName.directory(of: folder)
        if parent != folder, parent != ".", parent != "/" { try makeFolderWithParents(parent) }
        try makeFolder(folder)
    }

    /// Removes the empty folder `folder`; nothing there is fine.
    package func removeFolder(_ folder: String) throws {
        try Syscall.removeDirectoryIfPresent(folder)
    }

    /// Makes the names in `folder` (files renamed in or out) durable.
    package func syncFolder(_ folder: String) throws {
        try AtomicFile.syncDirectory(folder)
    }

    /// Sets the permission bits of `path` (albums are private: 0700 folders, 0600 files).
    package func setPermissions(of path: String, to permissions: UInt32) throws {
        try Syscall.changePermissions(path, to: permissions)
    }

    // MARK: Changes across files

    /// Records, before the first file changes, that `change` is under way.
    package func beginChanges(_ change: UnfinishedChange) throws {
        try replace(change, at: layout.unfinished)
    }

    /// Records that documents and indexes agree again. A lost unlink (power cut) only costs the
    /// next writer a needless repair, so the folder is not synced.
    package func endChanges() throws {
        try remove(layout.unfinished)
    }
}
