import PokiSystem

/// The export folder and its subfolders (`thumbs`, `images`, …), each opened once: every file of
/// the export is written and removed relative to them, so that a subfolder replaced by a link
/// never sends a write or a removal where the link leads.
struct ExportFolders: Sendable {
    let root: OpenFolder
    private var subfolders: [String: OpenFolder] = [:]

    /// Opens `directory` and those of ``ExportPaths/folders`` that exist; `making` are made when
    /// missing with `permissions`.
    /// - Throws: ``ExportError/notADirectory(path:kind:)`` for a subfolder that is a link.
    init(_ directory: String, making: Set<String>, permissions: UInt32) throws {
        root = try OpenFolder(directory)
        for folder in ExportPaths.folders {
            let path = PathName.join(directory, folder)
            let exists = try Syscall.status(path) != nil
            guard making.contains(folder) || exists else { continue }
            do {
                subfolders[folder] = try root.subfolder(folder, permissions: permissions)
            } catch let FileSystemError.callFailed(_, _, code) where code == Platform.tooManyLinks || code == Platform.notADirectory {
                let kind = (try Syscall.status(path))?.kind.article ?? Phrase("something else", korean: "다른 종류의 파일")
                throw ExportError.notADirectory(path: path, kind: kind)
            }
        }
    }

    /// The open folder holding the export's file at `path` (relative to the export), and the
    /// file's name in it; nil when that folder does not exist.
    func place(of path: String) -> (folder: OpenFolder, name: String)? {
        let folder = PathName.directory(of: path)
        let name = PathName.lastComponent(of: path)
        if folder.isEmpty || folder == "." { return (root, name) }
        return subfolders[folder].map { ($0, name) }
    }

    /// Writes the export's file at `path` atomically.
    func write(_ bytes: [UInt8], to path: String, permissions: UInt32) throws {
        guard let (folder, name) = place(of: path) else {
            throw FileSystemError.callFailed(operation: "open", path: PathName.directory(of: path), code: Platform.noSuchFile)
        }
        try folder.write(bytes, named: name, permissions: permissions)
    }

    /// Removes the export's file at `path`, if there.
    func remove(_ path: String) throws {
        try place(of: path)?.folder.remove(named: PathName.lastComponent(of: path))
    }

    /// Removes the temporary files interrupted exports left in the folders.
    func removeLeftovers() throws {
        for folder in [root] + subfolders.values {
            for name in try folder.entries() where AtomicFile.isLeftover(name) { try folder.remove(named: name) }
        }
    }

    /// Makes the writes and removals in the folder of each of `paths` durable.
    func sync(foldersOf paths: [String]) throws {
        var synced = Set<String>()
        for path in paths {
            guard let (folder, _) = place(of: path), synced.insert(folder.path).inserted else { continue }
            try folder.sync()
        }
    }
}
