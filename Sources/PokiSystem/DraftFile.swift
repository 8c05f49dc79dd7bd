/// A file for the user to edit outside poki (the memo in `$EDITOR`): readable by its owner only,
/// alone in a folder of its own, and removed with that folder.
///
/// The folder is `0700` and the file `0600` whatever the umask. Editors leave files beside the one
/// they edit (vi's `.memo.txt.swp`, nano's `memo.txt.save` when its terminal closes); they land
/// in the draft's folder, so ``remove()`` takes them too.
public struct DraftFile: Sendable {
    /// The file to hand to the editor.
    public let path: String
    /// The draft's own folder.
    public let folder: String
    private let created: FileStatus

    /// Creates `parent/<prefix>-<pid>-<random>/<name>` holding `contents`.
    public init(in parent: String, folderPrefix prefix: String, name: String, contents: [UInt8]) throws {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let folder = PathName.join(parent, "\(prefix)-\(Platform.processID())-\(token)")
        let path = PathName.join(folder, name)
        try Syscall.makePrivateDirectory(folder)
        do {
            let descriptor = try Syscall.open(path, flags: Platform.writeOnlyCreateExclusive | Platform.noFollow, permissions: 0o600)
            defer { _ = Platform.close(descriptor) }
            try Syscall.setPermissions(descriptor, 0o600, path: path)
            try contents.withUnsafeBytes { (buffer) throws in
                try Syscall.writeAll(descriptor, buffer, path: path)
            }
            guard let status = try Syscall.status(path) else {
                throw FileSystemError.callFailed(operation: "stat", path: path, code: Platform.noSuchFile)
            }
            created = status
        } catch {
            Self.removeTree(folder)
            throw error
        }
        self.folder = folder
        self.path = path
    }

    /// Whether the file was written since it was created (saved in the editor), or removed.
    /// An editor that quits without saving leaves it exactly as it was.
    public func wasChanged() throws -> Bool {
        guard let now = try Syscall.status(path) else { return true }
        return now.inode != created.inode || now.modificationTime != created.modificationTime || now.size != created.size
    }

    /// The file's bytes, or nil when it is gone.
    public func contents() throws -> [UInt8]? {
        guard try Syscall.status(path)?.kind == .regular else { return nil }
        return try Syscall.contentsIfPresent(of: path)
    }

    /// Removes the drafts in `parent` whose poki is no longer running (killed while its editor was
    /// open): the folder name holds the process ID, as ``init(in:folderPrefix:name:contents:)`` made it.
    public static func removeAbandoned(in parent: String, folderPrefix prefix: String) {
        for name in (try? Syscall.entries(of: parent)) ?? [] where name.hasPrefix(prefix + "-") {
            let processID = name.dropFirst(prefix.count + 1).prefix { $0 != "-" }
            guard let processID = Int32(processID), processID != Platform.processID(), !Platform.processExists(processID) else { continue }
            removeTree(PathName.join(parent, name))
        }
    }

    /// Removes the folder and everything in it. Links are removed as links, never followed.
    public func remove() {
        Self.removeTree(folder)
    }

    private static func removeTree(_ path: String) {
        guard let status = try? Syscall.status(path) else { return }
        if status.kind == .directory {
            for name in (try? Syscall.entries(of: path)) ?? [] {
                removeTree(PathName.join(path, name))
            }
            try? Syscall.removeDirectoryIfPresent(path)
        } else {
            try? Syscall.unlinkIfPresent(path)
        }
    }
}
