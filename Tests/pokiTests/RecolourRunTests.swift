import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Testing
import PokiTestSupport

/// `poki recolour` as a person runs it on an album an older poki analysed: its progress line on a
/// real terminal (and none in a pipe), and a run killed half-way that the next run finishes.
@Suite struct RecolourRunTests {
    let album: TemporaryAlbum

    init() throws { album = try TemporaryAlbum() }

    /// `count` photos of a phone photo of a print (distinct files: bytes after the JPEG's end),
    /// their documents rewritten as poki 1 wrote them.
    private func addOutdatedPhotos(_ count: Int) throws -> [Int] {
        let base = try Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("prints/phone-strip-white-wood.jpg"))
        let files = try (0..<count).map { index in
            let url = album.scratch.appendingPathComponent("print-\(index).jpg")
            try (base + Data("copy \(index)".utf8)).write(to: url)
            return url.path
        }
        let added = try album.poki(["add"] + files)
        #expect(added.status == 0, "\(added.standardError)")
        let ids = added.standardOutput.split(separator: "\n").compactMap { Int($0) }
        #expect(ids.count == count)
        for id in ids { try album.rewriteAsVersionOne(id) }
        return ids
    }

    @Test func showsProgressOnATerminalAndNoneInAPipe() throws {
        let ids = try addOutdatedPhotos(6)
        let files = try PokiProcess.temporaryDirectory()
        let recording = files.appendingPathComponent("terminal.raw")
        let environment = ["POKI_LIBRARY": album.directory.path, "HOME": album.scratch.path, "PS1": "$ ", "TERM": "xterm"]
        let terminal = try TerminalSession(command: "exec bash --norc --noprofile -i", in: files, environment: environment)
        try terminal.waitForScreen(containing: "$")
        try terminal.record(to: recording)
        // The marker is typed in two halves so the command line itself does not show it.
        try terminal.type("\(PokiProcess.executable.path) recolour --jobs 1; echo ended'='$?")
        try terminal.press("Enter")
        let screen = try terminal.waitForScreen(containing: "ended=", timeout: 60)

        // Each photo's ID on its own line as it is done, the summary, and the progress line gone.
        #expect(screen.contains("ended=0"))
        let lines = screen.split(separator: "\n").map { String($0) }
        #expect(lines.filter { Int($0) != nil }.compactMap { Int($0) }.sorted() == ids.sorted())
        #expect(screen.contains("6 photos recoloured to palette definition v2"))
        #expect(!screen.contains("photos/s"), "the progress line is cleared at the end:\n\(screen)")

        // What the terminal was sent: the line redrawn in place as the photos were done.
        let raw = try #require(try? String(contentsOf: recording, encoding: .utf8))
        for done in 1...6 {
            #expect(raw.contains("\r\u{1B}[2K[\(done)/6]"), "no progress [\(done)/6] in \(raw.debugDescription)")
        }
        #expect(raw.contains(" photos/s"))

        // The same run with standard error in a pipe: no progress, no carriage return, no escape.
        for id in ids { try album.rewriteAsVersionOne(id) }
        let piped = try album.poki(["recolour", "--jobs", "1"])
        #expect(piped.status == 0)
        #expect(piped.standardOutput.split(separator: "\n").compactMap { Int($0) }.sorted() == ids.sorted())
        #expect(piped.standardError == "6 photos recoloured to palette definition v2\n")
    }

    @Test func aKilledRunIsFinishedByTheNextWithoutRedoingPhotos() throws {
        let ids = try addOutdatedPhotos(24)
        let process = Process()
        process.executableURL = PokiProcess.executable
        process.arguments = ["recolour", "--jobs", "1"]
        process.environment = ["POKI_LIBRARY": album.directory.path, "HOME": album.scratch.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed outright (no handler runs) once four photos are reported done, about a sixth of the way.
        var printed = Data()
        while printed.filter({ $0 == UInt8(ascii: "\n") }).count < 4 {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the run ended before it was killed")

        let documents = album.directory.appendingPathComponent("photos")
        func isUpToDate(_ id: Int) throws -> Bool {
            let data = try Data(contentsOf: documents.appendingPathComponent("\(id).json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return (document["palette"] as? [String: Any])?["version"] as? Int == 2
        }
        let finished = try ids.filter(isUpToDate)
        let reported = String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        #expect(Set(reported).isSubset(of: Set(finished)), "every ID printed was written")
        #expect(finished.count < ids.count, "the run was killed before it finished")
        let finishedBytes = try finished.map { try Data(contentsOf: documents.appendingPathComponent("\($0).json")) }

        let rest = try album.poki(["recolour", "--jobs", "1"])
        #expect(rest.status == 0, "\(rest.standardError)")
        let redone = rest.standardOutput.split(separator: "\n").compactMap { Int($0) }
        #expect(Set(redone).isDisjoint(with: finished), "a finished photo was analysed again")
        #expect(Set(redone).union(finished) == Set(ids))
        #expect(rest.standardError.contains("\(ids.count - finished.count) photos recoloured to palette definition v2"))
        #expect(try finished.map { try Data(contentsOf: documents.appendingPathComponent("\($0).json")) } == finishedBytes)
        #expect(try ids.allSatisfy(isUpToDate))

        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(!check.standardError.contains("older palette definition"))
        let layouts = try ids.map { id -> [String: Int]? in
            let data = try Data(contentsOf: documents.appendingPathComponent("\(id).json"))
            let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return ((document?["print"] as? [String: Any])?["layout"]) as? [String: Int]
        }
        #expect(layouts.allSatisfy { $0 == ["rows": 4, "columns": 1] }, "each photo is known as the 1x4 strip it is")
    }
}

extension TemporaryAlbum {
    /// Rewrites photo `id`'s document as poki 1 wrote it: schema 1, palette definition 1, no print.
    func rewriteAsVersionOne(_ id: Int) throws {
        let url = directory.appendingPathComponent("photos/\(id).json")
        var stored = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        stored["schemaVersion"] = 1
        stored.removeValue(forKey: "print")
        var palette = try #require(stored["palette"] as? [String: Any])
        palette["version"] = 1
        stored["palette"] = palette
        try JSONSerialization.data(withJSONObject: stored, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }
}
