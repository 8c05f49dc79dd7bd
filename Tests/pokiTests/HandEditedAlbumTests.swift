import Foundation
import Testing
import PokiTestSupport

/// An album changed from outside (by hand, a sync tool, an old backup): poki must refuse what is
/// damaged with one line, touch nothing outside the album, lose no photo, and `check` must say so.
@Suite struct HandEditedAlbumTests {
    let album: TemporaryAlbum
    /// A file beside the album that a damaged document points at.
    let victim: URL

    init() throws {
        album = try TemporaryAlbum()
        victim = album.scratch.appendingPathComponent("victim.txt")
        try Data("not poki's".utf8).write(to: victim)
    }

    // MARK: Helpers

    /// Adds `count` distinct photos (IDs from 1000).
    private func addPhotos(_ count: Int) throws {
        let result = try album.poki(["add"] + album.distinctImages(count))
        #expect(result.status == 0, "\(result.standardError)")
    }

    private func url(_ relative: String) -> URL { album.directory.appendingPathComponent(relative) }

    private func text(_ relative: String) throws -> String { try String(contentsOf: url(relative), encoding: .utf8) }

    /// Rewrites an album file as someone editing it by hand would.
    private func edit(_ relative: String, _ change: (String) -> String) throws {
        let old = try text(relative)
        let new = change(old)
        #expect(new != old, "the edit of \(relative) changed nothing")
        try Data(new.utf8).write(to: url(relative))
    }

    /// Replaces the value of `"key" : …` (the first one) in a pretty-printed document.
    private func setField(_ key: String, to json: String, in relative: String) throws {
        try edit(relative) { text in
            text.replacingOccurrences(of: "\"\(key)\" : [^,\\n]+", with: "\"\(key)\" : \(json.replacingOccurrences(of: "\\", with: "\\\\"))", options: .regularExpression)
        }
    }

    private func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }

    /// A failure as poki must report it: exit 1, one `error:` line naming `naming`, nothing on stdout.
    private func expectRefused(_ result: PokiProcess.Result, naming: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)", sourceLocation: sourceLocation)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("error: ") && lines[0].contains(naming), "\(result.standardError)", sourceLocation: sourceLocation)
    }

    private func victimIsIntact(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try Data(contentsOf: victim) == Data("not poki's".utf8), sourceLocation: sourceLocation)
    }

    // MARK: 1. Names read from documents stay inside the album

    static let imageNamesOutsideTheAlbum = [
        "../../scratch/victim.txt", "/tmp/victim.txt", "..", ".", "", "1001.png\\u0000", "images/1001.png", "1000.png", "1001.json",
    ]

    @Test(arguments: imageNamesOutsideTheAlbum)
    func anImageThatIsNotAPlainFileNameOfItsPhotoMakesTheDocumentDamaged(name: String) throws {
        try addPhotos(2)
        try setField("image", to: "\"\(name)\"", in: "photos/1001.json")
        let damaged = try album.snapshot()

        expectRefused(try album.poki(["show", "1001"]), naming: "photos/1001.json")
        expectRefused(try album.poki(["delete", "--yes", "1001"]), naming: "photos/1001.json")
        let replacement = try album.distinctImages(1, named: "new")[0]
        expectRefused(try album.poki(["edit", "1001", "--image", replacement]), naming: "photos/1001.json")
        #expect(try album.snapshot() == damaged, "a refused command changed the album")

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("unreadable document: image"), "\(check.standardOutput)")
        #expect(check.standardOutput.contains("(\(url("photos/1001.json").path))"))
        #expect(!check.standardOutput.contains("recorded SHA-256"), "check hashed a file outside the album")

        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 0, "\(repair.standardError)")
        #expect(exists("quarantine/1001.json") && exists("quarantine/1001.png"))
        #expect(try album.poki(["show", "1000"]).status == 0, "photo 1000 was lost")
        try victimIsIntact()
    }

    @Test func emptyingATrashWhoseDocumentPointsOutsideDeletesNothing() throws {
        try addPhotos(2)
        #expect(try album.poki(["delete", "--yes", "1000", "1001"]).status == 0)
        try setField("image", to: "\"../../scratch/victim.txt\"", in: "trash/1001.json")
        let damaged = try album.snapshot()

        expectRefused(try album.poki(["trash", "--empty", "--yes"]), naming: "trash/1001.json")
        expectRefused(try album.poki(["restore", "1001"]), naming: "trash/1001.json")
        #expect(try album.snapshot() == damaged)
        try victimIsIntact()
        let check = try album.poki(["check"])
        #expect(check.standardOutput.contains("unreadable document: image: '../../scratch/victim.txt' is a path, not a file name"))
    }

    @Test func aPosePictureOutsideItsFolderIsRefusedAndReported() throws {
        let picture = try album.distinctImages(1, named: "pose")[0]
        #expect(try album.poki(["pose", "add", picture, "--category", "two", "--title", "하트"]).status == 0)
        try setField("imagePath", to: "\"poses/../../scratch/victim.txt\"", in: "poses.json")

        expectRefused(try album.poki(["pose", "show", "user-1000"]), naming: "poses.json")
        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("damaged file: pose 'user-1000': picture: "), "\(check.standardOutput)")
        // Only the user can mend it: --repair leaves poses.json (and its pose IDs) where it is.
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 1)
        #expect(exists("poses.json"))
        try victimIsIntact()
    }

    @Test func aProfilePictureOutsideItsFolderIsNeverRemoved() throws {
        let pictures = try album.distinctImages(2, named: "me")
        #expect(try album.poki(["profile", "set", "--nickname", "민지", "--picture", pictures[0]]).status == 0)
        try setField("picture", to: "\"profile/../../scratch/victim.txt\"", in: "profile.json")
        let damaged = try album.snapshot()

        // Setting a new picture removes the old one: here that would be the file outside.
        expectRefused(try album.poki(["profile", "set", "--picture", pictures[1]]), naming: "profile.json")
        expectRefused(try album.poki(["profile"]), naming: "profile.json")
        #expect(try album.snapshot() == damaged)
        try victimIsIntact()
        #expect(try album.poki(["check"]).standardOutput.contains("damaged file: picture: '../../scratch/victim.txt' is a path, not a file name"))
    }

    @Test func repairNeverMovesAnImageOverTheTrashedPhotosOwn() throws {
        try addPhotos(2)
        #expect(try album.poki(["delete", "--yes", "1001"]).status == 0)
        let trashed = try Data(contentsOf: url("trash/1001.png"))
        // A restored backup brings back the album's old copy beside the trashed one.
        try Data("an older file".utf8).write(to: url("images/1001.png"))
        expectRefused(try album.poki(["restore", "1001"]), naming: "images/1001.png")
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 0, "\(repair.standardError)")
        #expect(try Data(contentsOf: url("trash/1001.png")) == trashed, "the trashed photo's image was written over")
        #expect(try Data(contentsOf: url("quarantine/1001.png")) == Data("an older file".utf8))
        #expect(try album.poki(["restore", "1001"]).status == 0)
        #expect(try Data(contentsOf: url("images/1001.png")) == trashed)
    }

    // MARK: 2. A counter behind the IDs in use

    @Test(arguments: ["1001\n", "-5\n", "banana\n", "\n", "0\n", "9223372036854775807\n", "1e3\n", "+1003\n"])
    func addNeverWritesOverAPhotoWhateverTheCounterSays(counter: String) throws {
        try addPhotos(3)
        #expect(try album.poki(["delete", "--yes", "1002"]).status == 0)
        let before = try album.snapshot()
        try Data(counter.utf8).write(to: url("counter"))

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("ID counter"), "\(check.standardOutput)")

        let new = try album.distinctImages(1, named: "new")[0]
        let add = try album.poki(["add", new])
        #expect(add.status == 0, "\(add.standardError)")
        #expect(add.standardOutput == "1003\n")
        for name in ["photos/1000.json", "photos/1001.json", "images/1000.png", "images/1001.png", "trash/1002.json", "trash/1002.png"] {
            #expect(try album.snapshot().entries[name] == before.entries[name], "\(name) was written over")
        }
        #expect(try text("counter") == "1004\n", "the counter was not repaired")
        #expect(try album.poki(["check"]).status == 0)
    }

    @Test func concurrentAddersBehindAnOldBackupsCounterOverwriteNothing() throws {
        try addPhotos(10)
        let before = try album.snapshot()
        try Data("1002\n".utf8).write(to: url("counter"))
        let list = album.scratch.appendingPathComponent("files.txt")
        try album.distinctImages(12, named: "concurrent").joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"xargs -n3 -P4 "$POKI" add < "$LIST" > "$OUT""#]
        process.environment = [
            "PATH": "/usr/bin:/bin", "POKI": PokiProcess.executable.path, "LIST": list.path,
            "OUT": album.scratch.appendingPathComponent("ids.txt").path, "POKI_LIBRARY": album.directory.path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let ids = try String(contentsOf: album.scratch.appendingPathComponent("ids.txt"), encoding: .utf8).split(separator: "\n").compactMap { Int($0) }
        #expect(Set(ids) == Set(1010...1021), "\(ids.sorted())")
        let after = try album.snapshot()
        for (name, bytes) in before.entries where name.hasPrefix("photos/") || name.hasPrefix("images/") {
            #expect(after.entries[name] == bytes, "\(name) was written over")
        }
        #expect(try album.poki(["check"]).status == 0)
    }

    @Test func checkRepairsAGarbageCounter() throws {
        try addPhotos(2)
        try Data("banana\n".utf8).write(to: url("counter"))
        let check = try album.poki(["check"])
        #expect(check.standardOutput == "ID counter holds 'banana', not a number from 1000 to 1000000000 (counter)\n")
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 0)
        #expect(repair.standardError.contains("repaired: set the ID counter to 1002"))
        #expect(try text("counter") == "1002\n")
    }

    @Test func idsInTheQuarantineAreSkipped() throws {
        try addPhotos(2)
        try FileManager.default.createDirectory(at: url("quarantine"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url("photos/1001.json"), to: url("quarantine/2-1005.json"))
        try Data("1001\n".utf8).write(to: url("counter"))
        let add = try album.poki(["add", try album.distinctImages(1, named: "new")[0]])
        #expect(add.standardOutput == "1006\n", "\(add.standardError)")
    }

    @Test func anIDIsNeverReusedAfterTheTrashIsEmptiedEvenWithTheCounterLost() throws {
        try addPhotos(3)
        #expect(try album.poki(["delete", "--yes", "1001", "1002"]).status == 0)
        #expect(try album.poki(["trash", "--empty", "--yes"]).status == 0)
        try FileManager.default.removeItem(at: url("counter"))
        #expect(try album.poki(["check"]).standardOutput == "ID counter is missing (counter)\n")
        let add = try album.poki(["add", try album.distinctImages(1, named: "new")[0]])
        #expect(add.standardOutput == "1003\n", "\(add.standardError)")
    }

    // MARK: 4. The file name is the ID

    @Test func aDocumentWhoseIDDiffersFromItsNameIsRefused() throws {
        try addPhotos(2)
        try setField("id", to: "1001", in: "photos/1000.json")
        let damaged = try album.snapshot()

        expectRefused(try album.poki(["delete", "--yes", "1000"]), naming: "photos/1000.json")
        expectRefused(try album.poki(["show", "1000"]), naming: "its ID 1001 differs from its file name")
        #expect(try album.snapshot() == damaged, "delete moved a photo to the trash")
        let check = try album.poki(["check"])
        #expect(check.standardOutput.contains("unreadable document: its ID 1001 differs from its file name (\(url("photos/1000.json").path))"))
        #expect(try album.poki(["show", "1001"]).status == 0)
    }

    // MARK: 9. Numbers read from disk

    @Test(arguments: ["3000000", "200000000", "999999999"])
    func aHugeCounterCostsListingNothing(counter: String) throws {
        try addPhotos(3)
        try Data("\(counter)\n".utf8).write(to: url("counter"))
        let start = Date()
        let page = try album.poki(["list", "--limit", "2", "--json"])
        let oldest = try album.poki(["list", "--reverse", "--limit", "5", "--json"])
        let all = try album.poki(["list", "--json"])
        #expect(Date().timeIntervalSince(start) < 5, "listing walked the counter's value")
        func ids(_ result: PokiProcess.Result) throws -> [Int] {
            let array = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
            return (array ?? []).compactMap { $0["id"] as? Int }
        }
        #expect(try ids(page) == [1002, 1001])
        #expect(try ids(oldest) == [1000, 1001, 1002])
        #expect(try ids(all) == [1002, 1001, 1000])
        let add = try album.poki(["add", try album.distinctImages(1, named: "new")[0]])
        #expect(add.standardOutput == "\(counter)\n", "\(add.standardError)")
    }

    @Test func theLastIDIsRefusedCleanly() throws {
        try addPhotos(1)
        try Data("1000000000\n".utf8).write(to: url("counter"))
        let before = try album.snapshot()
        expectRefused(try album.poki(["add", try album.distinctImages(1, named: "new")[0]]), naming: "IDs end at 999999999")
        #expect(try album.snapshot() == before)
    }

    @Test func aDocumentNamedPastTheIDRangeIsReportedAndQuarantined() throws {
        try addPhotos(2)
        try FileManager.default.copyItem(at: url("photos/1001.json"), to: url("photos/9223372036854775807.json"))
        let list = try album.poki(["list", "--json"])
        #expect(list.status == 0)
        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("its name is not a photo ID from 1000 to 999999999 (\(url("photos/9223372036854775807.json").path))"))
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 0, "\(repair.standardError)")
        #expect(exists("quarantine/9223372036854775807.json"))
        #expect(try album.poki(["add", try album.distinctImages(1, named: "new")[0]]).standardOutput == "1002\n")
    }

    @Test(arguments: [
        ("share", "1e20", "palette share"), ("share", "-0.5", "palette share"), ("width", "99999999999", "width"),
        ("height", "0", "height"), ("orientation", "9223372036854775807", "orientation"), ("id", "99999999999", "its ID 99999999999 differs"),
        ("sha256", "\"../../x\"", "sha256"),
    ])
    func aNumberOutOfRangeMakesTheDocumentDamagedNotATrap(key: String, value: String, named: String) throws {
        try addPhotos(2)
        try setField(key, to: value, in: "photos/1001.json")
        expectRefused(try album.poki(["show", "1001"]), naming: named)
        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("unreadable document: \(named)"), "\(check.standardOutput)")
        #expect(try album.poki(["show", "1000"]).status == 0)
    }

    /// An older poki's index (version 3) kept counts per tag: a huge one is not summed.
    @Test func aHugeTagCountInAnOlderIndexIsNotSummed() throws {
        try addPhotos(2)
        try Data("3\n".utf8).write(to: url("index/version"))
        try Data(#"{"비분류 브랜드": 9223372036854775807, "인생네컷": 9223372036854775807}"#.utf8).write(to: url("index/tags.json"))
        let profile = try album.poki(["profile"])
        #expect(profile.status == 0, "\(profile.standardError)")
        #expect(try album.poki(["check", "--repair"]).status == 0)
        #expect(!exists("index/tags.json"))
        #expect(try album.poki(["check"]).status == 0)
        #expect(try album.poki(["tags", "--json"]).standardOutput.contains(#""photoCount" : 2"#))
    }

    /// Lines of the tag index edited by hand (a photo that is not there, a line that is no
    /// entry, a bad escape) are found by `check` and rebuilt by `--repair`.
    @Test func aHandEditedTagIndexIsRebuilt() throws {
        try addPhotos(2)
        let file = url("index/tags/1")
        let lines = try String(contentsOf: file, encoding: .utf8)
        try Data((lines + lines.replacingOccurrences(of: "100", with: "190") + "no entry\n1005 %zz\n1006 %1B]0;x%07\n1007 %+F\n").utf8).write(to: file)
        let tags = try album.poki(["tags"])
        #expect(!tags.standardOutput.contains("\u{1B}") && !tags.standardOutput.contains("\u{07}"))
        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("index out of date: tag index for"), "\(check.standardOutput)")
        #expect(try album.poki(["check", "--repair"]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == lines)
        #expect(try album.poki(["check"]).status == 0)
    }
}
