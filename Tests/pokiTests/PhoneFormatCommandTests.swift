import Foundation
import Testing
import PokiImaging
import PokiTestSupport

/// HEIC and WebP through poki's commands as a user meets them (issue #27): imported as photos,
/// cut, shared and exported as JPEG without their location, which exiftool, not poki, checks.
@Suite struct PhoneFormatCommandTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    private func fixture(_ name: String) -> String {
        PokiProcess.fixtures.appendingPathComponent("phone/" + name).path
    }

    /// An iPhone photo stored on its side (a grid of tiles turned by `irot`) is decoded as stored
    /// and only its sample turned: poki holds the picture's RGB planes once (36 MB for these 12
    /// megapixels), where libheif's own turning copies them whole (73 MB over the start-up's).
    @Test func aTurnedIPhonePhotoIsNotCopiedToBeTurned() throws {
        let small = try MeasuredRun.run(["colours", fixture("orientation-1.heic")])
        let turned = try MeasuredRun.run(["colours", fixture("iphone-grid-irot270-exif6.heic")])
        #expect(small.status == 0 && turned.status == 0, "\(turned.standardError)")
        let planesKiB = 3024 * 4032 * 3 / 1024
        #expect(turned.peakMemoryKiB - small.peakMemoryKiB < planesKiB * 7 / 5, "peak \(turned.peakMemoryKiB) KiB")
    }

    @Test func aFolderOfPhoneFilesImportsLikeJPEGs() throws {
        let files = ["split-exif6-gps.heic", "split.webp", "iphone-grid-irot270-exif6.heic", "harufilm-pink.webp"].map(fixture)
        let result = try album.poki(["import", "--json"] + files)
        #expect(result.status == 0, "\(result.standardError)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let imported = try #require(summary["imported"] as? [[String: Any]])
        #expect(imported.compactMap { $0["id"] as? Int } == [1000, 1001, 1002, 1003], "counted as photos")
        let shown = try album.poki(["show", "1002", "--json"])
        let photo = try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
        #expect(photo["format"] as? String == "heif")
        #expect(photo["width"] as? Int == 3024 && photo["height"] as? Int == 4032)
        #expect(photo["date"] as? String == "2018-07-31")
        let print = try album.poki(["show", "1003", "--json"])
        #expect(print.standardOutput.contains("\"layout\""), "the WebP print is found as a print")
        let stored = try FileManager.default.contentsOfDirectory(atPath: album.directory.appendingPathComponent("images").path).sorted()
        #expect(stored.contains("1000.heic") && stored.contains("1001.webp"), "\(stored)")
        let original = try Data(contentsOf: URL(fileURLWithPath: fixture("split-exif6-gps.heic")))
        #expect(try Data(contentsOf: album.directory.appendingPathComponent("images/1000.heic")) == original, "kept byte for byte")
        #expect(try album.poki(["check"]).status == 0)
        let grid = try album.poki(["list", "--grid"], environment: ["COLUMNS": "100"])
        #expect(grid.status == 0 && grid.standardError.isEmpty, "\(grid.standardError)")
    }

    /// A machine without libheif (here hidden by a bind mount) still imports the rest, and the
    /// HEIC is a failure that says what to install.
    @Test func withoutLibheifAHEICIsAFailureThatSaysWhatToInstall() throws {
        let script = """
        library=$(readlink -f "$(ldconfig -p | awk '$1 == "libheif.so.1" { print $NF; exit }')") || exit 99
        mount --bind /dev/null "$library" || exit 99
        "$POKI" --library "$ALBUM" import "$HEIC" "$WEBP"; echo "import $?"
        """
        let result = try ShellScript.run(
            script, environment: ["ALBUM": album.directory.path, "HEIC": fixture("split-no-exif.heic"), "WEBP": fixture("split.webp")],
            privateMounts: true
        )
        #expect(result.standardOutput.contains("error: \(fixture("split-no-exif.heic")): cannot decode HEIF on this machine: "), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("; install libheif1\n"))
        #expect(result.standardOutput.contains("imported 1, skipped 0 (duplicates 0, not images 0), failed 1\nimport 1\n"))
        #expect(try album.poki(["list", "--ids"]).standardOutput == "1000\n")
    }

    @Test func cutsOfAHEIFPrintAreJPEGs() throws {
        #expect(try album.poki(["add", fixture("harufilm-pink.heic")]).standardOutput == "1000\n")
        let folder = album.scratch.appendingPathComponent("cuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try album.poki(["cuts", "1000", "--to", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let paths = (1...4).map { folder.appendingPathComponent("1000-cut\($0).jpg").path }
        #expect(result.standardOutput == paths.map { $0 + "\n" }.joined())
        for path in paths { #expect(try ImageDecoder.decode(fileAt: path).format == .jpeg) }
    }

    /// `share` writes a JPEG of each (poki does not rewrite HEIF or WebP) and says so; exiftool
    /// finds no location in it, and the date and upright picture come along.
    @Test func sharedCopiesAreJPEGsWithoutTheLocation() throws {
        #expect(try album.poki(["add", fixture("split-exif6-gps.heic"), fixture("split-exif6-gps.webp")]).status == 0)
        let folder = album.scratch.appendingPathComponent("to friends")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try album.poki(["share", "1000", "1001", "--to", folder.path, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let copies = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(copies.map { ($0["path"] as? String)?.hasSuffix(".jpg") == true } == [true, true])
        #expect(copies.allSatisfy { $0["removedLocation"] as? Bool == true })
        #expect(copies.allSatisfy { (($0["notes"] as? [String]) ?? []).contains { $0.hasPrefix("written as a JPEG") } }, "\(copies)")
        // A HEIF turns itself: its copy is written turned, with no orientation to carry; a WebP's keeps its EXIF orientation.
        let notes = copies.map { (($0["notes"] as? [String]) ?? []).joined(separator: " ") }
        #expect(notes.first?.contains("the picture is written turned as it shows") == true, "\(notes)")
        #expect(notes.last?.contains("the capture date and orientation came along") == true, "\(notes)")
        let paths = copies.compactMap { $0["path"] as? String }
        let exiftool = try ShellScript.run(#"exiftool -a -G1 -s -ee -n "$@" 2>&1 | grep -i -E 'gps|latitude|longitude|location' || true"#
            .replacingOccurrences(of: "\"$@\"", with: paths.map { "'\($0)'" }.joined(separator: " ")))
        #expect(exiftool.standardOutput == "", "exiftool found: \(exiftool.standardOutput)")
        let heif = try ImageAnalyzer.analyze(fileAt: paths[0])
        #expect(heif.width == 120 && heif.height == 80 && heif.orientation == 1)
        #expect(heif.capturedAt?.iso8601 == "2026-04-05T13:14:15+09:00")
        let webP = try ImageAnalyzer.analyze(fileAt: paths[1])
        #expect(webP.width == 80 && webP.height == 120, "the WebP's EXIF orientation comes along")
    }

    /// A HEIC print shared with its code covered: a JPEG in which neither zbarimg finds a code nor
    /// exiftool a location; asked to keep the location as well, the copy says it could not.
    @Test func aHEICPrintIsSharedWithItsCodeCovered() throws {
        #expect(try album.poki(["add", fixture("print-with-code-gps.heic")]).status == 0)
        let folder = album.scratch.appendingPathComponent("masked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try album.poki(["share", "1000", "--to", folder.path, "--mask-qr", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let copy = try #require((try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])?.first)
        #expect(copy["coveredCodes"] as? Int == 1)
        let path = try #require(copy["path"] as? String)
        #expect(path.hasSuffix(".jpg"))
        let readers = try ShellScript.run("""
        zbarimg -q '\(path)'; echo "zbarimg $?"
        exiftool -a -G1 -s -ee -n '\(path)' | grep -i -E 'gps|latitude|longitude' || true
        """)
        #expect(readers.standardOutput == "zbarimg 4\n", "\(readers.standardOutput)")

        let kept = album.scratch.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        let keeping = try album.poki(["share", "1000", "--to", kept.path, "--mask-qr", "--keep-location"])
        #expect(keeping.status == 0, "\(keeping.standardError)")
        #expect(keeping.standardOutput.hasSuffix(".jpg\n"))
        #expect(keeping.standardError.contains("the location could not be kept"), "\(keeping.standardError)")
    }

    @Test func keepingTheLocationSharesTheOriginal() throws {
        #expect(try album.poki(["add", fixture("split-exif6-gps.heic")]).status == 0)
        let folder = album.scratch.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try album.poki(["share", "1000", "--to", folder.path, "--keep-location"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix(".heic\n"))
        let copy = try Data(contentsOf: URL(fileURLWithPath: String(result.standardOutput.dropLast())))
        #expect(copy == (try Data(contentsOf: URL(fileURLWithPath: fixture("split-exif6-gps.heic")))))
    }

    @Test func theWebAlbumHasJPEGOriginals() throws {
        #expect(try album.poki(["add", fixture("split-exif6-gps.heic")]).status == 0)
        let web = album.scratch.appendingPathComponent("web")
        let result = try album.poki(["export", "--html", web.path, "--originals"])
        #expect(result.status == 0, "\(result.standardError)")
        let originals = try FileManager.default.contentsOfDirectory(atPath: web.appendingPathComponent("originals").path)
        #expect(originals.count == 1 && originals[0].hasSuffix(".jpg"), "\(originals)")
        let path = web.appendingPathComponent("originals/" + originals[0]).path
        #expect(try ImageDecoder.decode(fileAt: path).format == .jpeg)
        let exiftool = try ShellScript.run("exiftool -a -G1 -s -n '\(path)' | grep -i -E 'gps|latitude|longitude' || true")
        #expect(exiftool.standardOutput == "")
    }
}
