import Foundation
import Testing
import PokiTestSupport

/// Dates as photo sorters find them (issue #31): after `DateTimeOriginal`, EXIF
/// `DateTimeDigitized` and `DateTime`, then XMP, then the file name, then the modification time
/// when asked for with `--date-from mtime`. A date after today is refused with a warning naming
/// its field; `dateSource` says which one gave the day.
@Suite struct DateFallbackTests {
    typealias Tag = MetadataImages.Tag

    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    static var today: String { LocalDay.today }

    /// One photo per fallback, each its only date, as JPEG and as PNG: the day, its source and
    /// the words `show` prints for it.
    @Test(arguments: [
        (MetadataImages.exifBlock(exif: [Tag.dateTimeDigitized: "2021:03:05 11:00:00"]), nil,
         "2021-03-05", "exifDigitized", "from the EXIF date it was digitized (DateTimeDigitized)"),
        (MetadataImages.exifBlock(image: [Tag.dateTime: "2021:03:06 12:00:00"]), nil,
         "2021-03-06", "exifDateTime", "from the EXIF date the file was last changed (DateTime)"),
        (nil, MetadataImages.xmpPacket(attributes: #"photoshop:DateCreated="2021-03-07""#),
         "2021-03-07", "xmp", "from the XMP date"),
        (nil, MetadataImages.xmpPacket(elements: "<xmp:CreateDate>2021-03-08T10:00:00+09:00</xmp:CreateDate>"),
         "2021-03-08", "xmp", "from the XMP date"),
    ] as [([UInt8]?, [UInt8]?, String, String, String)])
    func eachFallbackGivesTheDayAndSaysSo(exif: [UInt8]?, xmp: [UInt8]?, day: String, source: String, words: String) throws {
        let files = try images(exif: exif, xmp: xmp)
        let added = try album.poki(["add"] + files)
        #expect(added.status == 0)
        #expect(added.standardError.isEmpty, "\(added.standardError)")
        for id in ["1000", "1001"] {
            let photo = try show(id)
            #expect(photo["date"] as? String == day && photo["dateSource"] as? String == source, "\(id): \(photo)")
            #expect(try album.poki(["show", id]).standardOutput.contains("\nday:      \(words)\n"))
        }
    }

    @Test func aFutureEXIFDateFallsThroughWithAWarningNamingIt() throws {
        let exif = MetadataImages.exifBlock(exif: [Tag.dateTimeOriginal: "2099:01:01 10:00:00", Tag.dateTimeDigitized: "2021:03:05 11:00:00"])
        let files = try images(exif: exif, xmp: nil)
        let added = try album.poki(["add", files[0]])
        #expect(added.status == 0)
        #expect(added.standardError == "warning: \(files[0]): ignoring EXIF DateTimeOriginal 2099-01-01T10:00:00: it is after today, \(Self.today)\n")
        let photo = try show("1000")
        #expect(photo["date"] as? String == "2021-03-05" && photo["dateSource"] as? String == "exifDigitized")
        #expect(photo["capturedAt"] as? String == "2021-03-05T11:00:00")

        let imported = try album.poki(["import", files[1], "--json"])
        #expect(imported.standardError.contains("warning: \(files[1]): ignoring EXIF DateTimeOriginal 2099-01-01T10:00:00: it is after today"))
        #expect(try importedSources(imported) == ["exifDigitized"])
    }

    @Test func aDashedEXIFDateIsReadWithoutAWarning() throws {
        let files = try images(exif: MetadataImages.exifBlock(exif: [Tag.dateTimeOriginal: "2021-03-04 10:00:00"]), xmp: nil)
        let added = try album.poki(["add"] + files)
        #expect(added.status == 0)
        #expect(added.standardError.isEmpty, "\(added.standardError)")
        let photo = try show("1000")
        #expect(photo["date"] as? String == "2021-03-04" && photo["dateSource"] as? String == "exif")
        #expect(photo["capturedAt"] as? String == "2021-03-04T10:00:00")
    }

    /// The modification time counts only with `--date-from mtime`, and after the file name.
    @Test func theModificationTimeGivesTheDayOnlyWhenAskedFor() throws {
        let folder = album.scratch.appendingPathComponent("card")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for (index, name) in ["DSC0001.png", "IMG_20230101_120000.png", "DSC0002.png"].enumerated() {
            let path = folder.appendingPathComponent(name).path
            try FileManager.default.moveItem(atPath: try album.distinctImages(1, named: "card-\(index)")[0], toPath: path)
            files.append(path)
        }
        let touched = try ShellScript.run("touch -d '2024-05-06 12:00:00' '\(files[0])' '\(files[1])' && touch -d '2099-01-01 12:00:00' '\(files[2])'")
        #expect(touched.status == 0, "\(touched.standardOutput)")

        let dry = try album.poki(["import", folder.path, "--dry-run", "--json"])
        // In order of path: DSC0001 (2024), DSC0002 (modified after today), IMG_20230101….
        #expect(try importedSources(dry) == ["today", "today", "fileName"])
        let imported = try album.poki(["import", folder.path, "--date-from", "mtime", "--json"])
        #expect(imported.status == 0)
        #expect(try importedSources(imported) == ["mtime", "today", "fileName"])
        #expect(try show("1000")["date"] as? String == "2024-05-06")
        #expect(try show("1000")["capturedAt"] == nil)
        #expect(try album.poki(["show", "1000"]).standardOutput.contains("\nday:      from the day the file was last modified (--date-from mtime)\n"))

        let copy = album.scratch.appendingPathComponent("DSC0003.png").path
        try FileManager.default.moveItem(atPath: try album.distinctImages(1, named: "added")[0], toPath: copy)
        #expect(try ShellScript.run("touch -d '2022-02-03 12:00:00' '\(copy)'").status == 0)
        #expect(try album.poki(["add", copy, "--date-from=mtime"]).status == 0)
        #expect(try show("1003")["date"] as? String == "2022-02-03")
    }

    @Test(arguments: [
        (["add", "x.png", "--date-from", "exif"], "--date-from must be one of mtime, not 'exif'"),
        (["import", "x.png", "--date-from=exif"], "--date-from must be one of mtime, not 'exif'"),
        (["add", "--url", "https://example.com/a.jpg", "--date-from", "mtime"],
         "--date-from reads the files' modification times; it cannot be used with --url or --qr"),
    ])
    func aDateFromPokiCannotUseIsAUsageError(arguments: [String], message: String) throws {
        let result = try album.poki(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: \(message)\n"), "\(result.standardError)")
    }

    /// exiftool, an independent writer, writes each fallback the way photo sorters read it.
    @Test func datesExiftoolWritesAreRead() throws {
        let base = PokiProcess.fixtures.appendingPathComponent("jpeg/split-baseline.jpg").path
        let written: [(arguments: String, source: String, day: String)] = [
            ("-EXIF:CreateDate='2021:03:05 11:00:00' -EXIF:OffsetTimeDigitized=+09:00", "exifDigitized", "2021-03-05"),
            ("-EXIF:ModifyDate='2021:03:06 12:00:00'", "exifDateTime", "2021-03-06"),
            ("-XMP-xmp:CreateDate='2021-03-07T10:00:00+09:00'", "xmp", "2021-03-07"),
            ("-XMP-photoshop:DateCreated=2021-03-08 -XMP-xmp:CreateDate=2020-01-01", "xmp", "2021-03-08"),
        ]
        var files: [String] = []
        for (index, entry) in written.enumerated() {
            for ext in ["jpg", "png"] {
                let file = album.scratch.appendingPathComponent("written-\(index).\(ext)").path
                let source = ext == "jpg" ? base : PokiProcess.fixtures.appendingPathComponent("png/split-rgb8.png").path
                let script = "cp '\(source)' '\(file)' && exiftool -q -overwrite_original -all= \(entry.arguments) '\(file)'"
                let result = try ShellScript.run(script)
                #expect(result.status == 0, "\(result.standardOutput)")
                files.append(file)
            }
        }
        let imported = try album.poki(["import"] + files + ["--json"])
        #expect(imported.status == 0)
        #expect(!imported.standardError.contains("warning"), "\(imported.standardError)")
        #expect(try importedSources(imported) == written.flatMap { [$0.source, $0.source] })
        for (index, entry) in written.enumerated() {
            #expect(try show(String(1000 + 2 * index))["date"] as? String == entry.day)
            #expect(try show(String(1001 + 2 * index))["date"] as? String == entry.day)
        }
        #expect(try show("1000")["capturedAt"] as? String == "2021-03-05T11:00:00+09:00")
        #expect(try show("1006")["capturedAt"] == nil, "photoshop:DateCreated is a day without a time")
    }

    // MARK: Helpers

    /// A JPEG and a PNG (distinct fixtures, named without a day) carrying `exif` and `xmp`.
    private func images(exif: [UInt8]?, xmp: [UInt8]?) throws -> [String] {
        let jpeg = try [UInt8](Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("jpeg/split-baseline.jpg")))
        let png = try [UInt8](Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("png/split-rgb8.png")))
        let jpegPath = album.scratch.appendingPathComponent("photo.jpg"), pngPath = album.scratch.appendingPathComponent("photo.png")
        try Data(MetadataImages.jpeg(jpeg, exif: exif, xmp: xmp)).write(to: jpegPath)
        try Data(MetadataImages.png(png, exif: exif, xmp: xmp)).write(to: pngPath)
        return [jpegPath.path, pngPath.path]
    }

    /// `show ID --json` as an object.
    private func show(_ id: String) throws -> [String: Any] {
        let output = try album.poki(["show", id, "--json"]).standardOutput
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    /// The `dateSource` of each imported file in an `import --json` result, in order.
    private func importedSources(_ result: PokiProcess.Result) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let imported = try #require(document["imported"] as? [[String: Any]])
        return imported.map { $0["dateSource"] as? String ?? "" }
    }
}
