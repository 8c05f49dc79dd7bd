import Foundation
import Testing
import PokiTestSupport

/// One album on two devices with the real Syncthing (issue #30, item 1): two instances on
/// loopback in a private network namespace (`Tests/Sync/two_devices.sh`) share the album folder;
/// both devices change it while apart, Syncthing makes its conflict copies, and poki on each
/// device still lists every photo and names each conflict in `check` rather than calling it a
/// damaged document or an orphan image; and the next write on one device merges them, so both
/// devices end with the same album, every photo once.
@Suite struct SyncthingTwoDevicesTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    /// Runs `body` in a private network namespace after starting devices A and B
    /// (`Tests/Sync/two_devices.sh`) on `$W/a` and `$W/b`, each with the shipped `.stignore`, and
    /// with the shell functions `a` and `b` running poki on each; stops them whatever happens.
    private func onTwoDevices(_ body: String, environment: [String: String], timeLimit: Int) throws -> PokiProcess.Result {
        let root = PokiProcess.fixtures.deletingLastPathComponent()
        let script = """
        ip link set lo up || exit 99
        W="$SCRATCH/sync"
        trap '"$HARNESS" stop "$W" >/dev/null 2>&1' EXIT
        "$HARNESS" start "$W" >/dev/null || exit 98
        for side in a b; do cp "$STIGNORE" "$W/$side/.stignore"; done
        a() { POKI_LIBRARY="$W/a" "$POKI" "$@"; }
        b() { POKI_LIBRARY="$W/b" "$POKI" "$@"; }

        """ + body
        return try ShellScript.run(script, environment: environment.merging([
            "SCRATCH": album.scratch.path, "POKI": PokiProcess.executable.path,
            "HARNESS": root.appendingPathComponent("Tests/Sync/two_devices.sh").path,
            "STIGNORE": root.appendingPathComponent("Documentation/album.stignore").path,
        ]) { $1 }, privateNetwork: true, timeLimit: timeLimit)
    }

    @Test(.timeLimit(.minutes(3)))
    func conflictCopiesFromBothDevicesAreNamedAndNothingElseBreaks() throws {
        let images = try album.distinctImages(5)
        let script = """
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
            for pose in user-1000 user-1001; do
                POKI_LIBRARY="$W/$side" "$POKI" pose show $pose --json | grep -e '"title"' -e '"imageSHA256"'
            done > "$SCRATCH/$side-poses.txt"
        done
        ls "$W/a/photos" | tr '\\n' ' '
        """
        let result = try onTwoDevices(script, environment: [
            "P0": images[0], "P1": images[1], "P2": images[2], "P3": images[3], "P4": images[4],
        ], timeLimit: 170)
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

    /// Both devices change the album apart: 50 new photos on each (so 50 IDs given twice), the same
    /// photo's memo and tag edited on both, a photo deleted on A and edited on B, a tag renamed on
    /// A while B adds a photo under its old name. After Syncthing and one `check --repair` on A,
    /// both devices list the same 104 photos, every one once with its own image, both memos kept,
    /// the edited photo back from the trash, B's photo under the new tag; a third round of changes
    /// after the merge syncs without a conflict left.
    @Test(.timeLimit(.minutes(4)))
    func theNextWriteMergesBothDevicesChanges() throws {
        let images = try album.distinctImages(105)
        let listOfImages = album.scratch.appendingPathComponent("images.txt")
        try Data(images.joined(separator: "\n").utf8).write(to: listOfImages)
        let script = """
        mapfile -t P < "$IMAGES"
        a add "${P[@]:0:3}" --date 2026-11-01 >/dev/null || exit 97
        a tags add 친구 >/dev/null || exit 97
        "$HARNESS" wait "$W" >/dev/null || exit 98
        "$HARNESS" pause "$W" >/dev/null || exit 98
        a tags rename 친구 friends >/dev/null || exit 97
        b add "${P[104]}" --tag 친구 --date 2026-11-04 --memo 'tagged' >/dev/null 2>&1 || exit 97
        a add "${P[@]:3:50}" --date 2026-11-02 --memo 'a' >/dev/null 2>&1 || exit 97
        b add "${P[@]:53:50}" --date 2026-11-03 --memo 'b' >/dev/null 2>&1 || exit 97
        a edit 1001 --memo 'from a' --tag 하루필름 >/dev/null || exit 97
        b edit 1001 --memo 'from b' >/dev/null || exit 97
        a delete 1002 --yes >/dev/null || exit 97
        b edit 1002 --memo 'keep me' >/dev/null || exit 97
        a pose add "${P[0]}" --category two --title 'pose a' >/dev/null || exit 97
        b pose add "${P[1]}" --category alone --title 'pose b' >/dev/null || exit 97
        "$HARNESS" resume "$W" >/dev/null || exit 98
        "$HARNESS" wait "$W" 90 >/dev/null || exit 98
        echo "conflicts=$(ls "$W/a/photos" | grep -c sync-conflict)"
        # A merge killed halfway (SIGKILL), then one that finishes it.
        POKI_LIBRARY="$W/a" "$POKI" check --repair > "$SCRATCH/killed.txt" 2>&1 & sleep 0.3; kill -9 $! 2>/dev/null; wait $! 2>/dev/null
        echo "left-after-kill=$(ls "$W/a/photos" | grep -c sync-conflict)"
        a check --repair > "$SCRATCH/merge.txt" 2>&1; echo "merge=$?"
        "$HARNESS" wait "$W" 90 >/dev/null || exit 98
        for side in a b; do
            POKI_LIBRARY="$W/$side" "$POKI" list --format '{id} {sha256} {memo.firstLine}' | sort > "$SCRATCH/$side-list.txt"
            POKI_LIBRARY="$W/$side" "$POKI" check > "$SCRATCH/$side-check.txt" 2>&1; echo "check-$side=$?"
            for pose in user-1000 user-1001; do
                POKI_LIBRARY="$W/$side" "$POKI" pose show $pose --json | grep -e '"title"' -e '"imageSHA256"'
            done > "$SCRATCH/$side-poses.txt"
        done
        (cd "$W/a/images" && sha256sum -- *) > "$SCRATCH/a-images.txt"
        b show 1001 --json > "$SCRATCH/b-1001.json"
        b list --tag friends --format '{memo}' > "$SCRATCH/b-friends.txt"
        # A third round, after the merge: an edit on A, a new photo on B.
        "$HARNESS" pause "$W" >/dev/null || exit 98
        a edit 1001 --memo 'settled' >/dev/null || exit 97
        b add "${P[103]}" --date 2026-11-05 >/dev/null 2>&1 || exit 97
        "$HARNESS" resume "$W" >/dev/null || exit 98
        "$HARNESS" wait "$W" 90 >/dev/null || exit 98
        for side in a b; do
            POKI_LIBRARY="$W/$side" "$POKI" check > "$SCRATCH/$side-check3.txt" 2>&1; echo "check3-$side=$?"
            POKI_LIBRARY="$W/$side" "$POKI" list --format '{id} {memo.firstLine}' | sort > "$SCRATCH/$side-list3.txt"
        done
        """
        let result = try onTwoDevices(script, environment: ["IMAGES": listOfImages.path], timeLimit: 230)
        func file(_ name: String) throws -> String {
            try String(contentsOf: album.scratch.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        // Syncthing set aside the 50 documents both devices wrote as new, and the one both edited.
        let conflicts = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("conflicts=") }.flatMap { Int($0.dropFirst(10)) }
        #expect((conflicts ?? 0) >= 51, "\(result.standardOutput)")
        let merge = try file("merge.txt")
        #expect(result.standardOutput.contains("merge=0"), "\(result.standardOutput)\(merge)")
        // Between the killed run and the last, every photo given an ID twice was renumbered once.
        let both = try file("killed.txt") + merge
        #expect(both.components(separatedBy: "(from device ").count - 1 <= 50, "\(both)")
        #expect(!merge.contains("sync-conflict") || merge.contains("repaired"), "\(merge)")
        let listA = try file("a-list.txt"), listB = try file("b-list.txt")
        #expect(listA == listB, "both devices list the same album")
        let rows = listA.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2).map(String.init) }
        #expect(rows.count == 104 && Set(rows.map { $0[0] }).count == 104, "\(listA)")
        #expect(Set(rows.map { $0[1] }).count == 104, "every image once")
        #expect(rows.filter { $0.count > 2 && $0[2] == "a" }.count == 50 && rows.filter { $0.count > 2 && $0[2] == "b" }.count == 50)
        #expect(rows.contains { $0[0] == "1002" && $0.count > 2 && $0[2] == "keep me" })
        // Each image file holds what its photo's document says.
        let hashes = try file("a-images.txt")
        for row in rows { #expect(hashes.contains(row[1]), "\(row)") }
        for side in ["a", "b"] {
            let check = try file("\(side)-check.txt"), third = try file("\(side)-check3.txt")
            #expect(result.standardOutput.contains("check-\(side)=0"), "\(side): \(check)")
            #expect(result.standardOutput.contains("check3-\(side)=0"), "\(side): \(third)")
        }
        #expect(try file("b-friends.txt") == "tagged\n", "the photo B added under the old name is under the new one")
        // Both devices' poses, numbered alike on both, each with its own picture.
        let poses = try file("a-poses.txt")
        #expect(poses == (try file("b-poses.txt")), "both devices list the same poses")
        #expect(poses.contains("pose a") && poses.contains("pose b"), "\(poses)")
        for image in images[0...1] {
            let sha = try ShellScript.run("sha256sum \"$F\" | cut -d' ' -f1", environment: ["F": image]).standardOutput
            #expect(poses.contains(sha.trimmingCharacters(in: .whitespacesAndNewlines)), "\(poses)")
        }
        let merged = try #require(try JSONSerialization.jsonObject(with: Data(try file("b-1001.json").utf8)) as? [String: Any])
        let memo = try #require(merged["memo"] as? String)
        #expect(memo.contains("from a") && memo.contains("from b"), "\(memo)")
        #expect((merged["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        let third = try file("a-list3.txt")
        let thirdOnB = try file("b-list3.txt")
        #expect(third == thirdOnB && third.split(separator: "\n").count == 105, "\(third)")
        #expect(third.contains("1001 settled"), "\(third)")
    }
}
