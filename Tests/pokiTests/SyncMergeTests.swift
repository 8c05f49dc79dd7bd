import Foundation
import Testing
import PokiTestSupport

/// Two devices' changes merged (issue #30, item 2): device B is a copy of the album that changes
/// apart from A; then B's files are put into A as Syncthing leaves them (the version it set aside
/// as `NAME.sync-conflict-…-BBBBBBB.EXT`, a deletion carried over, a file created on one side),
/// and the next command that writes on A merges them. `SyncthingTwoDevicesTests` makes the same
/// situations with the real Syncthing.
@Suite struct SyncMergeTests {
    let album: TemporaryAlbum
    let other: URL
    let images: [String]
    static let stamp = ".sync-conflict-20261125-101523-BBBBBBB"

    init() throws {
        album = try TemporaryAlbum()
        images = try album.distinctImages(7)
        let added = try album.poki(["add", images[0], images[1], images[2], "--date", "2026-11-01"])
        #expect(added.status == 0, "\(added.standardError)")
        other = album.scratch.appendingPathComponent("device-b")
        try FileManager.default.copyItem(at: album.directory, to: other)
    }

    private func url(_ relative: String) -> URL { album.directory.appendingPathComponent(relative) }

    /// poki on device B.
    @discardableResult
    private func onB(_ arguments: [String]) throws -> PokiProcess.Result {
        let result = try PokiProcess.run(arguments, environment: ["POKI_LIBRARY": other.path])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return result
    }

    @discardableResult
    private func onA(_ arguments: [String]) throws -> PokiProcess.Result {
        let result = try album.poki(arguments)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return result
    }

    /// B's `relative` file put into A as the version Syncthing set aside.
    private func setAside(_ relative: String) throws {
        let name = relative as NSString
        let copy = "\(name.deletingPathExtension)\(Self.stamp)" + (name.pathExtension.isEmpty ? "" : ".\(name.pathExtension)")
        try FileManager.default.copyItem(at: other.appendingPathComponent(relative), to: url(copy))
    }

    /// A adds a photo as 1003 (memo `on a`), B another (memo `on b`); B's document and image are
    /// put beside A's as Syncthing sets them aside.
    private func addOneIDOnBoth() throws {
        try onA(["add", images[3], "--memo", "on a"])
        try onB(["add", images[4], "--memo", "on b"])
        try setAside("photos/1003.json")
        try setAside("images/1003.png")
    }

    private func photos() throws -> [[String: Any]] {
        let list = try onA(["list", "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
    }

    private func photo(_ id: Int) throws -> [String: Any] {
        let shown = try onA(["show", "\(id)", "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
    }

    private func sha256(of path: URL) throws -> String {
        let result = try ShellScript.run("sha256sum \"$F\" | cut -d' ' -f1", environment: ["F": path.path])
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func expectClean() throws {
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        let left = try FileManager.default.subpathsOfDirectory(atPath: album.directory.path).filter { $0.contains("sync-conflict") }
        #expect(left.isEmpty, "\(left)")
    }

    /// Both devices added a photo as 1003: both stay, B's gets the next ID with its own image, and
    /// a note says so; whichever device's image kept the name.
    @Test(arguments: [false, true])
    func twoPhotosGivenOneIDBothStay(imageNameKeptByB: Bool) throws {
        try onA(["add", images[3], "--memo", "on a", "--date", "2026-11-02"])
        try onB(["add", images[4], "--memo", "on b", "--date", "2026-11-03"])
        try setAside("photos/1003.json")
        if imageNameKeptByB {
            try FileManager.default.moveItem(at: url("images/1003.png"), to: url("images/1003\(Self.stamp).png"))
            try FileManager.default.copyItem(at: other.appendingPathComponent("images/1003.png"), to: url("images/1003.png"))
        } else {
            try setAside("images/1003.png")
        }
        let check = try album.poki(["check"])
        #expect(check.status == 1 && check.standardOutput.contains("the next change to the album merges it"), "\(check.standardOutput)")

        let added = try onA(["add", images[5], "--date", "2026-11-04"])
        #expect(added.standardError.contains("note: 1003 (from device BBBBBBB) is now 1004"), "\(added.standardError)")
        #expect(added.standardOutput.contains("1005"), "the new photo gets the next ID: \(added.standardOutput)")
        let listed = try photos()
        #expect(listed.compactMap { $0["id"] as? Int }.sorted() == [1000, 1001, 1002, 1003, 1004, 1005])
        let a = try photo(1003), b = try photo(1004)
        #expect(a["memo"] as? String == "on a" && b["memo"] as? String == "on b")
        #expect(b["image"] as? String == "1004.png")
        #expect(try sha256(of: url("images/1003.png")) == a["sha256"] as? String)
        #expect(try sha256(of: url("images/1004.png")) == b["sha256"] as? String)
        #expect(try sha256(of: url("images/1004.png")) == (try sha256(of: other.appendingPathComponent("images/1003.png"))))
        try expectClean()
    }

    /// The same photo edited on both: each field's edit is kept, and two memos written apart are
    /// both kept, marked.
    @Test func theSamePhotoEditedOnBothMergesFieldByField() throws {
        try onA(["edit", "1001", "--memo", "민지랑 홍대", "--tag", "하루필름"])
        try onB(["edit", "1001", "--memo", "with Minji"])
        try onB(["edit", "1001", "--date", "2025-10-16"])
        try setAside("photos/1001.json")
        let repaired = try album.poki(["check", "--repair"])
        #expect(repaired.standardError.contains("photo 1001 was changed on two devices; merged its changes and kept both memos"), "\(repaired.standardError)")
        let merged = try photo(1001)
        let memo = try #require(merged["memo"] as? String)
        #expect(memo.contains("민지랑 홍대") && memo.contains("with Minji") && memo.contains("--- also written on another device at"), "\(memo)")
        #expect((merged["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        #expect(merged["date"] as? String == "2025-10-16")
        // What the indexes say agrees: the day moved, the tag counts.
        #expect(try onA(["list", "--tag", "하루필름", "--format", "{id}"]).standardOutput == "1001\n")
        #expect(try onA(["list", "--since", "2025-10-16", "--until", "2025-10-16", "--format", "{id}"]).standardOutput == "1001\n")
        try expectClean()
        // Merging is done once: a later change finds nothing to merge and keeps the memo.
        try onA(["add", images[5]])
        #expect(try photo(1001)["memo"] as? String == memo)
    }

    /// Edited on A, deleted on B: Syncthing keeps A's document and carries B's trash over; the
    /// edit wins and the photo comes back from the trash with its image.
    @Test func anEditBeatsADeletion() throws {
        try onA(["edit", "1002", "--memo", "keep this one"])
        try onB(["delete", "1002", "--yes"])
        let trashed = try FileManager.default.contentsOfDirectory(atPath: other.appendingPathComponent("trash").path)
        for name in trashed where name.hasPrefix("1002") {
            try FileManager.default.copyItem(at: other.appendingPathComponent("trash/\(name)"), to: url("trash/\(name)"))
        }
        try FileManager.default.removeItem(at: url("images/1002.png"))
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("photo 1002 was deleted on one device and changed on another; the change wins"), "\(added.standardError)")
        #expect(try photo(1002)["memo"] as? String == "keep this one")
        #expect(FileManager.default.fileExists(atPath: url("images/1002.png").path))
        #expect(try onA(["trash", "--json"]).standardOutput.contains("1002") == false)
        try expectClean()
    }

    /// Deleted on A while B gave it another image: B's edit wins, and A's trashed copy of the old
    /// image is kept with the replaced images rather than left without a photo.
    @Test func anImageReplacedOnOneDeviceBeatsADeletionOnTheOther() throws {
        try onA(["delete", "1001", "--yes"])
        try onB(["edit", "1001", "--image", images[6]])
        try FileManager.default.copyItem(at: other.appendingPathComponent("photos/1001.json"), to: url("photos/1001.json"))
        for name in try FileManager.default.contentsOfDirectory(atPath: other.appendingPathComponent("images").path) where name.hasPrefix("1001-") {
            try FileManager.default.copyItem(at: other.appendingPathComponent("images/\(name)"), to: url("images/\(name)"))
        }
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("photo 1001 was deleted on one device and changed on another"), "\(added.standardError)")
        #expect(try photo(1001)["sha256"] as? String == (try sha256(of: URL(fileURLWithPath: images[6]))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: url("trash/replaced").path).count == 1)
        try expectClean()
    }

    /// poki killed halfway through giving B's photo a new ID (its image renamed, its document not
    /// yet): the next command finishes it from the `unfinished` record.
    @Test func aMergeInterruptedIsFinishedByTheNextCommand() throws {
        try addOneIDOnBoth()
        let plan = """
            {"operation": "merge", "renumbering": {"inTrash": false, "document": "1003\(Self.stamp).json", "from": 1003, "to": 1004,
             "moves": [["1003\(Self.stamp).png", "1004.png"]]}}
            """
        try Data(plan.utf8).write(to: url("unfinished"))
        try Data("1005\n".utf8).write(to: url("counter"))
        try FileManager.default.moveItem(at: url("images/1003\(Self.stamp).png"), to: url("images/1004.png"))

        try onA(["add", images[5]])
        #expect(try photos().compactMap { $0["id"] as? Int }.sorted() == [1000, 1001, 1002, 1003, 1004, 1005])
        #expect(try photo(1004)["memo"] as? String == "on b")
        #expect(try sha256(of: url("images/1004.png")) == (try sha256(of: other.appendingPathComponent("images/1003.png"))))
        try expectClean()
    }

    /// A tag renamed on A while B added a photo under its old name: the photo follows the rename,
    /// and the tag list keeps only the new name.
    @Test func photosAddedUnderATagRenamedElsewhereFollowTheRename() throws {
        try onA(["tags", "add", "친구"])
        try FileManager.default.removeItem(at: other)
        try FileManager.default.copyItem(at: album.directory, to: other)
        try onA(["tags", "rename", "친구", "friends"])
        try onB(["add", images[3], "--tag", "친구"])
        // B's new photo arrives as is, with B's indexes (A's rename changed none), and B's counter is ahead.
        try FileManager.default.copyItem(at: other.appendingPathComponent("photos/1003.json"), to: url("photos/1003.json"))
        try FileManager.default.copyItem(at: other.appendingPathComponent("images/1003.png"), to: url("images/1003.png"))
        try FileManager.default.removeItem(at: url("index"))
        try FileManager.default.copyItem(at: other.appendingPathComponent("index"), to: url("index"))
        try Data(contentsOf: other.appendingPathComponent("counter")).write(to: url("counter"))
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("1 photo another device tagged '친구' now carries 'friends'"), "\(added.standardError)")
        #expect(try onA(["list", "--tag", "friends", "--format", "{id}"]).standardOutput == "1003\n")
        let tags = try onA(["tags", "--json"]).standardOutput
        #expect(tags.contains("friends") && !tags.contains("친구"), "\(tags)")
        try expectClean()
    }

    /// Tags made and poses liked on both devices: both lists are kept whole.
    @Test func theTagListAndLikesOfBothDevicesAreKept() throws {
        try onA(["tags", "add", "on-a"])
        try onB(["tags", "add", "on-b"])
        try onA(["pose", "like", "alone-01"])
        try onB(["pose", "like", "two-03"])
        try setAside("tags.json")
        try setAside("likes.json")
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("the tag list was changed on two devices"), "\(added.standardError)")
        let tags = try onA(["tags", "--json"]).standardOutput
        #expect(tags.contains("on-a") && tags.contains("on-b"), "\(tags)")
        let liked = try onA(["pose", "liked", "--json"]).standardOutput
        #expect(liked.contains("alone-01") && liked.contains("two-03"), "\(liked)")
        try expectClean()
    }

    /// poki killed (SIGKILL) again and again while it merges 20 photos given IDs twice: each run
    /// goes on from where the last stopped, and in the end every photo is there once, with its
    /// own image, and `check` finds nothing.
    @Test func killedMergesAreFinishedWithoutLosingAPhoto() throws {
        let many = try album.distinctImages(41, named: "many")
        try onA(["add"] + Array(many[0..<20]))
        try onB(["add"] + Array(many[20..<40]))
        for id in 1003..<1023 {
            try setAside("photos/\(id).json")
            try setAside("images/\(id).png")
        }
        let script = """
        for delay in 0.02 0.05 0.08 0.11 0.13 0.15 0.17 0.19 0.21 0.24 0.28 0.33; do
            "$POKI" --library "$ALBUM" add "$EXTRA" >/dev/null 2>&1 &
            sleep "$delay"; kill -9 $! 2>/dev/null; wait $! 2>/dev/null
        done
        "$POKI" --library "$ALBUM" check --repair >/dev/null 2>&1
        "$POKI" --library "$ALBUM" check; echo "check $?"
        """
        let result = try ShellScript.run(script, environment: [
            "POKI": PokiProcess.executable.path, "ALBUM": album.directory.path, "EXTRA": many[40],
        ])
        #expect(result.standardOutput.contains("check 0"), "\(result.standardOutput)\(result.standardError)")
        let listed = try photos()
        let ids = listed.compactMap { $0["id"] as? Int }
        // 3 + 20 + 20 photos, and the extra one if a run got that far: each once.
        #expect(Set(ids).count == ids.count && (ids.count == 43 || ids.count == 44), "\(ids.sorted())")
        let hashes = Set(listed.compactMap { $0["sha256"] as? String })
        #expect(hashes.count == ids.count, "every photo has its own image")
        for photo in listed {
            let image = try #require(photo["image"] as? String)
            #expect(try sha256(of: url("images/\(image)")) == photo["sha256"] as? String, "\(image)")
        }
        try expectClean()
    }

    /// Both devices added the same file as 1003: two photos of one image, each with its image.
    @Test func theSameFileAddedOnBothKeepsAnImageForEach() throws {
        try onA(["add", images[3], "--memo", "on a"])
        Thread.sleep(forTimeInterval: 1.1)
        try onB(["add", images[3], "--memo", "on b"])
        try setAside("photos/1003.json")
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("1003 (from device BBBBBBB) is now 1004"), "\(added.standardError)")
        #expect(try sha256(of: url("images/1003.png")) == (try sha256(of: url("images/1004.png"))))
        #expect(try photo(1004)["memo"] as? String == "on b")
        try expectClean()
    }

    /// Two photos given 1003 in the same second, one of them given another image since: two
    /// photos still, not versions of one.
    @Test func twoPhotosAddedInTheSameSecondStayTwo() throws {
        try onA(["add", images[3], "--memo", "on a"])
        try onB(["add", images[4], "--memo", "on b"])
        try onB(["edit", "1003", "--image", images[6]])
        // B's photo added in the very second A's was.
        let addedAt = try #require(try photo(1003)["addedAt"] as? String)
        let document = other.appendingPathComponent("photos/1003.json")
        let text = try String(contentsOf: document, encoding: .utf8)
            .replacingOccurrences(of: #""addedAt" : "[^"]*""#, with: "\"addedAt\" : \"\(addedAt)\"", options: .regularExpression)
        try Data(text.utf8).write(to: document)
        try setAside("photos/1003.json")
        let replaced = try #require(try FileManager.default.contentsOfDirectory(atPath: other.appendingPathComponent("images").path).first { $0.hasPrefix("1003-") })
        try FileManager.default.copyItem(at: other.appendingPathComponent("images/\(replaced)"), to: url("images/\(replaced)"))
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("1003 (from device BBBBBBB) is now 1004"), "\(added.standardError)")
        #expect(try photo(1003)["memo"] as? String == "on a" && (try photo(1004)["memo"] as? String) == "on b")
        try expectClean()
    }

    /// An `unfinished` record edited by hand to renumber a photo over another, or to rename an
    /// image away, changes nothing.
    @Test(arguments: [
        #"{"operation": "merge", "renumbering": {"inTrash": false, "document": "1000.json", "from": 1000, "to": 1001, "moves": []}}"#,
        #"{"operation": "merge", "renumbering": {"inTrash": true, "document": "1000.json", "from": 1000, "to": 1001, "moves": []}}"#,
        #"{"operation": "merge", "renumbering": {"inTrash": false, "document": "x.json", "from": 1000, "to": 1003, "moves": [["1001.png", ".tmp-x-gone"]]}}"#,
        #"{"operation": "merge", "renumbering": {"inTrash": false, "document": "x.json", "from": 1000, "to": 1003, "moves": [["../album/1001.png", "1003.png"]]}}"#,
    ])
    func aHandEditedMergeRecordTouchesNoPhoto(record: String) throws {
        let photosBefore = try FileManager.default.contentsOfDirectory(atPath: url("photos").path).sorted()
        let imagesBefore = try FileManager.default.contentsOfDirectory(atPath: url("images").path).sorted()
        let documents = try photosBefore.map { try Data(contentsOf: url("photos/\($0)")) }
        try Data(record.utf8).write(to: url("unfinished"))
        try onA(["add", images[5]])
        #expect(try FileManager.default.contentsOfDirectory(atPath: url("images").path).sorted() == (imagesBefore + ["1003.png"]).sorted())
        #expect(try photosBefore.map { try Data(contentsOf: url("photos/\($0)")) } == documents)
        try expectClean()
    }

    /// A conflict copy poki cannot read is named by `check` as one to look at and remove, and
    /// never stops a change.
    @Test func aDamagedConflictCopyIsNamedAndBlocksNothing() throws {
        try Data("{\"id\": 1001".utf8).write(to: url("photos/1001\(Self.stamp).json"))
        try onA(["edit", "1001", "--memo", "still works"])
        let check = try album.poki(["check"])
        #expect(check.status == 1 && check.standardOutput.contains("a conflict copy of photos/1001.json poki cannot merge; look at it and remove it"), "\(check.standardOutput)")
        try FileManager.default.removeItem(at: url("photos/1001\(Self.stamp).json"))
        try expectClean()
    }

    /// A merged the copy (B's 1003 is A's 1004), and B gets A's 1004 before the copy's removal:
    /// B's next write merges the copy into 1004 instead of giving the photo a third ID.
    @Test func aCopyTheOtherDeviceAlreadyRenumberedIsNotRenumberedAgain() throws {
        try addOneIDOnBoth()
        // Device B as Syncthing leaves it too: A's 1003 under the name, B's set aside.
        let deviceB = album.scratch.appendingPathComponent("device-b-synced")
        try FileManager.default.copyItem(at: album.directory, to: deviceB)
        let merged = try onA(["add", images[5]])
        #expect(merged.standardError.contains("1003 (from device BBBBBBB) is now 1004"), "\(merged.standardError)")
        // A's merge result reaches B before the copy's removal does.
        try FileManager.default.copyItem(at: url("photos/1004.json"), to: deviceB.appendingPathComponent("photos/1004.json"))
        try FileManager.default.copyItem(at: url("images/1004.png"), to: deviceB.appendingPathComponent("images/1004.png"))
        try Data(contentsOf: url("counter")).write(to: deviceB.appendingPathComponent("counter"))
        let onDeviceB = try PokiProcess.run(["add", images[6]], environment: ["POKI_LIBRARY": deviceB.path])
        #expect(onDeviceB.standardError.contains("1003 (from device BBBBBBB) is 1004 here already: merged into it"), "\(onDeviceB.standardError)")
        let listed = try PokiProcess.run(["list", "--format", "{id} {memo}"], environment: ["POKI_LIBRARY": deviceB.path]).standardOutput
        #expect(listed.split(separator: "\n").filter { $0.hasSuffix(" on b") }.count == 1, "\(listed)")
        let check = try PokiProcess.run(["check"], environment: ["POKI_LIBRARY": deviceB.path])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    /// B's changes since `base` carried into A as Syncthing carries them: a file only B changed
    /// arrives, a file both changed differently is set aside beside A's.
    private func carryChangesOfB(since base: URL) throws {
        let files = FileManager.default.enumerator(atPath: other.path)
        while let relative = files?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: other.appendingPathComponent(relative).path, isDirectory: &isFolder),
                  !isFolder.boolValue, relative != "lock", !relative.hasPrefix("incoming/")
            else { continue }
            let ours = try? Data(contentsOf: url(relative))
            let theirs = try Data(contentsOf: other.appendingPathComponent(relative))
            let original = try? Data(contentsOf: base.appendingPathComponent(relative))
            guard theirs != original, theirs != ours else { continue }
            if ours == original {
                try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
                try theirs.write(to: url(relative))
            } else {
                try setAside(relative)
            }
        }
    }

    /// Each device moved a different photo to the same tag: no index file reads alike on both,
    /// so the sync sets one aside and the tag counts come out right.
    @Test func tagChangesOnBothDevicesAreAllCounted() throws {
        let base = album.scratch.appendingPathComponent("base")
        try FileManager.default.copyItem(at: album.directory, to: base)
        try onA(["edit", "1000", "--tag", "하루필름"])
        try onB(["edit", "1001", "--tag", "하루필름"])
        try carryChangesOfB(since: base)
        try onA(["add", images[5]])
        let tags = try #require(try JSONSerialization.jsonObject(with: Data(try onA(["tags", "--json"]).standardOutput.utf8)) as? [[String: Any]])
        #expect(tags.first { ($0["tag"] as? [String: Any])?["label"] as? String == "하루필름" }?["photoCount"] as? Int == 2, "\(tags)")
        try expectClean()
    }

    /// Both devices added a pose as user-1000, B one more: every pose stays, B's first gets the
    /// next number with its own picture, and A's picture is back under its name whichever device
    /// kept the name.
    @Test(arguments: [false, true])
    func posesAddedOnBothDevicesAreAllKept(pictureNameKeptByB: Bool) throws {
        try onA(["pose", "add", images[3], "--category", "two", "--title", "on a"])
        try onB(["pose", "add", images[4], "--category", "alone", "--title", "on b"])
        try onB(["pose", "add", images[5], "--category", "many", "--title", "also on b"])
        try setAside("poses.json")
        try FileManager.default.copyItem(at: other.appendingPathComponent("poses/user-1001.png"), to: url("poses/user-1001.png"))
        if pictureNameKeptByB {
            try FileManager.default.moveItem(at: url("poses/user-1000.png"), to: url("poses/user-1000\(Self.stamp).png"))
            try FileManager.default.copyItem(at: other.appendingPathComponent("poses/user-1000.png"), to: url("poses/user-1000.png"))
        } else {
            try setAside("poses/user-1000.png")
        }
        let added = try onA(["add", images[6]])
        #expect(added.standardError.contains("note: pose user-1000 (from device BBBBBBB) is now user-1002"), "\(added.standardError)")
        let titles = try ["user-1000", "user-1001", "user-1002"].map { id in
            let shown = try JSONSerialization.jsonObject(with: Data(try onA(["pose", "show", id, "--json"]).standardOutput.utf8)) as? [String: Any]
            return shown?["title"] as? String
        }
        #expect(titles == ["on a", "also on b", "on b"])
        let pictures = try FileManager.default.contentsOfDirectory(atPath: url("poses").path).sorted()
        #expect(pictures == ["user-1000.png", "user-1001.png", "user-1002.png"])
        #expect(try sha256(of: url("poses/user-1000.png")) == sha256(of: URL(fileURLWithPath: images[3])))
        #expect(try sha256(of: url("poses/user-1002.png")) == sha256(of: URL(fileURLWithPath: images[4])))
        try expectClean()
        // The next pose gets a number neither device gave.
        #expect(try onA(["pose", "add", images[0], "--category", "two", "--title", "next"]).standardOutput == "user-1003\n")
    }

    /// Both devices made a pose of the same picture: Syncthing sees one file, and each pose
    /// keeps a picture of its own.
    @Test func posesOfTheSamePictureOnBothDevicesEachKeepOne() throws {
        try onA(["pose", "add", images[3], "--category", "two", "--title", "on a"])
        try onB(["pose", "add", images[3], "--category", "alone", "--title", "on b"])
        try setAside("poses.json")
        let added = try onA(["add", images[6]])
        #expect(added.standardError.contains("is now user-1001"), "\(added.standardError)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: url("poses").path).sorted()
        #expect(pictures == ["user-1000.png", "user-1001.png"])
        for picture in pictures {
            #expect(try sha256(of: url("poses/\(picture)")) == sha256(of: URL(fileURLWithPath: images[3])))
        }
        try expectClean()
    }

    /// A pose removed on A while B added one: B's pose arrives, the removed one stays removed,
    /// whichever device's list kept the name.
    @Test(arguments: [false, true])
    func aPoseRemovedOnOneDeviceStaysRemoved(listNameKeptByB: Bool) throws {
        try onA(["pose", "add", images[3], "--category", "two", "--title", "shared"])
        try FileManager.default.removeItem(at: other)
        try FileManager.default.copyItem(at: album.directory, to: other)
        try onA(["pose", "remove", "user-1000"])
        try onB(["pose", "add", images[4], "--category", "two", "--title", "on b"])
        try FileManager.default.copyItem(at: other.appendingPathComponent("poses/user-1001.png"), to: url("poses/user-1001.png"))
        if listNameKeptByB {
            try FileManager.default.moveItem(at: url("poses.json"), to: url("poses\(Self.stamp).json"))
            try FileManager.default.copyItem(at: other.appendingPathComponent("poses.json"), to: url("poses.json"))
        } else {
            try setAside("poses.json")
        }
        try onA(["add", images[6]])
        #expect(try album.poki(["pose", "show", "user-1001"]).status == 0)
        #expect(try album.poki(["pose", "show", "user-1000"]).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url("poses").path) == ["user-1001.png"])
        try expectClean()
    }

    /// A removed a pose of a number B also gave while apart: B's pose is B's, not the removed
    /// one, so it waits for its picture and then arrives (numbered anew, as A's was given too).
    @Test func aPoseOfANumberRemovedElsewhereIsNotTakenForTheRemovedOne() throws {
        try onA(["pose", "add", images[0], "--category", "two", "--title", "a1"])
        try onA(["pose", "add", images[1], "--category", "two", "--title", "a2"])
        try onA(["pose", "remove", "user-1001"])
        try onB(["pose", "add", images[2], "--category", "two", "--title", "b1"])
        try onB(["pose", "add", images[3], "--category", "two", "--title", "b2"])
        try setAside("poses.json")
        try setAside("poses/user-1000.png")
        // B's second picture is still on its way: the merge waits.
        try onA(["add", images[5]])
        #expect(FileManager.default.fileExists(atPath: url("poses\(Self.stamp).json").path))
        try FileManager.default.copyItem(at: other.appendingPathComponent("poses/user-1001.png"), to: url("poses/user-1001.png"))
        try onA(["add", images[6]])
        var titles: [String] = []
        for id in ["user-1000", "user-1001", "user-1002"] {
            let shown = try album.poki(["pose", "show", id, "--json"])
            if let pose = try? JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any], let title = pose["title"] as? String {
                titles.append(title)
            }
        }
        #expect(titles.sorted() == ["a1", "b1", "b2"], "\(titles)")
        try expectClean()
    }

    /// A removed a pose B liked while apart (both changed their likes): the like goes with the pose.
    @Test func aLikeOfAPoseRemovedElsewhereGoesWithIt() throws {
        try onA(["pose", "add", images[3], "--category", "two", "--title", "shared"])
        try FileManager.default.removeItem(at: other)
        try FileManager.default.copyItem(at: album.directory, to: other)
        try onA(["pose", "remove", "user-1000"])
        try onA(["pose", "like", "two-03"])
        try onB(["pose", "like", "user-1000"])
        try setAside("likes.json")
        try onA(["add", images[6]])
        let liked = try onA(["pose", "liked", "--json"])
        #expect(liked.standardOutput.contains("two-03") && !liked.standardOutput.contains("user-1000"), "\(liked.standardOutput)")
        #expect(liked.standardError.isEmpty, "\(liked.standardError)")
        try expectClean()
    }

    /// A merge of poses killed after it moved B's picture, and one killed after it wrote the
    /// list: the next command finishes either without a second number or a lost picture.
    @Test func aPoseMergeKilledHalfwayIsFinished() throws {
        try onA(["pose", "add", images[3], "--category", "two", "--title", "on a"])
        try onB(["pose", "add", images[4], "--category", "alone", "--title", "on b"])
        try setAside("poses.json")
        // Killed after the move: B's picture under its new name, the list not written yet.
        try FileManager.default.copyItem(at: other.appendingPathComponent("poses/user-1000.png"), to: url("poses/user-1001.png"))
        try Data(#"{"operation": "merge"}"#.utf8).write(to: url("unfinished"))
        try onA(["add", images[6]])
        let pictures = try FileManager.default.contentsOfDirectory(atPath: url("poses").path).sorted()
        let shown = try onA(["pose", "show", "user-1002", "--json"]).standardOutput
        #expect(pictures == ["user-1000.png", "user-1002.png"] && shown.contains("on b"), "\(pictures) \(shown)")
        try expectClean()
        // Killed after the list was written, before the copy was removed: taken in once.
        try setAside("poses.json")
        try onA(["add", images[5]])
        #expect(try album.poki(["pose", "show", "user-1003"]).status == 1)
        try expectClean()
    }

    /// A profile picture changed on A while B changed only the nickname, B's profile kept under
    /// the name: A's new picture is kept (B's names the one A removed), with B's nickname.
    @Test func aProfileWhosePictureIsGoneTakesTheOther() throws {
        try onA(["profile", "set", "--picture", images[3]])
        try FileManager.default.removeItem(at: other)
        try FileManager.default.copyItem(at: album.directory, to: other)
        try onA(["profile", "set", "--picture", images[4]])
        try onB(["profile", "set", "--nickname", "bee"])
        try FileManager.default.moveItem(at: url("profile.json"), to: url("profile\(Self.stamp).json"))
        try FileManager.default.copyItem(at: other.appendingPathComponent("profile.json"), to: url("profile.json"))
        try onA(["add", images[6]])
        let pictures = try FileManager.default.contentsOfDirectory(atPath: url("profile").path)
        #expect(pictures.count == 1, "\(pictures)")
        #expect(try sha256(of: url("profile/\(pictures[0])")) == sha256(of: URL(fileURLWithPath: images[4])))
        #expect(try onA(["profile", "--json"]).standardOutput.contains("bee"))
        try expectClean()
    }

    /// A deleted every photo of a thousand and of a day while B added one there: the emptied
    /// index files stay, so the sync sets one version aside and the counts and days come out right.
    @Test func anIndexFileEmptiedOnOneDeviceAndChangedOnTheOtherConflicts() throws {
        let base = album.scratch.appendingPathComponent("base")
        try FileManager.default.copyItem(at: album.directory, to: base)
        try onA(["delete", "1000", "1001", "1002", "--yes"])
        try onB(["add", images[5], "--tag", "하루필름", "--date", "2026-11-01"])
        try carryChangesOfB(since: base)
        try onA(["add", images[6]])
        let tags = try #require(try JSONSerialization.jsonObject(with: Data(try onA(["tags", "--json"]).standardOutput.utf8)) as? [[String: Any]])
        #expect(tags.first { ($0["tag"] as? [String: Any])?["label"] as? String == "하루필름" }?["photoCount"] as? Int == 1, "\(tags)")
        #expect(tags.compactMap { $0["photoCount"] as? Int }.reduce(0, +) == 2, "\(tags)")
        #expect(try onA(["list", "--sort", "date", "--format", "{id} {date}"]).standardOutput.contains("1003 2026-11-01"))
        try expectClean()
    }

    /// Both devices set a profile picture: the kept profile's picture stays, the other's goes
    /// (nothing left that `check` would call a leftover), and a nickname only B set is taken.
    @Test func profilesSetOnBothDevicesLeaveOnePicture() throws {
        try onA(["profile", "set", "--picture", images[3]])
        try onB(["profile", "set", "--nickname", "민지", "--picture", images[4]])
        try setAside("profile.json")
        for name in try FileManager.default.contentsOfDirectory(atPath: other.appendingPathComponent("profile").path) {
            try FileManager.default.copyItem(at: other.appendingPathComponent("profile/\(name)"), to: url("profile/\(name)"))
        }
        try onA(["add", images[5]])
        let profile = try #require(try JSONSerialization.jsonObject(with: Data(try onA(["profile", "--json"]).standardOutput.utf8)) as? [String: Any])
        let user = profile["user"] as? [String: Any] ?? profile
        #expect(user["nickname"] as? String == "민지", "\(profile)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: url("profile").path)
        #expect(pictures.count == 1, "\(pictures)")
        #expect(try sha256(of: url("profile/\(pictures[0])")) == sha256(of: URL(fileURLWithPath: images[3])))
        try expectClean()
    }

    /// A tag renamed and renamed back is a tag again: later merges leave its photos alone.
    @Test func aTagRenamedBackStaysPut() throws {
        try onA(["tags", "add", "친구"])
        try onA(["edit", "1001", "--tag", "친구"])
        try onA(["tags", "rename", "친구", "friends"])
        try onA(["tags", "rename", "friends", "친구"])
        for round in 0..<2 {
            // Something a sync would bring: the folders change, and writers look again.
            try Data("{}".utf8).write(to: url("index/tags.json\(Self.stamp)"))
            let added = try onA(["add", images[3 + round]])
            #expect(!added.standardError.contains("now carr"), "\(added.standardError)")
            #expect(try photo(1001)["tag"].flatMap { ($0 as? [String: Any])?["label"] as? String } == "친구")
        }
        try expectClean()
    }

    /// Deleted on B; on A only its tag was renamed (no edit of the photo): the deletion stands,
    /// the photo stays in the trash with its image.
    @Test func aRenameDoesNotUndoADeletion() throws {
        try onA(["tags", "add", "친구"])
        try onA(["edit", "1002", "--tag", "친구"])
        try FileManager.default.removeItem(at: other)
        try FileManager.default.copyItem(at: album.directory, to: other)
        try onA(["tags", "rename", "친구", "friends"])
        try onB(["delete", "1002", "--yes"])
        for name in try FileManager.default.contentsOfDirectory(atPath: other.appendingPathComponent("trash").path) where name.hasPrefix("1002") {
            try FileManager.default.copyItem(at: other.appendingPathComponent("trash/\(name)"), to: url("trash/\(name)"))
        }
        try FileManager.default.removeItem(at: url("images/1002.png"))
        let added = try onA(["add", images[5]])
        #expect(added.standardError.contains("photo 1002 was deleted on one device and only re-tagged or recoloured on another: it stays in the trash"), "\(added.standardError)")
        #expect(!FileManager.default.fileExists(atPath: url("photos/1002.json").path))
        #expect(FileManager.default.fileExists(atPath: url("trash/1002.png").path))
        let restored = try onA(["restore", "1002"])
        #expect(restored.status == 0)
        try expectClean()
    }

    /// A conflict copy whose image has not arrived yet waits, and nothing is lost meanwhile.
    @Test func aCopyWhoseImageIsStillArrivingWaits() throws {
        try onA(["add", images[3]])
        try onB(["add", images[4], "--memo", "on b"])
        try setAside("photos/1003.json")
        try onA(["add", images[5]])
        #expect(FileManager.default.fileExists(atPath: url("photos/1003\(Self.stamp).json").path))
        // The image arrives: the next change merges (any change, not only check --repair).
        try setAside("images/1003.png")
        let added = try onA(["add", images[6]])
        #expect(added.standardError.contains("1003 (from device BBBBBBB) is now 1005"), "\(added.standardError)")
        try expectClean()
    }
}
