import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The marker an export leaves in its folder, `.poki-export.json`: it says the folder is a poki
/// export (so a later export may write there) and lists every file poki made, each with the key
/// of what it was made from. A later export rewrites a file only when its key changed, and removes
/// only files listed here: anything else in the folder is left alone.
struct ExportManifest: Sendable, Equatable, Codable {
    /// The marker's name in the export folder.
    static let fileName = ".poki-export.json"
    /// The lock file beside it, held while an export writes (it is never replaced, see ``AlbumLock``).
    static let lockName = ".poki-export.lock"
    /// What `kind` always says.
    static let kindName = "poki-html-export"
    static let currentVersion = 1

    var kind: String
    var version: Int
    /// Path relative to the export folder → key. A page's key is `sha256:<hex>` of its bytes; a
    /// picture's is the photo image's SHA-256 and the picture definition (`picture-v1:<hex>`).
    var files: [String: String]

    init(files: [String: String] = [:]) {
        kind = Self.kindName
        version = Self.currentVersion
        self.files = files
    }

    /// The marker in `directory`, nil when there is none.
    /// - Throws: ``ExportError/damagedMarker(path:reason:)`` for a file that is not one.
    static func read(in directory: String) throws -> ExportManifest? {
        let path = PathName.join(directory, fileName)
        guard let bytes = try Syscall.contentsIfPresent(of: path) else { return nil }
        let manifest: ExportManifest
        do {
            manifest = try JSONDecoder().decode(ExportManifest.self, from: Data(bytes))
        } catch {
            throw ExportError.damagedMarker(path: path, reason: "not an export marker's JSON")
        }
        guard manifest.kind == kindName else { throw ExportError.damagedMarker(path: path, reason: "kind is not \(kindName)") }
        guard manifest.version <= currentVersion else {
            throw ExportError.damagedMarker(path: path, reason: "written by a newer poki (version \(manifest.version))")
        }
        let unsafe = manifest.files.keys.first { !ExportPaths.isOwnedRelativePath($0) }
        if let unsafe { throw ExportError.damagedMarker(path: path, reason: "lists \(unsafe), which no export makes") }
        return manifest
    }

    /// The marker's bytes: sorted keys, so the same files give the same bytes.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }
}
