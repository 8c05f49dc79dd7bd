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

    /// What makes a JPEG's picture: its tables and frame segments, then its scans to EOI.
    private func picture(_ bytes: [UInt8]) throws -> [UInt8] {
        let file = try #require(JPEGSegments(bytes))
        var picture: [UInt8] = []
        for segment in file.segments where JPEGMetadata.kind(of: segment.marker, payload: bytes[segment.payload]) == .decoding {
            picture += bytes[segment.range]
        }
        return picture + bytes[file.imageDataStart..<file.imageDataEnd]
    }

    /// The JPEG segments of `bytes` before its first scan, by kind.
    private func segmentKinds(_ bytes: [UInt8]) throws -> [JPEGMetadata.Kind] {
        let file = try #require(JPEGSegments(bytes))
        return file.segments.map { JPEGMetadata.kind(of: $0.marker, payload: bytes[$0.payload]) }.filter { $0 != .decoding }
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
        #expect(try picture(bytes(shared.path)) == picture(album), "the image data is copied, not re-encoded")
        #expect(try segmentKinds(bytes(shared.path)) == [.jfif, .exif], "the EXIF block is the only metadata besides JFIF")
        let block = try #require(try ImageDecoder.decode(fileAt: shared.path).exif)
        #expect(MinimalExif.isMinimal(tiff: block), "the camera's name is gone with the rest of the old block")
    }

    @Test func aPNGLosesTheLocationInItsExifChunkAndKeepsItsPictureChunks() throws {
        let id = try add("share/gps.png", tag: "포토 시그니쳐")
        let album = try bytes(scratch.album.directory + "/images/\(id).png")
        let shared = try #require(try scratch.album.share(ids: [id], to: folder).shared.first)
        #expect(shared.path == folder + "/2026-03-15_포토-시그니쳐_\(id).png")

        let metadata = try exif(ofFileAt: shared.path)
        #expect(!metadata.hasLocation)
        #expect(metadata.capturedAt?.iso8601 == "2026-03-15T10:00:00+09:00")
        let copy = try bytes(shared.path)
        let before = try #require(PNGChunks(album)), after = try #require(PNGChunks(copy))
        #expect(after.chunks.map(\.type) == ["IHDR", "eXIf", "IDAT", "IEND"], "the new eXIf follows IHDR")
        for (old, new) in zip(before.chunks.filter { $0.type != "eXIf" }, after.chunks.filter { $0.type != "eXIf" }) {
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

    @Test func aPhotoWithoutLocationKeepsItsPictureAndOrientation() throws {
        let id = try add("exif/orientation-3.jpg")
        let shared = try #require(try scratch.album.share(ids: [id], to: folder).shared.first)
        #expect(!shared.removedLocation)
        #expect(shared.notes.isEmpty)
        #expect(try picture(bytes(shared.path)) == picture(bytes(scratch.album.directory + "/images/\(id).jpg")))
        #expect(try exif(ofFileAt: shared.path).orientation == 3)
    }

    @Test func theReadBackRefusesEveryKindOfMetadataButTheMinimalOnes() throws {
        let clean = try bytes(Fixture.path("exif/orientation-3.jpg"))
        let copy = try SharedMetadata.of(clean, format: .jpeg, removing: .location, path: "x.jpg").bytes
        #expect(LocationCheck.problem(in: copy, format: .jpeg) == nil)
        // The fixture itself, with its camera name and date: not provably clean.
        #expect(LocationCheck.problem(in: try bytes(Fixture.path("share/phone-gps-orientation-6.jpg")), format: .jpeg) != nil)
        let xmp = JPEGSegments.segment(marker: JPEGSegments.app1, payload: Array("http://ns.adobe.com/xap/1.0/\0<x/>".utf8))
        #expect(LocationCheck.problem(in: Array(copy[0..<2]) + xmp + copy[2...], format: .jpeg)?.english == "it still has XMP")
        #expect(LocationCheck.problem(in: copy + [0xFF, 0xD8, 0xFF, 0xD9], format: .jpeg)?.english == "data follows the end of the image")
        let comment = JPEGSegments.segment(marker: JPEGSegments.comment, payload: Array("GPS 37.5 N".utf8))
        #expect(LocationCheck.problem(in: Array(copy[0..<2]) + comment + copy[2...], format: .jpeg)?.english == "it still has a comment")
    }

    /// exiftool reads past the first SOS byte by byte, so a scan header or a table between scans
    /// holding FF could be read as a metadata segment; the read-back refuses one.
    @Test func theReadBackRefusesMarkerBytesAmongTheScansAndAPNGTextChunk() throws {
        let clean = try SharedMetadata.of(try bytes(Fixture.path("exif/orientation-3.jpg")), format: .jpeg, removing: .location, path: "x.jpg").bytes
        let file = try #require(JPEGSegments(clean))
        let scan = try #require(file.scanHeaders.first)
        var forged = clean
        forged[scan.payload.lowerBound + 1] = 0xFF
        #expect(LocationCheck.problem(in: forged, format: .jpeg)?.english == "a segment among its scans holds bytes that read as a marker")

        let png = try bytes(Fixture.path("share/gps.png"))
        let copy = try SharedMetadata.of(png, format: .png, removing: .location, path: "x.png").bytes
        #expect(LocationCheck.problem(in: copy, format: .png) == nil)
        let text = PNGChunks.chunk(type: "tEXt", data: Array("Comment\0GPS 37.5N".utf8))
        let withText = Array(copy[0..<33]) + text + copy[33...]
        #expect(LocationCheck.problem(in: withText, format: .png)?.english == "it still has a tEXt chunk")
    }

    @Test func theMinimalExifBlockReadsBackAsItsOrientationAndDate() throws {
        let date = CaptureDate(year: 2026, month: 3, day: 12, hour: 15, minute: 4, second: 5, offset: "+09:00")
        let block = try #require(MinimalExif.block(orientation: 6, capturedAt: date))
        let metadata = try ExifMetadata(tiff: block)
        #expect(metadata.orientation == 6 && metadata.capturedAt == date && !metadata.hasLocation)
        #expect(MinimalExif.isMinimal(tiff: block))
        #expect(MinimalExif.block(orientation: nil, capturedAt: nil) == nil)
        let gps = try #require(try ImageDecoder.decode(fileAt: Fixture.path("share/gps.png")).exif)
        #expect(!MinimalExif.isMinimal(tiff: gps))
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
