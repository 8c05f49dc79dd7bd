import Foundation
import Testing
import PokiTestSupport

/// A photo's session video (issue #26): kept beside its image, shown, checked, moved to the trash
/// and back with it, shared and published without where it was made (exiftool, not poki, checks),
/// and played in the HTML album by Chromium.
@Suite struct SessionVideoTests {
    let album: TemporaryAlbum
    let fixtures = PokiProcess.fixtures

    init() throws {
        album = try TemporaryAlbum()
    }

    private func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    private func file(_ relative: String) -> String { album.directory.appendingPathComponent(relative).path }

    @Test func aClipAddedWithAPhotoIsKeptShownCheckedAndTrashedWithIt() throws {
        let added = try album.poki(["add", fixture("album/harufilm-pink.jpg"), "--video", fixture("video/livephoto.mov")])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == "1000\n")
        #expect(FileManager.default.contentsEqual(atPath: file("images/1000.mov"), andPath: fixture("video/livephoto.mov")))

        let shown = try album.poki(["show", "1000", "--no-preview"])
        #expect(shown.standardOutput.contains("video:    \(file("images/1000.mov")) (1.0 s, 23376 bytes)\n"), "\(shown.standardOutput)")
        let json = try album.poki(["show", "1000", "--json"]).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let video = try #require(document["video"] as? [String: Any])
        #expect(video["file"] as? String == "1000.mov")
        #expect(video["size"] as? Int == 23376)
        #expect(video["duration"] as? Double == 1)
        #expect(document["videoPath"] as? String == file("images/1000.mov"))
        #expect(document["schemaVersion"] as? Int == 3)

        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: file("trash/1000.mov")))
        #expect(!FileManager.default.fileExists(atPath: file("images/1000.mov")))
        #expect(try album.poki(["check"]).status == 0)
        #expect(try album.poki(["restore", "1000"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: file("images/1000.mov")))
        #expect(try album.poki(["check"]).status == 0)

        // A clip changed or lost behind poki's back is reported, naming the file.
        try Data("not the clip".utf8).write(to: URL(fileURLWithPath: file("images/1000.mov")))
        let changed = try album.poki(["check"])
        #expect(changed.status == 1)
        #expect(changed.standardOutput.contains("photo 1000's video does not match its recorded SHA-256 (\(file("images/1000.mov")))"), "\(changed.standardOutput)")
        try FileManager.default.removeItem(atPath: file("images/1000.mov"))
        let lost = try album.poki(["check"])
        #expect(lost.standardOutput.contains("photo 1000 has no video file (\(file("images/1000.mov")))"), "\(lost.standardOutput)")
        // A lost clip holds nothing back: the photo goes to the trash and comes back without it,
        // and check --repair forgets the record (deleting nothing).
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: file("trash/1000.json")))
        #expect(try album.poki(["restore", "1000"]).status == 0)
        #expect(try album.poki(["check"]).standardOutput.contains("photo 1000 has no video file"))
        let repair = try album.poki(["check", "--repair"])
        #expect(repair.standardError.contains("repaired: photo 1000's video was gone from \(file("images/1000.mov")): forgot it (the photo stays)"), "\(repair.standardError)")
        #expect(try album.poki(["check"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: file("images/1000.jpg")))
        let forgotten = try album.poki(["show", "1000", "--json"]).standardOutput
        #expect(!forgotten.contains("\"video\"") && forgotten.contains("\"schemaVersion\" : 2"))
    }

    @Test func whatIsNotAClipIsRefusedAndNothingIsAdded() throws {
        _ = try album.poki(["add", fixture("album/harufilm-pink.jpg")])
        let before = try album.snapshot()
        let html = try album.poki(["add", fixture("album/photoism-mint.jpg"), "--video", fixture("video/not-a-video.mp4")])
        #expect(html.status == 1)
        #expect(html.standardError.contains("error: \(fixture("video/not-a-video.mp4")): not an MP4 or MOV video\n"), "\(html.standardError)")
        // A HEIC picture shares the ISO box format, but is not a video.
        let heic = try album.poki(["add", fixture("album/photoism-mint.jpg"), "--video", fixture("phone/iphone-grid-irot270-exif6.heic"), "--json"])
        #expect(heic.status == 1)
        #expect(heic.standardOutput.contains("not an MP4 or MOV video"))
        let missing = try album.poki(["add", fixture("album/photoism-mint.jpg"), "--video", "/nonexistent/clip.mp4"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("/nonexistent/clip.mp4"))
        #expect(try album.snapshot() == before)

        let two = try album.poki(["add", fixture("album/photoism-mint.jpg"), fixture("album/lifefourcuts-sky.jpg"), "--video", fixture("video/session.mp4")])
        #expect(two.status == 2)
        #expect(two.standardError.contains("--video keeps a clip with one photo file"))
        let noVideo = try album.poki(["add", fixture("album/photoism-mint.jpg"), "--no-video"])
        #expect(noVideo.status == 2)
        #expect(noVideo.standardError.contains("--no-video needs --url or --qr"))
        #expect(try album.snapshot() == before)
    }

    /// `share --video` copies the clip beside the photo; exiftool finds the iPhone-style location
    /// (QuickTime `©xyz` and the `com.apple.quicktime.location.ISO6709` key) in the original and
    /// none in the copy, and still reads the copy as a movie of the same length.
    @Test func aSharedClipLeavesItsLocationBehind() throws {
        _ = try album.poki(["add", fixture("album/harufilm-pink.jpg"), "--video", fixture("video/livephoto.mov"), "--date", "2025-10-16", "--tag", "하루필름"])
        _ = try album.poki(["add", fixture("album/photoism-mint.jpg")])
        let folder = album.scratch.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shared = try album.poki(["share", "1000", "1001", "--to", folder.path, "--video"])
        #expect(shared.status == 0, "\(shared.standardError)")
        let jsonFolder = album.scratch.appendingPathComponent("shared-json")
        try FileManager.default.createDirectory(at: jsonFolder, withIntermediateDirectories: true)
        let json = try album.poki(["share", "1000", "--to", jsonFolder.path, "--video", "--json"]).standardOutput
        #expect(json.contains("\"removedLocation\" : true") && json.contains("\"videoPath\""), "\(json)")
        let clip = folder.appendingPathComponent("2025-10-16_하루필름_1000.mov").path
        #expect(shared.standardOutput.contains(folder.appendingPathComponent("2025-10-16_하루필름_1000.jpg").path + "\n" + clip + "\n"))
        #expect(shared.standardError.contains("note: photo 1000: left the video's metadata out"))

        let tags = { (path: String) throws -> String in
            try ShellScript.run(#"exiftool -G1 -a -n "$FILE""#, environment: ["FILE": path]).standardOutput
        }
        let original = try tags(fixture("video/livephoto.mov"))
        #expect(original.contains("GPS Coordinates"), "the fixture holds a location: \(original)")
        let copy = try tags(clip)
        #expect(!copy.contains("GPS") && !copy.contains("Location") && !copy.contains("37.5665"), "\(copy)")
        #expect(copy.contains("Duration"))
        #expect(copy.contains("Image Width                     : 320"))
        #expect(try String(contentsOf: URL(fileURLWithPath: clip), encoding: .isoLatin1).contains("37.5665") == false)

        // Where exiftool also looks, and a walker of udta and meta alone would not: moov/meco, moof/traf.
        for (id, hidden) in [(1002, "video/location-in-meco.mov"), (1003, "video/location-in-moof.mp4")] {
            let photo = id == 1002 ? "album/lifefourcuts-sky.jpg" : "album/photosignature-mono.jpg"
            #expect(try album.poki(["add", fixture(photo), "--video", fixture(hidden), "--date", "2025-10-16"]).standardOutput == "\(id)\n")
            #expect(try tags(fixture(hidden)).contains("GPS Coordinates"), "\(hidden) holds a location")
            let result = try album.poki(["share", String(id), "--to", folder.path, "--video"])
            #expect(result.status == 0, "\(result.standardError)")
            // The copy is named after the photo's tag: the brand its frame names, when poki reads it.
            let shown = try album.poki(["show", String(id), "--json"]).standardOutput
            let document = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
            let label = (document?["tag"] as? [String: Any])?["label"] as? String ?? ""
            let brand = label.replacingOccurrences(of: " ", with: "-")
            let copy = folder.appendingPathComponent("2025-10-16_\(brand)_\(id).\(hidden.hasSuffix(".mov") ? "mov" : "mp4")").path
            let found = try tags(copy)
            #expect(!found.contains("GPS") && !found.contains("37.5665"), "\(hidden): \(found)")
            #expect(found.contains("Duration"))
        }

        // --keep-location copies the clip as it is.
        let kept = album.scratch.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        #expect(try album.poki(["share", "1000", "--to", kept.path, "--video", "--keep-location"]).status == 0)
        #expect(FileManager.default.contentsEqual(atPath: kept.appendingPathComponent("2025-10-16_하루필름_1000.mov").path, andPath: fixture("video/livephoto.mov")))
    }

    /// A clip that cannot follow its photo (lost from the album) leaves no copy of the photo
    /// either, and the message names the photo.
    @Test func aPhotoIsSharedWholeOrNotAtAll() throws {
        _ = try album.poki(["add", fixture("album/harufilm-pink.jpg"), "--video", fixture("video/session.mp4"), "--date", "2025-10-16"])
        _ = try album.poki(["add", fixture("album/photoism-mint.jpg"), "--date", "2025-10-16"])
        try FileManager.default.removeItem(atPath: file("images/1000.mp4"))
        let folder = album.scratch.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try album.poki(["share", "1000", "1001", "--to", folder.path, "--video"])
        #expect(result.status == 1)
        #expect(result.standardError.contains(file("images/1000.mp4")), "\(result.standardError)")
        // The print says PHOTOISM on its frame: it is filed under that brand.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["2025-10-16_포토이즘_1001.jpg"])
    }

    /// The album's clip replaced by hand with something no clip is (cut short, 2 GiB of nothing):
    /// share refuses it at once, naming the file, without reading it into memory, and writes no copy.
    @Test func aClipReplacedByHandIsRefusedNotRead() throws {
        _ = try album.poki(["add", fixture("album/harufilm-pink.jpg"), "--video", fixture("video/session.mp4"), "--date", "2025-10-16"])
        let clip = file("images/1000.mp4")
        let folder = album.scratch.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cut = try Data(contentsOf: URL(fileURLWithPath: fixture("video/session.mp4"))).prefix(20_000)
        try cut.write(to: URL(fileURLWithPath: clip))
        let short = try album.poki(["share", "1000", "--to", folder.path, "--video"])
        #expect(short.status == 1)
        #expect(short.standardError.contains("\(clip): cannot copy the video safely: damaged video"), "\(short.standardError)")

        try FileManager.default.removeItem(atPath: clip)
        #expect(FileManager.default.createFile(atPath: clip, contents: Data("\0\0\0\u{18}ftypisom".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: clip))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let started = Date()
        let huge = try album.poki(["share", "1000", "--to", folder.path, "--video"])
        #expect(huge.status == 1)
        #expect(huge.standardError.contains("\(clip): cannot copy the video safely: larger than 256 MiB"), "\(huge.standardError)")
        #expect(Date().timeIntervalSince(started) < 10, "refused from its size, not read")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The HTML album plays each photo's clip under it, from the export folder, with no request
    /// leaving it; the clip there has no location either.
    @Test func theHTMLAlbumPlaysTheClip() throws {
        _ = try album.poki(["add", fixture("album/harufilm-pink.jpg"), "--video", fixture("video/session.mp4")])
        _ = try album.poki(["add", fixture("album/photoism-mint.jpg"), "--video", fixture("video/livephoto.mov")])
        let web = album.scratch.appendingPathComponent("web")
        let export = try album.poki(["export", "--html", web.path])
        #expect(export.status == 0, "\(export.standardError)")
        let page = try String(contentsOf: web.appendingPathComponent("photos/1001.html"), encoding: .utf8)
        #expect(page.contains(#"<video controls preload="metadata" src="../videos/1001-"#))
        let videos = try FileManager.default.contentsOfDirectory(atPath: web.appendingPathComponent("videos").path).sorted()
        #expect(videos.count == 2 && videos[0].hasPrefix("1000-") && videos[0].hasSuffix(".mp4") && videos[1].hasSuffix(".mov"))
        let copy = try ShellScript.run(#"exiftool -G1 -a "$DIR"/videos/1001-*"#, environment: ["DIR": web.path]).standardOutput
        #expect(!copy.contains("GPS"), "\(copy)")

        let script = fixtures.deletingLastPathComponent().appendingPathComponent("Tests/browser/check.sh").path
        let check = try ShellScript.run(#""$CHECK" "$DIR" --cards 2 --videos photos/1000.html=1 --videos photos/1001.html=1"#,
                                        environment: ["CHECK": script, "DIR": web.path], timeLimit: 600)
        #expect(check.status == 0, "\(check.standardOutput)")
        #expect(check.standardOutput.contains("video photos/1000.html: ../videos/1000-"))
        #expect(check.standardOutput.contains("plays, 2.0 s, 320x480"))
        #expect(check.standardOutput.contains("browser check passed"))
    }
}
