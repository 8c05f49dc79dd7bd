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
        if !captured { analysis.capturedAt = nil }
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
