import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Days read from file names when a photo has no EXIF date: the names phones, messengers and
/// scanners give, and the names that must give nothing.
@Suite struct FileNameDateTests {
    static let today = CalendarDay("2026-11-23")!

    @Test(arguments: [
        ("2025-07-22_홍대.jpg", "2025-07-22"),
        ("IMG_20250722_143012.jpg", "2025-07-22"),
        ("KakaoTalk_Photo_2025-07-22-14-30-12.jpeg", "2025-07-22"),
        ("Screenshot_20250722-143012.png", "2025-07-22"),
        ("20250722_143012.jpg", "2025-07-22"),
        ("PXL_20250722_143012345.jpg", "2025-07-22"),
        ("KakaoTalk_20240229_101500123.jpg", "2024-02-29"),
        ("20250722143012.jpg", "2025-07-22"),
        ("인생네컷 2025.07.22 연남.png", "2025-07-22"),
        ("scan_2019_12_31.jpg", "2019-12-31"),
        ("/home/minji/Pictures/2026-01-02/IMG_20250722_143012(1).jpg", "2025-07-22"),
        ("2025-07-22 20250722.jpg", "2025-07-22"),
        ("photo-2025-07-22T14:30:12.jpg", "2025-07-22"),
        ("2026-11-23.jpg", "2026-11-23"),
    ])
    func aNameWithOneDayGivesIt(_ name: String, _ day: String) {
        #expect(FileNameDate.day(in: name, latest: Self.today) == CalendarDay(day))
    }

    @Test(arguments: [
        "2025-02-30_홍대.jpg",              // no such day
        "IMG_20251340_143012.jpg",          // month 13
        "20250722253012.jpg",               // fourteen digits, hour 25
        "20250722_to_20250725.jpg",         // two different days
        "2025-07-22 and 2025-07-23.png",    // two different days
        "1690000000000.jpg",                // milliseconds since 1970: number soup
        "IMG_1234.jpg",                     // a counter
        "12345678.jpg",                     // year 1234
        "DSC_0001_02_03.jpg",               // year 1
        "250722_143012.jpg",                // YYMMDD: could be read several ways
        "22-07-2025.jpg",                   // day first: not taken
        "07-22-2025.jpg",                   // month first: not taken
        "2025-07_22.jpg",                   // mixed separators
        "2025-7-22.jpg",                    // not zero-padded
        "2027-01-01.jpg",                   // after today
        "photo.jpg",
        "",
        "２０２５-07-22.jpg",               // full-width digits
    ])
    func aNameWithNoneOrAnAmbiguousDayGivesNothing(_ name: String) {
        #expect(FileNameDate.day(in: name, latest: Self.today) == nil)
    }

    @Test func withoutALatestDayAFutureDayIsTaken() {
        #expect(FileNameDate.day(in: "2027-01-01.jpg") == CalendarDay("2027-01-01"))
    }

    @Test func anExtensionOfDigitsIsPartOfTheName() {
        #expect(FileNameDate.day(in: "2025.07.22", latest: Self.today) == CalendarDay("2025-07-22"))
    }
}
