import PokiSystem

/// Turns the paths given to `poki import` into the files to read, in a stable order.
///
/// A file is taken as it is (hidden or not: the user named it). A folder gives its files sorted
/// by path; with `recursive`, its subfolders too. Hidden files and folders (a leading `.`) inside a
/// folder are skipped, and symbolic links to folders are not followed, so a walk always ends.
public enum ImportSources {
    /// A path that could not be walked.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The files under `paths`, and the paths that could not be read.
    public static func files(in paths: [String], recursive: Bool) -> (files: [String], problems: [Problem]) {
        var files: [String] = []
        var problems: [Problem] = []
        for path in paths {
            guard let status = try? Syscall.status(path, followingLink: true) else {
                problems.append(Problem(path: path, reason: "no such file or folder"))
                continue
            }
            if status.kind == .directory {
                walk(path, recursive: recursive, into: &files, problems: &problems)
            } else {
                files.append(path)
            }
        }
        return (files, problems)
    }

    private static func walk(_ folder: String, recursive: Bool, into files: inout [String], problems: inout [Problem]) {
        guard case let .success(names) = Platform.directoryEntries(folder) else {
            problems.append(Problem(path: folder, reason: "cannot list folder"))
            return
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = "\(base)/\(name)"
            guard let status = try? Syscall.status(path) else { continue }
            switch status.kind {
            case .directory:
                if recursive { walk(path, recursive: true, into: &files, problems: &problems) }
            case .regular:
                files.append(path)
            case .symbolicLink:
                if let target = try? Syscall.status(path, followingLink: true), target.kind != .directory {
                    files.append(path)
                }
            default:
                continue
            }
        }
    }
}
