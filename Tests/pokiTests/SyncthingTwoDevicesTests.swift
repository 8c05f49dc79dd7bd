import Foundation
import Testing
import PokiTestSupport

/// One album on two devices with the real Syncthing (issue #30, item 1): two instances on
/// loopback in a private network namespace (`Tests/Sync/two_devices.sh`) share the album folder;
/// both devices change it while apart, Syncthing makes its conflict copies, and poki on each
/// device still lists every photo and names each conflict in `check` rather than calling it a
/// damaged document or an orphan image. (Merging them is the rest of #30.)
@Suite struct SyncthingTwoDevicesTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    @Test(.timeLimit(.minutes(3)))
    func conflictCopiesFromBothDevicesAreNamedAndNothingElseBreaks() throws {
        let images = try album.distinctImages(5)
        let root = PokiProcess.fixtures.deletingLastPathComponent()
        let script = """
        ip link set lo up || exit 99
        W="$SCRATCH/sync"
        trap '"$HARNESS" stop "$W" >/dev/null 2>&1' EXIT
        "$HARNESS" start "$W" >/dev/null || exit 98
        for side in a b; do printf '/lock\\n/unfinished\\n/incoming\\n/tmp\\n.tmp-*\\n' > "$W/$side/.stignore"; done
        a() { POKI_LIBRARY="$W/a" "$POKI" "$@"; }
        b() { POKI_LIBRARY="$W/b" "$POKI" "$@"; }
        a add "$P0" "$P1" "$P2" --date 2026-11-01 >/dev/null || exit 97
        "$HARNESS" wait "$W" >/dev/null || exit 98
        echo "b-before=$(b list --format '{id}' | sort | tr '\\n' ' ')"
        "$HARNESS" pause "$W" >/dev/null || exit 98
        # Apart: the same photo's memo changed on both, and a different new photo on each.
        a edit 1001 --memo 'from a' >/dev/null || exit 97
        b add "$P3" --date 2026-11-02 >/dev/null || exit 97
        sleep 1
        b edit 1001 --memo 'from b' >/dev/null || exit 97
        a add "$P4" --date 2026-11-03 >/dev/null || exit 97
        "$HARNESS" resume "$W" >/dev/null || exit 98
        "$HARNESS" wait "$W" >/dev/null || exit 98
        for side in a b; do
            POKI_LIBRARY="$W/$side" "$POKI" list --format '{id}' > "$SCRATCH/$side-list.txt" 2>&1; echo "list-$side=$?"
            POKI_LIBRARY="$W/$side" "$POKI" check > "$SCRATCH/$side-check.txt" 2>&1; echo "check-$side=$?"
        done
        ls "$W/a/photos" | tr '\\n' ' '
        """
        let result = try ShellScript.run(script, environment: [
            "SCRATCH": album.scratch.path, "POKI": PokiProcess.executable.path,
            "HARNESS": root.appendingPathComponent("Tests/Sync/two_devices.sh").path,
            "P0": images[0], "P1": images[1], "P2": images[2], "P3": images[3], "P4": images[4],
        ], privateNetwork: true, timeLimit: 170)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("b-before=1000 1001 1002 "), "device B sees what A added: \(result.standardOutput)")
        // Syncthing really made conflict copies of the documents both devices wrote.
        #expect(result.standardOutput.contains("1001.sync-conflict-") && result.standardOutput.contains("1003.sync-conflict-"), "\(result.standardOutput)")
        for side in ["a", "b"] {
            #expect(result.standardOutput.contains("list-\(side)=0"), "\(result.standardOutput)")
            let listed = try String(contentsOf: album.scratch.appendingPathComponent("\(side)-list.txt"), encoding: .utf8)
            #expect(listed.split(separator: "\n").sorted() == ["1000", "1001", "1002", "1003"], "device \(side): \(listed)")
            #expect(result.standardOutput.contains("check-\(side)=1"), "\(result.standardOutput)")
            let check = try String(contentsOf: album.scratch.appendingPathComponent("\(side)-check.txt"), encoding: .utf8)
            #expect(check.contains("conflict copy of photos/1001.json") && check.contains("conflict copy of photos/1003.json"), "device \(side): \(check)")
            #expect(!check.contains("unreadable document") && !check.contains("image that no photo refers to"), "device \(side): \(check)")
        }
    }
}
