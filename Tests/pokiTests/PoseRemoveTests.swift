import Foundation
import Testing
import PokiTestSupport

/// `poki pose remove`: the user's own pose goes with its likes and picture; built-in poses stay.
@Suite struct PoseRemoveTests {
    let album: TemporaryAlbum
    let picture = PokiProcess.fixtures.appendingPathComponent("solid/pink.png").path

    init() throws { album = try TemporaryAlbum() }

    @Test func aPoseOfOneOwnGoesWithItsLikesAndPicture() throws {
        #expect(try album.poki(["pose", "add", picture, "--category", "two", "--title", "하트"]).standardOutput == "user-1000\n")
        #expect(try album.poki(["pose", "add", picture, "--category", "two", "--title", "브이"]).status == 0)
        #expect(try album.poki(["pose", "like", "user-1000"]).status == 0)
        let pictures = album.directory.appendingPathComponent("poses")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == ["user-1000.png", "user-1001.png"])

        let removed = try album.poki(["pose", "remove", "user-1000"])
        #expect(removed.status == 0)
        #expect(removed.standardError == "removed user-1000 (하트)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path) == ["user-1001.png"])
        #expect(try album.poki(["pose", "liked", "--json"]).standardOutput.contains("user-1000") == false)
        #expect(try album.poki(["pose", "show", "user-1000"]).status == 1)
        #expect(try album.poki(["check"]).status == 0)
        // The number is not given again.
        #expect(try album.poki(["pose", "add", picture, "--category", "two", "--title", "셋"]).standardOutput == "user-1002\n")
    }

    @Test func aBuiltInOrUnknownPoseIsRefusedAndNothingChanges() throws {
        #expect(try album.poki(["pose", "like", "two-03"]).status == 0)
        let before = try album.snapshot()
        let builtIn = try album.poki(["pose", "remove", "two-03"])
        #expect(builtIn.status == 1)
        #expect(builtIn.standardError.hasPrefix("error: pose 'two-03' is built in and cannot be removed; only poses you added (user-…) can"))
        let unknown = try album.poki(["pose", "remove", "user-4242"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.hasPrefix("error: unknown pose 'user-4242'"))
        #expect(try album.snapshot() == before)
    }
}
