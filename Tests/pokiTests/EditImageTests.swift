import Foundation
import Testing
import PokiTestSupport

/// `edit --image` keeps the picture it replaces and refuses another photo's image, as `add` does.
@Suite struct EditImageTests {
    let album: TemporaryAlbum
    let sky = PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path
    let mint = PokiProcess.fixtures.appendingPathComponent("album/photoism-mint.jpg").path

    init() throws {
        album = try TemporaryAlbum()
        #expect(try album.poki(["add", sky, mint]).standardOutput == "1000\n1001\n")
    }

    @Test func theReplacedImageIsKeptInTheTrashUntilItIsEmptied() throws {
        let replacement = try album.distinctImages(1)[0]
        let edit = try album.poki(["edit", "1000", "--image", replacement])
        #expect(edit.status == 0)
        let kept = album.directory.appendingPathComponent("trash/replaced/1000.jpg")
        #expect(edit.standardError.contains("note: the replaced image is kept in the trash until 'poki trash --empty' (\(kept.path))"))
        #expect(try Data(contentsOf: kept) == Data(contentsOf: URL(fileURLWithPath: sky)))
        #expect(try album.poki(["check"]).status == 0)

        let trash = try album.poki(["trash"])
        #expect(trash.status == 0)
        #expect(trash.standardError.contains("1 image replaced by 'poki edit --image' is kept in \(album.directory.path)/trash/replaced"))

        // Putting the old picture back is an edit like any other; the second picture is kept in turn.
        #expect(try album.poki(["edit", "1000", "--image", kept.path]).status == 0)
        #expect(try album.poki(["show", "1000", "--json"]).standardOutput.contains("\"originalFileName\" : \"1000.jpg\""))

        let emptied = try album.poki(["trash", "--empty", "--yes"])
        #expect(emptied.status == 0)
        #expect(emptied.standardError.contains("removed 0 photos and 2 replaced images for good"))
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        #expect(try album.poki(["check"]).status == 0)
    }

    @Test func anotherPhotosImageIsRefusedUnlessAllowed() throws {
        let before = try album.snapshot()
        let refused = try album.poki(["edit", "1000", "--image", mint])
        #expect(refused.status == 1)
        #expect(refused.standardError == "error: \(mint) is already in the album as 1001; use --allow-duplicate to use it anyway\n")
        #expect(try album.snapshot() == before)

        let allowed = try album.poki(["edit", "1000", "--image", mint, "--allow-duplicate"])
        #expect(allowed.status == 0)
        #expect(try album.poki(["check"]).status == 0)
    }
}
