import Foundation
import Testing
import PokiTestSupport

/// `share --mask-qr` covered a print's normal QR code and wrote the file while an inverted (light
/// on dark) one still read, and `export` published every code (issue #24). zbarimg, not poki's
/// zxing-cpp, checks the pictures: as they are, and for inverted codes (`-Stest-inverted`, which
/// zbar tries when the normal pass finds nothing).
@Suite struct QRCodeCoverTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
        for fixture in ["qr/inverted-and-normal.png", "qr/inverted-only.png", "share/print-with-code-gps.jpg", "album/harufilm-pink.jpg"] {
            let added = try album.poki(["add", PokiProcess.fixtures.appendingPathComponent(fixture).path, "--date", "2026-03-20"])
            #expect(added.status == 0, "\(fixture): \(added.standardError)")
        }
    }

    /// What zbarimg reads in `paths`, normal and inverted, one `file: text` line each.
    static func codes(in paths: [String]) throws -> [String] {
        let arguments = paths.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let result = try ShellScript.run(
            "set -- \(arguments)\n" + #"for file in "$@"; do for option in "" -Stest-inverted; do zbarimg -q --raw $option "$file" 2>/dev/null | sed "s|^|$file: |"; done; done; true"#
        )
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func zbarReadsTheFixturesCodes() throws {
        let both = PokiProcess.fixtures.appendingPathComponent("qr/inverted-and-normal.png").path
        let inverted = PokiProcess.fixtures.appendingPathComponent("qr/inverted-only.png").path
        #expect(try Self.codes(in: [both]).count == 2, "the normal code, and again with -Stest-inverted")
        #expect(try Self.codes(in: [inverted]) == ["\(inverted): http://127.0.0.1:47613/qr/photo.jpg"], "only inverted")
    }

    @Test func maskingCoversTheInvertedCodeToo() throws {
        let folder = album.scratch.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try album.poki(["share", "1000", "1001", "--to", folder.path, "--mask-qr", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let copies = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(copies.map { $0["coveredCodes"] as? Int } == [2, 1])
        #expect(try Self.codes(in: files(in: folder)) == [])
    }

    @Test func exportCoversEveryCodeUnlessAskedToKeepThem() throws {
        let web = album.scratch.appendingPathComponent("web")
        let result = try album.poki(["export", "--html", web.path, "--originals"])
        #expect(result.status == 0, "\(result.standardError)")
        var pictures: [String] = []
        for folder in ["thumbs", "images", "originals"] { pictures += try files(in: web.appendingPathComponent(folder)) }
        #expect(pictures.count == 12)
        #expect(try Self.codes(in: pictures) == [])

        let kept = try album.poki(["export", "--html", web.path, "--originals", "--keep-qr"])
        #expect(kept.status == 0, "\(kept.standardError)")
        let read = try Self.codes(in: files(in: web.appendingPathComponent("images")))
        // The print's, the mixed picture's normal one, and the inverted-only one (zbar reads an
        // inverted code only where it finds no normal one).
        #expect(Set(read.map { $0.prefix { $0 != ":" } }).count == 3, "codes are published as they are: \(read)")
    }
}
