import Testing
@testable import PokiSystem

/// ``FileNameBytes``: any name's bytes survive the trip into a String and back.
@Suite struct FileNameBytesTests {
    @Test func utf8NamesAreThemselves() {
        #expect(FileNameBytes.string(from: Array("인생네컷 사진.jpg".utf8)) == "인생네컷 사진.jpg")
        #expect(FileNameBytes.bytes(of: "인생네컷 사진.jpg") == Array("인생네컷 사진.jpg".utf8))
    }

    @Test func cp949BytesBecomeOneCharacterEach() {
        let name: [UInt8] = [0xBB, 0xE7, 0xC1, 0xF8, 0x2E, 0x6A, 0x70, 0x67]
        let text = FileNameBytes.string(from: name)
        #expect(text == "\u{F7BB}\u{F7E7}\u{F7C1}\u{F7F8}.jpg")
        #expect(FileNameBytes.bytes(of: text) == name)
    }

    @Test func everyByteSequenceRoundTrips() {
        // A fixed sequence (xorshift), so a failure names bytes that can be tried again.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        for _ in 0..<2000 {
            let bytes = (0..<Int(next() % 24 + 1)).map { _ in UInt8(next() % 255 + 1) }
            #expect(FileNameBytes.bytes(of: FileNameBytes.string(from: bytes)) == bytes)
        }
        // A real U+F7BB in a name is kept byte by byte, not taken for the byte 0xBB.
        let privateUse = Array("\u{F7BB}".utf8)
        #expect(FileNameBytes.bytes(of: FileNameBytes.string(from: privateUse)) == privateUse)
        // Overlong forms and surrogates are not UTF-8.
        for bytes: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(FileNameBytes.bytes(of: FileNameBytes.string(from: bytes)) == bytes)
        }
    }
}
