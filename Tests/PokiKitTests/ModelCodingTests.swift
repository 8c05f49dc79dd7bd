import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ModelCodingTests {
    @Test func photoRoundTripsThroughJSON() throws {
        let photo = Photo(id: 1003, image: "1003.jpg", originalFileName: "민지와.jpg", sha256: String(repeating: "ab", count: 32),
                          date: CalendarDay("2026-11-20")!, memo: "with 민지\nsecond line", tag: BoothBrands.all[0],
                          analysis: ScratchAlbum.analysis, addedAt: Timestamp("2026-11-20T05:03:22Z")!)
        let bytes = try DocumentCoding.encode(photo)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"date\" : \"2026-11-20\""))
        #expect(text.contains("\"addedAt\" : \"2026-11-20T05:03:22Z\""))
        #expect(text.contains("\"schemaVersion\" : 2"))
        #expect(try DocumentCoding.decode(Photo.self, from: bytes, path: "1003.json") == photo)
    }

    @Test func userAndTagRoundTrip() throws {
        let user = User(nickname: "민지", picture: "profile.jpg", pictureColour: Colour(red: 1, green: 2, blue: 3))
        #expect(try DocumentCoding.decode(User.self, from: DocumentCoding.encode(user), path: "profile.json") == user)
        let tag = Tag(label: "팝업부스")
        #expect(try DocumentCoding.decode(Tag.self, from: DocumentCoding.encode(tag), path: "tag") == tag)
    }

    @Test func corruptDocumentNamesFileAndField() {
        #expect(throws: DocumentError.corrupt(path: "photos/1000.json", reason: .verbatim("missing field 'id'"))) {
            try DocumentCoding.decode(Photo.self, from: Array(#"{"schemaVersion": 1}"#.utf8), path: "photos/1000.json")
        }
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-04-31", "26-11-20", "2026-1-20", "2026-11-2x", "0000-01-01", ""])
    func calendarDayRejects(_ text: String) {
        #expect(CalendarDay(text) == nil)
    }

    /// Days as people write them (issue #29): `--date`, manifests. Documents still hold `YYYY-MM-DD` only.
    @Test(arguments: [
        "2025-06-14", "2025.06.14", "2025/06/14", "20250614", "2025년 6월 14일", "2025년6월14일", " 2025. 6. 14. ", "2025.6.14", "2025/6/14",
    ])
    func aDayIsReadAsPeopleWriteIt(_ text: String) throws {
        #expect(try CalendarDay(writtenByPerson: text) == CalendarDay("2025-06-14"))
        #expect(CalendarDay(text) == (text == "2025-06-14" ? CalendarDay(year: 2025, month: 6, day: 14) : nil))
    }

    @Test(arguments: [
        ("14/06/2025", false), ("2025-06/14", false), ("25.06.14", false), ("2025년 6월", false), ("202506140", false), ("2025.06.14.1", false),
        ("2025년 2월 30일", true), ("20251301", true), ("2025/02/29", true),
    ])
    func aDayWrittenOtherwiseOrNotRealSaysWhich(_ text: String, isWrittenRight: Bool) {
        #expect(throws: isWrittenRight ? CalendarDayError.notARealDay(text: text) : .notWrittenYYYYMMDD(text: text)) {
            try CalendarDay(writtenByPerson: text)
        }
    }

    @Test(arguments: ["2025-02-30", "2026-02-29", "2026-13-01", "2026-04-31", "2026-00-10", "2026-01-00", "0000-01-01"])
    func aWellWrittenDayTheCalendarLacksIsNotARealDay(_ text: String) {
        #expect(throws: CalendarDayError.notARealDay(text: text)) { try CalendarDay(parsing: text) }
        #expect(CalendarDayError.notARealDay(text: text).description == "'\(text)' is not a real day")
    }

    @Test(arguments: ["26-11-20", "2026-1-20", "2026-11-2x", "2026/11/20", "20261120", "", "２０２６-11-20"])
    func otherFormsAreNotWrittenYYYYMMDD(_ text: String) {
        #expect(throws: CalendarDayError.notWrittenYYYYMMDD(text: text)) { try CalendarDay(parsing: text) }
    }

    @Test func calendarDayParsesOrdersAndPrints() {
        #expect(CalendarDay("2024-02-29")?.description == "2024-02-29")
        #expect(CalendarDay("2026-11-20")! < CalendarDay("2026-12-01")!)
        #expect(CalendarDay(Timestamp(secondsSinceEpoch: 0)) == CalendarDay("1970-01-01"))
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"),
        (Int64(951_782_400), "2000-02-29T00:00:00Z"),
        (Int64(1_795_583_002), "2026-11-25T05:03:22Z"),
        (Int64(-1), "1969-12-31T23:59:59Z"),
    ])
    func timestampFormatsAndParses(_ seconds: Int64, _ text: String) {
        #expect(Timestamp(secondsSinceEpoch: seconds).description == text)
        #expect(Timestamp(text)?.secondsSinceEpoch == seconds)
    }

    @Test func tagLabelsAreStoredInNFC() {
        let decomposed = "포토이즘".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count == 9)
        #expect(Tag(label: decomposed).label.unicodeScalars.count == 4)
    }

    @Test func todayIsTheLocalDay() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = .current
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let expected = formatter.string(from: Date())
        let today = CalendarDay.today().description
        // Around midnight the two readings may straddle the day change.
        #expect(today == expected || today == formatter.string(from: Date()))
    }
}
