import Foundation
import Testing
import PokiTestSupport

/// `export --html --originals` published the album's files with their GPS position, although a
/// web album is for others (issue #24). The copies lose the location as `share` removes it,
/// unless `--keep-location`; exiftool, not poki, checks what is left.
@Suite struct ExportLocationTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
        for file in ["share/phone-gps-orientation-6.jpg", "share/gps.png", "share/print-with-code-gps.jpg"] {
            let added = try album.poki(["add", PokiProcess.fixtures.appendingPathComponent(file).path])
            #expect(added.status == 0, "\(added.standardError)")
        }
    }

    /// Every tag exiftool reads in `folder`'s originals whose group or name speaks of a location.
    private func locationTags(in folder: URL) throws -> [String] {
        let originals = folder.appendingPathComponent("originals")
        let files = try FileManager.default.contentsOfDirectory(atPath: originals.path).sorted()
        #expect(files.count == 3)
        let result = try ShellScript.run(#"exiftool -j -G -a -n "$DIR"/* 2>/dev/null"#, environment: ["DIR": originals.path])
        #expect(result.status == 0, "\(result.standardOutput)")
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return documents.flatMap { document in
            document.keys.filter { $0.localizedCaseInsensitiveContains("GPS") || $0.localizedCaseInsensitiveContains("Location") }
        }
    }

    @Test func originalsAreExportedWithoutTheirLocation() throws {
        let web = album.scratch.appendingPathComponent("web")
        let result = try album.poki(["export", "--html", web.path, "--originals"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try locationTags(in: web) == [])
    }

    @Test func keepLocationWithoutOriginalsIsAUsageError() throws {
        let result = try album.poki(["export", "--html", album.scratch.appendingPathComponent("web").path, "--keep-location"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: --keep-location is for the copies --originals makes"))
    }

    @Test func keepLocationKeepsItAndSwitchingRewritesTheCopies() throws {
        let web = album.scratch.appendingPathComponent("web")
        #expect(try album.poki(["export", "--html", web.path, "--originals", "--keep-location"]).status == 0)
        #expect(try !locationTags(in: web).isEmpty)
        #expect(try album.poki(["export", "--html", web.path, "--originals"]).status == 0)
        #expect(try locationTags(in: web) == [])
    }
}
