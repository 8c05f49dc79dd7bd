import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ErasureTests {
    /// An album with photos, one in the trash, a custom tag, likes, a user pose, a profile with a
    /// picture, a quarantined file and a leftover temporary file: something of every kind poki writes.
    private func fullAlbum() throws -> ScratchAlbum {
        let scratch = try ScratchAlbum()
        try scratch.album.addTag("팝업부스")
        try scratch.add([scratch.newPhoto("a.jpg", tag: "팝업부스"), scratch.newPhoto("b.jpg"), scratch.newPhoto("c.jpg")])
        try scratch.album.delete(ids: [1001])
        try scratch.album.like(poseID: "two-03")
        try scratch.album.like(poseID: "alone-01")
        try scratch.album.addPose(NewPose(sourcePath: try scratch.source("pose.png"), analysis: ScratchAlbum.analysis, category: .two, title: "우리 포즈"))
        try scratch.album.updateProfile(nickname: "민지", picture: ReplacementImage(sourcePath: try scratch.source("me.jpg"), analysis: ScratchAlbum.analysis))
        let quarantine = scratch.album.layout.quarantine
        try FileManager.default.createDirectory(atPath: quarantine, withIntermediateDirectories: true)
        try Data("broken".utf8).write(to: URL(fileURLWithPath: quarantine + "/1042.json"))
        try Data("half".utf8).write(to: URL(fileURLWithPath: scratch.album.directory + "/.tmp-1-abc-counter"))
        return scratch
    }

    @Test func planCountsWhatWillGoAndRemovesNothing() throws {
        let scratch = try fullAlbum()
        let before = try scratch.snapshot()
        let plan = try scratch.album.erasurePlan()
        #expect(plan.photoCount == 2)
        #expect(plan.trashedPhotoCount == 1)
        #expect(plan.userPoseCount == 1)
        #expect(plan.likedPoseCount == 2)
        #expect(plan.hasProfile)
        #expect(plan.nickname == "민지")
        #expect(plan.keptNames.isEmpty)
        #expect(plan.removesDirectory)
        let files = before.filter { $0.value != Data("<dir>".utf8) }.count
        #expect(plan.fileCount == files)
        #expect(try scratch.snapshot() == before)
    }

    @Test func eraseRemovesEverythingIncludingTheDirectory() throws {
        let scratch = try fullAlbum()
        let erased = try scratch.album.erase()
        #expect(erased.photoCount == 2)
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
        #expect(FileManager.default.fileExists(atPath: scratch.sources + "/a.jpg"), "the user's source files are not the album's")
    }

    @Test func foreignFilesAndTheDirectoryStay() throws {
        let scratch = try fullAlbum()
        let directory = scratch.album.directory
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: directory + "/notes.txt"))
        try FileManager.default.createDirectory(atPath: directory + "/my-prints", withIntermediateDirectories: false)
        try Data("print".utf8).write(to: URL(fileURLWithPath: directory + "/my-prints/scan.jpg"))
        let erased = try scratch.album.erase()
        #expect(erased.keptNames == ["my-prints", "notes.txt"])
        #expect(!erased.removesDirectory)
        #expect(try scratch.snapshot() == [
            "notes.txt": Data("my notes".utf8), "my-prints": Data("<dir>".utf8), "my-prints/scan.jpg": Data("print".utf8),
        ])
    }

    @Test func symbolicLinksAreRemovedButNeverFollowed() throws {
        let scratch = try fullAlbum()
        let outside = scratch.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
        let layout = scratch.album.layout
        try FileManager.default.createSymbolicLink(atPath: layout.images + "/link.jpg", withDestinationPath: outside + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: layout.trash + "/folder-link", withDestinationPath: outside)
        try FileManager.default.removeItem(atPath: layout.quarantine)
        try FileManager.default.createSymbolicLink(atPath: layout.quarantine, withDestinationPath: outside)
        try scratch.album.erase()
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["secret.txt"])
        #expect(FileManager.default.contents(atPath: outside + "/secret.txt") == Data("secret".utf8))
    }

    @Test func aDirectoryWithoutTheMarkerIsRefusedUntouched() throws {
        let scratch = try ScratchAlbum()
        let directory = scratch.album.directory
        // Names poki uses, but no album.json: someone's own folder.
        try FileManager.default.createDirectory(atPath: directory + "/photos", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: directory + "/photos/holiday.jpg"))
        let before = try scratch.snapshot()
        #expect(throws: ProfileError.notAnAlbum(directory: directory)) { try scratch.album.erasurePlan() }
        #expect(throws: ProfileError.notAnAlbum(directory: directory)) { try scratch.album.erase() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/readme.txt"))
        #expect(throws: ProfileError.notAnAlbum(directory: directory)) { try scratch.album.erase() }
        #expect(try scratch.snapshot().count == before.count + 1)
    }

    @Test func nothingToEraseWhereThereIsNoDirectory() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: ProfileError.noAlbum(directory: scratch.album.directory)) { try scratch.album.erase() }
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
    }

    @Test func anErasedAlbumStartsAgainFromScratch() throws {
        let scratch = try fullAlbum()
        try scratch.album.erase()
        #expect(try scratch.add([scratch.newPhoto("new.jpg")]) == [1000])
        #expect(try scratch.album.likes().isEmpty)
        #expect(try scratch.album.profile() == User())
        #expect(try scratch.album.addPose(NewPose(sourcePath: try scratch.source("q.png"), analysis: ScratchAlbum.analysis, category: .two, title: "다시")).id == "user-1000")
    }

    @Test func damagedDocumentsDoNotStopAnErasure() throws {
        let scratch = try fullAlbum()
        for path in [scratch.album.layout.profile, scratch.album.layout.likes, scratch.album.layout.userPoses] {
            try Data("{ not json".utf8).write(to: URL(fileURLWithPath: path))
        }
        let plan = try scratch.album.erasurePlan()
        #expect(plan.nickname == nil && plan.likedPoseCount == 0 && plan.userPoseCount == 0)
        try scratch.album.erase()
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
    }
}
