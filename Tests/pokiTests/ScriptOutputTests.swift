import Foundation
import Testing
import PokiTestSupport

/// What scripts build on: idempotent `add` pipelines, IDs on standard output from `edit`, image
/// paths and more fields in listings, and clear words for an album that cannot be used.
@Suite struct ScriptOutputTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func addSkipExistingMakesReRunsSucceed() throws {
        let images = try album.distinctImages(3)
        #expect(try album.poki(["add", images[0], images[1]]).status == 0)
        let refused = try album.poki(["add", images[0]])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("use --skip-existing to leave it out"))

        let again = try album.poki(["add", "--skip-existing", images[0], images[2]])
        #expect(again.status == 0)
        #expect(again.standardOutput == "1002\n")
        #expect(again.standardError.contains("skipped \(images[0]): already in the album as 1000"))

        let json = try album.poki(["add", "--skip-existing", "-q", "--json", images[1]])
        #expect(json.status == 0)
        #expect(!json.standardError.contains("skipped"))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["duplicateOf"] as? Int == 1001 && entries[0]["skipped"] as? String == "already in the album as 1001")

        // The README's pipeline, run twice: xargs sees no failure the second time.
        let script = #"find "$SOURCE" -name '*.png' -print0 | xargs -0 "$POKI" add --skip-existing -q; echo "status $?""#
        let piped = try ShellScript.run(script, environment: ["SOURCE": album.scratch.path, "POKI_LIBRARY": album.directory.path])
        #expect(piped.standardOutput.hasSuffix("status 0\n"), "\(piped.standardOutput)")
        #expect(try album.poki(["add", "--skip-existing", "--allow-duplicate", images[0]]).status == 2)
    }

    @Test func editPrintsTheIDsItChangedForTheNextCommand() throws {
        let images = try album.distinctImages(3)
        #expect(try album.poki(["add"] + images).status == 0)
        let one = try album.poki(["edit", "1001", "--memo", "바다"])
        #expect(one.standardOutput == "1001\n")
        let several = try album.poki(["edit", "-", "--tag", "하루필름"], input: "1000\n1002\n")
        #expect(several.status == 0)
        #expect(several.standardOutput == "1000\n1002\n")
        let script = #""$POKI" edit 1000 1001 --memo 여름 | "$POKI" show - --json"#
        let chained = try ShellScript.run(script, environment: ["POKI_LIBRARY": album.directory.path])
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(chained.standardOutput.utf8)) as? [[String: Any]])
        #expect(shown.map { $0["memo"] as? String } == ["여름", "여름"])
    }

    @Test func listingsCarryTheImagePathAndMoreFields() throws {
        let images = try album.distinctImages(1, named: "IMG_20250722_143012")
        #expect(try album.poki(["add", images[0]]).status == 0)
        // A relative --library still gives an absolute path.
        let relative = try PokiProcess.run(
            ["--library", album.directory.lastPathComponent, "list", "--jsonl"], directory: album.directory.deletingLastPathComponent()
        )
        let line = try #require(try JSONSerialization.jsonObject(with: Data(relative.standardOutput.utf8)) as? [String: Any])
        let path = try #require(line["imagePath"] as? String)
        #expect(path == album.directory.appendingPathComponent("images/1000.png").path)
        #expect(FileManager.default.fileExists(atPath: path))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(album.poki(["list", "--json"]).standardOutput.utf8)) as? [[String: Any]])
        #expect(array.first?["imagePath"] as? String == path)

        let format = try album.poki(["list", "--format", "{id}\t{dateSource}\t{originalFileName}\t{imagePath}\t{capturedAt}|{sha256}"])
        let fields = format.standardOutput.dropLast().split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.prefix(4) == ["1000", "fileName", "IMG_20250722_143012-0.png", Substring(path)])
        #expect(fields[4].hasPrefix("|") && fields[4].count == 65)
    }

    @Test func aNamedFolderWithoutAnAlbumIsAnError() throws {
        let missing = album.scratch.appendingPathComponent("typo").path
        for arguments in [["list"], ["show", "1000"], ["stats"], ["hashtags"], ["calendar"], ["tags"], ["check"], ["pose", "liked"]] {
            let result = try PokiProcess.run(["--library", missing] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardError == "error: no album at \(missing); check --library or POKI_LIBRARY, or start one there with poki init\n", "\(arguments)")
        }
        let json = try PokiProcess.run(["list", "--json"], environment: ["POKI_LIBRARY": missing])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains("\"error\" : \"no album at \(missing)"))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func aReadOnlyAlbumSaysSoAndStaysAsItWas() throws {
        let images = try album.distinctImages(2)
        #expect(try album.poki(["add", images[0]]).status == 0)
        let before = try album.snapshot()
        let script = """
        mount --bind "$ALBUM" "$ALBUM" && mount -o remount,bind,ro "$ALBUM" || exit 99
        "$POKI" --library "$ALBUM" edit 1000 --memo 바뀜; echo "edit $?"
        "$POKI" --library "$ALBUM" add "$IMAGE"; echo "add $?"
        "$POKI" --library "$ALBUM" import "$IMAGE"; echo "import $?"
        "$POKI" --library "$ALBUM" list --ids; echo "list $?"
        """
        let result = try ShellScript.run(script, environment: ["ALBUM": album.directory.path, "IMAGE": images[1]], privateMounts: true)
        let said = "error: the album at \(album.directory.path) is read-only; nothing was changed\n"
        #expect(result.standardOutput.contains(said + "edit 1\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(said + "add 1\n"))
        #expect(result.standardOutput.contains(said + "import 1\n"))
        #expect(result.standardOutput.hasSuffix("1000\nlist 0\n"))
        #expect(try album.snapshot() == before)
    }
}
