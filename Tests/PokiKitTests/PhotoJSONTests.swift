import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PhotoJSONTests {
    static func photo(memo: String, captured: Bool, entries: [Palette.Entry], tagImage: String?, dateSource: DateSource? = nil) -> Photo {
        var analysis = ScratchAlbum.analysis
        analysis.capturedAt = captured ? CaptureDate(year: 2025, month: 5, day: 4, hour: 13, minute: 2, second: 1) : nil
        analysis.palette = Palette(version: 2, entries: entries, clearDominant: entries.count < 2)
        return Photo(id: 1000, image: "1000.png", originalFileName: "dir/../a b.png", sha256: String(repeating: "c3", count: 32),
                     date: CalendarDay("2026-01-31")!, dateSource: dateSource, memo: memo, tag: Tag(label: "팝업부스", image: tagImage),
                     analysis: analysis, addedAt: Timestamp(secondsSinceEpoch: 1_795_583_002))
    }

    /// A photo as the trash keeps it, with the time it was deleted.
    static var trashed: Photo {
        var photo = photo(memo: "지운 사진", captured: true, entries: [], tagImage: nil)
        photo.deletedAt = Timestamp(secondsSinceEpoch: 1_795_600_000)
        return photo
    }

    /// A 2x2 print's analysis: the optional `print` object, written and read back like the rest.
    static func printed() -> Photo {
        var photo = photo(memo: "네컷", captured: false, entries: ScratchAlbum.analysis.palette.entries, tagImage: nil)
        photo.print = BoothPrint(
            layout: .init(rows: 2, columns: 2), frame: Colour(red: 255, green: 250, blue: 240),
            cuts: [PixelBox(x: 1, y: 2, width: 3, height: 4), PixelBox(x: 5, y: 2, width: 3, height: 4),
                   PixelBox(x: 1, y: 7, width: 3, height: 4), PixelBox(x: 5, y: 7, width: 3, height: 4)]
        )
        return photo
    }

    /// A booth's photo with its session video: a length with a fraction, and one without.
    static func withVideo(duration: Double?) -> Photo {
        var photo = photo(memo: "영상도", captured: false, entries: [], tagImage: nil)
        photo.video = PhotoVideo(file: "1000.mp4", size: 44086, sha256: String(repeating: "d4", count: 32), duration: duration)
        return photo
    }

    /// A photo whose memo and date were edited, as two devices' versions record it.
    static var edited: Photo {
        var photo = photo(memo: "first", captured: false, entries: [], tagImage: nil)
        let old = photo
        photo.memo = "second"
        photo.date = CalendarDay("2025-10-16")!
        photo.recordEdits(from: old, at: Timestamp("2026-11-25T10:15:23Z")!, revision: "5f0c9a2e")
        photo.schemaVersion = photo.writtenSchemaVersion
        return photo
    }

    static let samples: [Photo] = [
        edited,
        photo(memo: "with 민지 🎉", captured: true, entries: ScratchAlbum.analysis.palette.entries, tagImage: "brand-x", dateSource: .exif),
        trashed,
        printed(),
        withVideo(duration: 12.345), withVideo(duration: 2), withVideo(duration: nil),
        photo(memo: "quote \" back \\ slash / tab\t nl\n cr\r bell\u{7} esc\u{1B} del\u{7F}", captured: false, entries: [], tagImage: nil, dateSource: .fileName),
        photo(memo: "", captured: false, entries: [
            .init(colour: Colour(red: 0, green: 0, blue: 0), share: 1.0),
            .init(colour: Colour(red: 255, green: 255, blue: 255), share: 0.1 + 0.2),
            .init(colour: Colour(red: 1, green: 2, blue: 3), share: 2.5e-05),
            .init(colour: Colour(red: 1, green: 2, blue: 3), share: 0),
        ], tagImage: nil),
    ]

    static func foundationJSON<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(arguments: samples)
    func photoMatchesJSONEncoderByteForByte(_ photo: Photo) throws {
        #expect(String(decoding: PhotoJSON.encode(photo), as: UTF8.self) == (try Self.foundationJSON(photo)))
    }

    @Test func listsMatchJSONEncoderByteForByte() throws {
        #expect(String(decoding: PhotoJSON.encode(Self.samples), as: UTF8.self) == (try Self.foundationJSON(Self.samples)))
        #expect(String(decoding: PhotoJSON.encode([Photo]()), as: UTF8.self) == (try Self.foundationJSON([Photo]())))
    }

    @Test(arguments: samples)
    func writtenDocumentsReadBack(_ photo: Photo) throws {
        #expect(try PhotoDocumentReader.read(PhotoJSON.encode(photo), path: "1000.json") == photo)
    }

    /// A version-1 document (poki before prints) reads as it is: schema 1, no print.
    @Test func versionOneDocumentsStillRead() throws {
        var photo = Self.samples[0]
        photo.schemaVersion = 1
        photo.palette.version = 1
        let read = try PhotoDocumentReader.read(PhotoJSON.encode(photo), path: "1000.json")
        #expect(read.schemaVersion == 1)
        #expect(read.print == nil)
        #expect(read.hasOutdatedAnalysis)
    }

    /// A print that does not fit its image is refused, naming what is wrong.
    @Test(arguments: [
        (BoothPrint.Layout(rows: 3, columns: 3), 9, "print layout 3 rows x 3 columns is out of range"),
        (BoothPrint.Layout(rows: 2, columns: 2), 3, "print has 3 cuts for a layout of 4"),
        (BoothPrint.Layout(rows: 1, columns: 1), 1, "print cut 1 (0,0 1x100000) is outside the 1200x1800 image"),
    ])
    func impossiblePrintsAreRefused(layout: BoothPrint.Layout, cuts: Int, reason: String) throws {
        var photo = Self.printed()
        photo.print = BoothPrint(layout: layout, frame: Colour(red: 0, green: 0, blue: 0),
                                 cuts: Array(repeating: PixelBox(x: 0, y: 0, width: 1, height: cuts == 1 ? 100_000 : 1), count: cuts))
        #expect(throws: DocumentError.corrupt(path: "1000.json", reason: .verbatim(reason))) {
            try PhotoDocumentReader.read(PhotoJSON.encode(photo), path: "1000.json")
        }
    }
}
