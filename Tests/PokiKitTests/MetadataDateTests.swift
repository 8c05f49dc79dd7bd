import Foundation
import Testing
import PokiTestSupport
@testable import PokiSystem
@testable import PokiImaging

/// The dates an image's metadata gives when `DateTimeOriginal` does not: EXIF
/// `DateTimeDigitized` and IFD0 `DateTime`, then XMP `photoshop:DateCreated` and `xmp:CreateDate`,
/// read from JPEG and PNG as the decoders keep them.
@Suite struct MetadataDateTests {
    typealias Tag = MetadataImages.Tag

    @Test func exifReadsEachDateWithItsOwnOffset() throws {
        let block = MetadataImages.exifBlock(
            image: [Tag.dateTime: "2021:03:06 12:00:00"],
            exif: [Tag.dateTimeDigitized: "2021:03:05 11:00:00", Tag.offsetTimeDigitized: "+09:00", Tag.offsetTime: "-05:00"]
        )
        let metadata = try ExifMetadata(tiff: block)
        #expect(metadata.capturedAt == nil)
        #expect(metadata.digitizedAt?.iso8601 == "2021-03-05T11:00:00+09:00")
        #expect(metadata.changedAt?.iso8601 == "2021-03-06T12:00:00-05:00")
        #expect(metadata.problems.isEmpty)
    }

    /// IFD0 `DateTime` needs no Exif IFD; a bad fallback date is a problem, and the block (its
    /// orientation) is still read.
    @Test func aFallbackDateIsReadWithoutAnExifDirectoryAndItsFlawsAreProblems() throws {
        let alone = try ExifMetadata(tiff: MetadataImages.exifBlock(image: [Tag.dateTime: "2020-01-02 03:04:05"]))
        #expect(alone.changedAt?.iso8601 == "2020-01-02T03:04:05")
        let flawed = try ExifMetadata(tiff: MetadataImages.exifBlock(exif: [Tag.dateTimeDigitized: "yesterday at noon"]))
        #expect(flawed.digitizedAt == nil)
        #expect(flawed.problems.map(\.english) == ["DateTimeDigitized 'yesterday at noon' is not a date"])
    }

    @Test(arguments: [
        // attributes, elements → (field, date) found
        (#"photoshop:DateCreated="2021-03-04" xmp:CreateDate="2020-01-01T10:00:00""#, "",
         [DateField.xmpDateCreated: "2021-03-04", .xmpCreateDate: "2020-01-01T10:00:00"]),
        ("", "<xmp:CreateDate>\n  2021-03-04T10:00\n</xmp:CreateDate>", [.xmpCreateDate: "2021-03-04T10:00:00"]),
        ("xmp:CreateDate = '2021-03-04T10:00:00.123+09:00'", "", [.xmpCreateDate: "2021-03-04T10:00:00+09:00"]),
        ("", "<photoshop:DateCreated>2021-03-04T10:00:00Z</photoshop:DateCreated>", [.xmpDateCreated: "2021-03-04T10:00:00+00:00"]),
        (#"xmp:CreateDate="2021-03-04T10:00:00-0530""#, "", [.xmpCreateDate: "2021-03-04T10:00:00-05:30"]),
        // What exiftool writes for -XMP-exif:DateTimeOriginal and -DateTimeDigitized in an XMP-only file.
        (#"exif:DateTimeDigitized="2020-01-02T03:04:05" exif:DateTimeOriginal="2020-01-01T10:00:00""#, "",
         [.xmpDateTimeOriginal: "2020-01-01T10:00:00", .xmpDateTimeDigitized: "2020-01-02T03:04:05"]),
        // An element with attributes, and a space for the T, as some writers leave them.
        ("", #"<xmp:CreateDate rdf:parseType="Literal">2021-03-04 10:00:00</xmp:CreateDate>"#, [.xmpCreateDate: "2021-03-04T10:00:00"]),
        // A name ending in one of poki's, and a closing tag, are not the field.
        (#"myxmp:CreateDate="2021-03-04""#, "<xmpX:CreateDate>2021-03-04</xmpX:CreateDate>", [:]),
    ] as [(String, String, [DateField: String])])
    func xmpDatesAreReadAsAttributesOrElements(attributes: String, elements: String, expected: [DateField: String]) {
        let dates = XMPDates(packet: MetadataImages.xmpPacket(attributes: attributes, elements: elements))
        #expect(dates.problems.isEmpty)
        #expect(Dictionary(uniqueKeysWithValues: dates.dates.map { ($0.field, $0.text) }) == expected)
        #expect(dates.dates.map(\.field) == DateField.allCases.filter { expected[$0] != nil })
    }

    @Test(arguments: ["2021", "2021-03", "2021-02-30", "2021-03-04T25:00", "2021-03-04 10:00:", "2021-03-04T10", "2021-03-04T10:00+9"])
    func anXMPDateWithoutARealDayIsAProblem(text: String) {
        let dates = XMPDates(packet: MetadataImages.xmpPacket(attributes: "xmp:CreateDate=\"\(text)\""))
        #expect(dates.dates.isEmpty)
        #expect(dates.problems.map(\.english) == ["xmp:CreateDate '\(text)' is not a date with a day"])
    }

    /// Every cut of a packet, and every byte in it set to each character the reader looks for,
    /// is read or given up on, never a trap.
    @Test func damagedPacketsNeverCrash() {
        let packet = MetadataImages.xmpPacket(
            attributes: #"photoshop:DateCreated="2021-03-04T10:00:00.5+09:00""#, elements: "<xmp:CreateDate>2021-03-04</xmp:CreateDate>"
        )
        #expect(XMPDates(packet: packet).dates.count == 2)
        for length in 0..<packet.count { _ = XMPDates(packet: Array(packet.prefix(length))) }
        for index in packet.indices {
            for value in Array("<>=\"' T:+-.Z9".utf8) {
                var damaged = packet
                damaged[index] = value
                _ = XMPDates(packet: damaged)
            }
        }
    }

    /// What the analysis takes from a file: the first usable field, `capturedAt` its date and
    /// time (none for a day alone), the warnings naming the fields it refused.
    @Test(arguments: [
        (MetadataImages.exifBlock(exif: [Tag.dateTimeDigitized: "2021:03:05 11:00:00"]), nil,
         DateField.dateTimeDigitized, "2021-03-05T11:00:00", []),
        (MetadataImages.exifBlock(image: [Tag.dateTime: "2021:03:06 12:00:00"]), MetadataImages.xmpPacket(attributes: #"xmp:CreateDate="2020-01-01""#),
         .dateTime, "2021-03-06T12:00:00", []),
        (MetadataImages.exifBlock(exif: [Tag.dateTimeOriginal: "2099:01:01 00:00:00"]),
         MetadataImages.xmpPacket(attributes: #"photoshop:DateCreated="2021-03-04""#),
         .xmpDateCreated, nil, ["ignoring EXIF DateTimeOriginal 2099-01-01T00:00:00: it is after today, TODAY"]),
        (nil, MetadataImages.xmpPacket(elements: "<xmp:CreateDate>2021</xmp:CreateDate><photoshop:DateCreated>2021-03-04T10:00</photoshop:DateCreated>"),
         .xmpDateCreated, "2021-03-04T10:00:00", ["ignoring XMP field: xmp:CreateDate '2021' is not a date with a day"]),
    ] as [([UInt8]?, [UInt8]?, DateField, String?, [String])])
    func theAnalysisTakesTheFirstUsableDateFromJPEGAndPNG(exif: [UInt8]?, xmp: [UInt8]?, field: DateField, capturedAt: String?, warnings expected: [String]) throws {
        let folder = try PokiProcess.temporaryDirectory()
        let jpeg = folder.appendingPathComponent("dated.jpg"), png = folder.appendingPathComponent("dated.png")
        let jpegBase = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixture.path("jpeg/split-baseline.jpg"))))
        let pngBase = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixture.path("png/split-rgb8.png"))))
        try Data(MetadataImages.jpeg(jpegBase, exif: exif, xmp: xmp)).write(to: jpeg)
        try Data(MetadataImages.png(pngBase, exif: exif, xmp: xmp)).write(to: png)
        for file in [jpeg, png] {
            var warnings: [String] = []
            let analysis = try ImageAnalyzer.analyze(fileAt: file.path) { warnings.append($0.english) }
            #expect(analysis.metadataDate?.field == field, "\(file.lastPathComponent)")
            #expect(analysis.capturedAt?.iso8601 == capturedAt, "\(file.lastPathComponent)")
            #expect(warnings == expected.map { $0.replacingOccurrences(of: "TODAY", with: CalendarDay.today().description) })
        }
    }

    /// A compressed iTXt is inflated, and a packet over the limit is left out with a warning,
    /// compressed (inflated no further than the limit) or not.
    @Test(arguments: [false, true])
    func aPacketIsReadUpToTheLimit(compressed: Bool) throws {
        let base = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixture.path("png/split-rgb8.png"))))
        let folder = try PokiProcess.temporaryDirectory()
        let small = MetadataImages.xmpPacket(attributes: #"xmp:CreateDate="2021-03-04""#)
        let large = MetadataImages.xmpPacket(attributes: #"xmp:CreateDate="2021-03-04""#, elements: String(repeating: " ", count: ImageDecoder.maximumXMPBytes))
        for (name, packet, day) in [("small.png", small, CalendarDay("2021-03-04")), ("large.png", large, nil)] {
            let file = folder.appendingPathComponent(name)
            try Data(MetadataImages.png(base, xmp: packet, compressed: compressed)).write(to: file)
            var warnings: [String] = []
            let analysis = try ImageAnalyzer.analyze(fileAt: file.path) { warnings.append($0.english) }
            #expect(analysis.metadataDate?.day == day)
            #expect(warnings == (day == nil ? ["ignoring an XMP packet longer than 1 MiB"] : []))
        }
    }
}
