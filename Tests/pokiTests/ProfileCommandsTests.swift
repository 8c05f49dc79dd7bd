import Foundation
import Testing
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import PokiTestSupport

/// `poki profile …` and `poki about` end to end, including 회원탈퇴 (`profile delete`).
@Suite struct ProfileCommandsTests {
    let album: TemporaryAlbum
    let pinkJPEG = PokiProcess.fixtures.appendingPathComponent("solid/pink.jpg").path
    let pinkPNG = PokiProcess.fixtures.appendingPathComponent("solid/pink.png").path

    init() throws { album = try TemporaryAlbum() }

    // MARK: profile and profile set

    @Test func profileSetAndShow() throws {
        for name in ["album/harufilm-pink.jpg", "album/lifefourcuts-sky.jpg", "album/photoism-mint.jpg"] {
            #expect(try album.poki(["add", PokiProcess.fixtures.appendingPathComponent(name).path]).status == 0)
        }
        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        let set = try album.poki(["profile", "set", "--nickname", "민지", "--picture", pinkPNG])
        #expect(set.status == 0)
        #expect(set.standardOutput.isEmpty)

        let profile = try jsonObject(album.poki(["profile", "--json"]).standardOutput)
        #expect(profile["nickname"] as? String == "민지")
        #expect(profile["pictureColour"] as? String == "#E94B6A")
        #expect(profile["memories"] as? Int == 3)
        #expect(profile["likedPoses"] as? Int == 1)
        #expect(profile["userPoses"] as? Int == 0)
        #expect(profile["album"] as? String == album.directory.path)
        #expect(profile["version"] as? String == PokiVersion.current)
        let dates = try album.poki(["list", "--sort", "date", "--json"]).standardOutput
        let days = try #require(try JSONSerialization.jsonObject(with: Data(dates.utf8)) as? [[String: Any]]).compactMap { $0["date"] as? String }.sorted()
        #expect(profile["firstMemory"] as? String == days.first)
        #expect(profile["latestMemory"] as? String == days.last)
        let picture = try #require(profile["picture"] as? String)
        #expect(picture.hasPrefix(album.directory.path + "/profile/picture-"))
        #expect(FileManager.default.contents(atPath: picture) == FileManager.default.contents(atPath: pinkPNG))

        let text = try album.poki(["profile"]).standardOutput
        #expect(text.contains("nickname:       민지\n"))
        #expect(text.contains("#E94B6A"))
        #expect(text.contains("memories:       3\n"))
        #expect(text.contains("version:        poki \(PokiVersion.current)\n"))
    }

    @Test func emptyProfileShowsNullsAndCreatesNothing() throws {
        // A folder named as the album but holding none is said so, and left as it was.
        let missing = try album.poki(["profile", "--json"])
        #expect(missing.status == 1)
        #expect(missing.standardOutput.contains("no album at \(album.directory.path)"))
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
        let result = try PokiProcess.run(["profile", "--json"], environment: ["HOME": album.scratch.path])
        #expect(result.status == 0)
        let profile = try jsonObject(result.standardOutput)
        #expect(profile["nickname"] is NSNull)
        #expect(profile["picture"] is NSNull)
        #expect(profile["firstMemory"] is NSNull)
        #expect(profile["memories"] as? Int == 0)
        #expect(!FileManager.default.fileExists(atPath: album.scratch.appendingPathComponent(".local").path))
    }

    @Test func changingOnePartKeepsTheOther() throws {
        #expect(try album.poki(["profile", "set", "--nickname", "민지", "--picture", pinkJPEG]).status == 0)
        #expect(try album.poki(["profile", "set", "--nickname", "수지"]).status == 0)
        let profile = try jsonObject(album.poki(["profile", "--json"]).standardOutput)
        #expect(profile["nickname"] as? String == "수지")
        #expect((profile["picture"] as? String)?.hasSuffix(".jpg") == true)
    }

    @Test func badPictureOrNicknameChangesNothing() throws {
        #expect(try album.poki(["profile", "set", "--nickname", "민지"]).status == 0)
        let before = try album.snapshot()
        let corrupt = PokiProcess.fixtures.appendingPathComponent("corrupt/truncated.jpg").path
        let bad = try album.poki(["profile", "set", "--picture", corrupt])
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("error: "))
        let notImage = try album.poki(["profile", "set", "--picture", PokiProcess.fixtures.appendingPathComponent("other/notes.txt").path])
        #expect(notImage.status == 1)
        let long = try album.poki(["profile", "set", "--nickname", String(repeating: "가", count: 40)])
        #expect(long.status == 1)
        #expect(long.standardError.contains("nickname"))
        #expect(try album.poki(["profile", "set"]).status == 2)
        #expect(try album.snapshot() == before)
    }

    // MARK: profile delete

    /// Fills the album with something of everything poki writes.
    private func fillAlbum() throws {
        let fixtures = PokiProcess.fixtures.appendingPathComponent("album")
        for name in ["harufilm-pink.jpg", "lifefourcuts-sky.jpg", "photoism-mint.jpg"] {
            #expect(try album.poki(["add", fixtures.appendingPathComponent(name).path, "--tag", "포토이즘"]).status == 0)
        }
        #expect(try album.poki(["tags", "add", "팝업부스"]).status == 0)
        #expect(try album.poki(["edit", "1001", "--image", pinkJPEG]).status == 0)
        #expect(try album.poki(["delete", "1002", "--yes"]).status == 0)
        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        #expect(try album.poki(["pose", "add", pinkPNG, "--category", "alone", "--title", "내 포즈"]).status == 0)
        #expect(try album.poki(["profile", "set", "--nickname", "민지", "--picture", pinkJPEG]).status == 0)
    }

    @Test func deleteRemovesEverythingPokiWroteAndNothingElse() throws {
        try fillAlbum()
        let directory = album.directory
        try Data("my own notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let outside = album.scratch.appendingPathComponent("outside.txt")
        try Data("not poki's".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("images/link.jpg"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("trash/scratch"), withDestinationURL: album.scratch)
        let scratchBefore = try AlbumSnapshot(of: album.scratch)

        let result = try album.poki(["profile", "delete", "--yes", "--json"])
        #expect(result.status == 0)
        let report = try jsonObject(result.standardOutput)
        #expect(report["photos"] as? Int == 2)
        #expect(report["trashedPhotos"] as? Int == 1)
        #expect(report["userPoses"] as? Int == 1)
        #expect(report["likedPoses"] as? Int == 1)
        #expect(report["profile"] as? Bool == true)
        #expect(report["kept"] as? [String] == ["notes.txt"])
        #expect(report["directoryRemoved"] as? Bool == false)

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
        #expect(FileManager.default.contents(atPath: directory.appendingPathComponent("notes.txt").path) == Data("my own notes".utf8))
        #expect(try AlbumSnapshot(of: album.scratch) == scratchBefore, "links were removed, not followed")
        #expect(FileManager.default.contents(atPath: outside.path) == Data("not poki's".utf8))

        // What is left is the user's folder, no longer an album: poki does not write into it unasked.
        let after = try album.poki(["profile"])
        #expect(after.status == 1)
        #expect(after.standardError.contains("not a poki album"))
    }

    @Test func deleteOfAnAlbumWithNothingElseRemovesTheDirectory() throws {
        try fillAlbum()
        let result = try album.poki(["profile", "delete", "--yes"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
        #expect(try album.poki(["list"]).standardOutput.isEmpty)
    }

    @Test func deleteWithoutATerminalNeedsYes() throws {
        try fillAlbum()
        let before = try album.snapshot()
        let result = try album.poki(["profile", "delete"], input: "민지\n")
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("--yes"))
        #expect(result.standardError.contains("usage: poki profile delete"))
        #expect(try album.snapshot() == before)
    }

    @Test func deleteRefusesADirectoryThatIsNotAnAlbum() throws {
        let directory = album.directory
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: directory.appendingPathComponent("photos/holiday.jpg"))
        try Data("mine".utf8).write(to: directory.appendingPathComponent("counter"))
        let before = try album.snapshot()
        let result = try album.poki(["profile", "delete", "--yes"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: refusing to delete a directory that is not a poki album"))
        #expect(try album.snapshot() == before)
    }

    @Test func deleteWhereThereIsNoAlbumSaysSo() throws {
        let result = try album.poki(["profile", "delete", "--yes"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("there is no poki album here"))
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
    }

    @Test(arguments: [("민지", true), ("delete", false), ("", false)])
    func onATerminalTheNicknameMustBeTyped(answer: String, deletes: Bool) throws {
        try fillAlbum()
        let before = try album.snapshot()
        let (status, transcript) = try runOnTerminal(["profile", "delete"], typing: answer)
        #expect(transcript.contains("2 photos, 1 photo in the trash"))
        #expect(transcript.contains("Type '민지'"))
        if deletes {
            #expect(status == 0)
            #expect(!FileManager.default.fileExists(atPath: album.directory.path))
        } else {
            #expect(status == 1)
            #expect(transcript.contains("nothing was deleted"))
            #expect(try album.snapshot() == before)
        }
    }

    @Test func onATerminalWithoutANicknameTheWordIsDelete() throws {
        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        let (status, transcript) = try runOnTerminal(["profile", "delete"], typing: "delete")
        #expect(transcript.contains("Type 'delete'"))
        #expect(status == 0)
        #expect(!FileManager.default.fileExists(atPath: album.directory.path))
    }

    // MARK: about

    @Test func aboutShowsTheVersionTheAlbumAndThePrivacyStatement() throws {
        let text = try album.poki(["about"])
        #expect(text.status == 0)
        #expect(text.standardOutput.hasPrefix("poki \(PokiVersion.current)\n"))
        #expect(text.standardOutput.contains(album.directory.path))
        #expect(text.standardOutput.contains("Everything stays on this machine; nothing is sent anywhere."))
        let about = try jsonObject(album.poki(["about", "--json"]).standardOutput)
        #expect(about["version"] as? String == PokiVersion.current)
        #expect(about["album"] as? String == album.directory.path)
        #expect(about["albumExists"] as? Bool == false)
        #expect(about["privacy"] as? String == Notices.privacyStatement)
        #expect(try album.poki(["pose", "like", "two-01"]).status == 0)
        #expect(try jsonObject(album.poki(["about", "--json"]).standardOutput)["albumExists"] as? Bool == true)
    }

    // MARK: Helpers

    /// Runs poki under `script`, which gives it a pseudo-terminal, and types `answer` once it asks.
    private func runOnTerminal(_ arguments: [String], typing answer: String) throws -> (status: Int32, transcript: String) {
        let transcriptFile = album.scratch.appendingPathComponent("transcript-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let command = (["\"$POKI\""] + arguments).joined(separator: " ")
        // The answer is typed after a pause, as a person would, once poki is waiting for it.
        process.arguments = ["-c", "(sleep 1; printf '%s\\n' \"$ANSWER\") | script -qec '\(command)' /dev/null > \"$TRANSCRIPT\""]
        process.environment = [
            "PATH": "/usr/bin:/bin", "POKI": PokiProcess.executable.path, "POKI_LIBRARY": album.directory.path,
            "ANSWER": answer, "TRANSCRIPT": transcriptFile.path, "TERM": "dumb", "HOME": NSTemporaryDirectory(),
        ]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let transcript = String(decoding: (try? Data(contentsOf: transcriptFile)) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, transcript)
    }

    private func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
