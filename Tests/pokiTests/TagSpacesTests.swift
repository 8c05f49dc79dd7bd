import Foundation
import Testing
import PokiTestSupport

/// `tags add ' lead'` made the tag `lead` while `add --tag ' lead'` refused it as unknown (issue
/// #24): every command that names a tag reads it by the same rule, NFC without surrounding spaces.
@Suite struct TagSpacesTests {
    @Test func aTagWithSurroundingSpacesIsTheSameTagEverywhere() throws {
        let album = try TemporaryAlbum()
        #expect(try album.poki(["tags", "add", " lead"]).standardOutput == "lead\n")
        let image = PokiProcess.fixtures.appendingPathComponent("solid/red.png").path
        let added = try album.poki(["add", image, "--tag", " lead ", "--date", "2026-11-01"])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try album.poki(["show", "1000", "--json"]).standardOutput.contains(#""label" : "lead""#))
        #expect(try album.poki(["list", "--tag", "lead  ", "--ids"]).standardOutput == "1000\n")
        #expect(try album.poki(["edit", "1000", "--tag", "  하루필름"]).status == 0)
        #expect(try album.poki(["show", "1000", "--json"]).standardOutput.contains(#""label" : "하루필름""#))
    }
}
