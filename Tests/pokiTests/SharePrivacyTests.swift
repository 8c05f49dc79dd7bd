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
        "share/phone-gps-orientation-6.jpg", "share/gps.png", "share/print-with-code-gps.jpg",
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

    @Test func theOrientationAndCaptureDateAreKept() throws {
        let folder = album.scratch.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // 1000: the block whose Exif IFD pointer runs past its end, orientation 6 before it; 1011: a phone photo.
        #expect(try album.poki(["share", "1000", "1011", "--to", folder.path]).status == 0)
        let result = try ShellScript.run(
            #"exiftool -s -s -s -n -Orientation -DateTimeOriginal -OffsetTimeOriginal -Model "$DIR"/*"#, environment: ["DIR": folder.path]
        )
        #expect(result.standardOutput == "======== \(folder.path)/2026-03-20_비분류-브랜드_1000.jpg\n6\n"
            + "======== \(folder.path)/2026-03-20_비분류-브랜드_1011.jpg\n6\n2026:03:12 15:04:05\n+09:00\n    2 image files read\n",
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
