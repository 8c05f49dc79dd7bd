import PokiSystem

/// Turns the paths given to `poki import` into the files to read, in a stable order, and accounts
/// for every other entry met on the way.
///
/// A file is taken as it is (hidden or not: the user named it). A folder gives its files sorted
/// by path; with `recursive`, its subfolders too, following symbolic links to folders, each folder
/// and each file once (a link back to a folder already walked ends the loop). Every entry of a
/// folder ends up a file to import, ``Listing/passedOver`` with why (hidden, a subfolder without
/// `recursive`, a FIFO, a second way to a file), or a ``Problem`` (a dangling link, a folder that
/// cannot be listed): nothing is left out unsaid.
public enum ImportSources {
    /// A path that could not be walked or read: a failure of the import.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// An entry not imported on purpose, and why.
    public struct PassedOver: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    /// What the paths hold.
    public struct Listing: Sendable, Equatable {
        /// The files to import, in order.
        public var files: [String] = []
        /// Entries not imported on purpose.
        public var passedOver: [PassedOver] = []
        /// Paths that could not be walked or read.
        public var problems: [Problem] = []
    }

    /// The files under `paths`, what was passed over, and the paths that could not be read.
    public static func files(in paths: [String], recursive: Bool) -> Listing {
        var walk = Walk(recursive: recursive)
        for path in paths {
            let status: FileStatus
            do {
                guard let found = try Syscall.status(path, followingLink: true) else {
                    let isLink = (try? Syscall.status(path))??.kind == .symbolicLink
                    walk.listing.problems.append(Problem(path: path, reason: isLink ? Walk.danglingLink(path) : "no such file or folder"))
                    continue
                }
                status = found
            } catch {
                walk.listing.problems.append(Problem(path: path, reason: Walk.reason(error)))
                continue
            }
            if status.kind == .directory {
                walk.enter(path, status)
            } else {
                walk.take(path, status)
            }
        }
        return walk.listing
    }

    /// One walk over folders, remembering what it has seen.
    private struct Walk {
        let recursive: Bool
        var listing = Listing()
        /// Folders and files already met, by device and inode, with the path first met.
        var seen: [Identity: String] = [:]

        struct Identity: Hashable {
            var device: UInt64
            var inode: UInt64
            init(_ status: FileStatus) {
                device = status.device
                inode = status.inode
            }
        }

        init(recursive: Bool) {
            self.recursive = recursive
        }

        static func danglingLink(_ path: String) -> String {
            let target = Platform.linkTarget(path).map { " to \($0)" } ?? ""
            return "dangling symbolic link\(target)"
        }

        /// Why a path could not be looked at: the system's words (`Permission denied`).
        static func reason(_ error: any Error) -> String {
            if case let FileSystemError.callFailed(_, _, code) = error { return Platform.errorText(code) }
            return "\(error)"
        }

        /// Takes a file to import, unless it was met already by another way.
        mutating func take(_ path: String, _ status: FileStatus) {
            guard status.kind == .regular else {
                listing.files.append(path)
                return
            }
            if let first = seen[Identity(status)] {
                listing.passedOver.append(PassedOver(path: path, reason: "the same file as \(first)"))
            } else {
                seen[Identity(status)] = path
                listing.files.append(path)
            }
        }

        /// Walks `folder` unless it was walked already.
        mutating func enter(_ folder: String, _ status: FileStatus) {
            if let first = seen[Identity(status)] {
                listing.passedOver.append(PassedOver(path: folder, reason: "the same folder as \(first), walked already"))
                return
            }
            seen[Identity(status)] = folder
            let names: [String]
            do {
                names = try Syscall.entries(of: folder)
            } catch {
                listing.problems.append(Problem(path: folder, reason: "cannot list folder (\(Self.reason(error)))"))
                return
            }
            let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            for name in names {
                visit("\(base)/\(name)", hidden: name.hasPrefix("."))
            }
        }

        private mutating func visit(_ path: String, hidden: Bool) {
            let own: FileStatus
            do {
                guard let found = try Syscall.status(path) else {
                    listing.problems.append(Problem(path: path, reason: "vanished while the folder was read"))
                    return
                }
                own = found
            } catch {
                listing.problems.append(Problem(path: path, reason: Self.reason(error)))
                return
            }
            let isLink = own.kind == .symbolicLink
            guard let status = isLink ? (try? Syscall.status(path, followingLink: true)) ?? nil : own else {
                listing.problems.append(Problem(path: path, reason: Self.danglingLink(path)))
                return
            }
            let link = isLink ? "a link to " : ""
            switch status.kind {
            case .directory:
                if hidden {
                    listing.passedOver.append(PassedOver(path: path, reason: "\(link)a hidden folder, not walked"))
                } else if recursive {
                    enter(path, status)
                } else {
                    listing.passedOver.append(PassedOver(path: path, reason: "\(link)a folder; --recursive walks it"))
                }
            case .regular:
                if hidden {
                    listing.passedOver.append(PassedOver(path: path, reason: "a hidden file"))
                } else {
                    take(path, status)
                }
            default:
                listing.passedOver.append(PassedOver(path: path, reason: "\(link)\(status.kind.article), not a photo"))
            }
        }
    }
}
