import Foundation
import Testing
import PokiTestSupport

/// What `check` must see in an album changed from outside, and what every command does then: a
/// lost `album.json`, pictures of a killed `pose add`/`profile set`, a read-only album, a link as
/// the album folder.
@Suite struct AlbumIntegrityCommandTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    @Test func anAlbumWithoutItsMarkerIsReportedNotReadAsEmptyAndRepaired() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["add"] + files).status == 0)
        let marker = album.directory.appendingPathComponent("album.json").path
        try FileManager.default.removeItem(atPath: marker)
        let before = try album.snapshot()

        let expected = "album.json is missing, though the album holds 3 photos; 'poki check --repair' restores it (\(album.directory.path))"
        let list = try album.poki(["list"])
        #expect(list.status == 1)
        #expect(list.standardError == "error: \(expected)\n")
        let add = try album.poki(["add", try album.distinctImages(1, named: "more")[0]])
        #expect(add.status == 1)
        #expect(add.standardError == "error: \(expected)\n")
        #expect(try album.snapshot() == before)

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput == "album.json is missing, though the album holds 3 photos (\(marker))\n")
        #expect(try album.poki(["check", "--repair"]).status == 0)
        #expect(try album.poki(["list", "--json"]).status == 0)
        #expect(try album.poki(["check"]).standardError == "the album is fine\n")
    }

    @Test func picturesLeftByAKilledPoseAddOrProfileSetAreFoundAndQuarantined() throws {
        let image = try album.distinctImages(2)
        #expect(try album.poki(["pose", "add", image[0], "--category", "two", "--title", "브이"]).status == 0)
        let poses = album.directory.appendingPathComponent("poses")
        let profile = album.directory.appendingPathComponent("profile")
        // A pose add killed after renaming its picture in, before poses.json; a profile set killed
        // after its picture, before profile.json.
        try FileManager.default.copyItem(atPath: image[1], toPath: poses.appendingPathComponent("user-1001.png").path)
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: image[1], toPath: profile.appendingPathComponent("picture-0a1b2c3d.png").path)

        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput == """
            image that no photo refers to (\(poses.path)/user-1001.png)
            image that no photo refers to (\(profile.path)/picture-0a1b2c3d.png)

            """)
        #expect(try album.poki(["check", "--repair"]).status == 0)
        let quarantine = album.directory.appendingPathComponent("quarantine").path
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: quarantine)) == ["user-1001.png", "picture-0a1b2c3d.png"])
        #expect(try album.poki(["pose", "show", "user-1000"]).status == 0)
    }

    @Test func aReadOnlyAlbumCanBeChecked() throws {
        let files = try album.distinctImages(2)
        #expect(try album.poki(["add"] + files).status == 0)
        let path = album.directory.path
        // A read-only bind mount: even root cannot create or open the lock for writing there.
        let result = try ShellScript.run("""
            mount --bind "$ALBUM" "$ALBUM" && mount -o remount,ro,bind "$ALBUM" || exit 99
            POKI_LIBRARY="$ALBUM" "$POKI" check; echo "check=$?"
            POKI_LIBRARY="$ALBUM" "$POKI" add "$NEW"; echo "add=$?"
            """, environment: ["ALBUM": path, "NEW": try album.distinctImages(1, named: "new")[0]], privateMounts: true)
        #expect(result.standardOutput.contains("the album is fine\ncheck=0\n"))
        #expect(result.standardOutput.contains("error: the album at \(path) is read-only; nothing was changed\n"))
        #expect(result.standardOutput.hasSuffix("add=1\n"))
    }

    @Test func aSymbolicLinkAsTheAlbumFolderIsFollowed() throws {
        let files = try album.distinctImages(2)
        #expect(try album.poki(["add", files[0]]).status == 0)
        let link = album.scratch.appendingPathComponent("album-link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: album.directory.path)
        let environment = ["POKI_LIBRARY": link]
        #expect(try PokiProcess.run(["add", files[1]], environment: environment).standardOutput == "1001\n")
        #expect(try PokiProcess.run(["list", "--json"], environment: environment).standardOutput.contains("\"id\" : 1001"))
        let check = try PokiProcess.run(["check"], environment: environment)
        #expect(check.status == 0)
        #expect(check.standardError == "the album is fine\n")
        #expect(FileManager.default.fileExists(atPath: album.directory.appendingPathComponent("photos/1001.json").path))
    }

    @Test func theAlbumIsPrivateWhateverTheUmaskAndCheckTightensLooserModes() throws {
        let files = try album.distinctImages(2)
        // umask 000 would leave every file world-writable if poki relied on it.
        let added = try ShellScript.run("""
            umask 000
            POKI_LIBRARY="$ALBUM" "$POKI" add --date 2026-11-20 "$IMAGE"
            POKI_LIBRARY="$ALBUM" "$POKI" pose add "$IMAGE2" --category alone --title 셀카
            """, environment: ["ALBUM": album.directory.path, "IMAGE": files[0], "IMAGE2": files[1]])
        #expect(added.standardOutput == "1000\nuser-1000\n")
        let modes = try Self.modes(under: album.directory.path)
        #expect(modes[album.directory.path] == 0o700)
        #expect(modes.count > 10)
        for (path, mode) in modes {
            #expect(mode == 0o700 || mode == 0o600, "\(path) has mode \(String(mode, radix: 8))")
        }

        // An album made by an older poki, or copied in with other modes.
        let images = album.directory.appendingPathComponent("images").path
        let document = album.directory.appendingPathComponent("photos/1000.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: images)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: document)
        let check = try album.poki(["check"])
        #expect(check.status == 1)
        #expect(check.standardOutput == "2 files or folders can be read by other users; albums are private (\(images))\n")
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.status == 0)
        #expect(repair.standardError.contains("repaired: made 2 files and folders private (0600, 0700)"))
        let after = try Self.modes(under: album.directory.path)
        #expect(after[images] == 0o700 && after[document] == 0o600)
    }

    /// The permission bits of a directory and everything in it.
    static func modes(under root: String) throws -> [String: Int] {
        var result: [String: Int] = [:]
        func record(_ path: String) throws {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            result[path] = (attributes[.posixPermissions] as? Int) ?? -1
        }
        try record(root)
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String { try record(root + "/" + relative) }
        return result
    }
}
