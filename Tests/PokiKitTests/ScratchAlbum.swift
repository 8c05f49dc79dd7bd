import Foundation
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// A temporary directory holding an album and source files for one test; removed on deinit.
final class ScratchAlbum {
    let root: String
    let album: Album
    let sources: String
    static let today = CalendarDay("2026-11-20")!

    init() throws {
        // Files a test writes into an album (a damaged document, a copied image) get the modes
        // poki gives its own, so `check` does not also report them as readable by others.
        umask(0o077)
        root = NSTemporaryDirectory() + "poki-test-" + UUID().uuidString
        sources = root + "/sources"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        album = Album(at: root + "/album")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes a source file with `content` and returns its path.
    func source(_ name: String, content: String? = nil) throws -> String {
        let path = sources + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data((content ?? "image \(name)").utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return path
    }

    /// A new photo from a fresh source file with unique content.
    func newPhoto(_ name: String, tag: String? = nil, memo: String = "", date: String? = nil) throws -> NewPhoto {
        NewPhoto(sourcePath: try source(name), analysis: Self.analysis, tag: tag, memo: memo, date: date.flatMap(CalendarDay.init))
    }

    /// Adds photos and returns their IDs; fails the caller when one is not added.
    @discardableResult
    func add(_ photos: [NewPhoto], allowDuplicate: Bool = false) throws -> [Int] {
        try album.add(photos, allowDuplicate: allowDuplicate, today: Self.today).map { outcome in
            guard case let .added(photo) = outcome else { throw CocoaError(.fileWriteFileExists) }
            return photo.id
        }
    }

    static let analysis = ImageAnalysis(
        format: .jpeg, width: 1200, height: 1800, orientation: 1,
        capturedAt: CaptureDate(year: 2025, month: 5, day: 4, hour: 13, minute: 2, second: 1),
        palette: Palette(version: 1, entries: [
            .init(colour: Colour(red: 0xE9, green: 0x4B, blue: 0x6A), share: 0.7),
            .init(colour: Colour(red: 0xFF, green: 0xFF, blue: 0xFF), share: 0.3),
        ], clearDominant: true),
        meanColour: Colour(red: 0xEE, green: 0x80, blue: 0x96),
        metadataDate: MetadataDate(
            field: .dateTimeOriginal, dateTime: CaptureDate(year: 2025, month: 5, day: 4, hour: 13, minute: 2, second: 1)
        )
    )

    /// Every file under the album with its bytes, for before/after comparisons.
    func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = album.directory
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory)
            result[relative] = isDirectory.boolValue ? Data("<dir>".utf8) : FileManager.default.contents(atPath: base + "/" + relative)
        }
        return result
    }
}
