import Foundation
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import Testing
import PokiTestSupport

/// Kill `poki import` at many moments and check that the album stays valid, that every ID printed
/// before the kill is complete, and that running the import again finishes the rest.
@Suite struct ImportCrashTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func sigkillAtVariedMomentsLosesNothingReported() throws {
        let count = 40
        _ = try album.distinctImages(count)
        var reported: Set<Int> = []
        for attempt in 0..<24 {
            // From start-up to the last commits (a whole import takes about a second in a debug
            // build): 5 ms … 1 s, in a scattered order.
            let delay = 5 + (attempt * 137) % 1000
            let printed = try importKilled(after: .milliseconds(delay))
            for id in printed {
                try expectComplete(id)
                reported.insert(id)
            }
        }
        #expect(!reported.isEmpty, "no kill landed after a commit")
        let rest = try album.poki(["import", album.scratch.path])
        #expect(rest.status == 0)
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(album.poki(["list", "--json"]).standardOutput.utf8)) as? [[String: Any]])
        // Every file exactly once, whatever the kills cost in IDs.
        #expect(listed.count == count)
        #expect(Set(listed.compactMap { $0["sha256"] as? String }).count == count)
        let ids = Set(listed.compactMap { $0["id"] as? Int })
        #expect(reported.isSubset(of: ids))
    }

    /// Starts an import, kills it with SIGKILL after `delay`, and returns the IDs it printed.
    private func importKilled(after delay: Duration) throws -> [Int] {
        let process = Process()
        process.executableURL = PokiProcess.executable
        process.arguments = ["import", album.scratch.path, "--jobs", "2"]
        process.environment = ["PATH": "/usr/bin:/bin", "POKI_LIBRARY": album.directory.path, "HOME": NSTemporaryDirectory()]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: Double(delay.components.attoseconds) / 1e18 + Double(delay.components.seconds))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // A line cut by the kill has no newline and is not a report.
        return text.split(separator: "\n", omittingEmptySubsequences: true).dropLast(text.hasSuffix("\n") ? 0 : 1).compactMap { Int($0) }
    }

    /// The document of `id` reads and its image exists with the recorded SHA-256.
    private func expectComplete(_ id: Int) throws {
        let documentPath = album.directory.appendingPathComponent("photos/\(id).json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: documentPath)) as? [String: Any])
        let image = try #require(document["image"] as? String)
        let sha256 = try #require(document["sha256"] as? String)
        let bytes = try Data(contentsOf: album.directory.appendingPathComponent("images/\(image)"))
        #expect(SHA256.hex(of: bytes) == sha256, "photo \(id)")
    }
}
