import Foundation
import Testing
import PokiTestSupport

/// `poki import DIR --recursive --manifest M` imported the folder untagged and then skipped every
/// manifest line as "already in the album" (issue #29): a line naming a photo already in the
/// album now gives it the line's tag, memo and date, and running it again changes nothing.
@Suite struct ManifestUpdateTests {
    let album: TemporaryAlbum

    init() throws {
        album = try TemporaryAlbum()
    }

    private func document(_ id: Int) throws -> [String: Any] {
        let data = try Data(contentsOf: album.directory.appendingPathComponent("photos/\(id).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aManifestOverItsOwnFolderGivesThePhotosWhatItSays() throws {
        let folder = album.scratch.appendingPathComponent("prints")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let images = try album.distinctImages(3)
        for image in images {
            try FileManager.default.moveItem(atPath: image, toPath: folder.appendingPathComponent(URL(fileURLWithPath: image).lastPathComponent).path)
        }
        let manifest = album.scratch.appendingPathComponent("prints.csv")
        try Data("""
        path,tag,memo,date
        prints/photo-0.png,하루필름,홍대에서,2025.10.16
        prints/photo-1.png,,,2025년 10월 17일
        prints/photo-2.png,,,

        """.utf8).write(to: manifest)

        let dry = try album.poki(["import", folder.path, "--manifest", manifest.path, "--dry-run"])
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardError.contains("would update 1000 (\(folder.path)/photo-0.png, \(manifest.path) line 2): tag, memo, date\n"), "\(dry.standardError)")
        #expect(!FileManager.default.fileExists(atPath: album.directory.appendingPathComponent("photos").path))

        let first = try album.poki(["import", folder.path, "--manifest", manifest.path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "1000\n1001\n1002\n")
        #expect(first.standardError.contains("updated 1000 (\(folder.path)/photo-0.png, \(manifest.path) line 2): tag, memo, date\n"), "\(first.standardError)")
        #expect(first.standardError.contains("updated 1001 (\(folder.path)/photo-1.png, \(manifest.path) line 3): date\n"))
        #expect(first.standardError.contains("skipped \(folder.path)/photo-2.png: already in the album as 1002\n"), "a line that says nothing leaves the photo as it is")
        #expect(first.standardError.contains("imported 3, updated 2, skipped 1 (duplicates 1, not images 0), failed 0"))
        let todayWarning = first.standardError.split(separator: "\n").first { $0.contains("got today's date") } ?? ""
        #expect(todayWarning.hasPrefix("warning: 1002 (\(folder.path)/photo-2.png) got today's date"),
                "a day the manifest gave is no warning: \(todayWarning)")
        let photo = try document(1000)
        #expect((photo["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        #expect(photo["memo"] as? String == "홍대에서")
        #expect(photo["date"] as? String == "2025-10-16")
        #expect(photo["dateSource"] as? String == "given")
        #expect(try document(1001)["date"] as? String == "2025-10-17")

        let before = try album.snapshot()
        let again = try album.poki(["import", folder.path, "--manifest", manifest.path, "--json"])
        #expect(again.status == 0)
        #expect(try album.snapshot() == before, "a second run changes nothing")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any])
        #expect((report["updated"] as? [[String: Any]])?.isEmpty == true)
        let skipped = try #require(report["skipped"] as? [[String: Any]])
        #expect(skipped.count == 6, "3 files of the folder and 3 lines, all already so")
        #expect(skipped.contains { $0["line"] as? Int == 2 && $0["duplicateOf"] as? Int == 1000 })
        let text = try album.poki(["import", folder.path, "--manifest", manifest.path])
        #expect(text.standardError.contains("1000 already has what \(manifest.path) line 2 says\n"))
        #expect(text.standardError.contains("imported 0, skipped 6 (duplicates 6, not images 0), failed 0"))
    }

    /// A dry run said a line would set the tag a print's own words give it anyway: the dry run now
    /// compares a line with what the photo it would import would be, as the real run does.
    @Test func aDryRunSaysOnlyTheChangesTheRunMakes() throws {
        let folder = album.scratch.appendingPathComponent("prints")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PokiProcess.fixtures.appendingPathComponent("text/harufilm-day.jpg").path,
            toPath: folder.appendingPathComponent("harufilm-day.jpg").path
        )
        let manifest = album.scratch.appendingPathComponent("prints.csv")
        // The print reads "harufilm / 2025.10.16": the tag is its own, the memo and day are not.
        try Data("""
        path,tag,memo,date
        prints/harufilm-day.jpg,하루필름,홍대에서,2025.10.17

        """.utf8).write(to: manifest)

        let dry = try album.poki(["import", folder.path, "--manifest", manifest.path, "--dry-run"])
        #expect(dry.status == 0, "\(dry.standardError)")
        let said = "1000 (\(folder.path)/harufilm-day.jpg, \(manifest.path) line 2): memo, date\n"
        #expect(dry.standardError.contains("would update " + said), "\(dry.standardError)")
        // `--quiet` leaves out skipped files, not the photos a line changed.
        let run = try album.poki(["import", folder.path, "--manifest", manifest.path, "--quiet"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("updated " + said), "\(run.standardError)")
        let again = try album.poki(["import", folder.path, "--manifest", manifest.path, "--quiet"])
        #expect(!again.standardError.contains("already has what"), "\(again.standardError)")
    }

    /// A line whose tag is unknown fails that line, naming it, and changes nothing of the photo.
    @Test func aLineThatCannotApplySaysWhy() throws {
        let images = try album.distinctImages(1)
        #expect(try album.poki(["add", images[0]]).status == 0)
        let manifest = album.scratch.appendingPathComponent("m.csv")
        try Data("path,tag\n\(images[0]),인생넷컷\n".utf8).write(to: manifest)
        let before = try album.snapshot()
        let result = try album.poki(["import", "--manifest", manifest.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: \(manifest.path) line 2: \(images[0]): unknown tag '인생넷컷'"), "\(result.standardError)")
        #expect(try album.snapshot() == before)
    }

    /// A line whose day the photo already has (from its EXIF) changes nothing of it, not even
    /// where the day came from.
    @Test func aDayAlreadySoKeepsItsSource() throws {
        let print = PokiProcess.fixtures.appendingPathComponent("album/harufilm-pink.jpg").path
        #expect(try album.poki(["add", print]).status == 0)
        let manifest = album.scratch.appendingPathComponent("m.csv")
        try Data("path,memo,date\n\(print),하루,2026-01-10\n".utf8).write(to: manifest)
        let result = try album.poki(["import", "--manifest", manifest.path])
        #expect(result.standardError.contains("updated 1000 (\(print), \(manifest.path) line 2): memo\n"), "\(result.standardError)")
        #expect(try document(1000)["dateSource"] as? String == "exif")
    }
}
