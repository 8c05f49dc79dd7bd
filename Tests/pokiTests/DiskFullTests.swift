import Foundation
import Testing
import PokiTestSupport

/// A full disk at every point of an add or an import, on a small tmpfs: what is reported as added
/// is in the album, what is reported as failed is not, and the album stays whole.
@Suite struct DiskFullTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    /// Runs `command` (bash, with `$ALBUM` a fresh album of one photo) once for each number of free
    /// 4 KiB pages from 0 to 14 on a 1 MiB tmpfs, and prints, after each run, its exit status,
    /// the documents in `photos/`, and `check`'s exit status once the space is freed again.
    private func runAtEveryFreeSpace(_ command: String, images: [String]) throws -> [(free: Int, output: String, status: Int, documents: [String], check: Int)] {
        let result = try ShellScript.run("""
            small="$SCRATCH/small"; mkdir -p "$small"
            mount -t tmpfs -o size=1m tmpfs "$small" || exit 99
            for free in $(seq 0 14); do
              export ALBUM="$small/album-$free"
              POKI_LIBRARY="$ALBUM" "$POKI" add "$FIRST" >/dev/null 2>&1 || exit 98
              dd if=/dev/zero of="$small/fill" bs=4096 2>/dev/null
              truncate -s "-$((free * 4096))" "$small/fill"
              echo "run $free"
              \(command); echo "status $?"
              echo "documents $(ls "$ALBUM/photos" | tr '\\n' ' ')"
              rm "$small/fill"
              POKI_LIBRARY="$ALBUM" "$POKI" check >/dev/null 2>&1; echo "check $?"
              rm -rf "$ALBUM"
            done
            """, environment: ["SCRATCH": album.scratch.path, "FIRST": images[0], "IMAGES": images.dropFirst().joined(separator: " ")], privateMounts: true)
        try #require(result.status == 0, "\(result.standardOutput)")
        var runs: [(free: Int, output: String, status: Int, documents: [String], check: Int)] = []
        for block in result.standardOutput.components(separatedBy: "run ").dropFirst() {
            var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let free = Int(lines.removeFirst()) ?? -1
            let check = Int(lines.last { $0.hasPrefix("check ") }?.dropFirst(6) ?? "") ?? -1
            let documents = (lines.last { $0.hasPrefix("documents ") }?.dropFirst(10) ?? "").split(separator: " ").map(String.init)
            let status = Int(lines.last { $0.hasPrefix("status ") }?.dropFirst(7) ?? "") ?? -1
            let output = lines.prefix { !$0.hasPrefix("status ") }.joined(separator: "\n")
            runs.append((free, output, status, documents, check))
        }
        #expect(runs.count == 15)
        return runs
    }

    @Test func addReportsExactlyWhatIsInTheAlbum() throws {
        let images = try album.distinctImages(2)
        let runs = try runAtEveryFreeSpace(#"POKI_LIBRARY="$ALBUM" "$POKI" add --date 2026-11-20 $IMAGES 2>&1"#, images: images)
        #expect(runs.contains { $0.status != 0 }, "the smallest free space must make the add fail")
        #expect(runs.contains { $0.status == 0 }, "the largest free space must let the add through")
        for run in runs {
            if run.status == 0 {
                #expect(run.output == "1001", "free \(run.free)")
                #expect(run.documents == ["1000.json", "1001.json"], "free \(run.free)")
            } else {
                #expect(run.status == 1, "free \(run.free)")
                #expect(run.output.hasPrefix("error: ") && run.output.contains("No space left on device"), "free \(run.free): \(run.output)")
                #expect(run.output.split(separator: "\n").count == 1, "free \(run.free): \(run.output)")
                #expect(run.documents == ["1000.json"], "free \(run.free)")
            }
            #expect(run.check == 0, "free \(run.free): check after freeing the space")
        }
    }

    @Test func importJSONListsAsImportedExactlyThePhotosInTheAlbum() throws {
        let images = try album.distinctImages(4)
        let runs = try runAtEveryFreeSpace(#"POKI_LIBRARY="$ALBUM" "$POKI" import --json $IMAGES 2>/dev/null"#, images: images)
        #expect(runs.contains { $0.status != 0 })
        for run in runs {
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "free \(run.free): \(run.output)")
            let imported = (report["imported"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
            let failed = report["failed"] as? [[String: Any]] ?? []
            let notAttempted = report["notAttempted"] as? [String] ?? []
            // The first file the full disk refuses stops the import: the rest were not attempted.
            #expect(imported.count + failed.count + notAttempted.count == 3, "free \(run.free)")
            #expect(failed.count <= 1, "free \(run.free)")
            #expect(run.documents == ["1000.json"] + imported.map { "\($0).json" }, "free \(run.free): \(run.output)")
            #expect(run.status == (failed.isEmpty ? 0 : 1), "free \(run.free)")
            #expect(run.check == 0, "free \(run.free)")
        }
    }
}
