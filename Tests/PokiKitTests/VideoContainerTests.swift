import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiSharing

/// Session videos read as boxes (issue #26): what a file is by its bytes, its length, and the
/// boxes a published copy empties.
@Suite struct VideoContainerTests {
    @Test func aClipIsToldByItsBytesAndItsLengthReadFromItsMovieHeader() throws {
        #expect(try VideoContainer.facts(ofFileAt: Fixture.path("video/session.mp4")) == .init(format: .mp4, durationSeconds: 2))
        #expect(try VideoContainer.facts(ofFileAt: Fixture.path("video/livephoto.mov")) == .init(format: .mov, durationSeconds: 1))
    }

    @Test(arguments: ["video/not-a-video.mp4", "phone/iphone-grid-irot270-exif6.heic", "album/harufilm-pink.jpg"])
    func whatIsNotAClipIsRefused(file: String) {
        #expect(throws: VideoContainer.Refusal(path: Fixture.path(file), reason: .verbatim("not an MP4 or MOV video"))) {
            try VideoContainer.facts(ofFileAt: Fixture.path(file))
        }
    }

    @Test func aBoxThatRunsPastItsEndIsDamaged() throws {
        var bytes = try Syscall.contents(of: Fixture.path("video/session.mp4"), followingLinks: false)
        bytes.removeLast(100)
        #expect(throws: VideoContainer.Refusal.self) { try VideoContainer.describingBoxes(in: bytes, name: "cut.mp4") }
        #expect(VideoContainer.format(ofHead: Array("\0\0\0\u{18}ftypmif1".utf8)) == nil)
        #expect(VideoContainer.format(ofHead: Array("\0\0\0\u{18}ftypisom".utf8)) == .mp4)
        #expect(VideoContainer.format(ofHead: Array("\0\0\0\u{18}ftypqt  ".utf8)) == .mov)
    }

    /// The published copy keeps every byte but those of the emptied boxes, and its length.
    @Test func aPublishedClipEmptiesOnlyTheDescribingBoxes() throws {
        let source = Fixture.path("video/livephoto.mov")
        let original = try Syscall.contents(of: source, followingLinks: false)
        let boxes = try VideoContainer.describingBoxes(ofFileAt: source)
        #expect(!boxes.isEmpty)
        let copy = try PublishedVideo.of(fileAt: source, keepingLocation: false)
        #expect(copy.emptiedBoxes == boxes.count)
        #expect(copy.bytes.count == original.count)
        for index in original.indices where !boxes.contains(where: { $0.contains(index) }) {
            guard copy.bytes[index] == original[index] else { Issue.record("byte \(index) changed"); break }
        }
        #expect(try VideoContainer.describingBoxes(in: copy.bytes, name: "copy").isEmpty)
        #expect(String(decoding: copy.bytes, as: UTF8.self).contains("37.5665") == false)
        #expect(try PublishedVideo.of(fileAt: source, keepingLocation: true).bytes == original)
    }
}
