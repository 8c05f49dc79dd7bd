import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ConcurrencyTests {
    /// Each thread opens the lock file itself, and `flock` locks conflict between separate opens
    /// even in one process, so threads race exactly as separate `poki add` processes would.
    @Test func concurrentAddersGetDistinctGapFreeIDs() async throws {
        let scratch = try ScratchAlbum()
        let writers = 8, perWriter = 10
        var photos: [[NewPhoto]] = []
        for writer in 0..<writers {
            photos.append(try (0..<perWriter).map { try scratch.newPhoto("w\(writer)-\($0).jpg") })
        }
        let album = scratch.album
        let ids = try await withThrowingTaskGroup(of: [Int].self) { group in
            for batch in photos {
                group.addTask {
                    var ids: [Int] = []
                    for photo in batch {
                        for case let .added(added) in try album.add([photo], today: ScratchAlbum.today) { ids.append(added.id) }
                    }
                    return ids
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(ids.sorted() == Array(1000..<(1000 + writers * perWriter)))
        let listed = try album.photos(limit: nil).map(\.id)
        #expect(listed == Array((1000..<(1000 + writers * perWriter)).reversed()))
        #expect(try album.check().isEmpty)
    }

    @Test func concurrentProcessesGetDistinctGapFreeIDs() throws {
        // Beside the test binary (Linux), else in the package's default debug build folder.
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("poki-bench-album").path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/poki-bench-album").path,
        ]
        let tool = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "build poki-bench-album first (swift build)")
        let scratch = try ScratchAlbum()
        let processes = (0..<6).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "for i in 1 2 3 4 5; do '\(tool)' add '\(scratch.album.directory)' || exit 1; done"]
            process.standardOutput = Pipe()
            return process
        }
        for process in processes { try process.run() }
        var printed: [Int] = []
        for process in processes {
            let output = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            printed += String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        }
        #expect(printed.sorted() == Array(1000..<1030))
        #expect(try scratch.album.photos().count == 30)
        #expect(try scratch.album.check().isEmpty)
    }
}
