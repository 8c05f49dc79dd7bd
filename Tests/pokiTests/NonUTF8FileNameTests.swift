import Foundation
import Testing
import PokiTestSupport

/// File names that are not UTF-8 (EUC-KR/CP949 names from a zip made on a Korean Windows PC) were
/// skipped by `import` without being counted, and `add` said no such file (issue #24).
@Suite struct NonUTF8FileNameTests {
    /// 사진.jpg and 네컷.jpg in CP949, as bash's printf writes their bytes.
    static let photoName = #"$(printf '\xbb\xe7\xc1\xf8').jpg"#
    static let printName = #"$(printf '\xb3\xd7\xc4\xc6').jpg"#

    @Test func importAndAddTakeThemAndKeepEveryByteOfTheName() throws {
        let album = try TemporaryAlbum()
        let folder = album.directory.deletingLastPathComponent().appendingPathComponent("from-windows-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = PokiProcess.fixtures.path
        let result = try ShellScript.run(
            """
            set -e
            mkdir -p "$FOLDER/zip"
            cp "$FIXTURES/album/harufilm-pink.jpg" "$FOLDER/zip/\(Self.photoName)"
            cp "$FIXTURES/album/photoism-mint.jpg" "$FOLDER/\(Self.printName)"
            "$POKI" import "$FOLDER/zip" 2>&1
            "$POKI" add "$FOLDER/\(Self.printName)"
            """,
            environment: ["POKI_LIBRARY": album.directory.path, "FOLDER": folder, "FIXTURES": fixtures]
        )
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("imported 1, skipped 0"), "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("1001\n"), "\(result.standardOutput)")

        let shown = try album.poki(["show", "1000"])
        #expect(shown.standardOutput.contains(#"original: \xBB\xE7\xC1\xF8.jpg"#), "the undecodable bytes are shown, not lost")
        let listed = try album.poki(["list", "--json"])
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        let names = Set(photos.compactMap { $0["originalFileName"] as? String })
        #expect(names == ["\u{F7BB}\u{F7E7}\u{F7C1}\u{F7F8}.jpg", "\u{F7B3}\u{F7D7}\u{F7C4}\u{F7C6}.jpg"], "each byte kept as U+F700 + byte")
        #expect(try album.poki(["check"]).status == 0)
    }
}
