import Foundation
import Testing
import PokiTestSupport

/// `poki --library "$X" profile delete --yes` with X unset deleted the user's real album (issue
/// #24): an empty `--library` or `POKI_LIBRARY` is a usage error, wherever it is given, and the
/// default album is left exactly as it was.
@Suite struct EmptyLibraryTests {
    /// A home whose default album (`~/.local/share/poki`) holds one photo.
    static func homeWithDefaultAlbum() throws -> (home: URL, album: URL) {
        let home = try PokiProcess.temporaryDirectory()
        let album = home.appendingPathComponent(".local/share/poki")
        let added = try PokiProcess.run(
            ["add", PokiProcess.fixtures.appendingPathComponent("album/harufilm-pink.jpg").path, "--tag", "하루필름"],
            environment: ["HOME": home.path]
        )
        #expect(added.status == 0 && added.standardOutput == "1000\n", "\(added.standardError)")
        return (home, album)
    }

    @Test(arguments: [
        (["--library", "", "profile", "delete", "--yes"], [String: String]()),
        (["--library=", "profile", "delete", "--yes"], [:]),
        (["profile", "delete", "--yes", "--library", ""], [:]),
        (["profile", "delete", "--yes"], ["POKI_LIBRARY": ""]),
        (["delete", "1000"], ["POKI_LIBRARY": ""]),
        (["--library", "", "add", PokiProcess.fixtures.appendingPathComponent("album/photoism-mint.jpg").path], [:]),
    ])
    func anEmptyLibraryIsAUsageErrorAndTheDefaultAlbumIsUntouched(arguments: [String], environment: [String: String]) throws {
        let (home, album) = try Self.homeWithDefaultAlbum()
        let before = try AlbumSnapshot(of: album)
        let result = try PokiProcess.run(arguments, environment: environment.merging(["HOME": home.path]) { $1 })
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let name = environment["POKI_LIBRARY"] == nil ? "--library" : "POKI_LIBRARY"
        #expect(result.standardError.hasPrefix("error: \(name) is empty: name the album's folder"), "\(result.standardError)")
        #expect(try AlbumSnapshot(of: album) == before)
        #expect(FileManager.default.fileExists(atPath: album.appendingPathComponent("images/1000.jpg").path))
    }

    @Test func withJSONTheFailureIsOneDocument() throws {
        let (home, _) = try Self.homeWithDefaultAlbum()
        let result = try PokiProcess.run(["list", "--json"], environment: ["HOME": home.path, "POKI_LIBRARY": ""])
        #expect(result.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((document?["error"] as? String)?.hasPrefix("POKI_LIBRARY is empty") == true)
    }

    @Test func anEmptyLibraryInTheConfigFileIsRefusedWithItsLine() throws {
        let (home, album) = try Self.homeWithDefaultAlbum()
        let config = home.appendingPathComponent(".config/poki/config")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("tag = 하루필름\nlibrary =\n".utf8).write(to: config)
        let before = try AlbumSnapshot(of: album)
        let result = try PokiProcess.run(["profile", "delete", "--yes"], environment: ["HOME": home.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("config:2"), "\(result.standardError)")
        #expect(try AlbumSnapshot(of: album) == before)
    }
}
