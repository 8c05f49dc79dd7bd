import Foundation
import Testing
import PokiTestSupport

/// An export writes only inside its folder (issue #24): a folder of the export replaced by a link
/// to somewhere else is refused, not written through, and an export into the album is refused.
@Suite struct ExportLinkSafetyTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
        let photo = PokiProcess.fixtures.appendingPathComponent("album/harufilm-pink.jpg").path
        #expect(try album.poki(["add", photo, "--date", "2026-01-10"]).status == 0)
    }

    @Test(arguments: ["thumbs", "images", "photos"])
    func aLinkedSubfolderIsRefusedAndWhatItLeadsToIsUntouched(folder: String) throws {
        let web = album.scratch.appendingPathComponent("web")
        #expect(try album.poki(["export", "--html", web.path]).status == 0)
        // Someone replaces one of the export's folders with a link to their own files.
        let elsewhere = album.scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: elsewhere.appendingPathComponent("keep.txt"))
        let linked = web.appendingPathComponent(folder)
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
        #expect(try album.poki(["edit", "1000", "--memo", "changed"]).status == 0)
        let before = try AlbumSnapshot(of: elsewhere)

        let result = try album.poki(["export", "--html", web.path])
        #expect(result.status == 1)
        #expect(result.standardError == "error: \(linked.path) is a symbolic link, not a folder to export into\n")
        #expect(try AlbumSnapshot(of: elsewhere) == before)
    }

    @Test(arguments: ["", "web", "photos/web", "web/", "web/./"])
    func anExportIntoTheAlbumIsRefused(inside: String) throws {
        let target = inside.isEmpty ? album.directory.path : album.directory.path + "/" + inside
        let before = try album.snapshot()
        let result = try album.poki(["export", "--html", target])
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("is inside the album (\(album.directory.path)); export into a folder outside it\n"),
                "\(result.standardError)")
        #expect(try album.snapshot() == before)
    }

    /// An album that does not exist yet is still the album: exporting into its folder would make
    /// a folder that later refuses to become the album.
    @Test func anExportIntoAnAlbumNotMadeYetIsRefused() throws {
        let root = try PokiProcess.temporaryDirectory()
        let missing = root.appendingPathComponent("new-album")
        let result = try PokiProcess.run(["export", "--html", missing.path + "/web"], environment: ["POKI_LIBRARY": missing.path])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
