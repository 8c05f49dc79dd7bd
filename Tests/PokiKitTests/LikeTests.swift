import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct LikeTests {
    @Test func likesAreKeptInTheOrderTheyWereMade() throws {
        let scratch = try ScratchAlbum()
        #expect(try scratch.album.like(poseID: "two-03"))
        #expect(try scratch.album.like(poseID: "alone-01"))
        #expect(try scratch.album.like(poseID: "many-12"))
        #expect(try Album(at: scratch.album.directory).likes().map(\.poseID) == ["two-03", "alone-01", "many-12"])
    }

    @Test func likingTwiceKeepsThePlaceAndTheTime() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.like(poseID: "two-03")
        try scratch.album.like(poseID: "alone-01")
        let before = try scratch.album.likes()
        #expect(try !scratch.album.like(poseID: "two-03"))
        #expect(try scratch.album.likes() == before)
    }

    @Test func unlikeRemovesOnlyThatPoseAndIsHarmlessWhenNotLiked() throws {
        let scratch = try ScratchAlbum()
        for id in ["two-03", "alone-01", "many-12"] { try scratch.album.like(poseID: id) }
        #expect(try scratch.album.unlike(poseID: "alone-01"))
        #expect(try scratch.album.likes().map(\.poseID) == ["two-03", "many-12"])
        let before = try scratch.snapshot()
        #expect(try !scratch.album.unlike(poseID: "alone-01"))
        #expect(try scratch.snapshot() == before)
    }

    @Test func unknownIDsAreRefusedAndNothingIsCreated() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: CatalogError.unknownPose(id: "two-99")) { try scratch.album.like(poseID: "two-99") }
        #expect(throws: CatalogError.unknownPose(id: "two-99")) { try scratch.album.unlike(poseID: "two-99") }
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
        try scratch.album.like(poseID: "two-01")
        #expect(throws: CatalogError.unknownPose(id: "two-99")) { try scratch.album.unlike(poseID: "two-99") }
    }

    @Test func userPosesCanBeLiked() throws {
        let scratch = try ScratchAlbum()
        let pose = try scratch.album.addPose(NewPose(sourcePath: try scratch.source("p.png"), analysis: ScratchAlbum.analysis, category: .two, title: "우리 포즈"))
        #expect(try scratch.album.like(poseID: pose.id))
        #expect(try scratch.album.likes().map(\.poseID) == [pose.id])
    }

    @Test func likeOfAStaleIDStillUnlikes() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.like(poseID: "two-01")
        let stale = LikedPoses(likes: [PoseLike(poseID: "two-77", likedAt: .now())])
        try AtomicFile.write(try DocumentCoding.encode(stale), to: scratch.album.layout.likes)
        #expect(try scratch.album.unlike(poseID: "two-77"))
        #expect(try scratch.album.likes().isEmpty)
    }

    @Test func likesFileIsReadableJSON() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.like(poseID: "many-02")
        let text = try String(contentsOfFile: scratch.album.layout.likes, encoding: .utf8)
        #expect(text.contains(#""poseID" : "many-02""#))
        #expect(text.contains(#""schemaVersion" : 1"#))
    }
}
