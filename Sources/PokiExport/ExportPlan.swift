import PokiSystem

/// Which files an export writes, which it leaves as they are and which it removes, from the
/// files it wants and the marker an earlier export left.
///
/// A file is written when the marker has no key for it, a different key, or the file is gone;
/// files the marker lists that are no longer wanted are removed. Nothing else in the folder is
/// looked at, so files poki did not make are left alone.
struct ExportPlan {
    /// How a wanted file is made.
    package enum Source {
        /// A page or the style sheet, already rendered.
        case bytes([UInt8])
        /// The thumbnail or screen-size picture of `content.photos[index]`.
        case picture(photoIndex: Int)
        /// A copy of the album's own image of `content.photos[index]`.
        case original(photoIndex: Int)
        /// A copy of the session video of `content.photos[index]`.
        case video(photoIndex: Int)
    }

    package struct File {
        var path: String
        var key: String
        var source: Source
    }

    /// Every wanted file.
    let wanted: [File]
    /// The wanted files that must be written.
    let toWrite: [File]
    /// Paths (relative to the folder) of an earlier export's files no longer wanted.
    let toRemove: [String]

    init(wanted: [File], previous: ExportManifest, directory: String) throws {
        self.wanted = wanted
        var toWrite: [File] = []
        for file in wanted {
            if previous.files[file.path] == file.key, try Syscall.status(PathName.join(directory, file.path))?.kind == .regular { continue }
            toWrite.append(file)
        }
        self.toWrite = toWrite
        let wantedPaths = Set(wanted.map(\.path))
        toRemove = previous.files.keys.filter { !wantedPaths.contains($0) }.sorted()
    }

    /// The marker once everything is done.
    var finalManifest: ExportManifest {
        ExportManifest(files: Dictionary(wanted.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The marker written before anything else: every file the export may write or has still to
    /// remove is listed, those to write with a key nothing matches, so an export interrupted half
    /// way leaves no file the next one does not know it made.
    func intentManifest(previous: ExportManifest) -> ExportManifest {
        var files = previous.files
        for file in toWrite { files[file.path] = Self.pendingKey }
        return ExportManifest(files: files)
    }

    /// The key of a file being written: never equal to a real one.
    static let pendingKey = "pending"
}
