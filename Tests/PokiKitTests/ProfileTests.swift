import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ProfileTests {
    private func picture(_ scratch: ScratchAlbum, _ name: String, format: ImageFormat = .jpeg, content: String? = nil) throws -> ReplacementImage {
        var analysis = ScratchAlbum.analysis
        analysis.format = format
        return ReplacementImage(sourcePath: try scratch.source(name, content: content), analysis: analysis)
    }

    @Test func emptyAlbumHasAnEmptyProfileAndCreatesNothing() throws {
        let scratch = try ScratchAlbum()
        #expect(try scratch.album.profile() == User())
        let summary = try scratch.album.profileSummary()
        #expect(summary == ProfileSummary(user: User(), photoCount: 0, likedPoseCount: 0, userPoseCount: 0, firstMemory: nil, latestMemory: nil))
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
    }

    @Test func nicknameIsKeptInNFCAndTrimmed() throws {
        let scratch = try ScratchAlbum()
        let decomposed = "민지".decomposedStringWithCanonicalMapping
        #expect(try scratch.album.updateProfile(nickname: "  \(decomposed) ").nickname == "민지")
        #expect(try Album(at: scratch.album.directory).profile().nickname == "민지")
    }

    @Test func badNicknamesAreRefused() throws {
        let scratch = try ScratchAlbum()
        for nickname in ["", "   ", "줄\n바꿈", String(repeating: "가", count: 33)] {
            #expect(throws: ProfileError.invalidNickname(nickname)) { try scratch.album.updateProfile(nickname: nickname) }
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
    }

    @Test func pictureIsCopiedInWithItsDominantColour() throws {
        let scratch = try ScratchAlbum()
        let user = try scratch.album.updateProfile(picture: picture(scratch, "me.jpg", content: "my face"))
        let name = try #require(user.picture)
        #expect(name.hasPrefix("profile/picture-") && name.hasSuffix(".jpg"))
        #expect(user.pictureColour == Colour(red: 0xE9, green: 0x4B, blue: 0x6A))
        #expect(FileManager.default.contents(atPath: scratch.album.layout.path(toRelative: name)) == Data("my face".utf8))
    }

    @Test func newPictureReplacesTheOldCopyAndKeepsTheNickname() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.updateProfile(nickname: "민지")
        let first = try #require(try scratch.album.updateProfile(picture: picture(scratch, "one.jpg")).picture)
        let second = try scratch.album.updateProfile(picture: picture(scratch, "two.png", format: .png))
        #expect(second.nickname == "민지")
        #expect(second.picture != first)
        #expect(second.picture?.hasSuffix(".png") == true)
        #expect(!FileManager.default.fileExists(atPath: scratch.album.layout.path(toRelative: first)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.album.layout.profilePictures).count == 1)
    }

    @Test func aHandEditedPicturePathOutsideProfileIsNeverRemoved() throws {
        let scratch = try ScratchAlbum()
        let outside = try scratch.source("precious.txt", content: "keep me")
        let crafted = User(nickname: "x", picture: "../sources/precious.txt", pictureColour: nil)
        try scratch.album.updateProfile(nickname: "y")
        try AtomicFile.write(try DocumentCoding.encode(crafted), to: scratch.album.layout.profile)
        // The damaged profile is refused: replacing its picture would remove the file it names.
        #expect(throws: DocumentError.self) { try scratch.album.updateProfile(picture: picture(scratch, "me.jpg")) }
        #expect(FileManager.default.contents(atPath: outside) == Data("keep me".utf8))
    }

    @Test func unreadablePictureChangesNothing() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.updateProfile(nickname: "민지")
        let before = try scratch.snapshot()
        let missing = ReplacementImage(sourcePath: scratch.sources + "/missing.jpg", analysis: ScratchAlbum.analysis)
        #expect(throws: FileSystemError.self) { try scratch.album.updateProfile(nickname: "수지", picture: missing) }
        #expect(try scratch.snapshot() == before)
    }

    @Test func summaryCountsFromTheIndexes() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([
            scratch.newPhoto("a.jpg", date: "2024-12-31"),
            scratch.newPhoto("b.jpg", date: "2026-03-01"),
            scratch.newPhoto("c.jpg", date: "2025-06-15"),
            scratch.newPhoto("d.jpg", date: "2023-01-02"),
        ])
        try scratch.album.delete(ids: [1003])
        try scratch.album.like(poseID: "two-01")
        try scratch.album.like(poseID: "many-01")
        try scratch.album.addPose(NewPose(sourcePath: try scratch.source("p.png"), analysis: ScratchAlbum.analysis, category: .alone, title: "내 포즈"))
        try scratch.album.updateProfile(nickname: "민지")
        let summary = try scratch.album.profileSummary()
        #expect(summary.user.nickname == "민지")
        #expect(summary.photoCount == 3)
        #expect(summary.likedPoseCount == 2)
        #expect(summary.userPoseCount == 1)
        #expect(summary.firstMemory == CalendarDay("2024-12-31"))
        #expect(summary.latestMemory == CalendarDay("2026-03-01"))
    }
}
