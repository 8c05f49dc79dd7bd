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
            throw ExportError.damagedMarker(path: path, reason: Phrase("not an export marker's JSON", korean: "내보내기 표시 파일의 JSON이 아님"))
        }
        guard manifest.kind == kindName else {
            throw ExportError.damagedMarker(path: path, reason: Phrase("kind is not \(kindName)", korean: "kind 값이 \(kindName)가 아님"))
        }
        guard manifest.version <= currentVersion else {
            throw ExportError.damagedMarker(
                path: path, reason: Phrase("written by a newer poki (version \(manifest.version))", korean: "더 새로운 poki가 씀 (버전 \(manifest.version))")
            )
        }
        let unsafe = manifest.files.keys.first { !ExportPaths.isOwnedRelativePath($0) }
        if let unsafe {
            throw ExportError.damagedMarker(
                path: path, reason: Phrase("lists \(unsafe), which no export makes", korean: "내보내기가 만들지 않는 파일이 적혀 있음: \(unsafe)")
            )
        }
        return manifest
    }

    /// The marker's bytes: sorted keys, so the same files give the same bytes.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }
}
