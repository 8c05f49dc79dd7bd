import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct PhotoDocumentReaderTests {
    func samplePhoto(memo: String, capturedAt: CaptureDate?) -> Photo {
        var analysis = ScratchAlbum.analysis
        analysis.capturedAt = capturedAt
        return Photo(id: 1042, image: "1042.jpg", originalFileName: "a \"quoted\"/name.jpg", sha256: String(repeating: "0f", count: 32),
                     date: CalendarDay("2026-11-20")!, memo: memo, tag: Tag(label: "포토 시그니쳐", image: "brand-photosignature"),
                     analysis: analysis, addedAt: Timestamp("2026-11-20T05:03:22Z")!)
    }

    @Test(arguments: ["", "with 민지 🎉", "line one\nline two\t\"tab\" \\ back", "\u{0001}control"])
    func agreesWithJSONDecoder(_ memo: String) throws {
        for captured in [nil, CaptureDate(year: 2025, month: 5, day: 4, hour: 13, minute: 2, second: 1, offset: "+09:00")] {
            let photo = samplePhoto(memo: memo, capturedAt: captured)
            let bytes = try DocumentCoding.encode(photo)
            let fast = try PhotoDocumentReader.read(bytes, path: "1042.json")
            #expect(fast == photo)
            #expect(fast == (try JSONDecoder().decode(Photo.self, from: Data(bytes))))
        }
    }

    /// Documents written before poki recorded where the day came from have no `dateSource`: they
    /// still read, as nil, and a written one reads back, with both readers agreeing.
    @Test(arguments: [nil] + DateSource.allCases.map(Optional.some))
    func dateSourceReadsBackAndMayBeAbsent(_ source: DateSource?) throws {
        var photo = samplePhoto(memo: "", capturedAt: nil)
        photo.dateSource = source
        let bytes = try DocumentCoding.encode(photo)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"dateSource\"") == (source != nil))
        #expect(try PhotoDocumentReader.read(bytes, path: "1042.json") == photo)
        #expect(try JSONDecoder().decode(Photo.self, from: Data(bytes)) == photo)
    }

    @Test func anUnknownDateSourceMakesTheDocumentDamaged() throws {
        var photo = samplePhoto(memo: "", capturedAt: nil)
        photo.dateSource = .today
        let text = String(decoding: try DocumentCoding.encode(photo), as: UTF8.self)
            .replacingOccurrences(of: "\"dateSource\" : \"today\"", with: "\"dateSource\" : \"camera\"")
        #expect(throws: DocumentError.self) { try PhotoDocumentReader.read(Array(text.utf8), path: "1042.json") }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Photo.self, from: Data(text.utf8)) }
    }

    @Test func readsEscapesAndSkipsUnknownFields() throws {
        let photo = samplePhoto(memo: "é😀", capturedAt: nil)
        var text = String(decoding: try DocumentCoding.encode(photo), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"memo\" : \"é😀\"", with: "\"memo\" : \"\\u00e9\\ud83d\\ude00\", \"future\" : {\"a\" : [1, 2.5e3, null, true]}")
        #expect(try PhotoDocumentReader.read(Array(text.utf8), path: "1042.json") == photo)
    }

    @Test(arguments: [
        ("", "unexpected end of document at byte 0"),
        ("[]", "expected '{' at byte 0"),
        ("{\"id\" : 1000", "unexpected end of document at byte 12"),
        ("{\"id\" : \"x\"}", "expected a value at byte 8"),
        ("{}", "missing field 'format'"),
    ])
    func rejectsBrokenDocumentsNamingTheFile(_ text: String, _ reason: String) {
        #expect(throws: DocumentError.corrupt(path: "photos/1000.json", reason: .verbatim(reason))) {
            try PhotoDocumentReader.read(Array(text.utf8), path: "photos/1000.json")
        }
    }

    /// A print's text edited by hand: `null` reads as no text, as Codable reads it; text without
    /// its lines is damaged for both readers.
    @Test func printTextMayBeNullButNotWithoutLines() throws {
        var photo = samplePhoto(memo: "", capturedAt: nil)
        photo.analysis.print = BoothPrint(
            layout: BoothPrint.Layout(rows: 1, columns: 1), frame: Colour(red: 250, green: 250, blue: 250),
            cuts: [PixelBox(x: 40, y: 40, width: 1120, height: 1600)], text: PrintText(lines: ["harufilm 2025.10.16"], brand: "하루필름", day: CalendarDay("2025-10-16"))
        )
        let text = String(decoding: try DocumentCoding.encode(photo), as: UTF8.self)
        let lines = try #require(text.range(of: #""lines" : \[[^\]]*\]"#, options: .regularExpression))
        let textObject = try #require(text.range(of: #""text" : \{[^}]*\}"#, options: .regularExpression))

        let nulled = text.replacingCharacters(in: textObject, with: "\"text\" : null")
        var untexted = photo
        untexted.analysis.print?.text = nil
        #expect(try PhotoDocumentReader.read(Array(nulled.utf8), path: "1042.json") == untexted)
        #expect(try JSONDecoder().decode(Photo.self, from: Data(nulled.utf8)) == untexted)

        let lineless = text.replacingCharacters(in: lines, with: "\"linez\" : []")
        #expect(throws: DocumentError.corrupt(path: "1042.json", reason: .verbatim("print text needs 'lines'"))) {
            try PhotoDocumentReader.read(Array(lineless.utf8), path: "1042.json")
        }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Photo.self, from: Data(lineless.utf8)) }
    }

    @Test func rejectsTrailingData() throws {
        let bytes = try DocumentCoding.encode(samplePhoto(memo: "", capturedAt: nil)) + Array("{}".utf8)
        #expect(throws: DocumentError.corrupt(path: "1042.json", reason: .verbatim("unexpected data after the document at byte \(bytes.count - 2)"))) {
            try PhotoDocumentReader.read(bytes, path: "1042.json")
        }
    }
}
