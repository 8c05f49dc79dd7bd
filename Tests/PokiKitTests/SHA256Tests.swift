import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(_ message: String, _ digest: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == digest)
    }

    @Test func oneMillionAs() {
        #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func chunkedUpdatesMatchOneUpdate() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        var hasher = SHA256()
        var offset = 0
        for size in [1, 63, 64, 65, 3, 127, 677] {
            hasher.update(bytes[offset..<(offset + size)])
            offset += size
        }
        #expect(SHA256.hex(hasher.finalize()) == SHA256.hex(of: bytes))
    }

    @Test func fileDigestMatchesBytes() throws {
        let scratch = try ScratchAlbum()
        let content = String(repeating: "네컷", count: 100_000)
        let path = try scratch.source("big.txt", content: content)
        #expect(try SHA256.hex(ofFileAt: path) == SHA256.hex(of: Array(content.utf8)))
    }

    @Test func processorInstructionsAndPortableRoundsAgree() {
        var generator = SplitMix64(seed: 4)
        let bytes = (0..<(3 * 1024 * 1024 + 17)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        var portable = SHA256(usingProcessorInstructions: false)
        var fast = SHA256()
        for start in stride(from: 0, to: bytes.count, by: 250_001) {
            let piece = bytes[start..<min(start + 250_001, bytes.count)]
            portable.update(piece)
            fast.update(piece)
        }
        #expect(SHA256.hex(portable.finalize()) == SHA256.hex(fast.finalize()))
        var millionAs = SHA256(usingProcessorInstructions: false)
        millionAs.update([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(SHA256.hex(millionAs.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
