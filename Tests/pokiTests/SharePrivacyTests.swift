import Foundation
import Testing
import PokiTestSupport

/// `share` and `export --originals` left the location in the copy whenever the metadata was not
/// what libexif expected (issue #24): every fixture under Fixtures/leaky hides one a naive
/// stripper misses. exiftool, not poki, checks every copy, in every group, embedded documents
/// and the thumbnail's own metadata included.
@Suite struct SharePrivacyTests {
    static let fixtures = [
        "leaky/exif-pointer-past-end.jpg", "leaky/thumbnail-pointer-past-end.jpg", "leaky/exif-header-ff.jpg",
        "leaky/exif-lowercase.jpg", "leaky/big-exif.png", "leaky/xmp-dji.jpg", "leaky/xmp-utf16.jpg",
        "leaky/ztxt-raw-xmp.png", "leaky/zxif.png", "leaky/trailer-mpf.jpg", "leaky/thumbnail-gps.jpg",
        "leaky/icc-meta.jpg", "leaky/icc-meta.png",
        "share/phone-gps-orientation-6.jpg", "share/gps.png", "share/print-with-code-gps.jpg",
        "phone/split-exif6-gps.heic", "phone/split-exif6-gps.webp",
    ]

    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
        for fixture in Self.fixtures {
            let added = try album.poki(["add", PokiProcess.fixtures.appendingPathComponent(fixture).path, "--date", "2026-03-20"])
            #expect(added.status == 0, "\(fixture): \(added.standardError)")
        }
    }

    /// `file: [group] tag` for every tag exiftool reads in `paths` (or in their thumbnails and
    /// previews) whose name speaks of a place.
    static func locations(in paths: [String]) throws -> [String] {
        let script = #"""
        for file in "$@"; do
          exiftool -a -G1 -s -ee -n "$file" 2>/dev/null | sed "s|^|$file: |"
          for picture in ThumbnailImage PreviewImage; do
            exiftool -b -"$picture" "$file" 2>/dev/null | exiftool -a -G1 -s -ee -n - 2>/dev/null | sed "s|^|$file ($picture): |"
          done
        done | grep -i -E 'gps|latitude|longitude|location' || true
        """#
        let arguments = paths.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let result = try ShellScript.run("set -- \(arguments)\n" + script)
        #expect(result.status == 0)
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func exiftoolFindsALocationInEveryFixture() throws {
        for fixture in Self.fixtures {
            let path = PokiProcess.fixtures.appendingPathComponent(fixture).path
            #expect(try !Self.locations(in: [path]).isEmpty, "\(fixture) hides a location")
        }
    }

    @Test func shareLeavesNoLocationExiftoolCanFind() throws {
        let folder = album.scratch.appendingPathComponent("to-minji")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ids = try album.poki(["list", "--ids"]).standardOutput.split(separator: "\n").map(String.init)
        let result = try album.poki(["share"] + ids + ["--to", folder.path, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let copies = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(copies.count == Self.fixtures.count)
        #expect(copies.allSatisfy { $0["removedLocation"] as? Bool == true }, "each copy says a location was left out")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0).path }
        #expect(paths.count == Self.fixtures.count)
        #expect(try Self.locations(in: paths) == [])
    }

    /// A VRD trailer hidden inside the last scan, its footer ending in the image's EOI: libjpeg
    /// reads past it with a warning, exiftool reads its GPS. poki cannot take it out without
    /// re-encoding, so it refuses to share, and removes the copies it already wrote.
    @Test func aCopyThatMayStillHoldALocationIsNotShared() throws {
        let hidden = try album.poki(["add", PokiProcess.fixtures.appendingPathComponent("leaky/trailer-inside-scan.jpg").path])
        let id = hidden.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try !Self.locations(in: [PokiProcess.fixtures.appendingPathComponent("leaky/trailer-inside-scan.jpg").path]).isEmpty)
        let folder = album.scratch.appendingPathComponent("refused")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let before = try album.snapshot()
        let result = try album.poki(["share", "1000", id, "--to", folder.path, "--json"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("its copy may still hold a location (libjpeg does not read it cleanly to its end"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("nothing was shared\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the copy of 1000 written first is removed")
        #expect(try album.snapshot() == before)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(document?["error"] != nil, "one JSON document, the failure")
    }

    @Test func theOrientationAndCaptureDateAreKept() throws {
        let folder = album.scratch.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // 1000: the block whose Exif IFD pointer runs past its end, orientation 6 before it; 1013: a phone photo.
        let phone = 1000 + Self.fixtures.firstIndex(of: "share/phone-gps-orientation-6.jpg")!
        #expect(try album.poki(["share", "1000", String(phone), "--to", folder.path]).status == 0)
        let result = try ShellScript.run(
            #"exiftool -s -s -s -n -Orientation -DateTimeOriginal -OffsetTimeOriginal -Model "$DIR"/*"#, environment: ["DIR": folder.path]
        )
        #expect(result.standardOutput == "======== \(folder.path)/2026-03-20_비분류-브랜드_1000.jpg\n6\n"
            + "======== \(folder.path)/2026-03-20_비분류-브랜드_\(phone).jpg\n6\n2026:03:12 15:04:05\n+09:00\n    2 image files read\n",
            "orientation and date kept, the camera's name not")
    }

    @Test func exportedOriginalsAndPicturesHoldNoLocation() throws {
        let web = album.scratch.appendingPathComponent("web")
        let result = try album.poki(["export", "--html", web.path, "--originals"])
        #expect(result.status == 0, "\(result.standardError)")
        var paths: [String] = []
        for folder in ["originals", "thumbs", "images"] {
            let directory = web.appendingPathComponent(folder)
            paths += try FileManager.default.contentsOfDirectory(atPath: directory.path).map { directory.appendingPathComponent($0).path }
        }
        #expect(paths.count == Self.fixtures.count * 3)
        #expect(try Self.locations(in: paths) == [])
    }
}
