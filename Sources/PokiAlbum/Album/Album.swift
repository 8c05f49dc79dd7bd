import PokiSystem

/// A poki album: a directory of JSON documents and image copies (see ``AlbumLayout``).
///
/// Opening an album does not touch the disk. Reading a directory that does not exist (or is empty)
/// gives an empty album; the first write creates it. A non-empty directory without the album
/// marker is never written into, unless ``initialize(at:)`` (`poki init`) makes it an album.
///
/// Writers take an exclusive `flock` on the `lock` file; every file is replaced atomically, so
/// readers need no lock and never see a half-written document. Any number of processes may use the
/// same album at once.
public final class Album: Sendable {
    /// The first ID an album hands out.
    public static let firstID = Photo.idRange.lowerBound

    /// The album's files.
    public let layout: AlbumLayout
    /// The one door to the album's files.
    package let store: AlbumStore
    let index: AlbumIndex

    /// The album in `directory`; nothing is read or created yet.
    public init(at directory: String) {
        layout = AlbumLayout(root: directory)
        store = AlbumStore(layout: layout)
        index = AlbumIndex(layout: layout)
    }

    /// The album directory.
    public var directory: String { layout.root }

    // MARK: Creating

    /// Makes `directory` an album (creating it when missing), even when it already holds other
    /// files: the explicit form of album creation, `poki init`. An existing album is left as it is.
    @discardableResult
    public static func initialize(at directory: String) throws -> Album {
        let album = Album(at: directory)
        try album.create(allowForeignFiles: true)
        return album
    }

    /// Whether the directory holds a poki album (its marker exists and is readable by this poki).
    public func exists() throws -> Bool {
        try state() == .album
    }

    package enum State: Equatable { case missing, empty, album }

    /// What is at the album's directory; throws for a foreign or newer directory, and for an album
    /// that lost its marker. A symbolic link as the album directory is followed (only there: inside
    /// the album no link is ever followed).
    package func state() throws -> State {
        guard let status = try store.status(layout.root, followingLink: true) else {
            if try store.status(layout.root)?.kind == .symbolicLink { throw AlbumError.notADirectory(path: layout.root) }
            return .missing
        }
        guard status.kind == .directory else { throw AlbumError.notADirectory(path: layout.root) }
        if let marker = try readMarker() {
            guard marker.format == AlbumMarker.formatName else { throw AlbumError.notAnAlbum(directory: layout.root) }
            guard marker.formatVersion <= AlbumMarker.currentFormatVersion else {
                throw AlbumError.unsupportedFormat(directory: layout.root, version: marker.formatVersion)
            }
            return .album
        }
        // A directory holding only what an interrupted creation leaves is still empty to poki.
        let names = try store.entries(of: layout.root)
        guard names.allSatisfy({ AlbumLayout.ownNames.contains($0) || $0.hasPrefix(AtomicFile.temporaryPrefix) }) else {
            throw AlbumError.notAnAlbum(directory: layout.root)
        }
        // Creation writes the marker before any photo, so photos without it are an album whose
        // marker was lost (deleted by hand, not synced) or whose erasure was interrupted; unless
        // another poki created the album and added a photo since the marker was looked for, which
        // a second look tells (the marker, once written, stays).
        let photoCount = try documentNames(in: layout.photos).count + documentNames(in: layout.trash).count
        if photoCount > 0 {
            if try readMarker() != nil { return try state() }
            throw AlbumError.missingMarker(directory: layout.root, photoCount: photoCount)
        }
        return .empty
    }

    /// The marker, or nil when there is none; a damaged one makes the directory no album poki knows.
    private func readMarker() throws -> AlbumMarker? {
        do {
            return try store.document(AlbumMarker.self, at: layout.marker)
        } catch is DocumentError {
            throw AlbumError.notAnAlbum(directory: layout.root)
        }
    }

    /// Writes a new marker (album lock held): `poki check --repair` for an album that lost it.
    func restoreMarker() throws {
        try store.replace(AlbumMarker.new(), at: layout.marker)
    }

    /// The names of the photo documents in `folder` (`1042.json`), without reading them.
    func documentNames(in folder: String) throws -> [String] {
        try store.entries(of: folder).filter { Self.documentID(fileName: $0) != nil }
    }

    /// Creates the album on first write; throws for a directory that is not an album.
    package func prepareForWriting() throws {
        if try state() != .album { try create(allowForeignFiles: false) }
    }

    private func create(allowForeignFiles: Bool) throws {
        try store.makeFolderWithParents(layout.root)
        // Checked before the lock file is created, so a foreign directory gets no file at all.
        if !allowForeignFiles, try state() == .album { return }
        let lock = try AlbumLock.exclusive(at: layout.lock)
        try withExtendedLifetime(lock) {
            // An erasure that held the lock meanwhile removed the lock file with the album.
            guard try lock.isStillInPlace() else { throw AlbumError.albumRemoved(directory: layout.root) }
            // Checked again under the lock: another process may have created the album meanwhile.
            if try store.status(layout.marker) != nil || !allowForeignFiles {
                if try state() == .album { return }
            }
            for folder in layout.folders { try store.makeFolder(folder) }
            // A new album's (empty) index is of this poki's version; an existing one keeps its own.
            if try store.status(layout.counter) == nil, try store.status(layout.indexVersion) == nil {
                try index.markCurrent()
            }
            if try store.status(layout.counter) == nil {
                try writeCounter(Self.firstID)
            }
            // The marker comes last: a directory is an album only once everything else is there.
            try store.replace(AlbumMarker.new(), at: layout.marker)
        }
    }

    // MARK: Writing under the lock

    /// Creates the album if needed, then runs `body` holding the exclusive album lock, after
    /// repairing what an interrupted writer left (see ``recoverIfInterrupted()``) and bringing an
    /// older poki's index up to date (see ``upgradeIndexIfOlder()``).
    ///
    /// The album is looked at again once the lock is held: an erasure (`poki profile delete`) that
    /// held it meanwhile removed the marker first and the lock file last, and then nothing is written.
    /// - Throws: ``AlbumError/albumRemoved(directory:)`` when the album was erased while waiting.
    func writing<Result>(_ body: () throws -> Result) throws -> Result {
        try refuseIfReadOnly()
        try prepareForWriting()
        let lock: AlbumLock
        do {
            lock = try AlbumLock.exclusive(at: layout.lock)
        } catch let FileSystemError.callFailed(_, _, code) where code == Platform.noSuchFile {
            throw AlbumError.albumRemoved(directory: layout.root)
        } catch let FileSystemError.callFailed(_, _, code) where Platform.isWriteRefused(code) {
            throw AlbumError.readOnly(directory: layout.root)
        }
        return try withExtendedLifetime(lock) {
            guard try lock.isStillInPlace(), try state() == .album else { throw AlbumError.albumRemoved(directory: layout.root) }
            try recoverIfInterrupted()
            try upgradeIndexIfOlder()
            let merge = try mergeSyncConflictsIfFoldersChanged()
            Self.recordMergeNotes(merge.notes)
            let result = try body()
            if merge.isComplete { try recordMergeScan() }
            return result
        }
    }

    /// Throws ``AlbumError/readOnly(directory:)`` when the album's folder may not be written, before
    /// anything is tried: a read-only album is one clear error, not a failed `open` per file.
    func refuseIfReadOnly() throws {
        if let code = Platform.writeRefusal(layout.root), Platform.isWriteRefused(code) {
            throw AlbumError.readOnly(directory: layout.root)
        }
    }

    // MARK: Documents

    /// The document of `id` in `photos/`, or nil when there is none.
    func document(forID id: Int) throws -> Photo? {
        try readPhoto(at: layout.document(forID: id))
    }

    /// The photo document at `path` (`photos/<id>.json` or `trash/<id>.json`), or nil when there is none.
    ///
    /// The file name is the photo's ID: a document whose `id` differs, or whose values are not ones
    /// poki writes (an `image` that is a path, a number out of range: see ``DocumentValidation``),
    /// is damaged, and throws ``DocumentError/corrupt(path:reason:)`` like one that does not parse.
    /// A sync tool's conflict copy of `<id>.json` is read giving `id`, the ID its name stands for.
    func readPhoto(at path: String, id: Int? = nil) throws -> Photo? {
        guard let bytes = try store.documentContents(of: path) else { return nil }
        let photo = try PhotoDocumentReader.read(bytes, path: path)
        try DocumentValidation.checkSchemaVersion(photo.schemaVersion, supported: Photo.currentSchemaVersion, path: path)
        guard let nameID = id ?? Self.documentID(fileName: PathName.lastComponent(of: path)) else {
            throw DocumentError.corrupt(path: path, reason: Phrase("its file name is not a photo ID", korean: "파일 이름이 사진 ID가 아닙니다"))
        }
        guard photo.id == nameID else {
            throw DocumentError.corrupt(path: path, reason: Phrase("its ID \(photo.id) differs from its file name", korean: "문서의 ID(\(photo.id))가 파일 이름과 다릅니다"))
        }
        if let problem = DocumentValidation.problem(in: photo) {
            throw DocumentError.corrupt(path: path, reason: problem)
        }
        return photo
    }

    /// `1042` for `1042.json`; nil for anything else, including names outside ``Photo/idRange``.
    static func documentID(fileName: String) -> Int? {
        DocumentValidation.photoID(documentName: fileName)
    }

    /// Writes `photo`'s document in this poki's schema (a version-1 document is also a valid
    /// version 2); with `replacing: false` only where none is (a new photo).
    func writeDocument(_ photo: Photo, to path: String, syncDirectory: Bool = true, replacing: Bool = true) throws {
        var photo = photo
        photo.schemaVersion = photo.writtenSchemaVersion
        try store.write(PhotoJSON.encode(photo) + [UInt8(ascii: "\n")], to: path, syncFolder: syncDirectory, replacing: replacing)
    }
}

// MARK: - Text

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
