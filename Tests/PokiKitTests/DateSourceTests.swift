import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Which day a new photo is filed under, and that its document says where the day came from.
@Suite struct DateSourceTests {
    static func analysis(captured: Bool) -> ImageAnalysis {
        var analysis = ScratchAlbum.analysis
        if !captured {
            analysis.capturedAt = nil
            analysis.metadataDate = nil
        }
        return analysis
    }

    @Test(arguments: [
        // given day, EXIF date, file name → day and source
        ("2024-01-02", true, "IMG_20250722_143012.jpg", "2024-01-02", DateSource.given),
        (nil, true, "IMG_20250722_143012.jpg", "2025-05-04", .exif),
        (nil, false, "IMG_20250722_143012.jpg", "2025-07-22", .fileName),
        (nil, false, "/scans/2025-07-22/scan-0001.jpg", "2026-11-20", .today),
        (nil, false, "IMG_20261231_000000.jpg", "2026-11-20", .today),
        (nil, false, "scan-0001.jpg", "2026-11-20", .today),
    ] as [(String?, Bool, String, String, DateSource)])
    func theDayIsGivenElseEXIFElseTheFileNameElseToday(_ given: String?, _ captured: Bool, _ path: String, _ day: String, _ source: DateSource) {
        let photo = NewPhoto(sourcePath: path, analysis: Self.analysis(captured: captured), date: given.flatMap(CalendarDay.init))
        let resolved = photo.resolvedDate(today: ScratchAlbum.today)
        #expect(resolved.day == CalendarDay(day))
        #expect(resolved.source == source)
    }

    /// Each field of the metadata names its source; an XMP date may be a day alone.
    @Test(arguments: [
        (MetadataDate(field: .dateTimeOriginal, day: CalendarDay(year: 2021, month: 3, day: 4)!), DateSource.exif),
        (MetadataDate(field: .dateTimeDigitized, day: CalendarDay(year: 2021, month: 3, day: 4)!), .exifDigitized),
        (MetadataDate(field: .dateTime, day: CalendarDay(year: 2021, month: 3, day: 4)!), .exifDateTime),
        (MetadataDate(field: .xmpDateCreated, day: CalendarDay(year: 2021, month: 3, day: 4)!), .xmp),
        (MetadataDate(field: .xmpCreateDate, day: CalendarDay(year: 2021, month: 3, day: 4)!), .xmp),
    ])
    func aMetadataDateBeatsTheFileName(_ date: MetadataDate, _ source: DateSource) {
        var analysis = Self.analysis(captured: false)
        analysis.metadataDate = date
        let resolved = NewPhoto(sourcePath: "IMG_20250722_143012.jpg", analysis: analysis).resolvedDate(today: ScratchAlbum.today)
        #expect(resolved.day == CalendarDay("2021-03-04") && resolved.source == source)
    }

    /// The modification time counts only when asked for, after the file name, and never when it
    /// is after today.
    @Test(arguments: [
        // file name, asked, modified (local noon) → day and source
        ("scan.jpg", true, "2025-07-22", "2025-07-22", DateSource.mtime),
        ("scan.jpg", false, "2025-07-22", "2026-11-20", .today),
        ("IMG_20240101_000000.jpg", true, "2025-07-22", "2024-01-01", .fileName),
        ("scan.jpg", true, "2026-11-21", "2026-11-20", .today),
    ] as [(String, Bool, String, String, DateSource)])
    func theModificationTimeIsTheLastResort(_ name: String, _ asked: Bool, _ modified: String, _ day: String, _ source: DateSource) throws {
        var analysis = Self.analysis(captured: false)
        let local = try #require(CalendarDay(modified))
        // Noon UTC is the same day in every zone from UTC-11 to UTC+11.
        analysis.fileModifiedAt = Timestamp(secondsSinceEpoch: Timestamp.daysSinceEpoch(year: local.year, month: local.month, day: local.day) * 86_400 + 43_200)
        let photo = NewPhoto(sourcePath: name, analysis: analysis, dateFallback: asked ? .mtime : nil)
        let resolved = photo.resolvedDate(today: ScratchAlbum.today)
        #expect(resolved.day == CalendarDay(day) && resolved.source == source)
    }

    /// A date in the metadata after tomorrow is refused with a warning naming its field, and the
    /// next field is taken; tomorrow is taken (a camera's clock in a time zone ahead).
    @Test func aFutureMetadataDateFallsThroughWithAWarning() {
        let today = ScratchAlbum.today
        let candidates = [
            MetadataDate(field: .dateTimeOriginal, dateTime: CaptureDate(year: 2099, month: 1, day: 1, hour: 0, minute: 0, second: 0))!,
            MetadataDate(field: .xmpDateCreated, day: CalendarDay(year: 2026, month: 11, day: 22)!),
            MetadataDate(field: .xmpCreateDate, day: today.next),
        ]
        var warnings: [String] = []
        let taken = ImageAnalyzer.takenDate(among: candidates, today: today) { warnings.append($0.english) }
        #expect(taken == candidates[2])
        #expect(warnings == [
            "ignoring EXIF DateTimeOriginal 2099-01-01T00:00:00: it is after today, 2026-11-20",
            "ignoring XMP photoshop:DateCreated 2026-11-22: it is after today, 2026-11-20",
        ])
    }

    @Test func addedAndEditedDocumentsRecordTheSource() throws {
        let scratch = try ScratchAlbum()
        let named = NewPhoto(sourcePath: try scratch.source("KakaoTalk_Photo_2025-07-22-14-30-12.jpeg"), analysis: Self.analysis(captured: false))
        let plain = NewPhoto(sourcePath: try scratch.source("scan.jpg"), analysis: Self.analysis(captured: false))
        let ids = try scratch.add([named, plain])
        let first = try scratch.album.photo(withID: ids[0])
        #expect(first.date == CalendarDay("2025-07-22") && first.dateSource == .fileName)
        let second = try scratch.album.photo(withID: ids[1])
        #expect(second.date == ScratchAlbum.today && second.dateSource == .today)

        let edited = try scratch.album.update(id: ids[1], PhotoEdit(date: CalendarDay("2025-12-24")))
        #expect(edited.dateSource == .given)
        #expect(try scratch.album.photo(withID: ids[1]).dateSource == .given)
    }
}
