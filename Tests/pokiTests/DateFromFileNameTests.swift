import Foundation
import Testing
import PokiTestSupport

/// Photos without an EXIF date take the day in their file name; the others that get today's date
/// are named in one warning; every document says where its day came from (`dateSource`).
@Suite struct DateFromFileNameTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    static var today: String { LocalDay.today }

    @Test func addTakesTheDayFromTheFileNameAndWarnsOnceAboutToday() throws {
        let files = try named(["IMG_20250722_143012.png", "KakaoTalk_Photo_2025-07-23-14-30-12.png", "scan 0001.png"])
        let result = try album.poki(["add"] + files)
        #expect(result.status == 0)
        #expect(result.standardOutput == "1000\n1001\n1002\n")
        #expect(result.standardError == "warning: 1002 (\(files[2])) got today's date, \(Self.today), having no date in its EXIF, XMP, file name or printed text; "
            + "set the day with --date YYYY-MM-DD when adding, or 'poki edit 1002 --date YYYY-MM-DD'\n")
        #expect(try days() == [
            1000: ["2025-07-22", "fileName"], 1001: ["2025-07-23", "fileName"], 1002: [Self.today, "today"],
        ])

        #expect(try album.poki(["show", "1000"]).standardOutput.contains("\nday:      from the file name\n"))
        #expect(try album.poki(["show", "1002"]).standardOutput.contains("\nday:      the day it was added (no date in its EXIF, XMP, file name or printed text)\n"))
        #expect(try album.poki(["edit", "1002", "--date", "2024-12-24"]).status == 0)
        #expect(try days()[1002] == ["2024-12-24", "given"])
    }

    @Test func exifBeatsTheFileNameAndAGivenDayBeatsBoth() throws {
        // lifefourcuts-sky.jpg has DateTimeOriginal 2026-02-11.
        let exif = album.scratch.appendingPathComponent("2025-07-22_홍대.jpg").path
        try FileManager.default.copyItem(atPath: PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path, toPath: exif)
        let given = try named(["IMG_20250722_143012.png"])[0]
        let first = try album.poki(["add", exif])
        let second = try album.poki(["add", given, "--date", "2024-01-02"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.standardError.isEmpty && second.standardError.isEmpty)
        #expect(try days() == [1000: ["2026-02-11", "exif"], 1001: ["2024-01-02", "given"]])
    }

    /// The scans: 42 of 51 got today's date although the day was in every name.
    @Test func importNamesEveryPhotoThatGotTodaysDateInOneLine() throws {
        let files = try named(["a-IMG_20250722_143012.png", "b-scan.png", "c-scan.png", "d-Screenshot_20250722-143012.png",
                               "e-scan.png", "f-20250101_000000.png"])
        let dry = try album.poki(["import", album.scratch.path, "--dry-run"])
        #expect(dry.standardError.contains("warning: 3 photos would get today's date, \(Self.today), having no date in their EXIF, XMP, file names or printed text: 1001-1002, 1004;"))

        let result = try album.poki(["import", album.scratch.path, "--json"])
        #expect(result.status == 0)
        let warnings = result.standardError.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings == ["warning: 3 photos got today's date, \(Self.today), having no date in their EXIF, XMP, file names or printed text: 1001-1002, 1004; "
            + "set the day with --date YYYY-MM-DD when adding, or 'poki edit ID --date YYYY-MM-DD'"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let imported = try #require(document["imported"] as? [[String: Any]])
        #expect(imported.map { $0["dateSource"] as? String } == ["fileName", "today", "today", "fileName", "today", "fileName"])
        #expect(imported.map { $0["path"] as? String } == files)
        #expect(try days()[1005] == ["2025-01-01", "fileName"])

        let again = try album.poki(["import", album.scratch.path])
        #expect(again.status == 0)
        #expect(!again.standardError.contains("warning:"))
    }

    @Test func aManifestDayIsGivenAndARowWithoutOneTakesTheFileName() throws {
        let files = try named(["IMG_20250722_143012.png", "IMG_20250723_143012.png"])
        let manifest = album.scratch.appendingPathComponent("visits.csv")
        try Data("path,date\n\(files[0]),2026-01-02\n\(files[1]),\n".utf8).write(to: manifest)
        let result = try album.poki(["import", "--manifest", manifest.path])
        #expect(result.status == 0)
        #expect(try days() == [1000: ["2026-01-02", "given"], 1001: ["2025-07-23", "fileName"]])
    }

    // MARK: Helpers

    /// Distinct PNGs (no EXIF) under the given names in the scratch folder.
    private func named(_ names: [String]) throws -> [String] {
        let sources = try album.distinctImages(names.count, named: "source")
        return try zip(sources, names).map { source, name in
            let path = album.scratch.appendingPathComponent(name).path
            try FileManager.default.moveItem(atPath: source, toPath: path)
            return path
        }
    }

    /// Each photo's `[date, dateSource]`, by ID.
    private func days() throws -> [Int: [String]] {
        let output = try album.poki(["list", "--json"]).standardOutput
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        var days: [Int: [String]] = [:]
        for photo in photos {
            days[photo["id"] as? Int ?? 0] = [photo["date"] as? String ?? "", photo["dateSource"] as? String ?? ""]
        }
        return days
    }
}
