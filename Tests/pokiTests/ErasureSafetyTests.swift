import Foundation
import Testing
import PokiTestSupport

/// `poki profile delete` never crosses into another file system, and a writer racing it refuses
/// cleanly instead of writing into a half-erased album.
@Suite struct ErasureSafetyTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func aBindMountInsideTheAlbumKeepsItsFiles() throws {
        let image = try album.distinctImages(1)[0]
        let outside = album.scratch.appendingPathComponent("backup-disk")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside.appendingPathComponent("precious.txt"))
        let result = try ShellScript.run("""
            export POKI_LIBRARY="$ALBUM"
            "$POKI" add "$IMAGE" >/dev/null 2>&1 || exit 98
            mkdir -p "$ALBUM/quarantine" && mount --bind "$OUTSIDE" "$ALBUM/quarantine" || exit 99
            "$POKI" profile delete --yes; echo "delete=$?"
            ls -A "$ALBUM"
            """, environment: ["ALBUM": album.directory.path, "IMAGE": image, "OUTSIDE": outside.path], privateMounts: true)
        #expect(result.standardOutput == """
            kept, as they are on another file system: quarantine (\(album.directory.path))
            deleted the album; its folder stays (\(album.directory.path))
            delete=0
            quarantine

            """)
        #expect(try String(contentsOf: outside.appendingPathComponent("precious.txt"), encoding: .utf8) == "precious")
    }

    @Test func addsRacingAnErasureNeitherFailHalfWayNorLeaveAMarkerWithoutPhotos() throws {
        let images = try album.distinctImages(12)
        #expect(try album.poki(["add"] + images.prefix(4)).status == 0)
        let group = DispatchGroup()
        let results = Results()
        for index in 4..<12 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                results.append(try? album.poki(["add", images[index]], timeLimit: 60))
            }
        }
        let erase = try album.poki(["profile", "delete", "--yes"], timeLimit: 60)
        group.wait()

        #expect(erase.status == 0, "\(erase.standardError)")
        for result in results.all {
            let result = try #require(result)
            if result.status == 0 { continue }
            // A clean refusal: one line, naming the album.
            #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("error: "))
            #expect(!result.standardError.contains("Directory not empty"))
        }
        // Whatever was added after the erasure is a whole new album.
        if FileManager.default.fileExists(atPath: album.directory.path) {
            let check = try album.poki(["check"])
            #expect(check.status == 0, "\(check.standardOutput)")
        }
    }

    /// Results collected from several threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [PokiProcess.Result?] = []
        func append(_ result: PokiProcess.Result?) { lock.withLock { results.append(result) } }
        var all: [PokiProcess.Result?] { lock.withLock { results } }
    }
}
