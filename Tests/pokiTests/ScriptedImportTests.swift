import Foundation
import Testing
import PokiTestSupport

/// `poki import` as scripts drive it: stopped with a real Ctrl-C, on a disk that fills up, fed
/// manifests and file lists through pipes, and quiet on a re-run.
@Suite struct ScriptedImportTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    // MARK: Stopping

    @Test func aSIGINTAtAnyMomentLeavesEveryPhotoPrinted() throws {
        let count = 40
        _ = try album.distinctImages(count)
        var interrupted = 0
        for attempt in 0..<8 {
            let target = try TemporaryAlbum()
            // From start-up to the last commits, in a scattered order.
            let delay = 0.02 + Double((attempt * 379) % 1200) / 1000
            let run = try importSignalled(SIGINT, after: delay, into: target)
            let inAlbum = try photoIDs(in: target)
            guard run.killedBySignal == nil else {
                // The signal came before poki was ready for it: nothing was begun.
                #expect(inAlbum.isEmpty)
                continue
            }
            #expect(run.printed == inAlbum, "attempt \(attempt): printed \(run.printed.count), in the album \(inAlbum.count)")
            if run.status == 130 {
                interrupted += 1
                let counts = try #require(run.standardError.firstMatch(of: /interrupted: imported (\d+), not attempted (\d+)/), "\(run.standardError)")
                #expect(Int(counts.1) == inAlbum.count)
                #expect(Int(counts.2)! + inAlbum.count == count)
            } else {
                #expect(run.status == 0)
                #expect(inAlbum.count == count)
            }
            #expect(try target.poki(["check"]).status == 0)
            // Running it again brings in exactly the rest.
            let rest = try PokiProcess.run(["import", album.scratch.path], environment: ["POKI_LIBRARY": target.directory.path])
            #expect(rest.status == 0)
            #expect(try photoIDs(in: target).count == count)
        }
        #expect(interrupted > 0, "no SIGINT landed during the import")
    }

    @Test func ctrlCOnATerminalStopsAndTheShellSeesStatus130() throws {
        _ = try album.distinctImages(300)
        let ids = try PokiProcess.temporaryDirectory().appendingPathComponent("ids.txt")
        let terminal = try TerminalSession(
            command: "bash --norc --noprofile", in: album.scratch,
            environment: ["POKI": PokiProcess.executable.path, "POKI_LIBRARY": album.directory.path, "IDS": ids.path, "PS1": "$ "]
        )
        try terminal.waitForScreen(containing: "$")
        // The status is printed in two pieces, so the command line itself never shows it.
        try terminal.type(#""$POKI" import . > "$IDS"; printf 'st%s\n' "atus=$?""#)
        try terminal.press("Enter")
        // Some photos in, then Ctrl-C, as a person presses it: the terminal signals the job.
        #expect(eventually(timeout: 60) { ((try? photoIDs(in: album).count) ?? 0) >= 5 })
        try terminal.press("C-c")
        let screen = try terminal.waitForScreen(containing: "status=", timeout: 30)
        #expect(screen.contains("status=130"), "\(screen)")
        let inAlbum = try photoIDs(in: album)
        let printed = try String(contentsOf: ids, encoding: .utf8).split(separator: "\n").compactMap { Int($0) }
        #expect(printed == inAlbum)
        #expect(inAlbum.count < 300, "the import ended before Ctrl-C")
        #expect(screen.contains("interrupted: imported \(inAlbum.count), not attempted \(300 - inAlbum.count)"), "\(screen)")
    }

    @Test func aSIGTERMStopsTheSameWay() throws {
        _ = try album.distinctImages(200)
        let run = try importSignalled(SIGTERM, after: 0.6, into: album)
        #expect(run.status == 130)
        #expect(run.standardError.contains("interrupted: imported \(run.printed.count), not attempted"))
        #expect(run.printed == (try photoIDs(in: album)))
    }

    @Test func aFullDiskStopsAtTheFirstRefusedFile() throws {
        let images = try album.distinctImages(120)
        // A 1 MiB disk, mostly taken: a few photos fit, then every write fails.
        let script = """
        set -u
        mount -t tmpfs -o size=1m tmpfs "$DISK" || exit 99
        head -c 700k /dev/zero > "$DISK/filler"
        "$POKI" --library "$DISK/album" import "$SOURCE" > "$DISK/ids" 2> "$DISK/errors"
        echo "status $?"
        echo "printed $(wc -l < "$DISK/ids")"
        echo "photos $(ls "$DISK/album/photos" | wc -l)"
        echo "staged $(ls -A "$DISK/album/incoming" 2>/dev/null | grep -vx merge-scan | wc -l)"
        echo "refused $(grep -c 'No space left on device' "$DISK/errors")"
        echo "lines $(wc -l < "$DISK/errors")"
        grep '^error: stopped' "$DISK/errors"
        "$POKI" --library "$DISK/album" check > /dev/null 2>&1
        echo "check $?"
        mkdir -p "$DISK-json"
        mount -t tmpfs -o size=1m tmpfs "$DISK-json" || exit 99
        head -c 700k /dev/zero > "$DISK-json/filler"
        "$POKI" --library "$DISK-json/album" import --jobs 2 --json "$SOURCE" 2> /dev/null
        """
        let disk = try PokiProcess.temporaryDirectory()
        let result = try ShellScript.run(script, environment: ["DISK": disk.path, "SOURCE": album.scratch.path], privateMounts: true)
        let output = result.standardOutput
        func number(_ name: String) -> Int? {
            output.split(separator: "\n").first { $0.hasPrefix("\(name) ") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        #expect(number("status") == 1, "\(output)")
        let photos = try #require(number("photos"))
        #expect(photos > 0 && photos < images.count)
        #expect(number("printed") == photos)
        #expect(number("staged") == 0)
        // One file tells of the full disk, once; the stop line says the rest.
        #expect(number("refused") == 1)
        #expect(output.contains("error: stopped, the disk holding the album is full: imported \(photos), not attempted \(images.count - photos - 1)"))
        #expect(number("check") == 0)
        // Every file has its outcome up to the one refused, whatever ran ahead: one failure.
        let json = try #require(output.range(of: "{\n"), "\(output)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output[json.lowerBound...].utf8)) as? [String: Any])
        let counts = ["imported", "skipped", "failed"].map { (report[$0] as? [Any])?.count ?? -1 }
        let notAttempted = try #require(report["notAttempted"] as? [String])
        #expect(counts[2] == 1 && report["stopped"] as? String == "diskFull")
        #expect(counts.reduce(0, +) + notAttempted.count == images.count)
        #expect(notAttempted.first.map { images.sorted().firstIndex(of: $0) ?? -1 } == counts[0] + counts[1] + 1)
    }

    @Test func aClosedStandardOutputStopsTheImport() throws {
        _ = try album.distinctImages(60)
        let script = #"errors=$(mktemp); "$POKI" import "$SOURCE" 2> "$errors" | head -1; echo "status ${PIPESTATUS[0]}"; cat "$errors"; rm "$errors""#
        let result = try ShellScript.run(script, environment: ["SOURCE": album.scratch.path, "POKI_LIBRARY": album.directory.path])
        let output = result.standardOutput
        #expect(output.hasPrefix("1000\nstatus 1\n"), "\(output)")
        let inAlbum = try photoIDs(in: album).count
        #expect(inAlbum < 60, "the import went on after its reader left")
        #expect(output.contains("error: stopped, standard output was closed: imported \(inAlbum), not attempted \(60 - inAlbum)"), "\(output)")
    }

    // MARK: Streams

    @Test func manifestsFromStandardInputAndProcessSubstitution() throws {
        let images = try album.distinctImages(3)
        let piped = try album.poki(["import", "--manifest", "-", "--json"], input: "path,memo\n\(images[0]),첫 줄\n\(images[0]),\n")
        #expect(piped.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(piped.standardOutput.utf8)) as? [String: Any])
        let imported = try #require(document["imported"] as? [[String: Any]])
        let skipped = try #require(document["skipped"] as? [[String: Any]])
        #expect(imported.first?["line"] as? Int == 2 && imported.first?["manifest"] as? String == "standard input")
        #expect(skipped.first?["line"] as? Int == 3 && skipped.first?["duplicateOf"] as? Int == 1000)

        let script = """
        cd "$SOURCE"
        "$POKI" import --manifest <(printf 'path\\n%s\\n' photo-1.png)
        "$POKI" import --manifest /dev/stdin <<< $'path\\nphoto-2.png'
        printf 'path\\nphoto-0.png\\n' > listed.csv
        "$POKI" import --manifest /dev/stdin < listed.csv
        """
        let result = try ShellScript.run(script, environment: ["SOURCE": album.scratch.path, "POKI_LIBRARY": album.directory.path])
        #expect(result.standardOutput.contains("1001\n") && result.standardOutput.contains("1002\n"), "\(result.standardOutput)")
        // A file redirected in: its names are taken from the current folder, not from /dev.
        #expect(result.standardOutput.contains("skipped \(album.scratch.path)/photo-0.png: already in the album as 1000"), "\(result.standardOutput)")
        #expect(try photoIDs(in: album).count == 3)
    }

    @Test func fileListsWithNULsTakeAnyName() throws {
        let odd = album.scratch.appendingPathComponent("two\nlines.png")
        try FileManager.default.copyItem(atPath: try album.distinctImages(1)[0], toPath: odd.path)
        let script = """
        cd "$SOURCE"
        find . -name 'two*' -print0 | "$POKI" import --files-from - -0
        echo "status $?"
        printf 'photo-0.png\\r\\n\\nmissing.png\\n' > list.txt
        "$POKI" import --files-from list.txt
        echo "status $?"
        """
        let result = try ShellScript.run(script, environment: ["SOURCE": album.scratch.path, "POKI_LIBRARY": album.directory.path])
        let output = result.standardOutput
        #expect(output.hasPrefix("1000\n") && output.contains("imported 1, skipped 0"), "\(output)")
        #expect(output.contains("status 0\n"))
        // The same bytes under another name: a duplicate; the missing name is a failure.
        #expect(output.contains("skipped photo-0.png: already in the album as 1000"))
        #expect(output.contains("error: missing.png: no such file or folder"))
        #expect(output.hasSuffix("status 1\n"))
    }

    @Test func quietLeavesOnlyIDsErrorsAndTheSummary() throws {
        _ = try album.distinctImages(4)
        #expect(try album.poki(["import", album.scratch.path]).status == 0)
        try Data("not an image".utf8).write(to: album.scratch.appendingPathComponent("notes.txt"))
        let again = try album.poki(["import", "-q", album.scratch.path])
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
        #expect(again.standardError == "imported 0, skipped 5 (duplicates 4, not images 1), failed 0\n")
    }

    // MARK: Helpers

    private struct SignalledRun {
        var status: Int32
        var killedBySignal: Int32?
        var printed: [Int]
        var standardError: String
    }

    /// Imports the scratch folder into `target`, sends `signal` after `delay` seconds, and returns
    /// what the import printed and how it ended.
    private func importSignalled(_ signal: Int32, after delay: Double, into target: TemporaryAlbum) throws -> SignalledRun {
        let process = Process()
        process.executableURL = PokiProcess.executable
        process.arguments = ["import", album.scratch.path, "--jobs", "2"]
        process.environment = ["PATH": "/usr/bin:/bin", "POKI_LIBRARY": target.directory.path, "HOME": NSTemporaryDirectory()]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let errors = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return SignalledRun(
            status: process.terminationStatus, killedBySignal: killed,
            printed: String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap { Int($0) },
            standardError: String(decoding: errors, as: UTF8.self)
        )
    }

    /// The IDs of the photos in `target`, in order.
    private func photoIDs(in target: TemporaryAlbum) throws -> [Int] {
        let folder = target.directory.appendingPathComponent("photos")
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .compactMap { $0.hasSuffix(".json") ? Int($0.dropLast(5)) : nil }
            .sorted()
    }
}
