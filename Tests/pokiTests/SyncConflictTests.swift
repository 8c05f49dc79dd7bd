import Foundation
import Testing
import PokiTestSupport

/// An album kept in a Syncthing folder (issue #30, item 1): the files Syncthing leaves there —
/// conflict copies, files in flight, its own folder marker and archive — are never read as a
/// photo, an image or an index entry, and never break a command; `check` names each conflict
/// copy, with the file it is a copy of and the device, and `--repair` takes in those of files
/// poki works out (indexes, the ID counter) while leaving the photos' for the user.
///
/// The files are named as Syncthing names them; the two-device runs with the real Syncthing are
/// the merge's (the rest of #30).
@Suite struct SyncConflictTests {
    let album: TemporaryAlbum
    /// `NAME.sync-conflict-…-ABCDEFG.EXT`, as Syncthing marks the version it set aside.
    static let stamp = ".sync-conflict-20261125-101523-ABCDEFG"

    init() throws {
        album = try TemporaryAlbum()
        let added = try album.poki(["add"] + album.distinctImages(3))
        #expect(added.status == 0, "\(added.standardError)")
    }

    private func url(_ relative: String) -> URL { album.directory.appendingPathComponent(relative) }

    private func imageName(of id: Int) throws -> String {
        try #require(try FileManager.default.contentsOfDirectory(atPath: url("images").path).first { $0.hasPrefix("\(id)") })
    }

    /// Plants what Syncthing leaves in an album both devices changed: a conflict copy of photo
    /// 1001's document and image, of the counter (holding `counter`) and of an index file; a file
    /// arriving; its folder marker, ignore file and archive of old versions.
    private func plantSyncthingFiles(counter: Int) throws {
        let manager = FileManager.default
        try manager.copyItem(at: url("photos/1001.json"), to: url("photos/1001\(Self.stamp).json"))
        let image = try imageName(of: 1001)
        let dot = try #require(image.lastIndex(of: "."))
        try manager.copyItem(at: url("images/\(image)"), to: url("images/\(image[..<dot])\(Self.stamp)\(image[dot...])"))
        try Data("\(counter)\n".utf8).write(to: url("counter\(Self.stamp)"))
        let indexFile = try #require(manager.enumerator(atPath: url("index").path)?.compactMap { $0 as? String }.first { path in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: url("index/\(path)").path, isDirectory: &isFolder) && !isFolder.boolValue
        })
        try manager.copyItem(at: url("index/\(indexFile)"), to: url("index/\(indexFile)\(Self.stamp)"))
        try Data("{\"half\": ".utf8).write(to: url("photos/.syncthing.1007.json.tmp"))
        try Data("half an image".utf8).write(to: url("images/.syncthing.1007-0a1b2c3d.jpg.tmp"))
        try manager.createDirectory(at: url(".stfolder"), withIntermediateDirectories: false)
        try manager.createDirectory(at: url(".stversions/photos"), withIntermediateDirectories: true)
        try manager.copyItem(at: url("photos/1000.json"), to: url(".stversions/photos/1000~20261120-101010.json"))
        try Data("/lock\n".utf8).write(to: url(".stignore"))
    }

    @Test func everyCommandReadsTheAlbumAsIfTheyWereNotThere() throws {
        try plantSyncthingFiles(counter: 1010)
        let list = try album.poki(["list", "--json"])
        #expect(list.status == 0, "\(list.standardError)")
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
        #expect(photos.compactMap { $0["id"] as? Int }.sorted() == [1000, 1001, 1002])
        #expect(list.standardError.isEmpty, "\(list.standardError)")
        for command in [["show", "1001"], ["stats"], ["calendar"], ["list", "--colour", "red"]] {
            let result = try album.poki(command)
            #expect(result.status == 0, "\(command): \(result.standardError)")
            #expect(!result.standardOutput.contains("sync-conflict") && !result.standardError.contains("sync-conflict"), "\(command)")
        }
    }

    @Test func checkNamesEachConflictCopyAndWhatItIsACopyOf() throws {
        try plantSyncthingFiles(counter: 1010)
        let check = try album.poki(["check"])
        #expect(check.status == 1)
        let lines = check.standardOutput.split(separator: "\n").map(String.init)
        let conflicts = lines.filter { $0.hasPrefix("conflict copy of ") }
        #expect(conflicts.count == 4, "\(check.standardOutput)")
        #expect(conflicts.contains { $0.contains("conflict copy of photos/1001.json (device ABCDEFG, 2026-11-25 10:15:23)") && $0.contains("the next change to the album merges it") })
        #expect(conflicts.contains { $0.contains("conflict copy of images/") && $0.contains("keep the version you want") })
        #expect(conflicts.contains { $0.hasPrefix("conflict copy of counter (device ABCDEFG") && $0.contains("--repair") })
        // Nothing else is a problem: not the files in flight, the marker, the ignore file or the archive.
        #expect(lines.count == conflicts.count, "\(check.standardOutput)")
        #expect(!check.standardOutput.contains(".syncthing.") && !check.standardOutput.contains(".stversions"))
    }

    @Test func repairTakesInTheCounterIndexAndDocumentAndLeavesTheImageCopyToTheUser() throws {
        try plantSyncthingFiles(counter: 1010)
        let documentCopy = url("photos/1001\(Self.stamp).json")
        let document = try Data(contentsOf: url("photos/1001.json"))
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 1, "the image's copy is the user's to settle")
        #expect(try String(contentsOf: url("counter"), encoding: .utf8) == "1010\n")
        #expect(!FileManager.default.fileExists(atPath: url("counter\(Self.stamp)").path))
        // The index file's copy is gone (the indexes are worked out again, never merged).
        let indexCopies = try FileManager.default.subpathsOfDirectory(atPath: url("index").path).filter { $0.contains("sync-conflict") }
        #expect(indexCopies.isEmpty, "\(indexCopies)")
        // The document's copy was the same version: merged into nothing new, and gone.
        #expect(!FileManager.default.fileExists(atPath: documentCopy.path))
        #expect(try Data(contentsOf: url("photos/1001.json")) == document)
        let remaining = try album.poki(["check", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(remaining.standardOutput.utf8)) as? [String: Any])
        let problems = try #require(report["problems"] as? [String])
        #expect(problems.count == 1 && problems.allSatisfy { $0.contains("images/1001") }, "\(problems)")
        // The other device handed out IDs up to 1009: the next photo here gets 1010.
        let added = try album.poki(["add", album.distinctImages(4)[3], "--json"])
        #expect(added.standardOutput.contains("1010"), "\(added.standardOutput)")
    }

    /// The counter here fell behind (an old backup) while the other device handed out IDs up to
    /// 1009: repairing the one must not undo taking in the other.
    @Test func aCounterBehindIsRaisedToTheOtherDevicesCountNotBelowIt() throws {
        try plantSyncthingFiles(counter: 1010)
        try Data("1001\n".utf8).write(to: url("counter"))
        _ = try album.poki(["check", "--repair"])
        #expect(try String(contentsOf: url("counter"), encoding: .utf8) == "1010\n")
    }

    /// A conflict copy of a document may name an image its original does not (both devices added
    /// a photo as 1001, one a PNG, the other a JPEG): that image is not an orphan to move away; the
    /// merge gives its photo the next ID, and the image goes with it.
    @Test func theImageAConflictCopyNamesStaysWithItsPhoto() throws {
        let image = try imageName(of: 1001)
        let dot = try #require(image.lastIndex(of: "."))
        let other = "\(image[..<dot])-other\(image[dot...])"
        let otherBytes = try Data(contentsOf: url("images/\(image)")) + Data("another photo".utf8)
        try otherBytes.write(to: url("images/\(other)"))
        let sha = try ShellScript.run("sha256sum \"$F\" | cut -d' ' -f1", environment: ["F": url("images/\(other)").path])
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let document = try String(contentsOf: url("photos/1001.json"), encoding: .utf8)
            .replacingOccurrences(of: image, with: other)
            .replacingOccurrences(of: #""addedAt" : "[^"]*""#, with: "\"addedAt\" : \"2026-11-25T10:15:23Z\"", options: .regularExpression)
            .replacingOccurrences(of: #""sha256" : "[0-9a-f]{64}""#, with: "\"sha256\" : \"\(sha)\"", options: .regularExpression)
        try Data(document.utf8).write(to: url("photos/1001\(Self.stamp).json"))
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.standardError.contains("1001 (from device ABCDEFG) is now 1003"), "\(repair.standardError)")
        #expect(try Data(contentsOf: url("images/1003\(other.dropFirst(4))")) == otherBytes)
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    /// Erasing the album (`profile delete`) takes the copies of poki's own files with it, and
    /// leaves Syncthing's own files, which are not poki's.
    @Test func erasingTheAlbumTakesItsConflictCopiesAndLeavesSyncthingsOwn() throws {
        try plantSyncthingFiles(counter: 1010)
        let erased = try album.poki(["profile", "delete", "--yes"])
        #expect(erased.status == 0, "\(erased.standardError)")
        let left = try FileManager.default.contentsOfDirectory(atPath: album.directory.path)
        #expect(!left.contains { $0.contains("sync-conflict") }, "\(left)")
        #expect(left.contains(".stfolder") && left.contains(".stignore"), "\(left)")
    }

    /// Emptying the trash removes a photo for good, the other device's version of it too.
    @Test func emptyingTheTrashTakesTheConflictCopiesOfWhatItRemoves() throws {
        let deleted = try album.poki(["delete", "1002", "--yes"])
        #expect(deleted.status == 0, "\(deleted.standardError)")
        let image = try #require(try FileManager.default.contentsOfDirectory(atPath: url("trash").path).first { $0.hasPrefix("1002") && !$0.hasSuffix(".json") })
        let dot = try #require(image.lastIndex(of: "."))
        try FileManager.default.copyItem(at: url("trash/1002.json"), to: url("trash/1002\(Self.stamp).json"))
        try FileManager.default.copyItem(at: url("trash/\(image)"), to: url("trash/\(image[..<dot])\(Self.stamp)\(image[dot...])"))
        let emptied = try album.poki(["trash", "--empty", "--yes"])
        #expect(emptied.status == 0, "\(emptied.standardError)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: url("trash").path)).contains { $0.contains("sync-conflict") })
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    /// A photo whose image a sync (or a hand) removed goes to the trash whole, not halfway.
    @Test func aPhotoWithoutItsImageIsDeletedWhole() throws {
        try FileManager.default.removeItem(at: url("images/\(try imageName(of: 1002))"))
        let deleted = try album.poki(["delete", "1002", "--yes"])
        #expect(deleted.status == 0, "\(deleted.standardError)")
        #expect(!FileManager.default.fileExists(atPath: url("unfinished").path))
        #expect(FileManager.default.fileExists(atPath: url("trash/1002.json").path))
        let check = try album.poki(["check"])
        #expect(check.standardOutput.contains("photo 1002 has no image file"), "\(check.standardOutput)")
        #expect(!check.standardOutput.contains("interrupted") && !check.standardError.contains("interrupted"), "\(check.standardError)")
    }

    /// A file still arriving is Syncthing's, with Syncthing's modes: not the album's to tighten.
    @Test func aFileInFlightIsNotCalledLoose() throws {
        let arriving = url("images/~syncthing~1001.jpg.tmp")
        try Data("half".utf8).write(to: arriving)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: arriving.path)
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    @Test func theUserSettlesAConflictByRemovingACopy() throws {
        try plantSyncthingFiles(counter: 1003)
        _ = try album.poki(["check", "--repair"])
        for name in try FileManager.default.contentsOfDirectory(atPath: url("photos").path) + FileManager.default.contentsOfDirectory(atPath: url("images").path)
        where name.contains("sync-conflict") {
            let folder = name.hasSuffix(".json") ? "photos" : "images"
            try FileManager.default.removeItem(at: url("\(folder)/\(name)"))
        }
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    }
}
