import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// `Album.share`: copies without the location, byte-identical image data, names, collisions, and
/// covered QR codes.
@Suite struct SharingTests {
    let scratch: ScratchAlbum
    let folder: String

    init() throws {
        scratch = try ScratchAlbum()
        folder = scratch.root + "/shared"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Adds fixture `relative` with its own analysis and tag; returns its ID.
    private func add(_ relative: String, tag: String = "인생네컷") throws -> Int {
        let path = Fixture.path(relative)
        let analysis = try ImageAnalyzer.analyze(fileAt: path) { _ in }
        return try scratch.add([NewPhoto(sourcePath: path, analysis: analysis, tag: tag, memo: "")])[0]
    }

    private func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    private func exif(ofFileAt path: String) throws -> ExifMetadata {
        let block = try #require(try ImageDecoder.decode(fileAt: path).exif)
        return try ExifMetadata(tiff: block)
    }

    /// The bytes after a JPEG's EXIF segment (the whole file after SOI when it has none).
    private func afterExif(_ bytes: [UInt8]) throws -> [UInt8] {
        let file = try #require(JPEGSegments(bytes))
        let exif = file.segments.first { $0.marker == JPEGSegments.app1 && bytes[$0.payload].starts(with: ExifRewriter.header) }
        return Array(bytes[(exif?.range.upperBound ?? 2)...])
    }

    @Test func aJPEGLosesItsLocationAndKeepsItsOrientationDateAndImageBytes() throws {
        let id = try add("share/phone-gps-orientation-6.jpg")
        let album = try bytes(scratch.album.directory + "/images/\(id).jpg")
        #expect(try exif(ofFileAt: Fixture.path("share/phone-gps-orientation-6.jpg")).hasLocation, "the fixture has a location")

        let outcome = try scratch.album.share(ids: [id], to: folder)
        #expect(outcome.failures.isEmpty)
        let shared = try #require(outcome.shared.first)
        #expect(shared.path == folder + "/2026-03-12_인생네컷_\(id).jpg")
        #expect(shared.removedLocation)

        let metadata = try exif(ofFileAt: shared.path)
        #expect(!metadata.hasLocation)
        #expect(metadata.orientation == 6)
        #expect(metadata.capturedAt?.iso8601 == "2026-03-12T15:04:05+09:00")
        #expect(try afterExif(bytes(shared.path)) == afterExif(album), "the image data is copied, not re-encoded")
        #expect(try bytes(shared.path) != album)
    }

    @Test func aPNGLosesTheLocationInItsExifChunkAndKeepsEveryOtherChunk() throws {
        let id = try add("share/gps.png", tag: "포토 시그니쳐")
        let album = try bytes(scratch.album.directory + "/images/\(id).png")
        let shared = try #require(try scratch.album.share(ids: [id], to: folder).shared.first)
        #expect(shared.path == folder + "/2026-03-15_포토-시그니쳐_\(id).png")

        let metadata = try exif(ofFileAt: shared.path)
        #expect(!metadata.hasLocation)
        #expect(metadata.capturedAt?.iso8601 == "2026-03-15T10:00:00+09:00")
        let copy = try bytes(shared.path)
        let before = try #require(PNGChunks(album)), after = try #require(PNGChunks(copy))
        #expect(before.chunks.map(\.type) == after.chunks.map(\.type))
        for (old, new) in zip(before.chunks, after.chunks) where old.type != "eXIf" {
            #expect(album[old.range] == copy[new.range], "\(old.type) is copied as it was")
        }
        #expect(try ImageDecoder.decode(fileAt: shared.path).sample == ImageDecoder.decode(fileAt: Fixture.path("share/gps.png")).sample)
    }

    @Test func keepLocationCopiesTheFileAsItIs() throws {
        let id = try add("share/phone-gps-orientation-6.jpg")
        let shared = try #require(try scratch.album.share(ids: [id], to: folder, options: ShareOptions(keepLocation: true)).shared.first)
        #expect(!shared.removedLocation)
        #expect(try bytes(shared.path) == bytes(scratch.album.directory + "/images/\(id).jpg"))
        #expect(try exif(ofFileAt: shared.path).hasLocation)
    }

    @Test func aPhotoWithoutLocationIsCopiedByteForByte() throws {
        let id = try add("exif/orientation-3.jpg")
        let shared = try #require(try scratch.album.share(ids: [id], to: folder).shared.first)
        #expect(!shared.removedLocation)
        #expect(try bytes(shared.path) == bytes(scratch.album.directory + "/images/\(id).jpg"))
    }

    @Test func aNameThatIsTakenRefusesTheWholeShareAndLeavesTheFileAlone() throws {
        let first = try add("share/phone-gps-orientation-6.jpg")
        let second = try add("share/gps.png")
        let taken = folder + "/2026-03-15_인생네컷_\(second).png"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: taken))

        #expect(throws: ShareError.fileExists(path: taken)) { try scratch.album.share(ids: [first, second], to: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [PathName.lastComponent(of: taken)])
        #expect(try String(contentsOfFile: taken, encoding: .utf8) == "mine")
    }

    @Test func anUnknownIDOrAMissingFolderWritesNothing() throws {
        let id = try add("share/gps.png")
        #expect(throws: AlbumError.photoNotFound(id: 4242)) { try scratch.album.share(ids: [id, 4242], to: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(throws: ShareError.notAFolder(path: folder + "/nope")) { try scratch.album.share(ids: [id], to: folder + "/nope") }
    }

    @Test func tagsBecomeSafeFileNamesWithHangulKept() {
        #expect(ShareName.safe("포토 시그니쳐") == "포토-시그니쳐")
        #expect(ShareName.safe("a/b:c*d?\"e<f>g|h\\i") == "a-b-c-d--e-f-g-h-i")
        #expect(ShareName.safe("..숨김") == "숨김")
        #expect(ShareName.safe("탭\t줄") == "탭-줄")
    }

    @Test func maskingCoversThePrintsCodeAndLeavesTheRestOfThePicture() throws {
        let id = try add("share/print-with-code-gps.jpg")
        let source = scratch.album.directory + "/images/\(id).jpg"
        let codes = try QRCodeReader.read(fileAt: source, thorough: true)
        let code = try #require(codes.first, "the fixture's code is readable")

        let shared = try #require(try scratch.album.share(ids: [id], to: folder, options: ShareOptions(maskQRCodes: true)).shared.first)
        #expect(shared.coveredCodes == 1)
        #expect(try QRCodeReader.read(fileAt: shared.path, thorough: true).isEmpty, "the code can no longer be read")
        let metadata = try exif(ofFileAt: shared.path)
        #expect(!metadata.hasLocation)
        #expect(metadata.capturedAt?.iso8601 == "2026-03-14T18:30:00+09:00")

        // Away from the code (its box grown by half), the picture is the original's up to JPEG noise.
        let before = try WholeImage(fileAt: source, format: .jpeg), after = try WholeImage(fileAt: shared.path, format: .jpeg)
        #expect(before.width == after.width && before.height == after.height)
        let grow = max(code.width, code.height) / 2
        let covered = (x: (code.x - grow)..<(code.x + code.width + grow), y: (code.y - grow)..<(code.y + code.height + grow))
        var largest = 0, total = 0, outside = 0, changedInside = 0
        before.withPixels { old in
            after.withPixels { new in
                for y in 0..<before.height {
                    for x in 0..<before.width {
                        let offset = (y * before.width + x) * 3
                        let difference = (0..<3).map { abs(Int(old[offset + $0]) - Int(new[offset + $0])) }.max() ?? 0
                        if covered.x.contains(x), covered.y.contains(y) {
                            if difference > 64 { changedInside += 1 }
                        } else {
                            largest = max(largest, difference)
                            total += difference
                            outside += 1
                        }
                    }
                }
            }
        }
        // Re-encoding (4:4:4 at quality 95) moves a few levels, most at the panels' sharp edges.
        #expect(largest <= 24, "outside the code only re-encoding noise")
        #expect(Double(total) / Double(outside) < 1, "outside the code only re-encoding noise")
        #expect(changedInside > code.width * code.height / 4, "the code's dark modules are painted over")
    }

    @Test func maskingAPhotoWithoutACodeWritesNothingForItAndSharesTheOthers() throws {
        let plain = try add("share/gps.png")
        let print = try add("share/print-with-code-gps.jpg")
        let outcome = try scratch.album.share(ids: [plain, print], to: folder, options: ShareOptions(maskQRCodes: true))
        #expect(outcome.failures == [ShareFailure(id: plain, message: ShareError.noQRCode(id: plain).description)])
        #expect(outcome.shared.map(\.id) == [print])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [PathName.lastComponent(of: outcome.shared[0].path)])
    }
}
