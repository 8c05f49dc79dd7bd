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
        public var reason: Phrase
        /// `path: reason`, in every language.
        public var phrase: Phrase { Phrase("\(path): ", korean: "\(path): ") + reason }
        /// The English ``phrase``.
        public var description: String { phrase.english }
    }

    /// An entry not imported on purpose, and why.
    public struct PassedOver: Sendable, Equatable {
        public var path: String
        public var reason: Phrase
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
                    walk.listing.problems.append(Problem(path: path, reason: isLink ? Walk.danglingLink(path) : Phrase("no such file or folder", korean: "그런 파일이나 폴더가 없습니다")))
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

        static func danglingLink(_ path: String) -> Phrase {
            guard let target = Platform.linkTarget(path) else { return Phrase("dangling symbolic link", korean: "끊어진 심볼릭 링크입니다") }
            return Phrase("dangling symbolic link to \(target)", korean: "끊어진 심볼릭 링크입니다 (대상: \(target))")
        }

        /// Why a path could not be looked at: the system's words (`Permission denied`).
        static func reason(_ error: any Error) -> Phrase {
            if case let FileSystemError.callFailed(_, _, code) = error { return .systemError(code) }
            return Phrase.describing(error)
        }

        /// Takes a file to import, unless it was met already by another way.
        mutating func take(_ path: String, _ status: FileStatus) {
            guard status.kind == .regular else {
                listing.files.append(path)
                return
            }
            if let first = seen[Identity(status)] {
                listing.passedOver.append(PassedOver(path: path, reason: Phrase("the same file as \(first)", korean: "앞에서 이미 나온 파일과 같은 파일입니다 (\(first))")))
            } else {
                seen[Identity(status)] = path
                listing.files.append(path)
            }
        }

        /// Walks `folder` unless it was walked already.
        mutating func enter(_ folder: String, _ status: FileStatus) {
            if let first = seen[Identity(status)] {
                listing.passedOver.append(PassedOver(
                    path: folder, reason: Phrase("the same folder as \(first), walked already", korean: "이미 살펴본 폴더와 같은 폴더입니다 (\(first))")
                ))
                return
            }
            seen[Identity(status)] = folder
            let names: [String]
            do {
                names = try Syscall.entries(of: folder)
            } catch {
                listing.problems.append(Problem(
                    path: folder, reason: Phrase("cannot list folder (", korean: "폴더 안을 읽을 수 없습니다 (") + Self.reason(error) + Phrase(")", korean: ")")
                ))
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
                    listing.problems.append(Problem(path: path, reason: Phrase("vanished while the folder was read", korean: "폴더를 읽는 동안 사라졌습니다")))
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
            switch status.kind {
            case .directory:
                if hidden {
                    let reason = isLink
                        ? Phrase("a link to a hidden folder, not walked", korean: "숨김 폴더를 가리키는 링크라 살펴보지 않습니다")
                        : Phrase("a hidden folder, not walked", korean: "숨김 폴더라 살펴보지 않습니다")
                    listing.passedOver.append(PassedOver(path: path, reason: reason))
                } else if recursive {
                    enter(path, status)
                } else {
                    let reason = isLink
                        ? Phrase("a link to a folder; --recursive walks it", korean: "폴더를 가리키는 링크입니다. --recursive를 주면 살펴봅니다")
                        : Phrase("a folder; --recursive walks it", korean: "폴더입니다. --recursive를 주면 살펴봅니다")
                    listing.passedOver.append(PassedOver(path: path, reason: reason))
                }
            case .regular:
                if hidden {
                    listing.passedOver.append(PassedOver(path: path, reason: Phrase("a hidden file", korean: "숨김 파일입니다")))
                } else {
                    take(path, status)
                }
            default:
                let what = isLink ? Phrase("a link to ", korean: "링크가 가리키는 것이 사진이 아니라 ") : Phrase("", korean: "사진이 아니라 ")
                listing.passedOver.append(PassedOver(path: path, reason: what + status.kind.article + Phrase(", not a photo", korean: "입니다")))
            }
        }
    }
}
