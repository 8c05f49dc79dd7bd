import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ColourTests {
    @Test func hexRoundTrips() {
        let colour = Colour(red: 0xE9, green: 0x4B, blue: 0x6A)
        #expect(colour.hex == "#E94B6A")
        #expect(Colour(hex: "#e94b6a") == colour)
        #expect(Colour(hex: "E94B6A") == colour)
    }

    @Test(arguments: ["", "#12345", "#1234567", "#GG0000", "red"])
    func rejectsMalformedHex(_ text: String) {
        #expect(Colour(hex: text) == nil)
    }

    @Test func captureDateRoundTrips() {
        let date = CaptureDate(year: 2026, month: 11, day: 20, hour: 14, minute: 3, second: 22, offset: "+09:00")
        #expect(date.iso8601 == "2026-11-20T14:03:22+09:00")
        #expect(date.calendarDay == "2026-11-20")
        #expect(CaptureDate(iso8601: date.iso8601) == date)
        #expect(CaptureDate(iso8601: "2026-11-20T14:03:22") == CaptureDate(year: 2026, month: 11, day: 20, hour: 14, minute: 3, second: 22))
    }
}
