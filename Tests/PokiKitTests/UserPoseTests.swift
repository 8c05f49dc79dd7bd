import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct UserPoseTests {
    private func newPose(_ scratch: ScratchAlbum, _ name: String, category: PoseCategory = .two, title: String = "우리만의 포즈", note: String? = nil) throws -> NewPose {
        NewPose(sourcePath: try scratch.source(name), analysis: ScratchAlbum.analysis, category: category, title: title, note: note)
    }

    @Test func addedPoseGetsAnIDItsImageAndColours() throws {
        let scratch = try ScratchAlbum()
        let source = try scratch.source("pose.jpg", content: "pose picture bytes")
        let pose = try scratch.album.addPose(NewPose(sourcePath: source, analysis: ScratchAlbum.analysis, category: .many, title: "  단체 브이  ", note: "셋이서도 돼요"))
        #expect(pose.id == "user-1000")
        #expect(pose.category == .many)
        #expect(pose.title == "단체 브이")
        #expect(pose.note == "셋이서도 돼요")
        #expect(pose.imagePath == "poses/user-1000.jpg")
        #expect(pose.palette == ScratchAlbum.analysis.palette)
        let copy = scratch.album.layout.path(toRelative: "poses/user-1000.jpg")
        #expect(FileManager.default.contents(atPath: copy) == Data("pose picture bytes".utf8))
        try FileManager.default.removeItem(atPath: source)
        #expect(FileManager.default.fileExists(atPath: copy), "the album owns its copy")
        #expect(try scratch.album.userPoses() == [pose])
        #expect(try scratch.album.pose(withID: "user-1000") == pose)
        #expect(try scratch.album.exists())
    }

    @Test func idsCountUpAndSurviveReopening() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.addPose(newPose(scratch, "a.png"))
        try scratch.album.addPose(newPose(scratch, "b.png"))
        let reopened = Album(at: scratch.album.directory)
        #expect(try reopened.addPose(newPose(scratch, "c.png")).id == "user-1002")
        #expect(try reopened.userPoses().map(\.id) == ["user-1000", "user-1001", "user-1002"])
    }

    @Test func anIDIsNeverGivenTwiceEvenWhenThePoseListLosesOne() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.addPose(newPose(scratch, "a.png"))
        try scratch.album.addPose(newPose(scratch, "b.png"))
        var document = try scratch.album.userPoseDocument()
        document.poses.removeLast()
        try AtomicFile.write(try DocumentCoding.encode(document), to: scratch.album.layout.userPoses)
        #expect(try scratch.album.addPose(newPose(scratch, "c.png")).id == "user-1002")
    }

    @Test func userPosesAreRecommendedInTheirCategory() throws {
        let scratch = try ScratchAlbum()
        let pose = try scratch.album.addPose(newPose(scratch, "a.png", category: .alone))
        let recommender = try scratch.album.poseRecommender()
        let everyAlonePose = try recommender.recommend(count: 1000, category: .alone, seed: 7)
        #expect(everyAlonePose.contains(pose))
        #expect(everyAlonePose.count == PoseCatalog.poses(in: .alone).count + 1)
        #expect(!(try recommender.recommend(count: 1000, category: .two, seed: 7)).contains(pose))
    }

    @Test func badWordsAndUnreadableFilesLeaveTheAlbumAsItWas() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.addPose(newPose(scratch, "a.png"))
        let before = try scratch.snapshot()
        #expect(throws: CatalogError.invalidPoseTitle("   ")) { try scratch.album.addPose(newPose(scratch, "b.png", title: "   ")) }
        #expect(throws: CatalogError.invalidPoseTitle("탭\t포함")) { try scratch.album.addPose(newPose(scratch, "c.png", title: "탭\t포함")) }
        let longNote = String(repeating: "가", count: 501)
        #expect(throws: CatalogError.invalidPoseNote(characterCount: 501)) { try scratch.album.addPose(newPose(scratch, "d.png", note: longNote)) }
        #expect(throws: FileSystemError.self) {
            try scratch.album.addPose(NewPose(sourcePath: scratch.sources + "/missing.png", analysis: ScratchAlbum.analysis, category: .two, title: "없음"))
        }
        #expect(try scratch.snapshot() == before)
    }

    @Test func blankNoteIsNoNoteAndLineBreaksAreKept() throws {
        let scratch = try ScratchAlbum()
        #expect(try scratch.album.addPose(newPose(scratch, "a.png", note: "  ")).note == nil)
        #expect(try scratch.album.addPose(newPose(scratch, "b.png", note: "첫 줄\n둘째 줄")).note == "첫 줄\n둘째 줄")
    }

    @Test func unknownPoseIDIsACatalogError() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: CatalogError.unknownPose(id: "user-1000")) { try scratch.album.pose(withID: "user-1000") }
        #expect(try scratch.album.pose(withID: "two-03").title == "어깨동무")
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory), "reading creates nothing")
    }

    @Test func aNewerPoseDocumentIsRefused() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.addPose(newPose(scratch, "a.png"))
        try Data(#"{"schemaVersion": 9, "nextNumber": 1001, "poses": []}"#.utf8).write(to: URL(fileURLWithPath: scratch.album.layout.userPoses))
        #expect(throws: DocumentError.self) { try scratch.album.userPoses() }
    }
}
