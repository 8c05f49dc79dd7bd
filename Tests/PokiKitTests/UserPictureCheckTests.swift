import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct UserPictureCheckTests {
    @Test func checkFindsAndRepairRemovesLeftoversOfInterruptedPictureCopies() throws {
        let scratch = try ScratchAlbum()
        let pose = try scratch.album.addPose(NewPose(sourcePath: try scratch.source("p.png"), analysis: ScratchAlbum.analysis, category: .two, title: "포즈"))
        try scratch.album.updateProfile(picture: ReplacementImage(sourcePath: try scratch.source("me.jpg"), analysis: ScratchAlbum.analysis))
        #expect(try scratch.album.check().isEmpty, "pose and profile pictures are not orphan photo images")
        let layout = scratch.album.layout
        let leftovers = [layout.poseImages + "/.tmp-999999999-abc-incoming", layout.profilePictures + "/.tmp-999999999-def-incoming"]
        for path in leftovers { _ = FileManager.default.createFile(atPath: path, contents: Data("half".utf8)) }
        #expect(try scratch.album.check() == leftovers.map { AlbumProblem.leftover(path: $0) })
        try scratch.album.repair()
        #expect(try scratch.album.check().isEmpty)
        #expect(FileManager.default.fileExists(atPath: layout.path(toRelative: try #require(pose.imagePath))))
    }
}
